/**
 * The stored shape of an Eleusis session as zod/mini schemas: the one validator the store runs on
 * every load, import and reduced state, and the source of the state types (z.infer; hand.ts,
 * new-eleusis/state.ts and session.ts re-export them). It comes with the store's definition
 * (session.ts: `eleusisDefinition`), which only the judge screen's chunk (loaded for a page opened
 * with ?id=) and the set-up's start import, so no page's first load carries zod or this file.
 */
import * as z from "zod/mini";
import type { HandCount } from "@/lib/eleusis/cards";
import { HAND_COUNTS, RANKS, SUITS, isHandCount } from "@/lib/eleusis/cards";
import { CALLS, DRAFT_KINDS, LOG_KINDS, PLAY_SOURCES, VARIANTS } from "@/lib/eleusis/state-kinds";

/* Who sits where in each deal of an Eleusis cycle (docs/rules.md#eleusis-play: seat order from the dealer's left). */

/** Who deals hand k (null for a robot dealer) and who holds hands, in seat order from the dealer's left. */
export function seating(players: number, robot: boolean, firstDealer: number, k: number): { dealer: number | null; seats: number[] } {
  const first = (firstDealer + k) % players;
  if (robot) return { dealer: null, seats: Array.from({ length: players }, (_, i) => (first + i) % players) };
  return { dealer: first, seats: Array.from({ length: players - 1 }, (_, i) => (first + 1 + i) % players) };
}

/** Number of hands dealt at this table, if the deck table covers it (3–8). */
export function handsAtTable(players: number, robot: boolean): HandCount | null {
  const n = robot ? players : players - 1;
  return isHandCount(n) ? n : null;
}

const nat = z.number().check(z.int(), z.nonnegative());
const positive = z.number().check(z.int(), z.positive());
const timestamp = nat;
const sha256 = z.string().check(z.regex(/^[0-9a-f]{64}$/));

const cardSchema = z.object({ rank: z.enum(RANKS), suit: z.enum(SUITS) });

/**
 * A commitment to the secret rule (commitment.ts) and when it was made. Text and salt are in clear once
 * the deal is revealed (and in hands saved before sealing at rest); while sealed they live only in `box`
 * (lib/eleusis/lock.ts), opened in memory by whoever holds the lock's key.
 */
const sealedRuleSchema = z
  .object({
    /** The exact rule text that was hashed. */
    text: z.optional(z.string().check(z.maxLength(4000))),
    /** Lower-case hex, 32–128 digits. */
    salt: z.optional(z.string().check(z.regex(/^[0-9a-f]{32,128}$/))),
    hash: sha256,
    at: timestamp,
    /** base64url IV and AES-GCM ciphertext of the commitment's RuleSecret under the deal's lock. */
    box: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{24,20000}$/))),
  })
  .check(z.refine((c) => (c.text === undefined) === (c.salt === undefined), "a rule's text and salt go together"));

/** How a sealed rule is kept at rest (lib/eleusis/lock.ts). */
const lockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("pin"), salt: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)), iterations: z.number().check(z.int(), z.minimum(1), z.maximum(10_000_000)) }),
  z.object({ kind: z.literal("device") }),
]);

type SecretsView = { revealedAt: number | null; lock?: unknown; presetId: string | null; wording: unknown; commitments: { text?: string; box?: string }[] };
/** Sealed at rest means no rule in clear; revealed means the rule in clear. */
const revealedShowsRule = (d: SecretsView) => d.revealedAt === null || d.commitments.every((c) => c.text !== undefined);
const lockedHidesRule = (d: SecretsView) =>
  d.revealedAt !== null || d.lock === undefined || (d.commitments.every((c) => c.text === undefined && c.box !== undefined) && d.presetId === null && d.wording === null);

const logEntrySchema = z.object({ kind: z.enum(LOG_KINDS), at: timestamp });

const changeSchema = z.object({
  id: z.number().check(z.int()),
  /** 0-based index of the play (or entry) in the list at the time of the change. */
  index: nat,
  ok: z.boolean(),
});

