// What a handover link carries: the session record as stored (state and undo stack), with an
// Eleusis hand's sealed rule (text, salt, preset, wording) and PIN hash taken out and carried only
// inside a PIN box. Pure; the page does the encryption (crypto.ts) and the storage.
import { commitSync } from "@/lib/eleusis/commitment";
import { presetById } from "@/lib/eleusis/presets";
import type { EleusisState } from "@/lib/eleusis/session";
import { EXPORT_APP } from "@/lib/store/schema-constants";
import type { SessionRecord } from "@/lib/store/types";
import { GAME_KINDS } from "@/lib/games";
import type { Result } from "@/lib/result";
import type { SealedBox } from "./crypto";
import { checkSealedBox } from "./crypto";

export const PAYLOAD_FORMAT = 1;

export interface HandoverPayload {
  app: typeof EXPORT_APP;
  type: "handover";
  format: typeof PAYLOAD_FORMAT;
  /** The session record; for Eleusis, sealed hands have no text, salt, preset, wording or PIN hash. */
  record: SessionRecord;
  /** The secrets of sealed hands, encrypted under the dealer's PIN; null when there are none. */
  sealed: SealedBox | null;
}

/** One unrevealed hand's secrets, by deal index. */
export interface HandSecret {
  deal: number;
  commitments: { text: string; salt: string }[];
  presetId: string | null;
  /** Left out (null) when it is the preset's own wording, to keep the link short. */
  wording: { ru: string; en: string } | null;
  /** The hand was locked by a PIN; the new phone locks it again with the PIN that opened the box. */
  pin: boolean;
}

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
    const presetWording = h.presetId === null ? null : presetById(h.presetId)?.wording;
    secrets.push({
      deal,
      commitments: h.commitments.map((c) => ({ text: c.text, salt: c.salt })),
      presetId: h.presetId,
      wording: sameWording(h.wording, presetWording) ? null : h.wording,
      pin: h.pinHash !== null,
    });
    return { ...h, presetId: null, wording: null, pinHash: null, commitments: h.commitments.map((c) => ({ hash: c.hash, at: c.at })) };
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
  let secrets: unknown;
  try {
    secrets = JSON.parse(secretsJson);
  } catch {
    return { ok: false, error: "secrets" };
  }
  if (!Array.isArray(secrets) || typeof open !== "object" || open === null) return { ok: false, error: "secrets" };
  const state = open as { deals?: unknown };
  if (!Array.isArray(state.deals)) return { ok: false, error: "secrets" };
  const deals = [...(state.deals as unknown[])];
  for (const s of secrets as HandSecret[]) {
    const hand = deals[s?.deal] as { commitments?: { hash?: unknown; at?: unknown }[] } | undefined;
    if (!hand || !Array.isArray(hand.commitments) || !Array.isArray(s.commitments) || s.commitments.length !== hand.commitments.length) return { ok: false, error: "secrets" };
    const commitments = [];
    for (const [i, c] of s.commitments.entries()) {
      const open = hand.commitments[i];
      if (typeof c?.text !== "string" || typeof c.salt !== "string" || !open) return { ok: false, error: "secrets" };
      if (commitSync(c.text, c.salt).hash !== open.hash) return { ok: false, error: "mismatch" };
      commitments.push({ text: c.text, salt: c.salt, hash: open.hash, at: open.at });
    }
    const presetId = typeof s.presetId === "string" ? s.presetId : null;
    const wording = s.wording ?? (presetId === null ? null : (presetById(presetId)?.wording ?? null));
    deals[s.deal] = { ...hand, commitments, presetId, wording, pinHash: s.pin ? pinHash : null };
  }
  return { ok: true, value: { ...state, deals } };
}

/** A payload read from decoded JSON (the record itself is checked by the game's schema later). */
export function checkPayload(v: unknown): HandoverPayload | null {
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  if (o.app !== EXPORT_APP || o.type !== "handover" || o.format !== PAYLOAD_FORMAT) return null;
  const r = o.record as Record<string, unknown> | null;
  if (typeof r !== "object" || r === null || !GAME_KINDS.some((k) => k === r.kind)) return null;
  const sealed = o.sealed === null ? null : checkSealedBox(o.sealed);
  if (o.sealed !== null && sealed === null) return null;
  return { app: EXPORT_APP, type: "handover", format: PAYLOAD_FORMAT, record: r as unknown as SessionRecord, sealed };
}
