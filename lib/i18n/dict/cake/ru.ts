import type { Field, KindId } from "@/lib/cake/kinds";
import type { ScoreLine } from "@/lib/cake/scoring";
import type { Problem } from "@/lib/cake/validation";
import { listOf } from "@/lib/i18n/list";
import { countOf, plural } from "@/lib/i18n/plural";
import type { CakeDict } from "./en";

const KINDS: Record<KindId, string> = {
  plum: "Слива",
  apricot: "Абрикос",
  cherry: "Вишня",
  blackberry: "Ежевика",
  kiwi: "Киви",
  gooseberry: "Крыжовник",
  strawberry: "Клубника",
  chocolate: "Шоколад",
};
const SLICES = { one: "ломтик", few: "ломтика", many: "ломтиков", other: "ломтика" };
/** After «не больше», «до»: "не больше 1 части / 2 частей". */
const PORTIONS_GEN = { one: "части", few: "частей", many: "частей", other: "части" };
/** After «от … до»: "до 1 игрока / 5 игроков". */
const PLAYERS_GEN = { one: "игрока", few: "игроков", many: "игроков", other: "игрока" };
/** After «при»: "при 1 игроке / 5 игроках". */
const PLAYERS_PREP = { one: "игроке", few: "игроках", many: "игроках", other: "игрока" };
/** Accusative: "набрать 1 розочку / 2 розочки / 5 розочек". */
const ROSETTES_ACC = { one: "розочку", few: "розочки", many: "розочек", other: "розочки" };
/** After «по»: "по 1 розочке", "по 2 розочки". */
const ROSETTES_PO = { one: "розочке", few: "розочки", many: "розочек", other: "розочки" };
const who = (players: readonly string[], seats: readonly number[]) => listOf("ru", seats.map((p) => players[p] ?? `#${p + 1}`));
const field = (f: Field): string =>
  f.part === "rosettes" ? "Съедено розочек" : `${KINDS[f.kind]}, ${f.part === "saved" ? "собрано" : "съедено"}`;
const now = (value: number) => (Number.isNaN(value) ? "" : ` (сейчас ${String(value)})`);

