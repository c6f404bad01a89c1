// The play BG Stats imports from createPlay.html?data=<url-encoded JSON>, written from the fields
// its support page "Push plays to BG Stats from other apps or websites" documents
// (https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/).
// zod/mini: this file loads only when someone asks for the link.
import * as z from "zod/mini";

/** "2020-10-23 19:16:58", the format of the documented example. */
export const PLAY_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export const bgStatsPlayerSchema = z.strictObject({
  name: z.string().check(z.minLength(1)),
  sourcePlayerId: z.string().check(z.minLength(1)),
  score: z.optional(z.number()),
  rank: z.optional(z.number().check(z.int(), z.positive())),
  winner: z.boolean(),
  startPlayer: z.boolean(),
  role: z.optional(z.string()),
});

export const bgStatsPlaySchema = z.strictObject({
  sourceName: z.string().check(z.minLength(1)),
  /** Stable per play: a second push of the same id updates the play instead of adding one. */
  sourcePlayId: z.string().check(z.minLength(1)),
  playDate: z.string().check(z.regex(PLAY_DATE)),
  durationMin: z.optional(z.number().check(z.int(), z.positive())),
  location: z.optional(z.string()),
  comments: z.optional(z.string()),
  board: z.optional(z.string()),
  game: z.strictObject({
    name: z.string().check(z.minLength(1)),
    sourceGameId: z.string().check(z.minLength(1)),
    bggId: z.optional(z.number().check(z.int(), z.positive())),
    highestWins: z.boolean(),
    noPoints: z.boolean(),
  }),
  players: z.array(bgStatsPlayerSchema).check(z.minLength(1)),
});

export type BgStatsPlay = z.infer<typeof bgStatsPlaySchema>;
