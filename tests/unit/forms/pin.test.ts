import { describe, expect, test } from "vitest";
import * as fc from "fast-check";
import { parseNewPin, PIN_PROBLEMS } from "@/lib/forms/pin";
import { eleusisDict } from "@/lib/i18n/dict/eleusis";
import { handoverDict } from "@/lib/i18n/dict/handover";

describe("the new-PIN form (Eleusis 'Set a PIN' and a handover without one): one schema", () => {
  test.each(["1234", "0000", "482193", "123456789012"])("%s typed twice is a PIN", (pin) => {
    expect(parseNewPin({ pin, again: pin })).toEqual({ ok: true, value: { pin, again: pin } });
  });

  test.each([
    ["", "", "pin-format"],
    ["123", "123", "pin-format"],
    ["1234567890123", "1234567890123", "pin-format"],
    ["12a4", "12a4", "pin-format"],
    [" 1234", " 1234", "pin-format"],
    ["１２３４", "１２３４", "pin-format"],
    ["123", "999", "pin-format"],
    ["1234", "1235", "pin-mismatch"],
    ["1234", "", "pin-mismatch"],
  ])("%j / %j is refused: %s", (pin, again, problem) => {
    expect(parseNewPin({ pin, again })).toEqual({ ok: false, error: problem });
  });

  test("anything typed is a result, never a throw", () => {
    fc.assert(fc.property(fc.string(), fc.string(), (pin, again) => typeof parseNewPin({ pin, again }).ok === "boolean"));
  });

  test.each(["en", "ru"] as const)("every problem has its message in both forms' dictionaries (%s)", (lang) => {
    const eleusis = eleusisDict[lang].setPin;
    const handover = handoverDict[lang].give;
    const messages = { "pin-format": [eleusis.short, handover.pinShort], "pin-mismatch": [eleusis.mismatch, handover.pinMismatch] };
    for (const code of PIN_PROBLEMS) for (const text of messages[code]) expect(text.length).toBeGreaterThan(5);
  });
});
