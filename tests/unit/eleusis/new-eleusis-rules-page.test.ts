/** The New Eleusis rules page states the numbers of lib/eleusis/new-eleusis/numbers.ts, with sources and house rules, in both languages. */
import { describe, expect, test } from "vitest";
import { NE } from "@/lib/eleusis/new-eleusis";
import { eleusisRules } from "@/lib/i18n/dict/rules-eleusis";
import { newEleusisRules, newEleusisRulesDoc } from "@/lib/i18n/dict/rules-new-eleusis";
import { LOCALES } from "@/lib/i18n/locales";
import type { RulesSection } from "@/lib/i18n/rules-doc";

const textOf = (s: RulesSection) => [s.heading, ...(s.paragraphs ?? []), ...(s.items ?? [])].join("\n");

const PHRASES = {
  en: [
    `${NE.cardsPerHand} cards to every player`,
    `${NE.decksAtStart} decks shuffled together`,
    `${NE.addDeckAtOrBelow} cards or fewer`,
    `sequence of 2 to ${NE.maxSequence} cards`,
    `${NE.penaltyPerCard} penalty cards for each card played`,
    `new hand of ${NE.noPlayShrink} fewer cards`,
    `deals ${NE.noPlayPenalty} penalty cards`,
    `at least ${NE.minOthersForProphet} players besides them`,
    `${NE.overthrowPenalty} penalty cards to the prophet`,
    `every ${NE.markerEvery}th card played`,
    `after ${NE.suddenDeathAfter} cards played`,
    `${NE.prophetSuddenDeathAfter} cards after the prophet's marker`,
    `scores ${NE.outBonus} more`,
    `${NE.prophetRightBonus} per right card and ${NE.prophetWrongBonus} per wrong card`,
    `the highest score made by any player`,
    `${NE.dealerFactor} × the cards played before the prophet's marker`,
    `never dealt scores ${NE.neverDealtBonus} more`,
  ],
  ru: [
    `по ${NE.cardsPerHand} карт`,
    `Вместе тасуются ${NE.decksAtStart} колоды`,
    `${NE.addDeckAtOrBelow} карты или меньше`,
    `серию из 2–${NE.maxSequence} карт`,
    `${NE.penaltyPerCard} штрафные карты за каждую сыгранную карту`,
    `на ${NE.noPlayShrink} карты меньше`,
    `даёт ${NE.noPlayPenalty} штрафных карт`,
    `хотя бы ${NE.minOthersForProphet} игрока`,
    `ему ${NE.overthrowPenalty} штрафных карт`,
    `каждую ${NE.markerEvery}-ю сыгранную карту`,
    `после ${NE.suddenDeathAfter} сыгранных карт`,
    `после ${NE.prophetSuddenDeathAfter} карт после метки пророка`,
    `ещё ${NE.outBonus} очка`,
    `по ${NE.prophetRightBonus} за каждую верную и по ${NE.prophetWrongBonus} за каждую неверную`,
    `Ведущий получает лучший счёт среди игроков`,
    `${NE.dealerFactor} × число карт, сыгранных до метки пророка`,
    `ещё ${NE.neverDealtBonus} очков`,
  ],
} as const;

describe("New Eleusis on the rules page (docs/new-eleusis.md)", () => {
  test.each(LOCALES)("%s: every number of the table in its place, each rule section citing its source and marking its house rule", (lang) => {
    const sections = newEleusisRules[lang];
    const text = sections.map(textOf).join("\n");
    for (const phrase of PHRASES[lang]) expect(text).toContain(phrase);
    for (const s of sections.slice(1)) {
      expect(textOf(s)).toMatch(lang === "en" ? /Matuszek 1995/ : /Матушек, 1995/);
      expect(s.houseRule, s.heading).toBeTruthy();
    }
    // They are their own page; the classic page carries none of them, only a pointer to it.
    expect(newEleusisRulesDoc[lang].sections).toEqual(sections);
    const classic = eleusisRules[lang].sections.map(textOf).join("\n");
    for (const phrase of PHRASES[lang]) expect(classic).not.toContain(phrase);
    expect(eleusisRules[lang].sections.at(-1)?.heading).toBe(sections[0]?.heading);
  });
  test("both languages have the same sections", () => {
    expect(newEleusisRules.ru.length).toBe(newEleusisRules.en.length);
    expect(newEleusisRules.ru.map((s) => !!s.houseRule)).toEqual(newEleusisRules.en.map((s) => !!s.houseRule));
  });
});
