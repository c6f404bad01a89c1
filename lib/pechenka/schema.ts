// The stored shape of a Pechenka session as a zod/mini schema: the one validator the store runs on
// every load, import and reduced state; the types are inferred from it.
import * as z from "zod/mini";
import { isValidDeal } from "./deal";
import { HANDOUT_MODES, ROUND_STAGES } from "./modes";
import { isPlayerCount, ROLE_IDS } from "./roles";

export { HANDOUT_MODES, ROUND_STAGES };

const seat = z.number().check(z.int(), z.minimum(0), z.maximum(5));
const playerEntrySchema = z.object({ sword: z.nullable(seat), shield: z.nullable(seat), hill: z.boolean() });
const roundSchema = z.object({
  stage: z.enum(ROUND_STAGES),
  entry: z.array(playerEntrySchema),
  /** The host opened everyone's roles before the round was scored. */
  peekedEarly: z.boolean(),
  /** Seats whose code the host showed again during this round (a lost link); absent in older records. */
  reshown: z.optional(z.array(seat)),
});

export const pechenkaStateSchema = z
  .object({
    players: z.array(z.string().check(z.minLength(1), z.maxLength(60))).check(z.minLength(4), z.maxLength(6)),
    table: z.string().check(z.regex(/^[0-9a-f]{10}$/)),
    deal: z.number().check(z.int(), z.minimum(1), z.maximum(255)),
    roles: z.array(z.array(z.enum(ROLE_IDS))),
    mode: z.enum(HANDOUT_MODES),
    shown: z.array(z.boolean()),
    hostSeat: z.nullable(seat),
    firstSeat: z.nullable(seat),
    started: z.boolean(),
    round: z.number().check(z.int(), z.minimum(0), z.maximum(5)),
    rounds: z.array(roundSchema),
    finished: z.boolean(),
    /** When the last round ended (ms): the play's date, kept through later fixes. */
    finishedAt: z.optional(z.number().check(z.int(), z.nonnegative())),
  })
  .check((ctx) => {
    const s = ctx.value;
    const n = s.players.length;
    const bad = (message: string): void => {
      ctx.issues.push({ code: "custom", message, input: s });
    };
    if (!isPlayerCount(n) || !isValidDeal(s.roles, n)) {
      bad("roles are not a valid deal");
      return;
    }
    if (s.shown.length !== n || s.rounds.length !== n) bad("per-seat lists have the wrong length");
    if (s.round >= n) bad("round out of range");
    if ((s.hostSeat ?? 0) >= n || (s.firstSeat ?? 0) >= n) bad("seat out of range");
    if (s.rounds.some((r) => r.entry.length !== n || r.entry.some((e) => (e.sword ?? 0) >= n || (e.shield ?? 0) >= n)))
      bad("entry has the wrong shape");
    if (s.rounds.some((r) => (r.reshown ?? []).some((x) => x >= n))) bad("seat out of range");
  });

export type PechenkaState = z.infer<typeof pechenkaStateSchema>;
export type RoundState = PechenkaState["rounds"][number];
export type HandoutMode = (typeof HANDOUT_MODES)[number];
