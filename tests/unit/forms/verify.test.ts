import { describe, expect, test } from "vitest";
import * as fc from "fast-check";
import { commitSync, fingerprint } from "@/lib/eleusis/commitment";
import { parseVerifyForm, verify, VERIFY_ERRORS } from "@/lib/forms/verify";
import { eleusisDict } from "@/lib/i18n/dict/eleusis";

const SALT = "00112233445566778899aabbccddeeff";
const RULE = "card.suit == hearts";

describe("the verify page's three fields: one schema", () => {
  test("valid: the salt is trimmed and lower-cased, the expected hash reduced to hex digits; the rule is kept exactly", () => {
    expect(parseVerifyForm({ rule: ` ${RULE} `, salt: ` ${SALT.toUpperCase()} `, expected: "3F7A 91C2-0B44 de10 7e55" })).toEqual({
      ok: true,
      value: { rule: ` ${RULE} `, salt: SALT, expected: "3f7a91c20b44de107e55" },
    });
  });

  test.each([
    [{ rule: RULE, salt: "xyz", expected: "abcd" }, "salt-not-hex"],
    [{ rule: RULE, salt: `${SALT}g`, expected: "" }, "salt-not-hex"],
    [{ rule: RULE, salt: "", expected: "" }, "salt-too-short"],
    [{ rule: RULE, salt: SALT.slice(0, 31), expected: "0123456789abcdef" }, "salt-too-short"],
    [{ rule: RULE, salt: SALT, expected: "" }, "expected-too-short"],
    [{ rule: RULE, salt: SALT, expected: "0123 4567 89ab cde" }, "expected-too-short"],
  ])("%j is refused: %s", (fields, problem) => {
    expect(parseVerifyForm(fields)).toEqual({ ok: false, error: problem });
  });

  test("the check: a fingerprint of 16+ digits matches its commitment", () => {
    const c = commitSync(RULE, SALT);
    expect(verify({ rule: RULE, salt: SALT, expected: fingerprint(c.hash) })).toEqual({ ok: true, value: { hash: c.hash, matches: true } });
    expect(verify({ rule: `${RULE} `, salt: SALT, expected: c.hash })).toEqual({ ok: true, value: { hash: commitSync(`${RULE} `, SALT).hash, matches: false } });
  });

  test("anything typed is a result, never a throw", () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.string(), (rule, salt, expected) => typeof verify({ rule, salt, expected }).ok === "boolean"));
  });

  test.each(["en", "ru"] as const)("each problem has its message (%s)", (lang) => {
    for (const code of VERIFY_ERRORS) expect(eleusisDict[lang].verify.errors[code].length).toBeGreaterThan(5);
  });
});
