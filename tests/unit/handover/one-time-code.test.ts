import { describe, expect, test } from "vitest";
import { oneTimeCode, readCode, showCode } from "@/lib/handover/one-time-code";

describe("the one-time code of a Pechenka handover", () => {
  test("is 8 digits, leading zeros kept; values past the last whole block of 10^8 are drawn again", () => {
    const draws = [0xffffffff, 42];
    expect(oneTimeCode((b) => ((b[0] = draws.shift() ?? 0), b))).toBe("00000042");
    for (let i = 0; i < 50; i++) expect(oneTimeCode()).toMatch(/^\d{8}$/);
  });

  test.each([
    ["4821 9375", "48219375"],
    ["4821-9375", "48219375"],
    [" 48219375 ", "48219375"],
  ])("reads %j as typed", (typed, code) => {
    expect(readCode(typed)).toBe(code);
  });

  test("is shown in two groups of four", () => {
    expect(showCode("48219375")).toBe("4821 9375");
  });
});
