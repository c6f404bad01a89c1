import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { pinDigest } from "@/lib/eleusis/pin";
import {
  commitPayload,
  commitSync,
  fingerprint,
  makeSalt,
  shellCommand,
} from "@/lib/eleusis/commitment";
import { verify as verifyFields } from "@/lib/forms/verify";

/** The verify page's three fields, as the old positional checker took them. */
const verify = (rule: string, salt: string, expected: string) => verifyFields({ rule, salt, expected });

const RULE = "card.suit == [clubs, diamonds, hearts, spades][prev.value mod 4]";
const SALT = "00112233445566778899aabbccddeeff";

// The hash is @noble/hashes' SHA-256, synchronous, so a phone on plain HTTP (no Web Crypto) checks it too.
describe("SHA-256 of a commitment and of a PIN", () => {
  test("FIPS 180-2's vector, and the commitment of an empty rule and salt as any SHA-256 tool gives it", () => {
    expect(bytesToHex(sha256(utf8ToBytes("abc")))).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    // commitPayload("", "") is "eleusis-commit-v1\n\n"; `printf 'eleusis-commit-v1\n\n' | sha256sum` gives this.
    expect(commitSync("", "").hash).toBe("c19d67317f773921eeb11dc3f92b28fff2735f273656a4a20d6509e72582eea3");
  });

  test("non-ASCII rule text is hashed as UTF-8; a PIN's hash is the documented string's", () => {
    const text = "если предыдущая карта чётная — красная ♥";
    expect(commitSync(text, SALT).hash).toBe(createHash("sha256").update(commitPayload(SALT, text), "utf8").digest("hex"));
    expect(pinDigest("0042")).toBe(createHash("sha256").update("eleusis-pin-v1\n0042").digest("hex"));
  });
});

describe("commitment", () => {
  test("the documented byte string", () => {
    expect(commitPayload(SALT, "x")).toBe(`eleusis-commit-v1\n${SALT}\nx`);
    const expected = createHash("sha256").update(`eleusis-commit-v1\n${SALT}\n${RULE}`, "utf8").digest("hex");
    expect(commitSync(RULE, SALT).hash).toBe(expected);
  });

  test("salt is 128 bits of injected randomness", () => {
    let n = 0;
    const salt = makeSalt((words) => {
      for (let i = 0; i < words.length; i++) words[i] = n++;
    });
    expect(salt).toBe("000102030405060708090a0b0c0d0e0f");
    expect(makeSalt()).toMatch(/^[0-9a-f]{32}$/);
    expect(makeSalt()).not.toBe(makeSalt());
  });

  test("fingerprint has at least 64 bits in groups", () => {
    const fp = fingerprint(commitSync(RULE, SALT).hash);
    expect(fp).toMatch(/^([0-9a-f]{4} ){4}[0-9a-f]{4}$/);
    expect(fp.replace(/ /g, "").length * 4).toBeGreaterThanOrEqual(64);
  });

  test("round trip: the revealed rule and salt verify against hash and fingerprint", () => {
    const c = commitSync(RULE, SALT);
    const byHash = verify(RULE, SALT, c.hash);
    expect(byHash).toEqual({ ok: true, value: { hash: c.hash, matches: true } });
    const byFp = verify(RULE, ` ${SALT.toUpperCase()} `, fingerprint(c.hash).toUpperCase());
    expect(byFp.ok && byFp.value.matches).toBe(true);
  });

  test.each([
    ["changed rule", RULE.replace("mod 4", "mod 3"), SALT],
    ["extra space", `${RULE} `, SALT],
    ["changed salt", RULE, `${SALT.slice(0, -1)}0`],
  ])("%s fails to verify", (_name, text, salt) => {
    const c = commitSync(RULE, SALT);
    const r = verify(text, salt, c.hash);
    expect(r.ok && r.value.matches).toBe(false);
  });

  test("bad input is a result, not a throw", () => {
    expect(verify(RULE, "xyz", "abcd")).toEqual({ ok: false, error: "salt-not-hex" });
    expect(verify(RULE, "abcd", "abcd")).toEqual({ ok: false, error: "salt-too-short" });
    expect(verify(RULE, SALT, "abcd")).toEqual({ ok: false, error: "expected-too-short" });
  });

  test("the shell command prints the same hash", () => {
    const text = "if prev.even then card.color == red else card.color == black % 'x'";
    const c = commitSync(text, SALT);
    const out = execFileSync("sh", ["-c", shellCommand(text, SALT)]).toString();
    expect(out.split(" ")[0]).toBe(c.hash);
  });
});
