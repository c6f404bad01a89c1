// What an Undo would take back, told from the two states (the store keeps states, not actions).
import type { PechenkaState } from "./session";

export type UndoStep =
  | { kind: "shown"; seat: number }
  | { kind: "mode" }
  | { kind: "hostSeat" }
  | { kind: "start" }
  | { kind: "firstSeat"; seat: number }
  | { kind: "endRound"; round: number }
  | { kind: "entry"; seat: number | null }
  | { kind: "reveal"; round: number }
  | { kind: "reopen"; round: number }
  | { kind: "nextRound"; round: number }
  | { kind: "finish" }
  | { kind: "fix"; round: number }
  | { kind: "other" };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The step from `before` to `now` that Undo reverts, e.g. a code marked shown for seat 0 →
 * { kind: "shown", seat: 0 }. Rounds are 0-based; anything not recognised is { kind: "other" }.
 */
export function undoStep(before: PechenkaState, now: PechenkaState): UndoStep {
  const shown = now.shown.findIndex((v, k) => v && !before.shown[k]);
  if (shown >= 0) return { kind: "shown", seat: shown };
  if (before.mode !== now.mode) return { kind: "mode" };
  if (before.hostSeat !== now.hostSeat) return { kind: "hostSeat" };
  if (!before.started && now.started) return { kind: "start" };
  if (!before.finished && now.finished) return { kind: "finish" };
  if (now.round > before.round) return { kind: "nextRound", round: now.round };
  if (before.firstSeat !== now.firstSeat && now.firstSeat !== null) return { kind: "firstSeat", seat: now.firstSeat };
  for (let r = 0; r < now.rounds.length; r++) {
    const a = before.rounds[r];
    const b = now.rounds[r];
    if (!a || !b) continue;
    if (a.stage === "play" && b.stage === "entry") return { kind: "endRound", round: r };
    if (a.stage !== "revealed" && b.stage === "revealed") return { kind: "reveal", round: r };
    if (a.stage === "revealed" && b.stage !== "revealed") return { kind: "reopen", round: r };
    if (!same(a.entry, b.entry)) {
      if (a.stage === "revealed") return { kind: "fix", round: r };
      const changed = b.entry.map((e, k) => (same(e, a.entry[k]) ? -1 : k)).filter((k) => k >= 0);
      return { kind: "entry", seat: changed.length === 1 ? (changed[0] ?? null) : null };
    }
  }
  return { kind: "other" };
}
