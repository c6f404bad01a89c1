import * as z from "zod";
import { HAND_COUNTS, RANKS, SUITS } from "@/lib/eleusis/cards";
import { LOG_KINDS, PLAY_SOURCES } from "@/lib/eleusis/judge";
import type { EleusisState } from "@/lib/eleusis/state";
import { handsAtTable, seating } from "@/lib/eleusis/seating";
import { CALLS, DRAFT_KINDS } from "@/lib/eleusis/new-eleusis/state";

const cardSchema = z.object({ rank: z.enum(RANKS), suit: z.enum(SUITS) });
const timestamp = z.number().int().nonnegative();

const commitmentSchema = z.object({
  text: z.string().max(4000),
  salt: z.string().regex(/^[0-9a-f]{32,128}$/),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  at: timestamp,
});

const handSchema = z
  .object({
    hands: z.literal(HAND_COUNTS),
    seats: z.array(z.number().int().nonnegative()).min(3).max(8),
    dealer: z.number().int().nonnegative().nullable(),
    commitments: z.array(commitmentSchema).min(1).max(100),
    presetId: z.string().max(100).nullable(),
    wording: z.object({ ru: z.string().max(1000), en: z.string().max(1000) }).nullable(),
    playedAnyway: z.boolean(),
    pinHash: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
    log: z.array(z.object({ kind: z.enum(LOG_KINDS), at: timestamp })).max(1000),
    starter: cardSchema.nullable(),
    handSizes: z.array(z.number().int().min(0).max(120)),
    plays: z
      .array(
        z.object({
          id: z.number().int().positive(),
          seat: z.number().int().nonnegative(),
          card: cardSchema,
          source: z.enum(PLAY_SOURCES),
          ok: z.boolean(),
        }),
      )
      .max(1000),
    nextId: z.number().int().positive(),
    current: z.number().int().nonnegative().nullable(),
    blockedAfter: z.number().int().nonnegative().nullable(),
    lastChanges: z.array(z.object({ id: z.number().int(), index: z.number().int().nonnegative(), ok: z.boolean() })),
    revealedAt: timestamp.nullable(),
  })
  .refine((h) => h.seats.length === h.hands && h.handSizes.length === h.hands, "seats, hands and hand sizes disagree")
  .refine((h) => h.plays.every((p) => p.seat < h.hands && p.id < h.nextId), "a play refers to a missing seat")
  .refine((h) => h.current === null || h.current < h.hands, "the chosen seat does not exist");

const callSchema = z.enum(CALLS).nullable();
const roundEventSchema = z.discriminatedUnion("type", [
  z.object({ id: z.number().int().positive(), type: z.literal("play"), seat: z.number().int().nonnegative(), cards: z.array(cardSchema).min(1).max(4), call: callSchema, ok: z.boolean() }),
  z.object({
    id: z.number().int().positive(),
    type: z.literal("noPlay"),
    seat: z.number().int().nonnegative(),
    hand: z.array(cardSchema).max(500),
    call: callSchema,
    ok: z.boolean(),
    placed: cardSchema.nullable(),
  }),
  z.object({ id: z.number().int().positive(), type: z.literal("prophet"), seat: z.number().int().nonnegative() }),
]);

/** A New Eleusis round (lib/eleusis/new-eleusis/state.ts). */
const roundSchema = z
  .object({
    variant: z.literal("new"),
    seats: z.array(z.number().int().nonnegative()).min(3).max(8),
    dealer: z.number().int().nonnegative().nullable(),
    commitments: z.array(commitmentSchema).min(1).max(100),
    presetId: z.string().max(100).nullable(),
    wording: z.object({ ru: z.string().max(1000), en: z.string().max(1000) }).nullable(),
    playedAnyway: z.boolean(),
    pinHash: z.string().regex(/^[0-9a-f]{64}$/).nullable(),
    log: z.array(z.object({ kind: z.enum(LOG_KINDS), at: timestamp })).max(1000),
    starter: cardSchema.nullable(),
    handSizes: z.array(z.number().int().min(0).max(500)),
    events: z.array(roundEventSchema).max(1000),
    nextId: z.number().int().positive(),
    current: z.number().int().nonnegative().nullable(),
    lastChanges: z.array(z.object({ id: z.number().int(), index: z.number().int().nonnegative(), ok: z.boolean() })),
    revealedAt: timestamp.nullable(),
    draft: z
      .object({ seat: z.number().int().nonnegative(), kind: z.enum(DRAFT_KINDS), cards: z.array(cardSchema).max(500), call: callSchema })
      .nullable()
      .optional(),
  })
  .refine((r) => r.handSizes.length === r.seats.length, "seats and hand sizes disagree")
  .refine((r) => r.events.every((e) => e.seat < r.seats.length && e.id < r.nextId), "an entry refers to a missing seat")
  .refine((r) => r.current === null || r.current < r.seats.length, "the chosen seat does not exist")
  .refine((r) => !r.draft || r.draft.seat < r.seats.length, "the play being entered refers to a missing seat");

export const eleusisStateSchema: z.ZodType<EleusisState> = z
  .object({
    variant: z.enum(["classic", "new"]).optional(),
    players: z.array(z.string().min(1).max(64)).min(3).max(9),
    robot: z.boolean(),
    firstDealer: z.number().int().nonnegative(),
    deals: z.array(z.union([roundSchema, handSchema])).min(1).max(9),
  })
  .refine((s) => s.deals.every((d) => ("variant" in d) === (s.variant === "new")), "deals do not match the variant")
  .refine((s) => handsAtTable(s.players.length, s.robot) !== null, "the number of players does not fit the deck table")
  .refine((s) => s.firstDealer < s.players.length && s.deals.length <= s.players.length, "deals do not fit the table")
  .refine(
    (s) =>
      s.deals.every((h, k) => {
        const want = seating(s.players.length, s.robot, s.firstDealer, k);
        return h.dealer === want.dealer && h.seats.join() === want.seats.join();
      }),
    "a deal's seating does not match the table",
  );

