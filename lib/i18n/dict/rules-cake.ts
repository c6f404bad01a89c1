import type { Locale } from "@/lib/i18n/locales";
import type { RulesDoc } from "@/lib/i18n/rules-doc";
import { en as cakeEn } from "@/lib/i18n/dict/cake/en";
import { ru as cakeRu } from "@/lib/i18n/dict/cake/ru";
import { KINDS, SLICES_PER_CAKE, TOTAL_SLICES, maxSlicesInPlay } from "@/lib/cake/kinds";

// Kind names from the cake dictionary's language files (not its index: the rules loader in lib/games.ts is reachable from client code).
const cake = { ru: cakeRu, en: cakeEn };

/** The components table from KINDS, e.g. ["Plum", "3", "1"]. */
const kindRows = (lang: Locale): string[][] => KINDS.map((k) => [cake[lang].kinds[k.id], String(k.count), String(k.rosettes)]);
const FIRST = KINDS[0];
const LAST = KINDS[KINDS.length - 1]!;

export const cakeRules: Record<Locale, RulesDoc> = {
  ru: {
    title: "Кусочек торта",
    intro:
      "Игра Джеффри Д. Аллерса для 2–5 игроков, примерно на 25 минут. Один режет торт, остальные выбирают, но здесь порой выгодно отдать соседу кусок побольше. За пять раундов вы либо съедаете ломтики ради крема, либо собираете их, чтобы к концу игры иметь больше всех ломтиков какого-нибудь вида.",
    sections: [
      {
        heading: "Состав игры",
        paragraphs: [
          `${TOTAL_SLICES} ломтиков торта восьми видов. Число у вида означает сразу две вещи: сколько таких ломтиков в игре и сколько очков получит тот, кто соберёт их больше всех. Розочки крема на ломтике — это очки за то, что его съели.`,
        ],
        table: [
          ["Вид", "Ломтиков = очков за большинство", "Розочек на ломтике"],
          ...kindRows("ru"),
        ],
      },
      {
        heading: "Подготовка",
        paragraphs: [
          `Перемешайте ломтики и разложите их лицом вниз в пять стопок по ${SLICES_PER_CAKE} штук: это пять тортов, по одному на раунд. Два оставшихся ломтика отложите в сторону лицом вниз — они понадобятся только при игре втроём и вчетвером.`,
          "Договоритесь, кто режет первым. После каждого раунда роль режущего переходит к игроку слева.",
        ],
      },
      {
        heading: "Раунд: режем торт",
        paragraphs: [
          "Режущий берёт очередную стопку и выкладывает ломтики по кругу лицом вверх строго в том порядке, в каком они лежали: пропускать и переставлять ломтики нельзя.",
          "Затем он делит торт на части: частей не больше, чем игроков, и в каждой хотя бы один ломтик. Вдвоём торт можно разрезать на четыре части.",
          "Части разбирают по очереди, начиная с игрока слева от режущего. Режущему достаётся то, что осталось, а если частей меньше, чем игроков, — ничего. Поэтому резать стоит так, чтобы соперникам было мало проку, но и о себе не забывать.",
        ],
        houseRule:
          "Вдвоём, если частей больше двух, их разбирают по очереди: сначала соперник, потом режущий, и так далее, пока не кончатся части. В исходных правилах об этом ничего не сказано.",
      },
      {
        heading: "Ваш ход: съесть или отложить",
        items: [
          "Возьмите одну из оставшихся частей и сразу решите судьбу каждого её ломтика: съесть его или отложить в коллекцию.",
          "Съеденный ломтик кладут перед собой лицом вниз: в конце игры он принесёт столько очков, сколько на нём розочек крема (от 1 до 3).",
          "Отложенный ломтик кладут перед собой лицом вверх: он участвует в борьбе за большинство в своём виде.",
          "Вместо того чтобы брать часть, можно съесть все отложенные ранее ломтики одного вида — именно все и именно одного. Так же можно поступить, если вам не досталось части.",
          "Части, которые никто не взял, уходят из игры. Когда режущий сделал свой выбор, раунд окончен.",
        ],
      },
      {
        heading: "Два лишних ломтика",
        paragraphs: [
          "Вчетвером: в конце первого раунда первый игрок тайком смотрит оба отложенных ломтика, берёт один из них (и, как обычно, сразу съедает его или откладывает в коллекцию), а второй остаётся лежать лицом вниз. Первый игрок режет дважды — в первом и в пятом раундах.",
          "Втроём: всё так же, а после второго раунда второй игрок получает оставшийся ломтик и тоже сразу решает, съесть его или отложить. Первый и второй игроки режут по два раза.",
          "Вдвоём и впятером лишние ломтики не используются.",
        ],
        houseRule:
          `Исходные правила не говорят прямо, что делать с лишними ломтиками вдвоём и впятером и берёт ли втроём первый игрок ломтик после первого раунда. Мы решили так: вдвоём и впятером их нет, втроём первый игрок берёт ломтик после первого раунда, а второй — оставшийся после второго. Значит, в игре не больше ${maxSlicesInPlay(5)} ломтиков (вчетвером — ${maxSlicesInPlay(4)}, втроём — все ${maxSlicesInPlay(3)}).`,
      },
      {
        heading: "Подсчёт очков",
        paragraphs: [
          "После пятого раунда каждый переворачивает съеденные ломтики и считает розочки: 1, 2 или 3 за ломтик.",
          `Затем по каждому виду сравнивают отложенные ломтики. Кто собрал их больше всех, получает число этого вида — от ${FIRST.count} за сливу до ${LAST.count} за шоколад. Чтобы получить очки за вид, нужен хотя бы один отложенный ломтик этого вида.`,
        ],
        houseRule:
          "Ничья в борьбе за большинство: каждый из равных игроков получает полное число очков за вид. Официального текста на этот счёт мы не нашли. В приложении можно включить вариант «при ничьей никто не получает очков» (по умолчанию он выключен).",
      },
      {
        heading: "Конец игры",
        paragraphs: ["Побеждает игрок, набравший больше всех очков."],
        houseRule:
          "При равенстве очков победа делится: правил для разрешения ничьей не опубликовано. Места считаются как в спорте: 1, 1, 3.",
      },
      {
        heading: "Серия партий",
        paragraphs: [
          "Чтобы сгладить неравенство мест за столом, лучше сыграть столько партий, сколько игроков, и сложить очки.",
        ],
        houseRule:
          "Приложение ведёт серию и общий счёт. В партии номер N первым режет игрок на месте N, так что каждый начинает по одному разу. Серию можно закончить раньше или продолжить дальше.",
      },
      {
        heading: "Что делает приложение",
        paragraphs: [
          "Подсказывает, кто режет и кто выбирает следующим, записывает съеденные и отложенные ломтики каждого игрока по видам, проверяет, что ломтиков каждого вида не больше, чем их вообще есть, и само считает розочки, большинства и места — в том числе по всей серии.",
        ],
      },
    ],
  },
  en: {
    title: "Piece of Cake",
    intro:
      "A game by Jeffrey D. Allers for 2–5 players, about 25 minutes. One player cuts, the others choose — but here it can pay to hand a neighbour the bigger piece. Over five rounds you either eat slices for their cream or save them, hoping to end up with more slices of a kind than anyone else.",
    sections: [
      {
        heading: "Components",
        paragraphs: [
          `${TOTAL_SLICES} cake slices in eight kinds. A kind’s number means two things at once: how many slices of it exist, and how many points go to whoever saves the most of them. The cream rosettes on a slice are what it scores if you eat it.`,
        ],
        table: [
          ["Kind", "Slices = majority points", "Rosettes per slice"],
          ...kindRows("en"),
        ],
      },
      {
        heading: "Setup",
        paragraphs: [
          `Shuffle the slices and deal them face down into five stacks of ${SLICES_PER_CAKE}: these are the five cakes, one per round. Put the 2 remaining slices aside face down — they are only used with 3 or 4 players.`,
          "Agree who cuts first. After each round the cutter role passes to the left.",
        ],
      },
      {
        heading: "A round: cutting the cake",
        paragraphs: [
          "The cutter takes the next stack and lays the slices out face up in a circle, in exactly the order they came off the stack — no skipping, no swapping.",
          "The cutter then divides the cake into portions: no more portions than there are players, and at least one slice in each. With 2 players the cake may be cut into up to four portions.",
          "Starting with the player to the cutter’s left, everyone picks one portion in turn. The cutter gets whatever is left — or nothing, if there were fewer portions than players. So cut in a way that gives your rivals little, without forgetting yourself.",
        ],
        houseRule:
          "With 2 players and more than two portions, the players alternate — the other player first, then the cutter, and so on — until every portion is taken. The original rules don’t say.",
      },
      {
        heading: "Your turn: eat or save",
        items: [
          "Take one of the remaining portions and decide at once, slice by slice, whether to eat it or save it.",
          "An eaten slice goes face down in front of you; at the end it scores its cream rosettes (1 to 3).",
          "A saved slice goes face up in front of you and counts toward the majority for its kind.",
          "Instead of taking a portion, you may eat all your saved slices of one kind — all of them, and only one kind. You may also do this if no portion is left for you.",
          "Portions nobody took leave the game. Once the cutter has made their choice, the round ends.",
        ],
      },
      {
        heading: "The two extra slices",
        paragraphs: [
          "4 players: at the end of round 1 the first player secretly looks at both set-aside slices, takes one (eating or saving it as usual) and leaves the other face down. The first player cuts twice, in rounds 1 and 5.",
          "3 players: the same, and after round 2 the second player gets the remaining slice and must decide at once whether to eat or save it. Players 1 and 2 both cut twice.",
          "2 and 5 players: the extra slices are not used.",
        ],
        houseRule:
          `The original rules don’t spell out what happens to the extra slices with 2 or 5 players, or whether the first player also takes one after round 1 with 3 players. We play: none with 2 or 5; with 3, the first player takes one after round 1 and the second gets the other after round 2. So at most ${maxSlicesInPlay(5)} slices are in play (${maxSlicesInPlay(4)} with 4 players, all ${maxSlicesInPlay(3)} with 3).`,
      },
      {
        heading: "Scoring",
        paragraphs: [
          "After round 5, everyone turns over their eaten slices and counts the rosettes: 1, 2 or 3 per slice.",
          `Then compare saved slices kind by kind. Whoever saved the most of a kind scores that kind’s number — from ${FIRST.count} for ${cake.en.kinds[FIRST.id]} up to ${LAST.count} for ${cake.en.kinds[LAST.id]}. You need at least one saved slice of a kind to score it.`,
        ],
        houseRule:
          "Ties for a majority: every tied player scores the kind’s full number. We could not find an official ruling. The app offers “tied players score nothing” as an option (off by default).",
      },
      {
        heading: "End of the game",
        paragraphs: ["The highest total wins."],
        houseRule:
          "Equal totals share the win — no tie-breaker has been published. Places are ranked the usual sporting way: 1, 1, 3.",
      },
      {
        heading: "Playing a series",
        paragraphs: [
          "To even out the advantages of seating, play as many games as there are players and add up the totals.",
        ],
        houseRule:
          "The app keeps a series with a running total. In game N of a series, the player in seat N cuts first, so everyone starts once. You can stop a series early or keep going.",
      },
      {
        heading: "What the app does for you",
        paragraphs: [
          "It tells you who cuts and who chooses next, records each player’s eaten and saved slices by kind, checks that no kind adds up to more slices than exist, and works out rosettes, majorities and places — for a single game and for the whole series.",
        ],
      },
    ],
  },
};
