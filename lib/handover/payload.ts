// What a handover link carries, and how the receiving phone reads and keeps it.
// The payload: the session record as stored (state and undo stack), with an Eleusis hand's sealed
// rule (text, salt, preset, wording) and PIN hash taken out and carried only inside a PIN box, and a
// Pechenka game's roles only inside the one-time code's box. Pure; the page does the encryption
// (crypto.ts) and the storage. Everything that arrives is read through the zod schemas below, each
// the one validator of its boundary (through parseWith, lib/zod.ts) and the source of its type.
// The receiving phone's side: the parts collected so far (kept across page loads, since each
// scanned code opens the page anew), then the received game stored. Every series is kept on its own:
// a code of another game starts a second series beside the first, never refused, so a leftover
// partial series cannot block a later handover. A phone whose storage is full refuses to keep a
// code: the series is then held in the page's memory (`Held`, which the page keeps and passes back),
// what was stored stays as it was, and the series is written to storage again by the first code that
// fits once space is back.
// The pages load this module with import() (no first load carries zod); the game's own schema,
// which storeReceived runs, comes with the game's definition, loaded once every part has arrived.
import * as z from "zod/mini";
import { commitSync } from "@/lib/eleusis/commitment";
import { presetWording } from "@/lib/eleusis/wording";
import type { EleusisState } from "@/lib/eleusis/session";
import { GAME_KINDS } from "@/lib/games";
import type { Result } from "@/lib/result";
import type { KeyValueStorage } from "@/lib/store/backend";
import { STORAGE_KEYS, readKey, removeKey, sessionKey, writeKey } from "@/lib/store/backend";
import { EXPORT_APP } from "@/lib/store/constants";
import type { AnyGameDefinition } from "@/lib/store/game";
import { sessionRecordSchema } from "@/lib/store/schema";
import { loadRecord, makeRecord, parseRecordText, clearHandedOver, compareAndSet, handedOverAt, newSessionId, sessionExists, storedRev } from "@/lib/store/sessions";
import type { SessionRecord, StorageProblem } from "@/lib/store/types";
import { parseWith } from "@/lib/zod";
import type { HandoverError, HandoverErrorCode, Part } from "./codec";
import { MAX_PARTS, assemble, decodeFrame } from "./codec";

/** A PIN box (crypto.ts): PBKDF2-SHA-256 -> AES-GCM-256; salt, iv and data in base64url. */
export const sealedBoxSchema = z.object({
  alg: z.literal("pbkdf2-sha256/aes-256-gcm"),
  iterations: z.number().check(z.int(), z.positive()),
  salt: z.string().check(z.maxLength(200)),
  iv: z.string().check(z.maxLength(200)),
  /** The ciphertext with the 16-byte GCM tag. */
  data: z.string(),
});

/** The whole handover: the session record (its `state` is checked by the game's schema on arrival). */
export const handoverPayloadSchema = z.object({
  app: z.literal(EXPORT_APP),
  type: z.literal("handover"),
  format: z.literal(1),
  /** For Eleusis, sealed hands have no text, salt, preset, wording or PIN hash. */
  record: sessionRecordSchema.check(z.refine((r) => GAME_KINDS.some((k) => k === r.kind), "a game this app does not know")),
  /** The secrets of sealed hands, encrypted under the dealer's PIN; null when there are none. */
  sealed: z.nullable(sealedBoxSchema),
});

const wording = z.object({ ru: z.string().check(z.maxLength(1000)), en: z.string().check(z.maxLength(1000)) });

/** One unrevealed hand's secrets, by deal index (inside the PIN box). */
export const handSecretSchema = z.object({
  deal: z.number().check(z.int(), z.nonnegative(), z.maximum(8)),
  commitments: z.array(z.object({ text: z.string().check(z.maxLength(4000)), salt: z.string().check(z.maxLength(128)) })).check(z.minLength(1), z.maxLength(100)),
  presetId: z.nullable(z.string().check(z.maxLength(100))),
  /** Left out (null) when it is the preset's own wording, to keep the link short. */
  wording: z.nullable(wording),
  /** The hand was locked by a PIN; the new phone locks it again with the PIN that opened the box. */
  pin: z.boolean(),
});
export const handSecretsSchema = z.array(handSecretSchema).check(z.maxLength(9));

