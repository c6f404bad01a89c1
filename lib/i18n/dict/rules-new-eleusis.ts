/**
 * The New Eleusis rules page (its own page: with the classic rules it made one page of
 * ~21 kB gzip, past the first round trip), in our own words (docs/new-eleusis.md). Every number
 * comes from lib/eleusis/new-eleusis/numbers.ts and names its source; what the sources leave open is a
 * house rule. Sources: Matuszek's one-page summary "New Eleusis" (1995) and his notes; Gardner,
 * Scientific American, October 1977; Abbott's official rules (1977, "The Pack").
 */
import type { Locale } from "@/lib/i18n/locales";
import type { RulesDoc, RulesSection } from "@/lib/i18n/rules-doc";
import { NE } from "@/lib/eleusis/new-eleusis/numbers";

const M = { ru: "Матушек, 1995", en: "Matuszek 1995" } as const;
const A = { ru: "Эбботт, официальные правила 1977", en: "Abbott's official rules, 1977" } as const;

export const newEleusisRules: Record<Locale, readonly RulesSection[]> = {
  ru: [
    {
      heading: "Новый Элевзис",
      paragraphs: [
        "Новый Элевзис — переработка игры, которую Роберт Эбботт сделал в 1973–1977 годах; Мартин Гарднер описал её в «Scientific American» в октябре 1977 года. Так в Элевзис играет большинство компаний сегодня: с пророком, сериями карт, заявкой «нечем ходить» и внезапной смертью. Вариант выбирается при подготовке игры; он виден на экране игры, в описании печати и при раскрытии правила.",
        `Источники чисел: краткое изложение Дэвида Матушека «New Eleusis» (${M.ru}) и его заметки к нему; ${A.ru} («Колода»). Где источники молчат, стоит пометка «правило дома».`,
      ],
    },
    {
      heading: "Новый Элевзис: раздача",
      items: [
        `Вместе тасуются ${NE.decksAtStart} колоды; каждому игроку по ${NE.cardsPerHand} карт, ведущий карт не держит (${M.ru}, раздача, п. 2).`,
        `Когда в колоде остаётся ${NE.addDeckAtOrBelow} карты или меньше, подмешивают ещё одну колоду, при нужде — ${NE.maxDecks}-ю (${A.ru}). При 8 игроках третья колода нужна уже при раздаче; приложение так и пишет.`,
        `Одна карта открывается стартовой. Первым ходит тот, до кого досчитают по значению стартовой карты (туз — 1, король — 13), по часовой стрелке (${M.ru}, раздача, п. 4–5).`,
      ],
      houseRule:
        "Счёт начинается с единицы на соседе ведущего слева и идёт только по игрокам с картами (ведущий не в счёт); с ведущим-роботом — с первого места. Приложение допускает от 3 до 8 игроков с картами.",
    },
    {
      heading: "Новый Элевзис: ход",
      items: [
        `Сыграть одну карту или серию из 2–${NE.maxSequence} карт (${M.ru}, игрок, п. 1). Серия верна, только если каждая карта по очереди была бы верной; какая карта ошибочна, ведущий не говорит. За неверный ход — ${NE.penaltyPerCard} штрафные карты за каждую сыгранную карту (${M.ru}, ведущий, п. 1). Неверные карты ложатся по порядку в боковой ряд под карту, за которой шли. Серию из 5 карт и больше приложение не примет.`,
        `Заявить «нечем ходить» и показать руку. Если заявка верна, рука ложится на стол, а игрок получает новую — на ${NE.noPlayShrink} карты меньше (это может закончить раунд). Если неверна, ведущий кладёт в основной ряд подходящую карту из руки и даёт ${NE.noPlayPenalty} штрафных карт (${M.ru}).`,
      ],
      houseRule:
        "Приложение называет первую подходящую карту в порядке ввода руки и помечает её как выложенную ведущим. Показанная рука после этого открыта всем (ей пользуется проверка догадки). Вводимая рука должна быть ровно того размера, сколько карт у игрока. Для правил, которые смотрят, был ли прошлый ход верным, серия считается одним ходом, а «нечем ходить» ничего не меняет, если ведущий не выложил карту (она считается верной).",
    },
    {
      heading: "Новый Элевзис: пророк",
      items: [
        `Сразу после своего хода игрок может объявить себя пророком, если (1) пророка сейчас нет, (2) он ещё не был пророком в этом раунде и (3) кроме него и ведущего в раунде остаются хотя бы ${NE.minOthersForProphet} игрока (${M.ru}, игрок, п. 2). Приложение проверяет все три условия и называет то, что не выполнено.`,
        `Пока есть пророк, он объявляет каждый ход верным или неверным, а ведущий подтверждает или не подтверждает это (${M.ru}, ведущий, п. 2). В приложении сначала вносится слово пророка, затем ведущий втайне (нажать и держать) видит, подтверждать ли; с ведущим-роботом приложение подтверждает само и открыто.`,
        `Неподтверждённое слово свергает пророка: ему ${NE.overthrowPenalty} штрафных карт, сыгравший игрок штрафа не получает, ведущий сам раскладывает карты (${M.ru}, ведущий, п. 2). На последней карте ставится метка свержения.`,
      ],
      houseRule:
        "Свержение во время внезапной смерти не выбивает сыгравшего: оно заменяет любой штраф. На «нечем ходить» пророк говорит «верно» (подходящих карт нет) или «неверно»; после свержения ведущий решает заявку как обычно, без штрафа.",
    },
    {
      heading: "Новый Элевзис: метки и внезапная смерть",
      items: [
        `Метка на каждую ${NE.markerEvery}-ю сыгранную карту; при пророке — ещё метка на каждую ${NE.markerEvery}-ю карту после метки пророка (${M.ru}, ведущий, п. 3; пророк).`,
        `Внезапная смерть наступает после ${NE.suddenDeathAfter} сыгранных карт без пророка или после ${NE.prophetSuddenDeathAfter} карт после метки пророка (${M.ru}). Тогда за неверный ход игрок выбывает: штрафных карт не получает, рука идёт в подсчёт.`,
      ],
      houseRule:
        "«Сыграно карт» — все карты после стартовой: основной ряд, боковые ряды и карты, выложенные ведущим. Внезапная смерть касается хода, который начинается после нужного числа карт (серия, переходящая порог, — нет). После свержения снова действует счёт без пророка. Неверное «нечем ходить» во внезапной смерти тоже выбивает игрока, а ведущий всё равно кладёт названную карту.",
    },
    {
      heading: "Новый Элевзис: конец раунда и очки",
      items: [
        `Раунд кончается, когда у игрока не осталось карт или когда выбыли все игроки (${M.ru}).`,
        `Наибольшая рука — больше всего карт у кого-либо (пророк и выбывшие считаются). Каждый, кроме ведущего, получает «наибольшая рука минус свои карты»; без карт — ещё ${NE.outBonus} очка (${M.ru}, очки).`,
        `Пророк, оставшийся пророком до конца, получает ещё по ${NE.prophetRightBonus} за каждую верную и по ${NE.prophetWrongBonus} за каждую неверную карту после своей метки (${M.ru}).`,
        `Ведущий получает лучший счёт среди игроков. Единственное исключение: если в конце раунда пророк ещё на посту, ведущий получает меньшее из двух — лучший счёт или ${NE.dealerFactor} × число карт, сыгранных до метки пророка (${M.ru}, очки; Парлетт, «The Penguin Book of Card Games»).`,
        `Игра — полный круг: каждый раз сдаёт следующий, очки складываются. Если игру прервали, каждый, кто ни разу не сдавал, получает ещё ${NE.neverDealtBonus} очков (${M.ru}).`,
      ],
      houseRule:
        "«Выбыли все» — все, кроме пророка на посту (он остаётся истинным пророком). Выбывший без карт раунд не заканчивает. Если после четвёртой колоды карт для штрафа не хватает, раунд кончается. Карты, выложенные ведущим, идут пророку как верные. С ведущим-роботом сдающего нет: у всех карты, очков ведущего нет, круг — столько раундов, сколько игроков.",
    },
  ],
  en: [
    {
      heading: "New Eleusis",
      paragraphs: [
        "New Eleusis is Robert Abbott's reworking of the game (1973–77), published by Martin Gardner in Scientific American in October 1977. It is how most groups play Eleusis today: with a prophet, sequences of cards, “no play” and sudden death. Choose it at set-up; the choice is shown on the play screen, in the seal's description and at the reveal.",
        `Where the numbers come from: David Matuszek's one-page summary “New Eleusis” (${M.en}) and his notes beside it; ${A.en} (“The Pack”). Where the sources are silent, the choice is marked “house rule”.`,
      ],
    },
    {
      heading: "New Eleusis: the deal",
      items: [
        `${NE.decksAtStart} decks shuffled together; ${NE.cardsPerHand} cards to every player, the dealer holds none (${M.en}, the deal, 2).`,
        `When the stock is down to ${NE.addDeckAtOrBelow} cards or fewer, another deck is shuffled in, a ${NE.maxDecks}th if needed (${A.en}). With 8 players a third deck is needed at the deal; the app says so.`,
        `One card is turned up as the starter. The first to play is found by counting clockwise the starter's value (ace 1 … king 13) (${M.en}, the deal, 4–5).`,
      ],
      houseRule:
        "The count starts at 1 with the player on the dealer's left and runs over the players holding cards only (the dealer is not counted); with a robot dealer, from the first seat. The app takes 3 to 8 players holding cards.",
    },
    {
      heading: "New Eleusis: a turn",
      items: [
        `Play one card, or a sequence of 2 to ${NE.maxSequence} cards (${M.en}, player, 1). A sequence is right only if each card, played in turn, would be right; the dealer does not say which card failed. A wrong play costs ${NE.penaltyPerCard} penalty cards for each card played (${M.en}, dealer, 1). Wrong cards go, in order, to the sideline under the card they followed. The app refuses 5 cards or more.`,
        `Or declare “no play” and show the hand. If right, the hand is laid on the table and the player gets a new hand of ${NE.noPlayShrink} fewer cards (this may end the round). If wrong, the dealer places a right card from the hand on the main line and deals ${NE.noPlayPenalty} penalty cards (${M.en}).`,
      ],
      houseRule:
        "The app names the first right card in the order the hand was entered and marks it as placed by the dealer. A shown hand is public from then on (the guess tester uses it). The hand entered must have exactly as many cards as the player holds. For rules that look at whether the previous play was right, a sequence counts as one play, and a “no play” changes nothing unless the dealer places a card (which counts as right).",
    },
    {
      heading: "New Eleusis: the prophet",
      items: [
        `Just after their own play a player may declare themself prophet if (1) there is no prophet now, (2) they have not been prophet this round, and (3) at least ${NE.minOthersForProphet} players besides them and the dealer are still in the round (${M.en}, player, 2). The app checks all three and names the one that fails.`,
        `While there is a prophet, the prophet calls each play right or wrong and the dealer approves or disapproves the call (${M.en}, dealer, 2). In the app the prophet's call is entered first; then the dealer alone sees (press and hold) whether to approve. With a robot dealer the app approves or disapproves openly.`,
        `A disapproved call overthrows the prophet: ${NE.overthrowPenalty} penalty cards to the prophet, none to the player who played, and the dealer places the cards (${M.en}, dealer, 2). An “overthrown” marker goes on the last card.`,
      ],
      houseRule:
        "An overthrow in sudden death does not expel the player who played: it takes the place of any penalty. On a “no play” the prophet calls “right” (no card fits) or “wrong”; after an overthrow the dealer settles the “no play” as usual, without penalty.",
    },
    {
      heading: "New Eleusis: markers and sudden death",
      items: [
        `A marker on every ${NE.markerEvery}th card played; with a prophet, also one on every ${NE.markerEvery}th card after the prophet's marker (${M.en}, dealer, 3; prophet).`,
        `Sudden death comes after ${NE.suddenDeathAfter} cards played with no prophet, or ${NE.prophetSuddenDeathAfter} cards after the prophet's marker (${M.en}). Then a wrong play expels the player, with no penalty cards; the hand still counts at scoring.`,
      ],
      houseRule:
        "“Cards played” means every card laid after the starter: main line, sidelines and cards placed by the dealer. Sudden death applies to a play that starts once the count is reached (a sequence that crosses it does not). After an overthrow the count without a prophet applies again. A wrong “no play” in sudden death expels the player too, and the dealer still places the card named.",
    },
    {
      heading: "New Eleusis: the end of a round and scoring",
      items: [
        `A round ends when a player has no cards left, or when every player has been expelled (${M.en}).`,
        `The high count is the most cards held by anyone (the prophet and expelled players included). Everyone but the dealer scores the high count minus their cards; a player with no cards scores ${NE.outBonus} more (${M.en}, scoring).`,
        `A prophet still in office at the end also scores ${NE.prophetRightBonus} per right card and ${NE.prophetWrongBonus} per wrong card played after the prophet's marker (${M.en}).`,
        `The dealer scores the highest score made by any player. The one exception: when a prophet is still in office at the end, the dealer scores the smaller of that and ${NE.dealerFactor} × the cards played before the prophet's marker (${M.en}, scoring; Parlett, The Penguin Book of Card Games).`,
        `A game is a full cycle: everyone deals once and the scores add up. If the game stops early, each player who never dealt scores ${NE.neverDealtBonus} more (${M.en}).`,
      ],
      houseRule:
        "“Everyone expelled” means everyone but a prophet in office (who stays a true prophet). A player expelled with no cards does not end the round. If penalty cards are owed after the fourth deck and none are left, the round ends. Cards placed by the dealer count as right cards for the prophet. With a robot dealer nobody deals: everyone holds cards, there is no dealer score, and a cycle is as many rounds as players.",
    },
  ],
};

/** The page: its title and intro, then the sections above (the first one introduces the variant). */
export const newEleusisRulesDoc: Record<Locale, RulesDoc> = {
  ru: {
    title: "Правила Нового Элевзиса",
    intro: "Вариант Элевзиса с пророком, сериями, заявкой «нечем ходить» и внезапной смертью. Что здесь не сказано, идёт по правилам Элевзиса.",
    sections: newEleusisRules.ru,
  },
  en: {
    title: "Rules of New Eleusis",
    intro: "The variant of Eleusis with a prophet, sequences, the “no play” call and sudden death. What is not said here follows the rules of Eleusis.",
    sections: newEleusisRules.en,
  },
};
