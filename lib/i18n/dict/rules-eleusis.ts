import type { Locale } from "@/lib/i18n/locales";
import type { RulesDoc } from "@/lib/i18n/rules-doc";
import { ELEUSIS_NUMBERS, TOO_EASY_PERCENT } from "@/lib/eleusis/rule-numbers";
import type { DeckSpec, HandCount } from "@/lib/eleusis/cards";
import { DECK_TABLE, HAND_COUNTS, cardKey, printCard } from "@/lib/eleusis/cards";

const DECKS_WORDS = { ru: ["одна колода", "две колоды"], en: ["one deck", "two decks"] } as const;
const COPIES_WORDS = { ru: ["одну", "обе"], en: ["one", "both"] } as const;

/**
 * The rules page's deck table, one row per number of hands, rendered from the code's DECK_TABLE
 * (what the set-up deals and the legality check counts), e.g. ["7", "99 (two decks)", "both 2♣, both 2♦, one 2♥", "14"].
 */
export function deckTableRows(lang: Locale, table: Readonly<Record<HandCount, DeckSpec>> = DECK_TABLE): string[][] {
  return HAND_COUNTS.map((hands, i) => {
    const spec = table[hands];
    const before = i === 0 ? undefined : table[HAND_COUNTS[i - 1] ?? hands];
    const decks = before?.decks === spec.decks ? "" : ` (${DECKS_WORDS[lang][spec.decks - 1] ?? spec.decks})`;
    const removed = spec.decks === 1
      ? spec.removed.map((c) => printCard(c)).join(" ")
      : [...new Map(spec.removed.map((c) => [cardKey(c), c])).values()]
          .map((c) => `${COPIES_WORDS[lang][spec.removed.filter((r) => cardKey(r) === cardKey(c)).length - 1]} ${printCard(c)}`)
          .join(", ");
    return [String(hands), `${spec.total}${decks}`, removed || "—", String(spec.cardsPerHand)];
  });
}