/** The parts of a series collected so far on the receiving phone, by part number. */
export const collectedSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  n: z.number().check(z.int(), z.positive(), z.maximum(MAX_PARTS)),
  parts: z.record(z.string(), z.string()),
  /** When its first code was opened (ms); absent in what older versions kept. */
  at: z.optional(z.number().check(z.int(), z.nonnegative())),
});

/** Every series kept on the receiving phone, oldest first (older versions kept one series, not a list). */
export const collectedListSchema = z.union([z.array(collectedSchema), collectedSchema]);

export type SealedBox = z.infer<typeof sealedBoxSchema>;
export type HandoverPayload = z.infer<typeof handoverPayloadSchema>;
export type HandSecret = z.infer<typeof handSecretSchema>;
export type Collected = z.infer<typeof collectedSchema>;

export const PAYLOAD_FORMAT = 1;

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

/** One kept series as the page says it: which codes came, which are missing. */
export interface Pending {
  /** The series' key: its id and length, e.g. "Ab3x/4". */
  key: string;
  got: number;
  total: number;
  missing: number[];
  /** When its first code was opened (ms), or null when not known. */
  at: number | null;
}

/** The key of a series: parts of one handover share both its id and its length. */
export function seriesKey(s: { id: string; n: number }): string {
  return `${s.id}/${s.n}`;
}

/** Every series the page holds in memory because storage refused them (full); null while storage keeps them all. */
export type Held = readonly Collected[] | null;

/** What adding a code did: the frame (or what is missing), where the series is now kept, and why not in storage. */
export interface Added {
  frame: Result<string, HandoverError>;
  held: Held;
  /** The storage refused the codes (e.g. "quota"); null when they were stored (or needed no keeping). */
  problem: StorageProblem | null;
}

/** Every series kept so far, oldest first, read by their schema; unreadable memory counts as none. Never throws. */
export function readCollected(storage: KeyValueStorage, held: Held = null): Collected[] {
  if (held !== null) return [...held];
  const raw = readKey(storage, STORAGE_KEYS.handoverParts);
  if (!raw.ok || raw.value === null) return [];
  try {
    const parsed = parseWith(collectedListSchema, JSON.parse(raw.value));
    if (!parsed.ok) return [];
    return Array.isArray(parsed.value) ? parsed.value : [parsed.value];
  } catch {
    return [];
  }
}

function writeCollected(storage: KeyValueStorage, list: readonly Collected[]): Result<true, StorageProblem> {
  return list.length === 0 ? removeKey(storage, STORAGE_KEYS.handoverParts) : writeKey(storage, STORAGE_KEYS.handoverParts, JSON.stringify(list));
}

/** Forgets one kept series (received, or dropped by the person); the others stay. Returns what the page holds then. */
export function dropSeries(storage: KeyValueStorage, key: string, held: Held = null): Held {
  const list = readCollected(storage, held);
  const rest = list.filter((c) => seriesKey(c) !== key);
  if (rest.length === list.length) return held;
  const written = writeCollected(storage, rest);
  return written.ok ? null : rest;
}

function partsOf(c: Collected): Part[] {
  return Object.entries(c.parts).map(([k, data]) => ({ k: Number(k), n: c.n, id: c.id, data }));
}

function missingOf(c: Collected): number[] {
  return Array.from({ length: c.n }, (_, i) => i + 1).filter((k) => !(String(k) in c.parts));
}

/** What is kept, as the page lists it, e.g. [{ key: "Ab3x/4", got: 1, total: 4, missing: [2, 3, 4] }]. */
export function pendingSeries(storage: KeyValueStorage, held: Held = null): Pending[] {
  return readCollected(storage, held).map((c) => {
    const missing = missingOf(c);
    return { key: seriesKey(c), got: c.n - missing.length, total: c.n, missing, at: c.at ?? null };
  });
}

/** A kept series' frame text once every part is there (e.g. to open a game whose PIN was not typed last time). */
export function frameOf(storage: KeyValueStorage, key: string, held: Held = null): Result<string, HandoverError> {
  const c = readCollected(storage, held).find((s) => seriesKey(s) === key);
  return c ? assemble(partsOf(c)) : { ok: false, error: { code: "empty" } };
}

