/**
 * The dealer's own rule on its way from the rule workshop to the new-game set-up, and while it is
 * edited there (docs/secrets.md, "The rule on its way to the set-up"). It is kept in this tab's
 * sessionStorage only (never in a URL, never in localStorage, so another tab neither sees nor
 * overwrites it), encrypted under this browser's device key where Web Crypto and IndexedDB exist
 * (in clear only where the sealed rule itself would be: plain http://), read back after a reload, and
 * deleted when the game is sealed or the dealer discards it; once deleted by the seal it is never
 * written again. Never throws.
 */
import type { Result } from "@/lib/result";
import type { KeyValueStorage } from "@/lib/store/backend";
import { STORAGE_KEYS, browserStorage, readKey, removeKey, writeKey } from "@/lib/store/backend";
import type { StorageProblem } from "@/lib/store/types";
import { boxText, unboxText } from "@/lib/crypto/rule-box";
import { deviceKey } from "@/lib/store/device-key";

/** Where the draft lives: a storage area and a way to the key that encrypts it (null: none here). */
export interface DraftPlace {
  storage: Result<KeyValueStorage, StorageProblem>;
  key: (create: boolean) => Promise<CryptoKey | null>;
}

/** This tab's sessionStorage and this browser's device key (lib/store/device-key.ts). */
export function browserDraftPlace(): DraftPlace {
  return { storage: browserStorage("session"), key: deviceKey };
}

/** What is stored: the rule in an AES-GCM box, or (without Web Crypto) the text itself. */
export type DraftRecord = { v: 1; box: string } | { v: 1; text: string };

/** Why a stored draft cannot be given back: storage refused, or the box does not open (key gone, damaged). */
export type DraftProblem = StorageProblem | "unreadable";

/** The stored form of a draft, e.g. makeDraftRecord({ box: "q1…" }) → '{"v":1,"box":"q1…"}'. */
export function makeDraftRecord(content: { box: string } | { text: string }): string {
  return JSON.stringify({ v: 1, ...content });
}

/** Reads a stored draft record back; null for anything this version did not write. */
export function parseDraftRecord(raw: string): DraftRecord | null {
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  if (o.v !== 1) return null;
  if (typeof o.box === "string" && o.text === undefined) return { v: 1, box: o.box };
  if (typeof o.text === "string" && o.box === undefined) return { v: 1, text: o.text };
  return null;
}

/** The draft this tab keeps and how it is kept, or null when there is none. */
export async function readRuleDraft(place: DraftPlace): Promise<Result<{ text: string; how: "encrypted" | "clear" } | null, DraftProblem>> {
  if (!place.storage.ok) return place.storage;
  const raw = readKey(place.storage.value, STORAGE_KEYS.ruleDraft);
  if (!raw.ok) return raw;
  if (raw.value === null) return { ok: true, value: null };
  const record = parseDraftRecord(raw.value);
  if (!record) return { ok: false, error: "unreadable" };
  if ("text" in record) return { ok: true, value: { text: record.text, how: "clear" } };
  const key = await place.key(false);
  const text = key ? await unboxText(key, record.box) : null;
  return text === null ? { ok: false, error: "unreadable" } : { ok: true, value: { text, how: "encrypted" } };
}

/**
 * Keeps `text` as this tab's draft ("encrypted", or "clear" where no key can be had); an empty text
 * deletes it. e.g. writeRuleDraft(browserDraftPlace(), "card.color != prev.color").
 */
export async function writeRuleDraft(place: DraftPlace, text: string): Promise<Result<"encrypted" | "clear" | "deleted", StorageProblem>> {
  if (!place.storage.ok) return place.storage;
  if (text.trim() === "") {
    const removed = clearRuleDraft(place);
    return removed.ok ? { ok: true, value: "deleted" } : removed;
  }
  const key = await place.key(true);
  const box = key ? await boxText(key, text) : null;
  if (key && box === null) return { ok: false, error: "failed" };
  const written = writeKey(place.storage.value, STORAGE_KEYS.ruleDraft, makeDraftRecord(box === null ? { text } : { box }));
  return written.ok ? { ok: true, value: box === null ? "clear" : "encrypted" } : written;
}

/** Deletes this tab's draft. */
export function clearRuleDraft(place: DraftPlace): Result<true, StorageProblem> {
  return place.storage.ok ? removeKey(place.storage.value, STORAGE_KEYS.ruleDraft) : place.storage;
}

/** Saves a set-up's edits in the order they were made, and ends with the seal. */
export interface DraftWriter {
  /** Keeps the newest text (an empty one deletes the draft); the result of that text's write. */
  save(text: string): Promise<Result<"encrypted" | "clear" | "deleted" | "skipped", StorageProblem>>;
  /** Waits for writes under way, deletes the draft and refuses every later save (the game is sealed). */
  seal(): Promise<Result<true, StorageProblem>>;
}

/**
 * One writer per set-up: encryption is asynchronous, so writes are queued; a write overtaken by a
 * newer text is skipped, and nothing is written after `seal`.
 */
export function draftWriter(place: DraftPlace): DraftWriter {
  let queue: Promise<unknown> = Promise.resolve();
  let latest = 0;
  let sealed = false;
  return {
    save(text) {
      const mine = ++latest;
      const run = queue.then(async () => {
        if (sealed || mine !== latest) return { ok: true, value: "skipped" } as const;
        return writeRuleDraft(place, text);
      });
      queue = run;
      return run;
    },
    async seal() {
      sealed = true;
      await queue;
      return clearRuleDraft(place);
    },
  };
}
