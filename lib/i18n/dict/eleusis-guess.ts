import type { Locale } from "../locales";

const en = {
  open: "Test a guess",
  close: "Close the guess tester",
  title: "Test a guess",
  hint: "Type the rule you think it is, in the rule language. It is checked against the cards on the table only (main line, sidelines, cards the dealer placed, hands shown) — never against the sealed rule — and it is not saved in the game.",
  label: "I think the rule is",
  example: "e.g. card.color != prev.color",
  empty: "Type a guess to test it.",
  at: (line: number, column: number) => `Line ${line}, column ${column}`,
  fits: (n: number) => `Fits every card so far (${n} ${n === 1 ? "play" : "plays"} checked). Keep it here: each new play is checked too.`,
  noCards: "No card has been played yet: every guess fits.",
  disagrees: (play: number) => `Does not fit play #${play}.`,
  guessSaysRight: "Your guess says right; the table said wrong.",
  guessSaysWrong: "Your guess says wrong; the table said right.",
  wholePlay: "the whole play",
  noPlayRight: "The table said “no play” was right, but your guess would accept this card from the shown hand.",
  noPlayWrong: "The table said “no play” was wrong, but your guess accepts no card of the shown hand.",
  card: "Card",
};
export type EleusisGuessDict = typeof en;

const ru: EleusisGuessDict = {
  open: "Проверить догадку",
  close: "Закрыть проверку догадки",
  title: "Проверить догадку",
  hint: "Напишите правило, которое вы подозреваете, на языке правил. Оно проверяется только по картам на столе (основная линия, боковые линии, карты, выложенные ведущим, показанные руки) — никогда по запечатанному правилу — и в игре не сохраняется.",
  label: "Я думаю, правило такое",
  example: "например, card.color != prev.color",
  empty: "Напишите догадку, чтобы проверить её.",
  at: (line: number, column: number) => `Строка ${line}, позиция ${column}`,
  fits: (n: number) => `Подходит ко всем картам на столе (проверено ходов: ${n}). Оставьте её здесь: каждый новый ход тоже проверяется.`,
  noCards: "Ещё не сыграно ни одной карты: подходит любая догадка.",
  disagrees: (play: number) => `Не подходит к ходу № ${play}.`,
  guessSaysRight: "По вашей догадке — верно; стол сказал: неверно.",
  guessSaysWrong: "По вашей догадке — неверно; стол сказал: верно.",
  wholePlay: "весь ход",
  noPlayRight: "Стол признал «нечем ходить» верным, а ваша догадка приняла бы эту карту из показанной руки.",
  noPlayWrong: "Стол признал «нечем ходить» неверным, а ваша догадка не принимает ни одной карты показанной руки.",
  card: "Карта",
};

export const eleusisGuess: Record<Locale, EleusisGuessDict> = { ru, en };
