import { describe, expect, test } from "vitest";
import { crc32, fromBase64Url, toBase64Url } from "@/lib/bytes";

describe("lib/bytes: the one base64url and CRC-32 of the link codecs", () => {
  test.each([
    [[], ""],
    [[0xfb], "-w"],
    [[0xff, 0xfe], "__4"],
    [[0, 1, 2], "AAEC"],
  ])("%j <-> %s", (bytes, text) => {
    expect(toBase64Url(new Uint8Array(bytes))).toBe(text);
    expect(fromBase64Url(text)).toEqual(new Uint8Array(bytes));
  });

  test("a dangling last character: rejected by default, dropped on request (a reveal link cut short)", () => {
    expect(fromBase64Url("AAECA")).toBeNull();
    expect(fromBase64Url("AAECA", "drop")).toEqual(new Uint8Array([0, 1, 2]));
  });

  test("a character outside the alphabet is null in both modes", () => {
    expect(fromBase64Url("AA+C")).toBeNull();
    expect(fromBase64Url("AA/C", "drop")).toBeNull();
    expect(fromBase64Url("AAé")).toBeNull();
  });

  test("CRC-32 check value", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
  });
});
