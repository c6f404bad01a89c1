// A 5-player Eleusis table (dealer + 4 hands) with a sealed preset rule and N plays judged.
import { parseCard } from "@/lib/eleusis/cards";
import type { Card } from "@/lib/eleusis/cards";
import { commitSync } from "@/lib/eleusis/commitment";
import { eleusisGame } from "@/lib/eleusis/game";
import { presetById } from "@/lib/eleusis/presets";
import type { EleusisAction, EleusisState } from "@/lib/eleusis/session";
import { startSession } from "@/lib/eleusis/session";
import { sha256Hex, utf8 } from "@/lib/crypto/sha256";
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

export function sealedGame(plays: number, pinHash: string | null = sha256Hex(utf8(`eleusis-pin-v1\n${PIN}`))): EleusisState {
  const preset = presetById(RULE_ID);
  if (!preset) throw new Error("preset");
  const start = startSession(
    { players: ["Dana", "Ann", "Boris", "Cyril", "Eva"], robot: false, firstDealer: 0 },
    { rule: commitSync(preset.rule, SALT), presetId: RULE_ID, wording: presetWording(RULE_ID), playedAnyway: false, pinHash, at: 1_000 },
  );
  if (!start) throw new Error("start");
  const actions: EleusisAction[] = [{ type: "hand", action: { type: "setStarter", card: card(100) } }];
  for (let i = 0; i < plays; i++) actions.push({ type: "hand", action: { type: "play", seat: i % 4, card: card(i), source: "hand" } });
  return actions.reduce((s, a) => eleusisGame.reduce(s, a), start);
}
