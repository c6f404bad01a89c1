/**
 * The rule checker: counts the legal cards among the 52 distinct cards in every position the rule can tell
 * apart (top card × card under it × last verdict), exactly; rules that look deeper into the line are sampled.
 * Seed constraint (docs/rules.md#eleusis-secret-rule, #eleusis-checker): at least 10 of 52 playable everywhere; "too easy": more than 75 % on average.
 */
import type { Card } from "./cards";
import { ALL_CARDS } from "./cards";
import type { Env, Fn } from "./rule-language/compile";
import { compile } from "./rule-language/compile";
import type { CompiledRule } from "./rule-language";
import type { Fault } from "./rule-language/ir";
import { DIV_ZERO, INDEX_PAST_END, MISSING } from "./rule-language/ir";
import { ELEUSIS_NUMBERS } from "./rule-numbers";

export const MIN_LEGAL = ELEUSIS_NUMBERS.minLegal;
export const TOO_EASY_SHARE = ELEUSIS_NUMBERS.tooEasyShare;
export const EXAMPLES = 5;

export type LintPosition = {
  /** Layout, oldest first; in exact mode just [card under the top, top] or [top]. */
  line: Card[];
  lastOk: boolean;
  legal: number;
};

export type LintReport = {
  mode: "exact" | "sampled" | "constant";
  /** Positions looked at (exact: every combination; sampled: random layouts × verdicts). */
  positions: number;
  /** Random layouts drawn (sampled mode only; each is looked at once per last verdict the rule tells apart). */
  samples: number;
  evaluations: number;
  /** What the rule looks at, in words the screen can translate. */
  looksAt: { prev: boolean; prev2: boolean; lastOk: boolean; deep: boolean };
  min: number;
  avg: number;
  /** Average share of the 52 accepted, 0..1. */
  share: number;
  worst: LintPosition[];
  allLegal: { count: number; examples: LintPosition[] };
  /** Some position makes the rule look at a card that does not exist yet (e.g. prev2 on the first play): it accepts there. */
  refersToMissing: boolean;
  /**
   * Cards × positions where the rule has no value (divides by zero, indexes past a written list): a mistake
   * in the rule, with the first one found; such a rule does not pass.
   */
  faults: { count: number; first: { kind: Fault; card: Card; line: Card[]; lastOk: boolean } | null };
  /** ≥ 10 of 52 legal in every position looked at. */
  minOk: boolean;
  tooEasy: boolean;
  /** The seed's constraint holds (minOk) and the rule has a value everywhere it was tried (no faults). */
  passes: boolean;
};

export type LintOptions = {
  /** How the rule's IR is run (default: the closure compiler); the bench and tests pass a reference interpreter. */
  evaluate?: (ir: CompiledRule["ir"]) => Fn;
  /** Random layouts for rules that look beyond the last two cards (default 1500). */
  samples?: number;
  /** Seed of the deterministic layout sampler. */
  seed?: number;
  /** Longest sampled layout (default 60 cards). */
  maxLength?: number;
};

const ACCEPT = 1;
const MISSED = 2;
const DIVIDED_BY_ZERO = 4;
const PAST_END = 8;

function evaluator(rule: CompiledRule, evaluate: (ir: CompiledRule["ir"]) => Fn): { env: Env; test: () => number } {
  const env: Env = { card: 0, line: [], lastOk: true, vars: new Array(8).fill(0) };
  const fn = evaluate(rule.ir);
  const test = (): number => {
    try {
      return fn(env) === true ? ACCEPT : 0;
    } catch (e) {
      if (e === MISSING) return ACCEPT | MISSED;
      if (e === DIV_ZERO) return ACCEPT | DIVIDED_BY_ZERO;
      if (e === INDEX_PAST_END) return ACCEPT | PAST_END;
      throw e;
    }
  };
  return { env, test };
}

