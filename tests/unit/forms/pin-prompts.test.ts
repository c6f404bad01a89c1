import { describe, expect, test } from "vitest";
import * as fc from "fast-check";
import { boxText, newPinLock, pinKey, unboxText } from "@/lib/crypto/rule-box";
import { pinDigest, pinOpens } from "@/lib/eleusis/pin";
import { ENTERED_PIN_PROBLEMS, OPTIONAL_PIN_PROBLEMS, parseEnteredPin, parseOptionalPin } from "@/lib/forms/pin";
import { eleusisDict } from "@/lib/i18n/dict/eleusis";

describe("a new deal's optional PIN (set-up, Next deal): one schema", () => {
  test("empty is no PIN", () => {
    expect(parseOptionalPin("")).toEqual({ ok: true, value: null });
  });

  test.each(["1234", "0000", "482193", "123456789012"])("%s is a PIN", (pin) => {
    expect(parseOptionalPin(pin)).toEqual({ ok: true, value: pin });
  });

  test.each(["12", "123", "1234567890123", "12a4", "abcd", " 1234", " ", "１２３４"])("%j is refused: 4 to 12 digits", (pin) => {
    expect(parseOptionalPin(pin)).toEqual({ ok: false, error: "pin-format" });
  });

  test("anything typed is a result, never a throw", () => {
    fc.assert(fc.property(fc.string(), (pin) => typeof parseOptionalPin(pin).ok === "boolean"));
  });
});

describe("a PIN typed to open a sealed rule (locked judge, dealer's tools): one schema, no format", () => {
  test("empty is refused", () => {
    expect(parseEnteredPin("")).toEqual({ ok: false, error: "pin-empty" });
  });

  test.each(["1234", "12", "ab", " 12 ", "пароль", "1234567890123"])("%j goes to the lock as typed", (pin) => {
    expect(parseEnteredPin(pin)).toEqual({ ok: true, value: pin });
  });

  // Games sealed before the set-up's PIN had to be 4–12 digits took any text: "ab" must still open them.
  test("an old PIN-locked rule sealed under 'ab' opens with 'ab' through the prompt's schema", async () => {
    const made = await newPinLock("ab", { iterations: 1000 });
    if (!made || made.lock.kind !== "pin") throw new Error("no Web Crypto in this test");
    const box = await boxText(made.key, "card.color != prev.color");
    expect(box).not.toBeNull();
    const typed = parseEnteredPin("ab");
    expect(typed.ok).toBe(true);
    if (!typed.ok) return;
    const key = await pinKey(typed.value, made.lock);
    expect(key && (await unboxText(key, box!))).toBe("card.color != prev.color");
  });

  test("an old hand guarded by the digest of '12' opens with '12'", () => {
    const typed = parseEnteredPin("12");
    expect(typed.ok && pinOpens(pinDigest("12"), typed.value)).toBe(true);
  });
});

describe("PIN prompts' messages", () => {
  test.each(["en", "ru"] as const)("every problem is said in %s", (lang) => {
    const t = eleusisDict[lang];
    for (const code of OPTIONAL_PIN_PROBLEMS) expect(t.setup.pinProblems[code].length).toBeGreaterThan(10);
    for (const code of ENTERED_PIN_PROBLEMS) expect(t.atRest.pinProblems[code].length).toBeGreaterThan(5);
  });
});
