import type { Result } from "@/lib/result";
import { STORAGE_KEYS, readKey, removeKey, writeKey } from "./backend";
import type { KeyValueStorage } from "./backend";
import type { StorageProblem } from "./types";

/**
 * A new game's set-up as it is being filled in, kept in this tab's sessionStorage so a reload (or a
 * phone that drops a sleeping tab) gives the table back its seats and choices; deleted once the game
 * is created. Another tab starts its own. Nothing secret goes here: a PIN never does, and the
 * Eleusis rule has its own encrypted draft (lib/eleusis/rule-draft.ts).
 */
export interface SetupDraft {
  /** The players picked so far, in seat order. */
  seats: string[];
  /** The form's other choices by name, e.g. { variant: "new", robot: false, firstDealer: 2 }. */
  fields: Record<string, SetupValue>;
}
export type SetupValue = string | number | boolean;

export const EMPTY_SETUP: SetupDraft = { seats: [], fields: {} };

/** Far above any table (12 seats) and any form: a record past these was not written by this app. */
const MAX_SEATS = 24;
const MAX_NAME = 200;
const MAX_FIELDS = 20;

/** The key of a game kind's set-up (the store knows no games: the kind is a name), e.g. setupDraftKey("cake") -> "ttr:setup:cake". */
export function setupDraftKey(kind: string): string {
  return STORAGE_KEYS.setupDraftPrefix + kind;
}

/** A stored set-up read back; null for anything this version did not write (it is then dropped). */
export function parseSetupDraft(raw: string): SetupDraft | null {
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof v !== "object" || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  if (o.v !== 1 || !Array.isArray(o.seats) || typeof o.fields !== "object" || o.fields === null || Array.isArray(o.fields)) return null;
  const seats = o.seats;
  if (seats.length > MAX_SEATS || !seats.every((s) => typeof s === "string" && s.trim() !== "" && s.length <= MAX_NAME)) return null;
  if (new Set(seats).size !== seats.length) return null;
  const fields = Object.entries(o.fields as Record<string, unknown>);
  if (fields.length > MAX_FIELDS) return null;
  const kept: Record<string, SetupValue> = {};
  for (const [name, value] of fields) {
    const fits = typeof value === "string" ? value.length <= MAX_NAME : typeof value === "number" ? Number.isFinite(value) : typeof value === "boolean";
    if (!fits) return null;
    kept[name] = value as SetupValue;
  }
  return { seats: seats as string[], fields: kept };
}

/** This tab's set-up of a game kind; empty when there is none, or it cannot be read (then it is removed). */
export function readSetupDraft(storage: KeyValueStorage, kind: string): SetupDraft {
  const raw = readKey(storage, setupDraftKey(kind));
  if (!raw.ok || raw.value === null) return EMPTY_SETUP;
  const draft = parseSetupDraft(raw.value);
  if (!draft) removeKey(storage, setupDraftKey(kind));
  return draft ?? EMPTY_SETUP;
}

/** Applies one change (seats or a field) to this tab's set-up, e.g. (d) => ({ ...d, seats: ["Ann", "Bo"] }). */
export function updateSetupDraft(storage: KeyValueStorage, kind: string, change: (draft: SetupDraft) => SetupDraft): Result<true, StorageProblem> {
  const next = change(readSetupDraft(storage, kind));
  return writeKey(storage, setupDraftKey(kind), JSON.stringify({ v: 1, seats: next.seats, fields: next.fields }));
}

/** The game has been created: its set-up is done. */
export function clearSetupDraft(storage: KeyValueStorage, kind: string): Result<true, StorageProblem> {
  return removeKey(storage, setupDraftKey(kind));
}

/** Field validators for useSetupField, e.g. oneOf(TIE_RULES) or aSeatIndex. */
export const oneOf =
  <const T extends string>(values: readonly T[]) =>
  (v: SetupValue): v is T =>
    typeof v === "string" && (values as readonly string[]).includes(v);
export const aSeatIndex = (v: SetupValue): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0 && v < MAX_SEATS;
export const aSwitch = (v: SetupValue): v is boolean => typeof v === "boolean";