/** Mulberry32: a small deterministic PRNG so a sampled report is reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const toCards = (line: readonly number[]): Card[] => line.map((i) => ALL_CARDS[i] as Card);

/** Checks a compiled rule against the seed's constraint. Pure and deterministic. */
export function lintRule(rule: CompiledRule, options: LintOptions = {}): LintReport {
  const { env, test } = evaluator(rule, options.evaluate ?? compile);
  const u = rule.uses;
  let positions = 0;
  let evaluations = 0;
  let min = Infinity;
  let total = 0;
  let refersToMissing = false;
  const faults: LintReport["faults"] = { count: 0, first: null };
  const worst: LintPosition[] = [];
  const allLegal: { count: number; examples: LintPosition[] } = { count: 0, examples: [] };

  const position = (line: number[], lastOk: boolean, record: boolean): void => {
    env.line = line;
    env.lastOk = lastOk;
    let legal = 0;
    for (let c = 0; c < 52; c++) {
      env.card = c;
      const r = test();
      if (r & MISSED) refersToMissing = true;
      if (r & (DIVIDED_BY_ZERO | PAST_END)) {
        faults.count++;
        faults.first ??= {
          kind: r & DIVIDED_BY_ZERO ? "div-zero" : "index-past-end",
          card: ALL_CARDS[c] as Card,
          line: toCards(line),
          lastOk,
        };
      }
      if (r & ACCEPT) legal++;
    }
    evaluations += 52;
    if (!record) return;
    positions++;
    total += legal;
    if (legal < min) {
      min = legal;
      worst.length = 0;
    }
    if (legal === min && worst.length < EXAMPLES) worst.push({ line: toCards(line), lastOk, legal });
    if (legal === 52) {
      allLegal.count++;
      if (allLegal.examples.length < EXAMPLES) allLegal.examples.push({ line: toCards(line), lastOk, legal });
    }
  };

  const verdicts = u.lastOk ? [true, false] : [true];
  let mode: LintReport["mode"];
  let samples = 0;
  if (u.deep) {
    mode = "sampled";
    const rand = seededRandom(options.seed ?? 20261123);
    // fewer layouts for costly rules so that a check stays well under a second
    samples = options.samples ?? Math.max(60, Math.min(1500, Math.floor(4e6 / (52 * verdicts.length * rule.cost))));
    const maxLength = options.maxLength ?? 60;
    for (let s = 0; s < samples; s++) {
      // short layouts are where rules misbehave most: a quarter of the samples have 1–4 cards
      const length = s % 4 === 0 ? 1 + (s % 16) / 4 : 1 + Math.floor(rand() * maxLength);
      const line = Array.from({ length }, () => Math.floor(rand() * 52));
      for (const ok of verdicts) position(line, ok, true);
    }
  } else if (u.prev || u.prev2) {
    mode = "exact";
    if (u.prev2) {
      const line = [0, 0];
      for (let p2 = 0; p2 < 52; p2++) {
        for (let p = 0; p < 52; p++) {
          line[0] = p2;
          line[1] = p;
          for (const ok of verdicts) position(line, ok, true);
        }
      }
    } else {
      const line = [0];
      for (let p = 0; p < 52; p++) {
        line[0] = p;
        for (const ok of verdicts) position(line, ok, true);
      }
    }
  } else {
    mode = u.lastOk ? "exact" : "constant";
    for (const ok of verdicts) position([0], ok, true);
  }
  // the first play: the starter alone, previous play accepted (docs/rules.md#eleusis-secret-rule)
  if (!refersToMissing && (u.prev2 || u.deep)) {
    for (let s = 0; s < 52; s++) position([s], true, false);
  }

  const avg = positions > 0 ? total / positions : 0;
  const minOk = min >= MIN_LEGAL;
  const tooEasy = avg / ELEUSIS_NUMBERS.deckCards > TOO_EASY_SHARE;
  return {
    mode,
    positions,
    samples,
    evaluations,
    looksAt: { prev: u.prev, prev2: u.prev2, lastOk: u.lastOk, deep: u.deep },
    min: positions > 0 ? min : 0,
    avg,
    share: avg / 52,
    worst,
    allLegal,
    refersToMissing,
    faults,
    minOk,
    tooEasy,
    passes: minOk && faults.count === 0,
  };
}