export const eleusisRules: Record<Locale, RulesDoc> = {
  ru: {
    title: "Элевзис",
    intro:
      "Логическая игра Роберта Эбботта (1956), ставшая известной после публикации Мартина Гарднера в 1959 году. Сдающий придумывает тайное правило, по которому карты можно класть в ряд. Остальные стараются избавиться от своих карт и по растущему ряду догадаться, в чём правило. Цель сдающего — правило, которое разгадает один игрок, но не остальные.",
    sections: [
      {
        heading: "Колода и раздача",
        paragraphs: [
          "Одна карта достаётся сдающему, остальные поровну раздаются игрокам. Сколько карт взять, зависит от числа игроков, получающих карты на руку (сдающий не в счёт):",
          "Сдающий тасует, раздаёт карты и оставляет себе одну — стартовую. Затем записывает тайное правило и кладёт стартовую карту лицом вверх: с неё начинается основной ряд. С двумя колодами в игре встречаются одинаковые карты.",
        ],
        table: [
          ["Рук (без сдающего)", "Карт", "Убрать", "Карт на руку"],
          ...deckTableRows("ru"),
        ],
        houseRule:
          "В исходном списке первая строка считает и сдающего («для 4 игроков — 52 карты»), а остальные — нет. Мы считаем по числу рук, и тогда таблица последовательна. Строки для 4 рук в источнике нет; она добавлена по тому же принципу.",
      },
      {
        heading: "Значения карт",
        paragraphs: [
          "Красные масти — ♥ и ♦, чёрные — ♠ и ♣. Младшие карты — от туза до семёрки, старшие — от восьмёрки до короля. «По кругу» значит, что за королём снова идёт туз, за ним двойка.",
        ],
        table: [
          ["Карта", "Значение", "Группа"],
          ["Туз", "1", "младшая"],
          ["2–7", "по номиналу", "младшая"],
          ["8–10", "по номиналу", "старшая"],
          ["Валет", "11", "старшая"],
          ["Дама", "12", "старшая"],
          ["Король", "13", "старшая"],
        ],
        houseRule:
          "Числовые значения туза и фигур в источнике не названы; в приложении туз — 1, валет — 11, дама — 12, король — 13.",
      },
      {
        heading: "Тайное правило",
        paragraphs: [
          "Сдающий записывает правило до начала игры, чтобы потом его можно было проверить. Правило может учитывать уже принятые карты основного ряда и то, был ли принят предыдущий ход.",
          `Ограничение одно: правило не должно слишком стеснять игроков. В любой момент игры из полной колоды должно подходить не меньше ${ELEUSIS_NUMBERS.minLegal} карт — примерно каждая пятая.`,
          "Стартовая карта — первая карта основного ряда и считается правильным ходом. Поэтому при первом ходе верхняя карта — стартовая, а предыдущий ход считается принятым.",
        ],
        houseRule:
          `Проверка ведётся по ${ELEUSIS_NUMBERS.deckCards} разным картам одной колоды (с двумя колодами все числа просто удваиваются) и по всем сочетаниям того, на что смотрит правило, — достижимым или нет. Если правило ссылается на карту, которой ещё нет (например, на карту под стартовой), сыгранная карта принимается: правило не может требовать того, чего ещё не видно. Правило, которое в среднем принимает больше ${TOO_EASY_PERCENT} карт, считается слишком простым.`,
      },
      {
        heading: "Примеры правил, от простых к сложным",
        items: [
          "На чёрную карту кладут красную, на красную — чёрную.",
          "Масти по кругу: на ♣ кладут ♦, на ♦ — ♥, на ♥ — ♠, на ♠ — ♣.",
          "На чётную карту — нечётную, на нечётную — чётную.",
          "На карту от туза до семёрки — карту от восьмёрки до короля, и наоборот.",
          "На чётную карту — красную, на нечётную — чёрную.",
          "Карту на 1, 2 или 3 ступени старше предыдущей, считая по кругу (…дама, король, туз, двойка…).",
          "Если предыдущий игрок сыграл правильно — красную, если ошибся — чёрную.",
          "По остатку от деления значения предыдущей карты на 4: 0 — ♣, 1 — ♦, 2 — ♥, 3 — ♠.",
        ],
        paragraphs: ["Все восемь правил есть в приложении как готовые."],
      },
      {
        heading: "Ход игры",
        paragraphs: [
          "Ходят по очереди, начиная с игрока слева от сдающего. Игрок кладёт одну карту с руки в основной ряд, а сдающий объявляет, правильно это или нет.",
          "Правильно — карта остаётся в ряду (все сыгранные карты должны быть видны). Неправильно — игрок забирает карту и кладёт перед собой лицом вверх: это ошибочная карта, её видят все.",
          "Ошибочные карты можно разыгрывать только тогда, когда на руке не осталось ни одной карты.",
        ],
        houseRule:
          "Игрок с пустой рукой вместо этого разыгрывает ошибочные карты, по одной за ход; игрока, у которого карт нет вовсе, пропускают. Любой ход, правильный или нет, определяет для следующего, «был ли принят предыдущий ход». Ошибочная карта, сыгранная неправильно, остаётся перед игроком. В раскладке каждый неправильный ход виден под картой, после которой его сделали.",
      },
      {
        heading: "Когда руки опустели: очки сдающего",
        paragraphs: [
          "Когда ни у кого не осталось карт на руке, подсчитывают очки: наименьшее число ошибочных карт умножают на число игроков (без сдающего) и вычитают из общего числа ошибочных карт. Иначе говоря, для каждого игрока берут его ошибки минус наименьшее число ошибок и всё складывают.",
        ],
        houseRule:
          "В источнике не сказано, кто получает эти очки. Мы отдаём их сдающему: формула вознаграждает правило, которое один разгадал, а остальные нет, — а это и есть цель сдающего.",
      },
      {
        heading: "Вторая фаза: ошибочные карты",
        paragraphs: [
          "Игра идёт дальше по тому же правилу и с того места, где остановилась: теперь игроки по очереди сбрасывают ошибочные карты, по одной за ход. Раздача заканчивается в одном из двух случаев.",
          `Кто-то избавился от всех карт: он получает ${ELEUSIS_NUMBERS.outBonus} очков премии плюс по очку за каждую ошибочную карту, оставшуюся у других.`,
          `Ни одну из оставшихся карт больше нельзя сыграть правильно: тот, у кого их меньше всех, получает сумму карт остальных игроков минус число своих (без премии в ${ELEUSIS_NUMBERS.outBonus} очков).`,
          `Пример: 3 руки, сдающий Д, игроки А, Б и В. После первой фазы у А 2 ошибочные карты, у Б — 5, у В — 7. Д получает (2 − 2) + (5 − 2) + (7 − 2) = 8 очков. Во второй фазе А сбрасывает обе свои карты, а у Б остаются 4, у В — 6: А получает ${ELEUSIS_NUMBERS.outBonus} + 4 + 6 = ${ELEUSIS_NUMBERS.outBonus + 10} очков, раздача окончена.`,
        ],
        houseRule:
          `Если у игрока уже в начале второй фазы нет карт (например, он ни разу не ошибся), раздача сразу заканчивается и он получает ${ELEUSIS_NUMBERS.outBonus} + ошибочные карты остальных. Тупик наступает, когда ни одну оставшуюся карту нельзя сыграть ни сейчас, ни после ещё одного неверного хода (он лишь делает предыдущий ход непринятым); приложение видит все ошибочные карты и замечает это само. Если меньше всех карт сразу у нескольких, очки получает каждый: при остатках 1, 1 и 4 двое игроков с одной картой получают по (1 + 4) − 1 = 4 очка.`,
      },
      {
        heading: "Полный цикл",
        paragraphs: [
          "Полный цикл заканчивается, когда каждый игрок побывал сдающим. Очки всех раздач цикла складываются.",
        ],
        houseRule:
          "Робот-сдающий: правило хранит приложение, и его не знает никто. Тогда сдающего нет, карты получают все (колода — по таблице для такого числа рук), очки первой фазы не получает никто, а цикл состоит из стольких раздач, сколько игроков, каждая — с новым правилом.",
      },
      {
        heading: "Что делает приложение",
        paragraphs: [
          "Хранит тайное правило вместо бумажки и позволяет проверить его после раздачи; предлагает восемь готовых правил и робота-сдающего; проверяет, что правило не слишком трудное и не слишком простое; ведёт основной ряд, руки и ошибочные карты; если исправить ранний ход, заново проверяет все последующие и отмечает ставшие невозможными; замечает тупик во второй фазе и считает очки за раздачу и за цикл.",
        ],
      },
      {
        heading: "Новый Элевзис",
        paragraphs: [
          "Новый Элевзис — вариант с пророком, сериями карт, заявкой «нечем ходить» и внезапной смертью, в который играет большинство компаний сегодня. Его правила — на отдельной странице (ссылка ниже); вариант выбирается при подготовке игры.",
        ],
      },
    ],
  },
  en: {
    title: "Eleusis",
    intro:
      "A game of induction by Robert Abbott (1956), made famous by Martin Gardner in 1959. The dealer invents a secret rule for which cards may be added to a line. Everyone else tries to get rid of their cards and to work out the rule from the growing line. The dealer’s aim is a rule that one player cracks and the others don’t.",
    sections: [
      {
        heading: "Deck and deal",
        paragraphs: [
          "One card goes to the dealer; the rest are dealt evenly to the players. Which cards to use depends on how many players receive hands (the dealer is not counted):",
          "The dealer shuffles, deals, and keeps one card — the starter. The dealer then writes down the secret rule and lays the starter face up: it begins the main line. With two decks, duplicate cards exist.",
        ],
        table: [
          ["Hands (not counting the dealer)", "Cards", "Remove", "Cards per hand"],
          ...deckTableRows("en"),
        ],
        houseRule:
          "The original list counts the dealer in its first line (“4 players — 52 cards”) but not in the others. Counting hands dealt makes the table consistent. The row for 4 hands is missing from the original; we added it following the same pattern.",
      },
      {
        heading: "Card values",
        paragraphs: [
          "Red suits are ♥ and ♦, black suits ♠ and ♣. Low cards run from Ace to 7, high cards from 8 to King. “Around the circle” means the King is followed by the Ace again, then the 2.",
        ],
        table: [
          ["Card", "Value", "Group"],
          ["Ace", "1", "low"],
          ["2–7", "face value", "low"],
          ["8–10", "face value", "high"],
          ["Jack", "11", "high"],
          ["Queen", "12", "high"],
          ["King", "13", "high"],
        ],
        houseRule:
          "The original doesn’t give numbers for the Ace and the court cards; the app uses Ace = 1, Jack = 11, Queen = 12, King = 13.",
      },
      {
        heading: "The secret rule",
        paragraphs: [
          "The dealer writes the rule down before play so it can be checked afterwards. The rule may look at the cards already accepted into the main line and at whether the previous play was accepted.",
          `There is only one restriction: the rule must not be too tight. At any point in the game, at least ${ELEUSIS_NUMBERS.minLegal} cards of a full deck must be playable — about one in five.`,
          "The starter is the first card of the main line and counts as a correct play. So on the very first play the top card is the starter, and the previous play counts as accepted.",
        ],
        houseRule:
          `The check counts over the ${ELEUSIS_NUMBERS.deckCards} distinct cards of one deck (with two decks every count simply doubles) and over every combination of the things the rule looks at, reachable or not. A rule that refers to a card that doesn’t exist yet (such as the card under the starter) accepts the played card: a rule can’t demand what it can’t see yet. A rule that accepts more than ${TOO_EASY_PERCENT} of cards on average counts as too easy.`,
      },
      {
        heading: "Example rules, easiest first",
        items: [
          "Red on black, black on red.",
          "Suits in a cycle: on ♣ play ♦, on ♦ play ♥, on ♥ play ♠, on ♠ play ♣.",
          "Even on odd, odd on even.",
          "On an Ace to 7 play an 8 to King, and vice versa.",
          "On an even card play red, on an odd card play black.",
          "Play a card 1, 2 or 3 steps higher, going around the circle (… Queen, King, Ace, 2 …).",
          "If the previous player played correctly, play red; if not, play black.",
          "Take the previous card’s value modulo 4: 0 → ♣, 1 → ♦, 2 → ♥, 3 → ♠.",
        ],
        paragraphs: ["All eight are available in the app as presets."],
      },
      {
        heading: "Play",
        paragraphs: [
          "Players take turns starting from the dealer’s left. On your turn, play one card from your hand onto the main line; the dealer says whether it is right or wrong.",
          "Right: the card stays in the line (every played card stays visible). Wrong: you take it back and lay it face up in front of you as an error card, for all to see.",
          "You may play error cards only once your hand is empty.",
        ],
        houseRule:
          "A player with an empty hand plays error cards instead, one per turn; a player with no cards at all is skipped. Every play, right or wrong, decides “was the previous play accepted” for the next one. An error card played wrongly stays in front of its owner. In the layout, each wrong play is shown under the card it followed.",
      },
      {
        heading: "When the hands run out: the dealer’s score",
        paragraphs: [
          "When nobody has cards left in hand, score: multiply the smallest number of error cards by the number of players (not counting the dealer) and subtract that from the total number of error cards. Put another way: for each player take their errors minus the smallest error count, and add those up.",
        ],
        houseRule:
          "The original doesn’t say who receives this score. We give it to the dealer: the formula rewards a rule that one player cracks while the others don’t, which is exactly the dealer’s aim.",
      },
      {
        heading: "Phase two: error cards",
        paragraphs: [
          "Play continues under the same rule, in turn order from where it stood: now players shed their error cards, one per turn. The hand ends in one of two ways.",
          `Someone has no cards left: they score ${ELEUSIS_NUMBERS.outBonus} bonus points plus one point for every error card still in front of the others.`,
          `None of the remaining cards can be played correctly any more: the player with the fewest left scores the total of all other players’ cards minus their own (no ${ELEUSIS_NUMBERS.outBonus}-point bonus).`,
          `Example: 3 hands, dealer D, players A, B and C. After phase one A has 2 error cards, B 5 and C 7. D scores (2 − 2) + (5 − 2) + (7 − 2) = 8. In phase two A sheds both cards while B still has 4 and C has 6: A scores ${ELEUSIS_NUMBERS.outBonus} + 4 + 6 = ${ELEUSIS_NUMBERS.outBonus + 10} and the hand is over.`,
        ],
        houseRule:
          `A player who has no cards at the very start of phase two (say, they never made a mistake) ends the hand at once and scores ${ELEUSIS_NUMBERS.outBonus} plus the others’ error cards. The game is stuck when no remaining card can be played either now or after one more wrong play (which only makes the previous play “not accepted”); the app knows every error card and spots this by itself. If several players tie for the fewest, each of them scores: with 1, 1 and 4 left, both players with one card score (1 + 4) − 1 = 4.`,
      },
      {
        heading: "A full cycle",
        paragraphs: [
          "A full cycle ends when every player has dealt once. Scores from all the hands of the cycle are added up.",
        ],
        houseRule:
          "Robot dealer: the app holds a rule that nobody knows. Then there is no dealer, everyone gets a hand (use the deck table for that many hands), nobody receives the phase-one dealer score, and a cycle is as many hands as there are players, each with a new rule.",
      },
      {
        heading: "What the app does for you",
        paragraphs: [
          "It keeps the secret rule instead of a slip of paper and lets you verify it after the hand; offers the eight preset rules and a robot dealer; checks that a rule is neither too hard nor too easy; tracks the main line, the hands and the error cards; when you correct an earlier play, re-judges everything after it and flags plays that became impossible; notices when phase two is stuck; and scores each hand and the whole cycle.",
        ],
      },
      {
        heading: "New Eleusis",
        paragraphs: [
          "New Eleusis is the variant with a prophet, sequences of cards, the “no play” call and sudden death that most groups play today. Its rules are on their own page (link below); the variant is chosen when the game is set up.",
        ],
      },
    ],
  },
};
