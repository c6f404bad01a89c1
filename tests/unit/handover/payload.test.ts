import { describe, expect, test } from "vitest";
import { compiledEnv, eleusisGame } from "@/lib/eleusis/game";
import { compileRule } from "@/lib/eleusis/rule-language";
import { decodeHandover, encodeHandover } from "@/lib/handover/codec";
import { openText, sealText } from "@/lib/handover/crypto";
import { checkPayload, hasSealedHand, mergeSecrets, splitSecrets, readCollected } from "@/lib/handover/payload";
import { PIN, RULE_ID, SALT, ruleText, sealedGame } from "./eleusis-fixture";
import { MemoryStorage, STORAGE_KEYS } from "@/lib/store/backend";

const eleusis = eleusisGame;

const FAST = { iterations: 1000 };

async function linkOf(plays: number) {
  const state = sealedGame(plays);
  const { open, secrets } = splitSecrets(state);
  const box = await sealText(PIN, JSON.stringify(secrets), FAST);
  if (!box.ok) throw new Error("seal");
  const record = { format: 1, id: "abcd1234efgh", kind: "eleusis", version: 1, createdAt: 1, updatedAt: 2, rev: 31, summary: { players: state.players, finished: false }, state: open, past: [] };
  const parts = await encodeHandover({ app: "tabletop-referee", type: "handover", format: 1, record, sealed: box.value }, 300);
  if (!parts.ok) throw new Error("encode");
  return { state, parts: parts.value };
}

describe("Eleusis secrets travel only inside the PIN box", () => {
  test("round trip: the state on the new phone equals the old one, plays and verdicts included", async () => {
    const { state, parts } = await linkOf(30);
    expect(hasSealedHand(state)).toBe(true);
    const decoded = await decodeHandover([...parts].reverse());
    if (!decoded.ok) throw new Error(decoded.error.code);
    const payload = checkPayload(decoded.value);
    if (!payload?.sealed) throw new Error("payload");
    const opened = await openText(PIN, payload.sealed);
    if (!opened.ok) throw new Error(opened.error);
    const merged = mergeSecrets(payload.record.state, opened.value, state.deals[0]?.pinHash ?? null);
    expect(merged).toEqual({ ok: true, value: state });
    expect(eleusis.schema.safeParse(merged.ok ? merged.value : null).success).toBe(true);
  });

  test("the decoded link (no PIN) holds no rule text, canonical printing, salt, preset id, wording or PIN hash", async () => {
    const { state, parts } = await linkOf(30);
    const decoded = await decodeHandover(parts);
    const text = JSON.stringify(decoded);
    const hand = state.deals[0];
    if (!hand) throw new Error("hand");
    const needles = [ruleText(), SALT, RULE_ID, hand.wording?.en ?? "x", hand.wording?.ru ?? "x", hand.pinHash ?? "x", "card.even", "prev.even"];
    const compiled = compileRule(ruleText());
    if (compiled.ok) needles.push(compiled.value.canonical);
    for (const n of needles) expect(text).not.toContain(n);
    // nor in base64 of the raw link text
    for (const p of parts) for (const n of needles) expect(p).not.toContain(Buffer.from(n).toString("base64url").slice(0, 12));
    expect(text).toContain(hand.commitments[0]?.hash);
  });

  test("a secret that does not hash to the travelled commitment is refused", async () => {
    const state = sealedGame(3);
    const { open, secrets } = splitSecrets(state);
    const s0 = secrets[0];
    if (!s0?.commitments[0]) throw new Error("secret");
    s0.commitments[0].text = "card.color != prev.color";
    expect(mergeSecrets(open, JSON.stringify(secrets), null)).toEqual({ ok: false, error: "mismatch" });
    expect(mergeSecrets(open, "not json", null)).toEqual({ ok: false, error: "secrets" });
    expect(mergeSecrets(open, JSON.stringify([{ deal: 5 }]), null)).toEqual({ ok: false, error: "secrets" });
  });

  test("without the secrets the open state is a read-only game: valid (its fingerprint stands), but nothing is judged", () => {
    const { open } = splitSecrets(sealedGame(3));
    const parsed = eleusis.schema.safeParse(open);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const state = parsed.data;
    const hand = state.deals[0];
    const seat = 0;
    const card = hand && "plays" in hand ? hand.plays[0]?.card : undefined;
    expect(eleusis.reduce(state, { type: "hand", action: { type: "undoPlay" } }, compiledEnv)).toBe(state);
    if (card) expect(eleusis.reduce(state, { type: "hand", action: { type: "play", seat, card, source: "hand" } }, compiledEnv)).toBe(state);
  });

  test("a hand sealed at rest leaves its lock and boxes behind (the new phone locks it again)", () => {
    const state = sealedGame(3);
    const locked = { ...state, deals: state.deals.map((d) => ({ ...d, lock: { kind: "pin" as const, salt: "A".repeat(22), iterations: 1000 }, commitments: d.commitments.map((c) => ({ ...c, box: "b".repeat(40) })) })) };
    const { open } = splitSecrets(locked);
    const json = JSON.stringify(open);
    expect(json).not.toContain('"lock"');
    expect(json).not.toContain('"box"');
  });

  test("checkPayload refuses what is not a handover", () => {
    expect(checkPayload({ app: "tabletop-referee", type: "session" })).toBeNull();
    expect(checkPayload({ app: "tabletop-referee", type: "handover", format: 1, record: { kind: "chess" }, sealed: null })).toBeNull();
    expect(checkPayload({ app: "tabletop-referee", type: "handover", format: 1, record: { kind: "cake" }, sealed: { alg: "x" } })).toBeNull();
  });

  test("the payload, the secrets and the collected parts are each read by their zod schema", async () => {
    const record = { format: 1, id: "abcd1234efgh", kind: "cake", version: 1, createdAt: 1, updatedAt: 2, rev: 3, summary: { players: ["A", "B"], finished: false }, state: {}, past: [] };
    const ok = { app: "tabletop-referee", type: "handover", format: 1, record, sealed: null };
    expect(checkPayload(ok)).toEqual(ok);
    // The envelope is checked on arrival, not only its kind.
    expect(checkPayload({ ...ok, record: { ...record, id: "no spaces allowed" } })).toBeNull();
    expect(checkPayload({ ...ok, record: { ...record, past: "x" } })).toBeNull();
    expect(checkPayload({ ...ok, format: 2 })).toBeNull();
    // Secrets of the wrong shape inside a well-formed box: refused, nothing merged.
    const { open } = splitSecrets(sealedGame(3));
    expect(mergeSecrets(open, JSON.stringify([{ deal: 0, commitments: [{ text: 1, salt: "00" }], presetId: null, wording: null, pin: false }]), null)).toEqual({ ok: false, error: "secrets" });
    expect(mergeSecrets(open, JSON.stringify({ deal: 0 }), null)).toEqual({ ok: false, error: "secrets" });
    // Damaged memory of collected parts counts as none.
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEYS.handoverParts, JSON.stringify({ id: "abc", n: "2", parts: {} }));
    expect(readCollected(storage)).toEqual([]);
    storage.setItem(STORAGE_KEYS.handoverParts, "{oops");
    expect(readCollected(storage)).toEqual([]);
    // What an older version kept (one series, not a list) still reads.
    storage.setItem(STORAGE_KEYS.handoverParts, JSON.stringify({ id: "abc", n: 2, parts: { 1: "xyz" } }));
    expect(readCollected(storage)).toEqual([{ id: "abc", n: 2, parts: { 1: "xyz" } }]);
  });
});
