import { z } from "zod";
import type { GameDefinition } from "@/lib/store/game";

/** A tiny test-only game: players and running scores (version 2; version 1 stored `names` + `total`). */
export const tallyStateSchema = z.object({
  players: z.array(z.string().min(1)).min(1),
  scores: z.array(z.number().int()),
  finished: z.boolean(),
  secret: z.string().optional(),
});
export type TallyState = z.infer<typeof tallyStateSchema>;

export type TallyAction =
  | { type: "score"; seat: number; points: number }
  | { type: "finish" }
  | { type: "seal"; secret: string }
  | { type: "explode" };

export const tallyGame: GameDefinition<TallyState, TallyAction> = {
  kind: "cake",
  version: 2,
  schema: tallyStateSchema,
  reduce(state, action) {
    switch (action.type) {
      case "score":
        return { ...state, scores: state.scores.map((s, i) => (i === action.seat ? s + action.points : s)) };
      case "finish":
        return { ...state, finished: true };
      case "seal":
        return { ...state, secret: action.secret };
      case "explode":
        throw new Error("boom");
    }
  },
  migrate(fromVersion, raw) {
    if (fromVersion !== 1) throw new Error(`unknown version ${fromVersion}`);
    const v1 = raw as { names: string[]; total: number[] };
    return { players: v1.names, scores: v1.total, finished: false };
  },
  summary: (state) => ({ players: state.players, finished: state.finished, label: `${Math.max(...state.scores)}` }),
  redactForExport: (state) => ({ players: state.players, scores: state.scores, finished: state.finished }),
  secretKeys: ["secret"],
  undoable: (action) => action.type !== "seal",
};

export const newTally = (players: string[]): TallyState => ({ players, scores: players.map(() => 0), finished: false });

/** Deterministic ids for tests: "testid0001", "testid0002", … */
export function idCounter(prefix = "testid"): () => string {
  let n = 0;
  return () => `${prefix}${String(++n).padStart(4, "0")}`;
}
