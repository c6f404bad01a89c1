import type { Field, PlayerEntry } from "./entry";
import type { Problem } from "./validation";

/** A stable key for one input field, e.g. "1:saved:kiwi", "0:rosettes". */
export function fieldKey(player: number, field: Field): string {
  return field.part === "rosettes" ? `${player}:rosettes` : `${player}:${field.part}:${field.kind}`;
}

/**
 * The fields that cause a problem, so it can be shown beside them, e.g. Plum over its count →
 * every non-zero Plum field of the players involved. Empty for problems of the whole entry.
 */
export function problemFields(p: Problem, entries: readonly PlayerEntry[]): { player: number; field: Field }[] {
  switch (p.code) {
    case "player-count":
    case "slices-over-max":
      return [];
    case "not-whole":
    case "negative":
      return [{ player: p.player, field: p.field }];
    case "kind-over-count":
      return p.players.flatMap((player) => {
        const e = entries[player];
        if (!e) return [];
        const out: { player: number; field: Field }[] = [];
        if (e.saved[p.kind] !== 0) out.push({ player, field: { part: "saved", kind: p.kind } });
        if (e.eaten.mode === "perKind" && e.eaten.perKind[p.kind] !== 0) out.push({ player, field: { part: "eaten", kind: p.kind } });
        return out;
      });
    case "rosettes-over-max":
    case "rosettes-unreachable":
      return [{ player: p.player, field: { part: "rosettes" } }];
    case "rosettes-jointly-impossible":
      return p.players.map((player) => ({ player, field: { part: "rosettes" } }));
  }
}
