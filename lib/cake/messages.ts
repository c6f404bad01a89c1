import { kind } from "./kinds";
import type { Field } from "./entry";
import type { GameResult, ScoreLine } from "./scoring";
import type { Problem } from "./validation";

export type Lang = "ru" | "en";

type Forms = { one: string; few: string; many: string; other: string };
const SLICES: Record<Lang, Forms> = {
  ru: { one: "ломтик", few: "ломтика", many: "ломтиков", other: "ломтика" },
  en: { one: "slice", few: "slices", many: "slices", other: "slices" },
};
const ROSETTES: Record<Lang, Forms> = {
  ru: { one: "розочка", few: "розочки", many: "розочек", other: "розочки" },
  en: { one: "rosette", few: "rosettes", many: "rosettes", other: "rosettes" },
};
const ROSETTES_GEN: Forms = { one: "розочку", few: "розочки", many: "розочек", other: "розочки" };

/** "3 ломтика", "1 slice". */
function count(lang: Lang, n: number, table: Forms | Record<Lang, Forms>): string {
  const forms = "one" in table ? table : table[lang];
  const cat = new Intl.PluralRules(lang).select(n);
  const word = cat === "one" ? forms.one : cat === "few" ? forms.few : cat === "many" ? forms.many : forms.other;
  return `${n} ${word}`;
}

function names(all: readonly string[], players: readonly number[], lang: Lang): string {
  const list = players.map((p) => all[p] ?? `#${p + 1}`);
  if (list.length <= 1) return list.join("");
  const last = list[list.length - 1];
  return `${list.slice(0, -1).join(", ")} ${lang === "ru" ? "и" : "and"} ${last}`;
}

/** The label of an input field, e.g. ({ part: "saved", kind: "kiwi" }, "en") → "Kiwi saved". */
export function fieldLabel(field: Field, lang: Lang): string {
  switch (field.part) {
    case "saved":
      return lang === "ru" ? `${kind(field.kind).ru}, собрано` : `${kind(field.kind).en} saved`;
    case "eaten":
      return lang === "ru" ? `${kind(field.kind).ru}, съедено` : `${kind(field.kind).en} eaten`;
    case "rosettes":
      return lang === "ru" ? "Съедено розочек" : "Rosettes eaten";
  }
}

/** A problem as a sentence naming player, kind and limit, e.g. "Kiwi: 9 slices in all (Ann and Bob), but there are only 8." */
export function formatProblem(p: Problem, players: readonly string[], lang: Lang): string {
  const ru = lang === "ru";
  switch (p.code) {
    case "player-count":
      return ru ? `Нужно от ${p.min} до ${p.max} игроков (сейчас ${p.count}).` : `${p.min} to ${p.max} players are needed (now ${p.count}).`;
    case "not-whole":
      return ru
        ? `${names(players, [p.player], lang)}: ${fieldLabel(p.field, lang)} — нужно целое число${Number.isNaN(p.value) ? "" : ` (сейчас ${String(p.value)})`}.`
        : `${names(players, [p.player], lang)}: ${fieldLabel(p.field, lang)} must be a whole number${Number.isNaN(p.value) ? "" : ` (now ${String(p.value)})`}.`;
    case "negative":
      return ru
        ? `${names(players, [p.player], lang)}: ${fieldLabel(p.field, lang)} не может быть меньше 0.`
        : `${names(players, [p.player], lang)}: ${fieldLabel(p.field, lang)} cannot be below 0.`;
    case "kind-over-count": {
      const k = kind(p.kind);
      return ru
        ? `${k.ru}: всего ${count(lang, p.total, SLICES)} (${names(players, p.players, lang)}), а в игре их только ${p.limit}.`
        : `${k.en}: ${count(lang, p.total, SLICES)} in all (${names(players, p.players, lang)}), but the game has only ${p.limit}.`;
    }
    case "slices-over-max":
      return ru
        ? `Всего ${count(lang, p.total, SLICES)}, а при ${p.playerCount} игроках в игре не больше ${p.limit}.`
        : `${count(lang, p.total, SLICES)} in all, but with ${p.playerCount} players at most ${p.limit} are in play.`;
    case "rosettes-over-max":
      return ru
        ? `${names(players, [p.player], lang)}: ${count(lang, p.value, ROSETTES_GEN)} не набрать — из оставшихся ломтиков можно набрать не больше ${p.limit}.`
        : `${names(players, [p.player], lang)}: ${count(lang, p.value, ROSETTES)} is too many — the slices left give at most ${p.limit}.`;
    case "rosettes-unreachable":
      return ru
        ? `${names(players, [p.player], lang)}: ровно ${count(lang, p.value, ROSETTES_GEN)} не набрать из оставшихся ломтиков.`
        : `${names(players, [p.player], lang)}: no set of the slices left gives exactly ${count(lang, p.value, ROSETTES)}.`;
    case "rosettes-jointly-impossible":
      return ru
        ? `${names(players, p.players, lang)}: розочки ${p.values.join(" + ")} вместе не набрать из оставшихся ломтиков (всего в них не больше ${p.limit}).`
        : `${names(players, p.players, lang)}: rosettes ${p.values.join(" + ")} cannot all come from the slices left (at most ${p.limit} in all).`;
  }
}

/** One explanation line, e.g. "+8 — most Kiwi (tied with Маша)", "+7 — 7 rosettes eaten". */
export function formatLine(line: ScoreLine, players: readonly string[], lang: Lang): string {
  const ru = lang === "ru";
  switch (line.code) {
    case "majority": {
      const k = kind(line.kind);
      const tie = line.tiedWith.length > 0;
      return ru
        ? `+${line.points} — больше всех: ${k.ru}, собрано ${line.saved}${tie ? ` (поровну с ${names(players, line.tiedWith, lang)})` : ""}`
        : `+${line.points} — most ${k.en}: ${line.saved} saved${tie ? ` (tied with ${names(players, line.tiedWith, lang)})` : ""}`;
    }
    case "majority-tie-void": {
      const k = kind(line.kind);
      return ru
        ? `0 — ${k.ru}: поровну с ${names(players, line.tiedWith, lang)}, при ничьей очков нет`
        : `0 — ${k.en}: tied with ${names(players, line.tiedWith, lang)}, tied players score nothing`;
    }
    case "eaten-kind": {
      const k = kind(line.kind);
      return ru
        ? `+${line.points} — съедено: ${k.ru} × ${line.slices}, по ${line.rosettesEach} ${line.rosettesEach === 1 ? "розочке" : "розочки"}`
        : `+${line.points} — ${line.slices} ${k.en} eaten, ${count(lang, line.rosettesEach, ROSETTES)} each`;
    }
    case "eaten-total":
      return ru ? `+${line.points} — съедено розочек: ${line.points}` : `+${line.points} — ${count(lang, line.points, ROSETTES)} eaten`;
  }
}

/** Plain-text result for sharing, e.g. "Piece of Cake — game 1\n1. Ann — 34\n…". */
export function resultText(result: GameResult, players: readonly string[], lang: Lang, title: string): string {
  const ordered = [...result.players].sort((a, b) => a.rank - b.rank || a.player - b.player);
  const lines = [title];
  for (const p of ordered) {
    lines.push(`${p.rank}. ${players[p.player] ?? ""} — ${p.total}`);
    for (const l of p.lines) lines.push(`   ${formatLine(l, players, lang)}`);
  }
  return lines.join("\n");
}