export const ru: CakeDict = {
  title: "Кусочек торта",
  kinds: KINDS,
  field,
  problem: (p: Problem, players: readonly string[]): string => {
    switch (p.code) {
      case "player-count":
        return `Нужно от ${p.min} до ${countOf("ru", p.max, PLAYERS_GEN)} (сейчас ${p.count}).`;
      case "not-whole":
        return `${who(players, [p.player])}: ${field(p.field)} — нужно целое число${now(p.value)}.`;
      case "negative":
        return `${who(players, [p.player])}: ${field(p.field)} не может быть меньше 0.`;
      case "kind-over-count":
        return `${KINDS[p.kind]}: всего ${countOf("ru", p.total, SLICES)} (${who(players, p.players)}), а в игре их только ${p.limit}.`;
      case "slices-over-max":
        return `Всего ${countOf("ru", p.total, SLICES)}, а при ${countOf("ru", p.playerCount, PLAYERS_PREP)} в игре не больше ${p.limit}.`;
      case "rosettes-over-max":
        return `${who(players, [p.player])}: ${countOf("ru", p.value, ROSETTES_ACC)} не набрать — из оставшихся ломтиков можно набрать не больше ${p.limit}.`;
      case "rosettes-unreachable":
        return `${who(players, [p.player])}: ровно ${countOf("ru", p.value, ROSETTES_ACC)} не набрать из оставшихся ломтиков.`;
      case "rosettes-jointly-impossible":
        return `${who(players, p.players)}: розочки ${p.values.join(" + ")} вместе не набрать из оставшихся ломтиков (всего в них не больше ${p.limit}).`;
    }
  },
  line: (l: ScoreLine, players: readonly string[]): string => {
    switch (l.code) {
      case "majority":
        return `+${l.points} — больше всех: ${KINDS[l.kind]}, собрано ${l.saved}${l.tiedWith.length > 0 ? ` (ничья: ${who(players, l.tiedWith)})` : ""}`;
      case "majority-tie-void":
        return `0 — ${KINDS[l.kind]}: ничья (${who(players, l.tiedWith)}), при ничьей очков нет`;
      case "eaten-kind":
        return `+${l.points} — съедено: ${KINDS[l.kind]} × ${l.slices}, по ${l.rosettesEach} ${plural("ru", l.rosettesEach, ROSETTES_PO)}`;
      case "eaten-total":
        return `+${l.points} — съедено розочек: ${l.points}`;
    }
  },
  lead: "Блокнот для «Кусочка торта»: проверяет каждое число по составу коробки и объясняет каждое очко.",
  rulesLink: "Правила",
  newGame: {
    heading: "Новая партия",
    firstCutter: "Кто режет первый торт?",
    tieRule: "Ничья за большинство в виде",
    tieAll: "Каждый из равных получает полное число очков (обычное правило)",
    tieNone: "При ничьей никто не получает очков (вариант)",
    start: "Начать партию",
    notSaved: (why: string) => `Партию не удалось сохранить на этом устройстве (${why}).`,
    series: "Несколько партий подряд — серия: первым режет следующий игрок; в правилах советуют сыграть столько партий, сколько игроков.",
  },
  session: {
    loading: "Загружаем партию…",
    missing: "Этой партии нет на этом устройстве. Начатые партии перечислены на главной странице.",
    newGame: "Начать новую партию",
    game: (g: number) => `Партия ${g}`,
    earlier: (g: number) => `Вы смотрите партию ${g}, одну из прежних партий серии.`,
    backToCurrent: (g: number) => `Вернуться к партии ${g}`,
    undo: "Отменить",
  },
  tabs: { helper: "Помощник раунда", entry: "Подсчёт", result: "Итог", series: "Серия", label: "Экраны партии" },
  helper: {
    round: (r: number, of: number) => `Раунд ${r} из ${of}`,
    cuts: (name: string) => `Торт режет ${name}`,
    order: "Порядок выбора",
    portions: (n: number) => `Не больше ${countOf("ru", n, PORTIONS_GEN)}, в каждой хотя бы 1 ломтик. Оставшиеся части уходят из игры.`,
    eatInstead: "Вместо выбора части игрок может съесть все отложенные ломтики одного вида.",
    twoPlayers: "Вдвоём (домашнее правило): первым выбирает другой игрок, потом режущий, по очереди, пока части не кончатся.",
    lookTakeOne: (name: string) => `После этого раунда: ${name} тайком смотрит два отложенных ломтика и берёт один (съесть или оставить).`,
    takeRemaining: (name: string) => `После этого раунда: ${name} получает второй отложенный ломтик (съесть или оставить).`,
    next: "Следующий раунд",
    previous: "Предыдущий раунд",
    lastRound: "Это последний торт. После него — подсчёт очков.",
    countNow: "Подсчёт очков",
  },
  entry: {
    heading: "Подсчёт очков",
    layout: "Вид",
    onePlayer: "По одному игроку",
    grid: "Все игроки",
    savedShort: "собрано (вверх)",
    eatenShort: "съедено (вниз)",
    eatenAs: "Съеденное считать",
    perKind: "по видам",
    asRosettes: "суммой розочек",
    rosettes: "Съедено розочек",
    previousPlayer: "Предыдущий игрок",
    nextPlayer: "Следующий игрок",
    player: "Игрок",
    kind: "Вид",
    decrease: "Меньше",
    increase: "Больше",
    finish: "Показать итог",
    problems: (n: number) => `Исправьте перед итогом (${n}):`,
    ok: "Все числа возможны.",
    nowEntering: (name: string, k: number, n: number) => `Сейчас вводим: ${name} (${k} из ${n})`,
    sliceTotal: (total: number, max: number) => `Учтено ломтиков: ${total} (в игре их не больше ${max})`,
  },
  result: {
    heading: (g: number) => `Итог партии ${g}`,
    place: "Место",
    player: "Игрок",
    total: "Очки",
    winner: (names: string) => `Победитель: ${names}`,
    winners: (names: string) => `Общая победа: ${names}`,
    majorities: "Большинство (отложенные ломтики)",
    kind: "Вид",
    most: "больше всех",
    tie: "ничья",
    tieRuleAll: "Ничья: каждый из равных получает полное число.",
    tieRuleNone: "Ничья: равные не получают ничего.",
    switchTieRule: "Сменить правило ничьей",
    explain: "Откуда каждое очко",
    noPoints: "Очков нет.",
    chart: "Очки",
    share: "Поделиться итогом",
    copied: "Скопировано в буфер обмена.",
    shareFailed: "Не удалось поделиться; выделите и скопируйте текст ниже.",
    nextGame: "Следующая партия серии",
    fix: "Исправить число",
    shareTitle: (g: number) => `Кусочек торта — партия ${g}`,
  },
  series: {
    heading: "Итоги серии",
    game: (g: number) => `Партия ${g}`,
    total: "Всего",
    suggested: (n: number) => `Советуют сыграть столько партий, сколько игроков (${n}), чтобы каждый начинал по разу.`,
    leader: (names: string) => `Впереди: ${names}`,
    winner: (names: string) => `Победитель серии: ${names}`,
    chart: "Сумма очков после каждой партии",
    openGame: "Нажмите на партию, чтобы увидеть её итог или исправить число.",
    nextCutter: (name: string) => `Первым режет ${name}`,
  },
};
