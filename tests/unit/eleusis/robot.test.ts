import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { eleusisWording } from "@/lib/i18n/dict/eleusis-wording";
import { seededRandom } from "@/lib/eleusis/lint";
import { DIFFICULTIES, PRESETS } from "@/lib/eleusis/presets";
import type { RandomSource } from "@/lib/random";
import { randomBelow } from "@/lib/random";
import { CONDITION_IDS, REQUIREMENT_IDS, robotRule } from "@/lib/eleusis/robot";
import { compileRule } from "@/lib/eleusis/rule-language";

/** Deterministic 32-bit words for tests. */
const seeded = (seed: number): RandomSource => {
  const next = seededRandom(seed);
  return (buf) => {
    for (let i = 0; i < buf.length; i++) buf[i] = Math.floor(next() * 0x1_0000_0000);
  };
};

describe("robot dealer", () => {
  test.each(DIFFICULTIES.map((d) => [d]))("%s composed rules pass the checker, are not too easy, and read in both languages", (difficulty) => {
    const source = seeded(7);
    for (let i = 0; i < 30; i++) {
      const r = robotRule({ difficulty, origin: "composed", source });
      expect(r.origin).toBe("composed");
      expect(r.report.passes).toBe(true);
      expect(r.report.tooEasy).toBe(false);
      expect(compileRule(r.rule).ok).toBe(true);
      expect(r.composed).not.toBeNull();
      expect(eleusisWording.en.composed(r.composed!)).toMatch(/^[A-Z].*\.$/);
      expect(eleusisWording.ru.composed(r.composed!)).toMatch(/[а-я]/);
      if (difficulty === "hard") expect(r.rule).toContain("lastOk");
    }
  });
  test("presets of the chosen difficulty, never a marked one", () => {
    const source = seeded(11);
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const d = DIFFICULTIES[i % 3] ?? "easy";
      const r = robotRule({ difficulty: d, origin: "preset", source });
      expect(r.difficulty).toBe(d);
      const preset = PRESETS.find((p) => p.id === r.presetId);
      expect(preset?.failsChecker).toBeUndefined();
      seen.add(r.presetId ?? "");
    }
    expect(seen.has("always-higher")).toBe(false);
    expect(seen.size).toBe(PRESETS.filter((p) => !p.failsChecker).length);
  });
  test("either origin shows up with a fixed seed; the same seed gives the same rule", () => {
    const origins = new Set(Array.from({ length: 20 }, (_, i) => robotRule({ difficulty: "medium", source: seeded(i) }).origin));
    expect(origins).toEqual(new Set(["preset", "composed"]));
    expect(robotRule({ difficulty: "hard", source: seeded(3) }).rule).toBe(robotRule({ difficulty: "hard", source: seeded(3) }).rule);
  });
  test("randomBelow is unbiased by rejection: a word above the limit is redrawn", () => {
    const words = [0xffff_ffff, 5];
    const source: RandomSource = (buf) => {
      buf[0] = words.shift() ?? 0;
    };
    expect(randomBelow(3, source)).toBe(2);
    expect(words).toHaveLength(0);
  });
});

describe("robot wording: ids in the rule module, words in the dictionary", () => {
  // Written by the robot module when it still held its own { ru, en } words: the same seeds must
  // give the same rules, and the dictionary must say them word for word as before.
  const before = JSON.parse(readFileSync(path.join(__dirname, "__snapshots__/robot-wordings.json"), "utf8")) as {
    difficulty: (typeof DIFFICULTIES)[number];
    rule: string;
    wording: { ru: string; en: string };
  }[];
  test("120 composed rules read exactly as they did", () => {
    expect(before).toHaveLength(120);
    const seen = { if: new Set<string>(), req: new Set<string>() };
    for (const difficulty of DIFFICULTIES) {
      const source = seeded(2026);
      for (const old of before.filter((b) => b.difficulty === difficulty)) {
        const r = robotRule({ difficulty, origin: "composed", source });
        expect(r.rule).toBe(old.rule);
        const w = r.composed!;
        expect({ ru: eleusisWording.ru.composed(w), en: eleusisWording.en.composed(w) }).toEqual(old.wording);
        seen.if.add(w.if);
        for (const q of [w.then, w.else, w.afterWrong]) if (q) seen.req.add(q);
      }
    }
    // every part's words were compared
    expect([...seen.if].sort()).toEqual([...CONDITION_IDS].sort());
    expect([...seen.req].sort()).toEqual([...REQUIREMENT_IDS].sort());
  });
});
