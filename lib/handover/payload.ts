// What a handover link carries: the session record as stored (state and undo stack), with an
// Eleusis hand's sealed rule (text, salt, preset, wording) and PIN hash taken out and carried only
// inside a PIN box. Pure; the page does the encryption (crypto.ts) and the storage. What arrives is
// read through the zod schemas in schema.ts (the receive page loads this module when a link is read).
import { commitSync } from "@/lib/eleusis/commitment";
import { presetWording } from "@/lib/eleusis/wording";
import type { EleusisState } from "@/lib/eleusis/session";
import type { Result } from "@/lib/result";
import type { SessionRecord } from "@/lib/store/types";
import { parseWith } from "@/lib/zod";
import type { HandSecret, HandoverPayload, SealedBox } from "./schema";
import { handSecretsSchema, handoverPayloadSchema, sealedBoxSchema } from "./schema";

export const PAYLOAD_FORMAT = 1;

export type { HandSecret, HandoverPayload } from "./schema";

function sameWording(a: { ru: string; en: string } | null, b: { ru: string; en: string } | null | undefined): boolean {
  return a !== null && !!b && a.ru === b.ru && a.en === b.en;
}

/** True when an Eleusis state has a hand whose rule is still sealed. */
export function hasSealedHand(state: EleusisState): boolean {
  return state.deals.some((h) => h.revealedAt === null);
}

/** Splits an Eleusis state into what may travel in clear and the secrets of sealed hands. */
export function splitSecrets(state: EleusisState): { open: unknown; secrets: HandSecret[] } {
  const secrets: HandSecret[] = [];
  const deals = state.deals.map((h, deal) => {
    if (h.revealedAt !== null) return h;
    const fromPreset = h.presetId === null ? null : presetWording(h.presetId);
    secrets.push({
      deal,
      commitments: h.commitments.map((c) => ({ text: c.text ?? "", salt: c.salt ?? "" })),
      presetId: h.presetId,
      wording: sameWording(h.wording, fromPreset) ? null : h.wording,
      pin: h.pinHash !== null,
    });
    // The lock stays behind too: the new phone locks the rule again under the PIN that opened the box.
    const open = { ...h, presetId: null, wording: null, pinHash: null, commitments: h.commitments.map((c) => ({ hash: c.hash, at: c.at })) };
    delete open.lock;
    return open;
  });
  return { open: { ...state, deals }, secrets };
}

export type MergeError = "secrets" | "mismatch";

/**
 * Puts the secrets back into the open state; every commitment must hash to the hash that travelled
 * in clear (so the fingerprint on the new phone is the one the table saw). `pinHash` is the digest
 * of the PIN that opened the box (the lock of hands that had one). Never throws.
 */
export function mergeSecrets(open: unknown, secretsJson: string, pinHash: string | null): Result<unknown, MergeError> {
  let parsed: Result<HandSecret[], string>;
  try {
    parsed = parseWith(handSecretsSchema, JSON.parse(secretsJson));
  } catch {
    return { ok: false, error: "secrets" };
  }
  if (!parsed.ok || typeof open !== "object" || open === null) return { ok: false, error: "secrets" };
  // The open state itself is checked by the game's schema once the secrets are back in.
  const state = open as { deals?: unknown };
  if (!Array.isArray(state.deals)) return { ok: false, error: "secrets" };
  const deals = [...(state.deals as unknown[])];
  for (const s of parsed.value) {
    const hand = deals[s.deal] as { commitments?: { hash?: unknown; at?: unknown }[] } | undefined;
    if (!hand || !Array.isArray(hand.commitments) || s.commitments.length !== hand.commitments.length) return { ok: false, error: "secrets" };
    const commitments = [];
    for (const [i, c] of s.commitments.entries()) {
      const open = hand.commitments[i];
      if (!open) return { ok: false, error: "secrets" };
      if (commitSync(c.text, c.salt).hash !== open.hash) return { ok: false, error: "mismatch" };
      commitments.push({ text: c.text, salt: c.salt, hash: open.hash, at: open.at });
    }
    const presetId = typeof s.presetId === "string" ? s.presetId : null;
    const wording = s.wording ?? (presetId === null ? null : presetWording(presetId));
    deals[s.deal] = { ...hand, commitments, presetId, wording, pinHash: s.pin ? pinHash : null };
  }
  return { ok: true, value: { ...state, deals } };
}

/** A payload read from decoded JSON by its schema, or null (the state inside is checked by the game's schema later). Never throws. */
export function checkPayload(v: unknown): HandoverPayload | null {
  const parsed = parseWith(handoverPayloadSchema, v);
  return parsed.ok ? parsed.value : null;
}

/** A PIN box read from untrusted JSON by its schema, or null. Never throws. */
export function checkSealedBox(v: unknown): SealedBox | null {
  const parsed = parseWith(sealedBoxSchema, v);
  return parsed.ok ? parsed.value : null;
}

/**
 * A Pechenka record split for a handover: the roles of the state and of every undo entry go into
 * the secret (encrypted under the one-time code, docs/secrets.md); the rest travels in clear.
 */
export function splitRoles(record: SessionRecord): { open: SessionRecord; secret: string } {
  const without = (s: unknown) => (typeof s === "object" && s !== null ? { ...s, roles: [] } : s);
  const rolesOf = (s: unknown) => (typeof s === "object" && s !== null ? ((s as { roles?: unknown }).roles ?? null) : null);
  const past = Array.isArray(record.past) ? record.past : [];
  return {
    open: { ...record, state: without(record.state), past: past.map(without) },
    // An undo entry's roles are nearly always the state's own (only a re-deal changes them): 0 says "the same".
    secret: JSON.stringify({ state: rolesOf(record.state), past: past.map((p) => (JSON.stringify(rolesOf(p)) === JSON.stringify(rolesOf(record.state)) ? 0 : rolesOf(p))) }),
  };
}

/** Puts the roles back (the game's schema checks the deal afterwards); "secrets" when they do not fit. Never throws. */
export function mergeRoles(record: SessionRecord, secretJson: string): Result<{ state: unknown; past: unknown[] }, "secrets"> {
  let secret: { state?: unknown; past?: unknown };
  try {
    secret = JSON.parse(secretJson) as { state?: unknown; past?: unknown };
  } catch {
    return { ok: false, error: "secrets" };
  }
  const past = Array.isArray(record.past) ? record.past : [];
  if (typeof secret !== "object" || secret === null || !Array.isArray(secret.past) || secret.past.length !== past.length) return { ok: false, error: "secrets" };
  const put = (s: unknown, roles: unknown) => (typeof s === "object" && s !== null ? { ...s, roles } : s);
  const roles = secret.past as unknown[];
  return { ok: true, value: { state: put(record.state, secret.state), past: past.map((p, i) => put(p, roles[i] === 0 ? secret.state : roles[i])) } };
}