/** What a classic hand and a New Eleusis round both hold: the seats, the sealed rule and its log. */
const dealShape = {
  /** Session player indices of the players holding hands, in seat order from the dealer's left. */
  seats: z.array(nat).check(z.minLength(3), z.maxLength(8)),
  /** Session player index of the dealer; null = robot dealer. */
  dealer: z.nullable(nat),
  /** Current commitment last; earlier ones were replaced by rule edits. */
  commitments: z.array(sealedRuleSchema).check(z.minLength(1), z.maxLength(100)),
  /** e.g. a preset id, for the reveal's wording. */
  presetId: z.nullable(z.string().check(z.maxLength(100))),
  /** What the dealer reads out at the reveal (presets and robot rules have one). */
  wording: z.nullable(z.object({ ru: z.string().check(z.maxLength(1000)), en: z.string().check(z.maxLength(1000)) })),
  /** The rule failed the checker and the dealer chose to play it anyway. */
  playedAnyway: z.boolean(),
  /** Unsalted SHA-256 of the PIN in hands saved before sealing at rest (pin.ts); null in new deals. */
  pinHash: z.nullable(sha256),
  /** How the sealed rule is kept (absent in deals saved before sealing at rest). */
  lock: z.optional(lockSchema),
  log: z.array(logEntrySchema).check(z.maxLength(1000)),
  starter: z.nullable(cardSchema),
  /** Seat chosen by a tap; cleared by the next play. */
  current: z.nullable(nat),
  /** Verdicts changed by the last correction (edit, delete, rule edit, starter, hand count). */
  lastChanges: z.array(changeSchema),
  revealedAt: z.nullable(timestamp),
  nextId: positive,
};

const playSchema = z.object({
  /** Stable id (survives edits and deletions of other plays). */
  id: positive,
  /** Index into HandState.seats. */
  seat: nat,
  card: cardSchema,
  source: z.enum(PLAY_SOURCES),
  /** The verdict, as last judged. */
  ok: z.boolean(),
});

/** One hand of classic Eleusis (hand.ts). */
const handSchema = z
  .object({
    ...dealShape,
    /** Absent: a classic hand (the key that tells it from a New Eleusis round). */
    variant: z.optional(z.undefined()),
    hands: z.literal(HAND_COUNTS),
    /** Cards dealt to each seat (deck table, adjusted after a misdeal). */
    handSizes: z.array(z.number().check(z.int(), z.minimum(0), z.maximum(120))),
    plays: z.array(playSchema).check(z.maxLength(1000)),
    /** Play count after which no remaining error card could be played (set by judging). */
    blockedAfter: z.nullable(nat),
  })
  .check(
    z.refine((h) => h.seats.length === h.hands && h.handSizes.length === h.hands, "seats, hands and hand sizes disagree"),
    z.refine((h) => h.plays.every((p) => p.seat < h.hands && p.id < h.nextId), "a play refers to a missing seat"),
    z.refine((h) => h.current === null || h.current < h.hands, "the chosen seat does not exist"),
    z.refine(revealedShowsRule, "a revealed deal shows its rule"),
    z.refine(lockedHidesRule, "a locked deal keeps its rule only in boxes"),
  );

/** The prophet's call on a play, when a prophet was in office (entered before the verdict is shown). */
const callSchema = z.nullable(z.enum(CALLS));

const playEventSchema = z.object({
  id: positive,
  type: z.literal("play"),
  /** Index into RoundState.seats. */
  seat: nat,
  /** 1 card, or a sequence of 2–4 judged as a whole. */
  cards: z.array(cardSchema).check(z.minLength(1), z.maxLength(4)),
  call: callSchema,
  /** Cached verdict: every card right in order. */
  ok: z.boolean(),
});

const noPlayEventSchema = z.object({
  id: positive,
  type: z.literal("noPlay"),
  seat: nat,
  /** The whole hand, shown to everyone. */
  hand: z.array(cardSchema).check(z.maxLength(500)),
  call: callSchema,
  /** Cached verdict: no card of the hand was playable. */
  ok: z.boolean(),
  /** Cached: the legal card the dealer places when the declaration was wrong. */
  placed: z.nullable(cardSchema),
});

const prophetEventSchema = z.object({ id: positive, type: z.literal("prophet"), seat: nat });