/**
 * Adds a parsed part to its series (a part of a new series starts one beside the others). Returns
 * the frame once that series is complete, else which of its parts are missing. A single complete
 * code needs no memory; a series is kept until it is received (storeReceived) or dropped.
 * Storage full: every series goes on in `held` (the page's memory), and what was stored is untouched.
 * e.g. addPart(full, part1of3, now, null) -> { frame: missing [2, 3], held: [that series], problem: "quota" }
 */
export function addPart(storage: KeyValueStorage, part: Part, now: number, held: Held = null): Added {
  const list = readCollected(storage, held);
  const key = seriesKey(part);
  const had = list.find((c) => seriesKey(c) === key);
  const next: Collected = { id: part.id, n: part.n, parts: { ...(had?.parts ?? {}), [part.k]: part.data }, at: had?.at ?? now };
  const frame = assemble(partsOf(next));
  if (frame.ok && part.n === 1) return { frame, held, problem: null };
  const all = had ? list.map((c) => (c === had ? next : c)) : [...list, next];
  const written = writeCollected(storage, all);
  return written.ok ? { frame, held: null, problem: null } : { frame, held: all, problem: written.error };
}

export type ReceiveError = "invalid" | "storage";

/**
 * What to do when this phone already holds the game (same id, not handed over from here):
 * "ask" stores nothing and says so; "replace" overwrites it (only when the received one is newer);
 * "keepBoth" stores the received one under a fresh id beside it.
 */
export type OnExisting = "ask" | "replace" | "keepBoth";

export type Received =
  | { stored: true; id: string; kind: string }
  /** Nothing written: the game is here already. `newer`: the received one changed later than the one here; `same`: same state and undo stack. */
  | { stored: false; id: string; kind: string; hereUpdatedAt: number; receivedUpdatedAt: number; newer: boolean; same: boolean };

/**
 * Validates the received record with its game's schema and stores it, keeping its last-change time.
 * The game keeps its id when that id is free, or when this phone holds the same game marked
 * "handed over" (it comes back). When the game is here already and was not handed over, nothing is
 * written unless `onExisting` says to replace it (refused unless the received one is newer) or to
 * keep both (a fresh id). `series`: the kept codes to forget once stored. On any problem nothing is
 * written. Never throws.
 */
export function storeReceived(
  storage: KeyValueStorage, payload: HandoverPayload, state: unknown, def: AnyGameDefinition, now: number,
  { onExisting = "ask", series = null, makeId = () => newSessionId() }: { onExisting?: OnExisting; series?: string | null; makeId?: () => string } = {},
): Result<Received, ReceiveError> {
  try {
    const record = { ...payload.record, state, past: Array.isArray(payload.record.past) ? payload.record.past : [] };
    const loaded = loadRecord(def, record);
    if (!loaded.ok) return { ok: false, error: "invalid" };
    const fresh = makeRecord(def, record.id, loaded.value.state, now);
    if (!fresh.ok) return { ok: false, error: "invalid" };
    const updatedAt = Math.min(record.updatedAt, now);
    const out = { ...fresh.value, createdAt: Math.min(record.createdAt, updatedAt), updatedAt, past: loaded.value.past };
    let id = record.id;
    const comesBack = sessionExists(storage, id) && handedOverAt(storage, id) !== null;
    if (!comesBack && sessionExists(storage, id)) {
      const here = existing(storage, id);
      const newer = here === null || updatedAt > here.updatedAt;
      if (onExisting === "ask" || (onExisting === "replace" && !newer)) {
        const same = here !== null && here.kind === out.kind && here.body === JSON.stringify([out.state, out.past]);
        return { ok: true, value: { stored: false, id, kind: out.kind, hereUpdatedAt: here?.updatedAt ?? 0, receivedUpdatedAt: updatedAt, newer, same } };
      }
      if (onExisting === "keepBoth") {
        for (let tries = 0; sessionExists(storage, id) && tries < 6; tries++) id = makeId();
        if (sessionExists(storage, id)) return { ok: false, error: "storage" };
      }
    }
    // The one write of a record: into a free id, or over the game it replaces (a game that comes
    // back, or one replaced on request) at the revision read here, one above it, so another tab
    // showing the old one sees a newer game.
    const here = storedRev(storage, id);
    const expected = here.raw === null ? null : here.rev ?? "damaged";
    const written = compareAndSet(storage, { ...out, id, rev: typeof expected === "number" ? expected + 1 : 0 }, expected);
    if (written.status !== "written") return { ok: false, error: "storage" };
    // The game is this phone's to judge now: a mark left from handing it over before (it comes back, or
    // was deleted here since) must not open it locked.
    if (handedOverAt(storage, id) !== null) clearHandedOver(storage, id);
    if (series !== null) dropSeries(storage, series);
    return { ok: true, value: { stored: true, id, kind: out.kind } };
  } catch {
    return { ok: false, error: "invalid" };
  }
}

