import { describe, expect, test } from "vitest";
import * as fc from "fast-check";
import { commitSync } from "@/lib/eleusis/commitment";
import { makeVerifyFragment } from "@/lib/eleusis/verify-link";
import { parseVerifyFragment } from "@/lib/forms/verify";

const SALT = "00112233445566778899aabbccddeeff";

describe("verify link fragment", () => {
  test("round trip, with or without '#', for any rule text", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (text, hash) => {
        const c = commitSync(text, SALT);
        const fragment = makeVerifyFragment(c);
        expect(parseVerifyFragment(hash ? `#${fragment}` : fragment)).toEqual({ ok: true, value: { rule: text, salt: SALT, expected: c.hash } });
      }),
    );
  });

  test("the rule travels in the fragment only, encoded", () => {
    const fragment = makeVerifyFragment(commitSync("card.suit == hearts & prev.value < 5", SALT));
    expect(fragment).toMatch(/^r=[^&#]+&s=[0-9a-f]{32}&h=[0-9a-f]{64}$/);
  });

  test.each([
    ["", "no-rule"],
    ["#s=00", "no-rule"],
    ["#r=card.red", "no-salt"],
    ["#x=1&y=2", "no-rule"],
  ])("%j is not a verify link (%s)", (hash, error) => {
    expect(parseVerifyFragment(hash)).toEqual({ ok: false, error });
  });

  test("a link without a hash leaves the expected field empty to be typed", () => {
    expect(parseVerifyFragment(`#r=card.red&s=${SALT}`)).toEqual({ ok: true, value: { rule: "card.red", salt: SALT, expected: "" } });
  });

  test("random fragments never throw", () => {
    fc.assert(fc.property(fc.string(), (s) => typeof parseVerifyFragment(s).ok === "boolean"));
  });
});
