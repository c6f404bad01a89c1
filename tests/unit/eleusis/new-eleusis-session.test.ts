/** New Eleusis in the stored session: variant at set-up, round actions, validation, cycle scores (docs/new-eleusis.md). */
import { describe, expect, test } from "vitest";
import type { Card } from "@/lib/eleusis/cards";
import { color, parseCard } from "@/lib/eleusis/cards";
import { commitSync } from "@/lib/eleusis/commitment";
import { eleusisGame } from "@/lib/eleusis/game";
import type { JudgeFn, RuleResolver } from "@/lib/eleusis/judge";
import type { RoundAction } from "@/lib/eleusis/new-eleusis";
import { eleusisStateSchema } from "@/lib/eleusis/session-schema";
import type { DealRule, EleusisAction, EleusisState } from "@/lib/eleusis/session";
import { cycleTable, isNewRound, reduceSession, startSession } from "@/lib/eleusis/session";

const eleusis = eleusisGame;

const c = (text: string): Card => {
  const r = parseCard(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};
const alternate: JudgeFn = (card, { line }) => {
  const top = line[line.length - 1];
  return !top || color(card) !== color(top);
};
const resolve: RuleResolver = (text) => (text === "alternate" ? alternate : null);
const deal = (at: number): DealRule => ({ rule: commitSync("alternate", "00112233445566778899aabbccddeeff"), presetId: null, wording: null, playedAnyway: false, pinHash: null, at });
const round = (action: RoundAction): EleusisAction => ({ type: "round", action });
const run = (s: EleusisState, ...actions: EleusisAction[]) => actions.reduce((x, a) => reduceSession(x, a, resolve), s);

function fresh(): EleusisState {
  const s = startSession({ players: ["Dana", "Ann", "Boris", "Cyril", "Eve"], robot: false, firstDealer: 0, variant: "new" }, deal(1));
  if (!s) throw new Error("no session");
  return s;
}

describe("a New Eleusis session", () => {
  test("the variant is kept and the first deal is a round of 14 cards each", () => {
    const s = fresh();
    expect(s.variant).toBe("new");
    const d = s.deals[0];
    expect(d && isNewRound(d)).toBe(true);
    expect(d && isNewRound(d) ? d.handSizes : null).toEqual([14, 14, 14, 14]);
  });
  test("round actions change the round; classic hand actions do nothing", () => {
    const s = run(fresh(), round({ type: "setStarter", card: c("5C") }), round({ type: "play", seat: 0, cards: [c("7D"), c("3S")], call: null }));
    const d = s.deals[0];
    expect(d && isNewRound(d) ? d.events.length : -1).toBe(1);
    expect(run(s, { type: "hand", action: { type: "undoPlay" } })).toBe(s);
  });
  test("a round played to the end is scored in the cycle table, then the next dealer gets a round", () => {
    let s = run(fresh(), round({ type: "setStarter", card: c("5C") }), round({ type: "setHandCount", seat: 0, count: 1 }), round({ type: "play", seat: 0, cards: [c("7D")], call: null }));
    const table = cycleTable(s);
    // Ann out: high 14, Ann 14 + 4 = 18; no prophet, so dealer Dana scores the highest score, 18 [M Scoring].
    expect(table.rows[0]?.scores).toEqual({ 0: 18, 1: 18, 2: 0, 3: 0, 4: 0 });
    s = run(s, round({ type: "reveal", at: 5 }), { type: "deal", ...deal(6) });
    expect(s.deals).toHaveLength(2);
    expect(s.deals[1]?.dealer).toBe(1);
    expect(s.deals[1] && isNewRound(s.deals[1])).toBe(true);
  });
  test("the shipped validator and the zod schema accept the stored state and refuse a mixed one", () => {
    const s = run(
      fresh(),
      round({ type: "setStarter", card: c("5C") }),
      round({ type: "play", seat: 0, cards: [c("7D")], call: null }),
      round({ type: "prophet", seat: 0 }),
      round({ type: "draft", draft: { seat: 1, kind: "play", cards: [c("8S"), c("9H")], call: "right" } }),
    );
    const d0 = s.deals[0];
    expect(d0 && isNewRound(d0) ? d0.draft?.cards.length : -1).toBe(2);
    const json = JSON.parse(JSON.stringify(s)) as unknown;
    expect(eleusisStateSchema.safeParse(json).success).toBe(true);
    const guard = eleusis.schema.safeParse(json);
    expect(guard.success).toBe(true);
    if (guard.success) expect(guard.data).toEqual(json);
    const mixed = { ...(json as object), variant: "classic" };
    expect(eleusisStateSchema.safeParse(mixed).success).toBe(false);
    expect(eleusis.schema.safeParse(mixed).success).toBe(false);
    // A round stored before drafts were kept still loads.
    const older = JSON.parse(JSON.stringify(s)) as { deals: Array<Record<string, unknown>> };
    delete older.deals[0]!.draft;
    expect(eleusisStateSchema.safeParse(older).success).toBe(true);
    expect(eleusis.schema.safeParse(older).success).toBe(true);
    const badDraft = JSON.parse(JSON.stringify(s)) as { deals: Array<{ draft: { seat: number } }> };
    badDraft.deals[0]!.draft.seat = 7;
    expect(eleusisStateSchema.safeParse(badDraft).success).toBe(false);
    expect(eleusis.schema.safeParse(badDraft).success).toBe(false);
    const badEvent = JSON.parse(JSON.stringify(s)) as { deals: Array<{ events: Array<Record<string, unknown>> }> };
    badEvent.deals[0]!.events[0]!.cards = [];
    expect(eleusisStateSchema.safeParse(badEvent).success).toBe(false);
    expect(eleusis.schema.safeParse(badEvent).success).toBe(false);
  });
});