/** What a whole handover comes to on this phone: stored, waiting for its PIN or code, here already, or refused. */
export type Opened =
  | { kind: "stored"; id: string; game: string }
  /** Its secrets are in a box: an Eleusis game's PIN (`hashes`: the commitments of its sealed rules, shown as fingerprints) or a Pechenka game's one-time code opens it. */
  | { kind: "sealed"; payload: HandoverPayload; hashes: string[] }
  /** The game is here already (not handed over from here): nothing was written, the person chooses. */
  | { kind: "exists"; payload: HandoverPayload; state: unknown; found: Extract<Received, { stored: false }> }
  | { kind: "error"; code: HandoverErrorCode | ReceiveError };

/** A game's store definition by the kind a payload names (lib/games.ts loadDefinition); undefined for a kind this app lacks. */
export type DefinitionOf = (kind: string) => Promise<AnyGameDefinition | undefined>;

/**
 * A whole series' frame, from its text to the game stored: decoded, read by the payload's schema,
 * then stored through its game's definition, unless its secrets are sealed (the page asks for the PIN
 * or code, then calls `receiveGame`). `series`: the kept codes to forget once stored. Never throws.
 * e.g. openFrame(storage, frameOfAFreshCakeGame, loadDefinition, now, "Ab3x/2") → { kind: "stored", id, game: "cake" }.
 */
export async function openFrame(storage: KeyValueStorage, frame: string, definitionOf: DefinitionOf, now: number, series: string | null): Promise<Opened> {
  const decoded = await decodeFrame(frame);
  if (!decoded.ok) return { kind: "error", code: decoded.error.code };
  const payload = checkPayload(decoded.value);
  if (!payload) return { kind: "error", code: "notHandover" };
  if (payload.sealed) return { kind: "sealed", payload, hashes: payload.record.kind === "eleusis" ? sealedRuleHashes(payload.record.state) : [] };
  return receiveGame(storage, payload, payload.record.state, definitionOf, now, { series });
}

/** The commitments of the hands whose rule is still sealed (not revealed), newest edit last. */
function sealedRuleHashes(state: unknown): string[] {
  const deals = (state as { deals?: { commitments?: { hash?: unknown }[]; revealedAt?: unknown }[] } | null)?.deals;
  return Array.isArray(deals) ? deals.flatMap((d) => (d?.revealedAt === null ? [String(d.commitments?.at(-1)?.hash ?? "")] : [])) : [];
}

/**
 * A read payload with its state (opened from its box when it was sealed) stored through its game's
 * definition (`storeReceived`). A definition that does not load (offline before the worker cached
 * it) is a storage problem: nothing is written and the codes stay kept. Never throws.
 */
export async function receiveGame(
  storage: KeyValueStorage, payload: HandoverPayload, state: unknown, definitionOf: DefinitionOf, now: number,
  options: { onExisting?: OnExisting; series?: string | null } = {},
): Promise<Opened> {
  let def: AnyGameDefinition | undefined;
  try {
    def = await definitionOf(payload.record.kind);
  } catch {
    return { kind: "error", code: "storage" };
  }
  if (!def) return { kind: "error", code: "invalid" };
  const stored = storeReceived(storage, payload, state, def, now, options);
  if (!stored.ok) return { kind: "error", code: stored.error };
  return stored.value.stored ? { kind: "stored", id: stored.value.id, game: stored.value.kind } : { kind: "exists", payload, state, found: stored.value };
}

/** The stored game under an id, as far as comparing goes (null when unreadable: then the received one counts as newer). */
function existing(storage: KeyValueStorage, id: string): { kind: string; updatedAt: number; body: string } | null {
  const text = readKey(storage, sessionKey(id));
  if (!text.ok || text.value === null) return null;
  const record = parseRecordText(text.value);
  return record.ok ? { kind: record.value.kind, updatedAt: record.value.updatedAt, body: JSON.stringify([record.value.state, record.value.past]) } : null;
}
