// A 5-player Eleusis table (dealer + 4 hands) with a sealed preset rule and N legal plays judged (over several hands when one ends).
import { parseCard } from "@/lib/eleusis/cards";
import type { Card } from "@/lib/eleusis/cards";
import { commitSync } from "@/lib/eleusis/commitment";
import { compiledEnv, eleusisGame } from "@/lib/eleusis/game";
import { presetById } from "@/lib/eleusis/presets";
import type { EleusisState } from "@/lib/eleusis/session";
import { isNewRound, startSession } from "@/lib/eleusis/session";
import { refusal, replay } from "@/lib/eleusis/replay";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { presetWording } from "@/lib/eleusis/wording";

export const RULE_ID = "even-odd";
export const SALT = "00112233445566778899aabbccddeeff";
export const PIN = "4821";
const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const SUITS = ["C", "D", "H", "S"];

function card(i: number): Card {
  const r = parseCard(`${RANKS[(i * 7) % 13]}${SUITS[(i * 3) % 4]}`);
  if (!r.ok) throw new Error("card");
  return r.value;
}

export function ruleText(): string {
  const preset = presetById(RULE_ID);
  if (!preset) throw new Error("preset");
  return preset.rule;
}

export function sealedGame(plays: number, pinHash: string | null = bytesToHex(sha256(utf8ToBytes(`eleusis-pin-v1\n${PIN}`)))): EleusisState {
  const preset = presetById(RULE_ID);
  if (!preset) throw new Error("preset");
  const rule = { rule: commitSync(preset.rule, SALT), presetId: RULE_ID, wording: presetWording(RULE_ID), playedAnyway: false, pinHash };
  const start = startSession({ players: ["Dana", "Ann", "Boris", "Cyril", "Eva"], robot: false, firstDealer: 0 }, { ...rule, at: 1_000 });
  if (!start) throw new Error("start");
  const starter = (s: EleusisState) => eleusisGame.reduce(s, { type: "hand", action: { type: "setStarter", card: card(100) } }, compiledEnv);
  let state = starter(start);
  // Each play is the first card, from the seat's hand or its error cards, that the legality check
  // lets the seat to play play (the reducer refuses any other), e.g. no second 7♣ from one deck. A
  // hand that ends is revealed and the next one dealt, so a long game spans several hands.
  for (let i = 0; i < plays; i++) {
    let hand = state.deals[state.deals.length - 1];
    if (!hand || isNewRound(hand)) throw new Error("classic hand");
    if (replay(hand).toPlay === null) {
      state = eleusisGame.reduce(state, { type: "hand", action: { type: "reveal", at: 2_000 + i } }, compiledEnv);
      state = starter(eleusisGame.reduce(state, { type: "deal", ...rule, at: 2_000 + i }, compiledEnv));
      hand = state.deals[state.deals.length - 1];
      if (!hand || isNewRound(hand)) throw new Error("classic hand");
    }
    const view = replay(hand);
    const seat = view.toPlay;
    if (seat === null) throw new Error(`the hand ended after ${i} plays`);
    const input = Array.from({ length: 104 }, (_, k) => ({ seat, card: card(i + (k >> 1)), source: k % 2 ? ("error" as const) : ("hand" as const) })).find((p) => refusal(hand, view, p) === null);
    if (!input) throw new Error(`no legal play after ${i} plays`);
    state = eleusisGame.reduce(state, { type: "hand", action: { type: "play", ...input } }, compiledEnv);
  }
  return state;
}
