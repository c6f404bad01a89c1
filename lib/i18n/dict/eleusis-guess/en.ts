export const en = {
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
