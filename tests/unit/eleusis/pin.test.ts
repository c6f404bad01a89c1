import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import { pinDigest, pinOpens } from "@/lib/eleusis/pin";

describe("dealer PIN", () => {
  test("the digest is SHA-256 of a versioned string, so a stored hand keeps opening", () => {
    expect(pinDigest("1234")).toBe(createHash("sha256").update("eleusis-pin-v1\n1234", "utf8").digest("hex"));
    expect(pinDigest("1234")).not.toBe(pinDigest("12345"));
  });

  test("the right PIN opens, a wrong one does not; a hand without a PIN is open", () => {
    const lock = pinDigest("0451");
    expect(pinOpens(lock, "0451")).toBe(true);
    expect(pinOpens(lock, "451")).toBe(false);
    expect(pinOpens(lock, "")).toBe(false);
    expect(pinOpens(null, "")).toBe(true);
  });
});
