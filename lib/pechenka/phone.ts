// What the phone page remembers between visits: per table, the newest deal seen and the round
// the player is on. Pure: the page reads/writes the storage, this decides.
import type { RevealPayload } from "./link";

export interface PhoneTable {
  deal: number;
  round: number;
  seenAt: number;
}
export type PhoneMemory = Record<string, PhoneTable>;

const MAX_TABLES = 20;

/** Lenient read of stored memory: anything malformed is dropped, never thrown. */
export function parsePhoneMemory(raw: unknown): PhoneMemory {
  const out: PhoneMemory = {};
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return out;
  for (const [table, v] of Object.entries(raw as Record<string, unknown>)) {
    if (!/^[0-9a-f]{10}$/.test(table) || typeof v !== "object" || v === null) continue;
    const { deal, round, seenAt } = v as Record<string, unknown>;
    if (typeof deal !== "number" || !Number.isInteger(deal) || deal < 1 || deal > 255) continue;
    if (typeof round !== "number" || !Number.isInteger(round) || round < 0 || round > 5) continue;
    out[table] = { deal, round, seenAt: typeof seenAt === "number" ? seenAt : 0 };
  }
  return out;
}

export type OpenResult =
  | { status: "current"; round: number; memory: PhoneMemory }
  | { status: "outdated"; newerDeal: number; memory: PhoneMemory };

/** Opening a link: a newer deal replaces the table's memory; an older one is out of date. */
export function openOnPhone(memory: PhoneMemory, p: RevealPayload, now: number): OpenResult {
  const known = memory[p.table];
  if (known !== undefined && known.deal > p.deal) return { status: "outdated", newerDeal: known.deal, memory };
  const round = known !== undefined && known.deal === p.deal ? Math.min(known.round, p.players - 1) : 0;
  return { status: "current", round, memory: remember(memory, p, round, now) };
}

/** Stores the round the player is on (clamped to the game), keeping the newest tables only. */
export function remember(memory: PhoneMemory, p: RevealPayload, round: number, now: number): PhoneMemory {
  const r = Math.max(0, Math.min(p.players - 1, round));
  const next: PhoneMemory = { ...memory, [p.table]: { deal: p.deal, round: r, seenAt: now } };
  const keep = Object.entries(next)
    .sort((a, b) => b[1].seenAt - a[1].seenAt)
    .slice(0, MAX_TABLES);
  return Object.fromEntries(keep);
}
