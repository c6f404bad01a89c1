import { describe, expect, test } from "vitest";
import { openText, PBKDF2_ITERATIONS, sealText } from "@/lib/handover/crypto";
import { checkSealedBox } from "@/lib/handover/payload";
import { fromBase64Url, toBase64Url } from "@/lib/bytes";

/** Deterministic "random" bytes: 1, 2, 3, … */
const counting = (b: Uint8Array) => b.map((_, i) => i + 1);

describe("PIN boxes", () => {
  test("round trip with the production iteration count", async () => {
    const box = await sealText("4821", "odd on even");
    expect(box.ok).toBe(true);
    if (!box.ok) return;
    expect(box.value.iterations).toBe(PBKDF2_ITERATIONS);
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    expect(await openText("4821", box.value)).toEqual({ ok: true, value: "odd on even" });
  });

  test("a wrong PIN is refused", async () => {
    const box = await sealText("4821", "red on black", { iterations: 1000 });
    if (!box.ok) throw new Error("seal");
    expect(await openText("4822", box.value)).toEqual({ ok: false, error: "wrongPin" });
    expect(await openText("", box.value)).toEqual({ ok: false, error: "wrongPin" });
  });

  test("injected randomness makes the box deterministic; fresh randomness does not", async () => {
    const a = await sealText("1", "x", { iterations: 1000, random: counting });
    const b = await sealText("1", "x", { iterations: 1000, random: counting });
    expect(a).toEqual(b);
    const c = await sealText("1", "x", { iterations: 1000 });
    const d = await sealText("1", "x", { iterations: 1000 });
    expect(c.ok && d.ok && c.value.salt !== d.value.salt && c.value.iv !== d.value.iv).toBe(true);
  });

  test("one flipped bit of the ciphertext is refused (GCM tag)", async () => {
    const box = await sealText("77", "suit cycle", { iterations: 1000 });
    if (!box.ok) throw new Error("seal");
    const data = fromBase64Url(box.value.data);
    if (!data) throw new Error("b64");
    data[0] = (data[0] ?? 0) ^ 1;
    expect(await openText("77", { ...box.value, data: toBase64Url(data) })).toEqual({ ok: false, error: "wrongPin" });
  });

  test("the ciphertext does not contain the plain text", async () => {
    const secret = "the previous card's value mod 4";
    const box = await sealText("1234", secret, { iterations: 1000 });
    expect(JSON.stringify(box)).not.toContain("previous");
  });

  test("malformed boxes are refused without throwing", async () => {
    expect(checkSealedBox({ alg: "none" })).toBeNull();
    const box = await sealText("1", "x", { iterations: 1000 });
    if (!box.ok) throw new Error("seal");
    expect(checkSealedBox(JSON.parse(JSON.stringify(box.value)))).toEqual(box.value);
    expect(await openText("1", { ...box.value, iv: "!!" })).toEqual({ ok: false, error: "malformed" });
    expect(await openText("1", { ...box.value, iterations: 0 })).toEqual({ ok: false, error: "malformed" });
  });
});
