import { createHash, randomBytes } from "node:crypto";
import { describe, expect, test } from "vitest";
import { sha256Hex, sha256HexAsync, utf8 } from "@/lib/crypto/sha256";

// FIPS 180-2 / NIST example vectors.
const VECTORS: Array<[string, string]> = [
  ["", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
  ["abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
  [
    "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
    "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
  ],
  [
    "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
    "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1",
  ],
  ["The quick brown fox jumps over the lazy dog", "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592"],
];

describe("sha256", () => {
  test.each(VECTORS)("known vector %#", (input, hash) => {
    expect(sha256Hex(utf8(input))).toBe(hash);
  });

  test("one million 'a' (NIST long vector)", () => {
    expect(sha256Hex(new Uint8Array(1_000_000).fill(0x61))).toBe(
      "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
    );
  });

  test("agrees with node:crypto on random inputs of every padding length", () => {
    for (let len = 0; len < 300; len++) {
      const data = new Uint8Array(randomBytes(len));
      expect(sha256Hex(data)).toBe(createHash("sha256").update(data).digest("hex"));
    }
  });

  test("non-ASCII text is hashed as UTF-8", () => {
    const text = "если предыдущая карта чётная — красная ♥";
    expect(sha256Hex(utf8(text))).toBe(createHash("sha256").update(text, "utf8").digest("hex"));
  });

  test("async (Web Crypto) and pure results agree", async () => {
    const data = utf8("card.color != prev.color");
    expect(await sha256HexAsync(data)).toBe(sha256Hex(data));
  });
});