const roundEventSchema = z.discriminatedUnion("type", [playEventSchema, noPlayEventSchema, prophetEventSchema]);

/**
 * A play being built at the table and not yet entered: the cards of a sequence (1–4) or of a
 * shown hand, and the prophet's call once given. Kept in the round so a reload resumes it; all of
 * it is public at the table.
 */
const roundDraftSchema = z.object({
  seat: nat,
  kind: z.enum(DRAFT_KINDS),
  cards: z.array(cardSchema).check(z.maxLength(500)),
  call: callSchema,
});

/** A New Eleusis round (lib/eleusis/new-eleusis/state.ts). */
const roundSchema = z
  .object({
    ...dealShape,
    variant: z.literal("new"),
    /** Cards dealt to each seat (14, adjusted after a misdeal). */
    handSizes: z.array(z.number().check(z.int(), z.minimum(0), z.maximum(500))),
    events: z.array(roundEventSchema).check(z.maxLength(1000)),
    /** The play being entered (absent in rounds stored before drafts were kept). */
    draft: z.optional(z.nullable(roundDraftSchema)),
  })
  .check(
    z.refine((r) => r.handSizes.length === r.seats.length, "seats and hand sizes disagree"),
    z.refine((r) => r.events.every((e) => e.seat < r.seats.length && e.id < r.nextId), "an entry refers to a missing seat"),
    z.refine((r) => r.current === null || r.current < r.seats.length, "the chosen seat does not exist"),
    z.refine((r) => !r.draft || r.draft.seat < r.seats.length, "the play being entered refers to a missing seat"),
    z.refine(revealedShowsRule, "a revealed deal shows its rule"),
    z.refine(lockedHidesRule, "a locked deal keeps its rule only in boxes"),
  );

export const eleusisStateSchema = z
  .object({
    /** Absent in sessions saved before New Eleusis existed: classic. */
    variant: z.optional(z.enum(VARIANTS)),
    /** Everyone at the table, in seat order. */
    players: z.array(z.string().check(z.minLength(1), z.maxLength(64))).check(z.minLength(3), z.maxLength(9)),
    /** Robot dealer: nobody deals, everybody holds a hand, a new secret rule each hand. */
    robot: z.boolean(),
    /** Index of the first dealer (robot games: of the first player to play). */
    firstDealer: nat,
    /** One per hand of the cycle (a round in New Eleusis); the last one may be in progress. */
    deals: z.array(z.discriminatedUnion("variant", [roundSchema, handSchema])).check(z.minLength(1), z.maxLength(9)),
  })
  .check(
    z.refine((s) => s.deals.every((d) => ("variant" in d) === (s.variant === "new")), "deals do not match the variant"),
    z.refine((s) => handsAtTable(s.players.length, s.robot) !== null, "the number of players does not fit the deck table"),
    z.refine((s) => s.firstDealer < s.players.length && s.deals.length <= s.players.length, "deals do not fit the table"),
    z.refine(
      (s) =>
        s.deals.every((h, k) => {
          const want = seating(s.players.length, s.robot, s.firstDealer, k);
          return h.dealer === want.dealer && h.seats.join() === want.seats.join();
        }),
      "a deal's seating does not match the table",
    ),
  );

export type EleusisState = z.infer<typeof eleusisStateSchema>;
export type HandState = z.infer<typeof handSchema>;
export type Play = z.infer<typeof playSchema>;
export type LogEntry = z.infer<typeof logEntrySchema>;
export type SealedRule = z.infer<typeof sealedRuleSchema>;
export type Change = z.infer<typeof changeSchema>;
export type RoundState = z.infer<typeof roundSchema>;
export type PlayEvent = z.infer<typeof playEventSchema>;
export type NoPlayEvent = z.infer<typeof noPlayEventSchema>;
export type ProphetEvent = z.infer<typeof prophetEventSchema>;
export type RoundEvent = z.infer<typeof roundEventSchema>;
export type RoundDraft = z.infer<typeof roundDraftSchema>;
/** One hand (classic) or round (New Eleusis) of the cycle. */
export type Deal = EleusisState["deals"][number];
