// Moving every game to another copy of the app on the same phone, e.g. from a browser tab to the
// installed app (on an iPhone the two keep separate storage): one game-night file holding every game,
// in progress and finished, and the roster. Each game goes through its export redaction, so a sealed
// Eleusis rule travels only inside its PIN box (a rule sealed without a PIN stays behind).
import type { KeyValueStorage } from "./backend";
import type { AnyGameDefinition } from "./game";
import { exportGameNightJson } from "./game-night";
import { loadRoster } from "./roster-read";
import { saveRoster, sameName } from "./roster";
import { rosterSchema } from "./schema";
import { listSessions } from "./sessions";
import type { Roster, SessionRecord } from "./types";
import { parseWith } from "@/lib/zod";

/** Every readable stored game of the given kinds, oldest first. */
export function everyGame(storage: KeyValueStorage, kinds: readonly string[]): SessionRecord[] {
  const list = listSessions(storage, kinds);
  if (!list.ok) return [];
  return list.value.flatMap((e) => (e.ok ? [e.record] : [])).reverse();
}

/** The move file's text: a game-night file of `records` with the roster beside them. */
export function exportMoveJson(records: readonly SessionRecord[], roster: Roster, definitionFor: (kind: string) => AnyGameDefinition | undefined, now: number): string {
  const night = JSON.parse(exportGameNightJson(records, definitionFor, now)) as Record<string, unknown>;
  return JSON.stringify({ ...night, roster }, null, 2);
}

/** Eleusis games with a hand sealed without a PIN: their rule cannot leave this browser (read-only there). */
export function sealedWithoutPin(records: readonly SessionRecord[]): SessionRecord[] {
  return records.filter((r) => {
    if (r.kind !== "eleusis") return false;
    const deals = (r.state as { deals?: { revealedAt?: unknown; lock?: { kind?: unknown } | null }[] } | null)?.deals ?? [];
    return deals.some((d) => d.revealedAt === null && d.lock?.kind !== "pin");
  });
}

/**
 * Adds the players of a file's roster to the stored one (a name already there keeps the later
 * "last used"); a file without a roster, or one that is unreadable, changes nothing. Never throws.
 */
export function mergeRosterFrom(storage: KeyValueStorage, text: string): boolean {
  try {
    const parsed = parseWith(rosterSchema, (JSON.parse(text) as { roster?: unknown }).roster);
    if (!parsed.ok) return false;
    const { roster, problem } = loadRoster(storage);
    if (problem !== null && problem !== "unreadable") return false;
    let players = roster.players;
    for (const p of parsed.value.players) {
      const had = players.find((q) => sameName(q.name, p.name));
      players = had ? players.map((q) => (q === had ? { ...q, lastUsed: Math.max(q.lastUsed, p.lastUsed) } : q)) : [...players, p];
    }
    return saveRoster(storage, { ...roster, players }).ok;
  } catch {
    return false;
  }
}
