/**
 * Published Eleusis rule banks and their statements in our rule language (a coverage study of the rule
 * language, brought to the sources' current versions).
 * Each entry: where the rule comes from, its published wording, and our translation (null if it cannot be
 * stated, with `why`). Only the wording is quoted; the sources' code was read, not copied.
 *
 * Sources, as read (SOURCES below: repository, file, the snapshot's commit and the file's last commit):
 * lfaucon/eleusis src/rules.js (139 rules), scalefreegan/new-eleusis src/engine/ai/rules.ts (41),
 * Whamp/eleusis-llm-benchmark rules.json (26), kercos/Eleusisbot autorule.py (10): 216 rules, all 216 stated.
 * Not counted among the 216, but translated too: lfaucon's unexported French list (LFAUCON_FRENCH), the drafts
 * in a comment of kercos (KERCOS_DRAFTS), and rules the sources published before and have since dropped
 * (RETIRED: Whamp's 74-rule file of January 2026, lfaucon's French list of December 2020).
 *
 * Conventions used in the translations:
 * - the sources' "history" / "mainline" / "sequence" = our `line` (accepted cards, starter included), so
 *   their `history.length` / `len(mainline)` = our `count`;
 * - "if there is no previous card / fewer than two cards, accept" needs no code: a rule that looks at a
 *   card that does not exist yet accepts (docs/rules.md#eleusis-checker);
 * - our starter is dealt and counts as a correct play; it is never judged (docs/rules.md#eleusis-secret-rule).
 *   What a source asks of the first card of an empty line ("only Ace can start") has no counterpart; where a
 *   wording says it, the entry's note says so, and the rest of the rule is stated;
 * - where a source's code and its wording disagree, the wording is translated (noted per entry), except
 *   where the wording can be read the code's way or states the opposite of the code: there `rule` is what
 *   the code judges and `wordingRule` keeps the wording's reading (lfaucon medium-21…25, hard-31…34, hard-40,
 *   scalefreegan zigzag-ranks, kercos PLUS_ONE_PLUS_TWO; `tests/unit/eleusis/rule-bank.test.ts` judges
 *   each against a restatement of its source's code);
 * - suits: our `.suit.index` numbers clubs 0, diamonds 1, hearts 2, spades 3; a source's own numbering is
 *   written out with `if … then … else` so it can be read against the source.
 */

/** [layout oldest first, card played, expected verdict, last play accepted (default true)] */
export type BankCase = [string, string, boolean, boolean?];

export const SOURCE_IDS = ["lfaucon", "scalefreegan", "whamp", "kercos"] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

export type BankSource = {
  /** owner/name on GitHub */
  repo: string;
  /** the file that publishes the rules */
  path: string;
  /** the newest commit of the repository when it was read, and its date */
  commit: string;
  date: string;
  /** the last commit that changed `path`, and its date */
  fileCommit: string;
  fileDate: string;
  /** how many rules the file publishes at that commit */
  rules: number;
};

export const SOURCES: Readonly<Record<SourceId, BankSource>> = {
  lfaucon: {
    repo: "lfaucon/eleusis",
    path: "src/rules.js",
    commit: "5bc4ff48a99f941c3d9858d96e5cc03d31dd77a1",
    date: "2024-08-18",
    fileCommit: "5bc4ff48a99f941c3d9858d96e5cc03d31dd77a1",
    fileDate: "2024-08-18",
    rules: 139,
  },
  scalefreegan: {
    repo: "scalefreegan/new-eleusis",
    path: "src/engine/ai/rules.ts",
    commit: "d1b9caf4c66c328678efb636eb5642db3055f5d2",
    date: "2026-03-10",
    fileCommit: "43913b9b91fc922b8b6fd35e4ee66da64fbad356",
    fileDate: "2026-03-08",
    rules: 41,
  },
  whamp: {
    repo: "Whamp/eleusis-llm-benchmark",
    path: "rules.json",
    commit: "2224118a9433801753c7af1e2a924a5406e5d623",
    date: "2026-08-17",
    fileCommit: "24b5d48b208b5555b037c9fa756c9ccd8aeeff67",
    fileDate: "2026-01-20",
    rules: 26,
  },
  kercos: {
    repo: "kercos/Eleusisbot",
    path: "autorule.py",
    commit: "d24fdf91f420a34af102f14a41679b00d12f2a9f",
    date: "2019-09-30",
    fileCommit: "7ca95ab150dccf982a9a597f64e5fe64242e3173",
    fileDate: "2018-02-28",
    rules: 10,
  },
};

export type BankRule = {
  source: SourceId;
  /** set when the rule is not in the source's current rule list: where it is (or was) published */
  where?: string;
  name: string;
  text: string;
  rule: string | null;
  /**
   * Where the source's wording reads otherwise than its code judges: the wording's reading (the `rule` is
   * the code's), with the difference in `note`.
   */
  wordingRule?: string;
  why?: string;
  note?: string;
  cases?: BankCase[];
};

const PI = "31415926535897932384626433832795028841971693993751058209749445923078164062862089986280348253421170679";
const UP_DOWN = "the source's code has the directions the other way round (red → decrease); the wording is translated";

export const RULE_BANK: readonly BankRule[] = [
  // ---- lfaucon/eleusis src/rules.js: easy (39) ----
  { source: "lfaucon", name: "easy-1", text: "Accept only Red cards", rule: "card.red" },
  { source: "lfaucon", name: "easy-2", text: "Accept only Black cards", rule: "card.black" },
  { source: "lfaucon", name: "easy-3", text: "Accept only Figures", rule: "card.face" },
  { source: "lfaucon", name: "easy-4", text: "Accept only Numbers", rule: "not card.face" },
  { source: "lfaucon", name: "easy-5", text: "Play only cards above 4", rule: "card.value > 4", cases: [["2♣", "5♠", true], ["2♣", "4♠", false]] },
  { source: "lfaucon", name: "easy-6", text: "Play only cards above 5", rule: "card.value > 5" },
  { source: "lfaucon", name: "easy-7", text: "Play only cards above 6", rule: "card.value > 6" },
  { source: "lfaucon", name: "easy-8", text: "Play only cards above 7", rule: "card.value > 7" },
  { source: "lfaucon", name: "easy-9", text: "Play only cards above 8", rule: "card.value > 8" },
  { source: "lfaucon", name: "easy-10", text: "Play only cards above 9", rule: "card.value > 9" },
  { source: "lfaucon", name: "easy-11", text: "Play only cards below 4", rule: "card.value < 4", cases: [["2♣", "3♠", true], ["2♣", "4♠", false]] },
  { source: "lfaucon", name: "easy-12", text: "Play only cards below 5", rule: "card.value < 5" },
  { source: "lfaucon", name: "easy-13", text: "Play only cards below 6", rule: "card.value < 6" },
  { source: "lfaucon", name: "easy-14", text: "Play only cards below 7", rule: "card.value < 7" },
  { source: "lfaucon", name: "easy-15", text: "Play only cards below 8", rule: "card.value < 8" },
  { source: "lfaucon", name: "easy-16", text: "Play only cards below 9", rule: "card.value < 9" },
  { source: "lfaucon", name: "easy-17", text: "Accept only Heart and Spade", rule: "card.suit in [hearts, spades]" },
  { source: "lfaucon", name: "easy-18", text: "Accept only Diamond and Spade", rule: "card.suit in [diamonds, spades]" },
  { source: "lfaucon", name: "easy-19", text: "Accept only Diamond and Clubs", rule: "card.suit in [diamonds, clubs]" },
  { source: "lfaucon", name: "easy-20", text: "Accept only Heart and Clubs", rule: "card.suit in [hearts, clubs]" },
  { source: "lfaucon", name: "easy-21", text: "Accept only Hearts", rule: "card.suit == hearts" },
  { source: "lfaucon", name: "easy-22", text: "Accept only Spades", rule: "card.suit == spades" },
  { source: "lfaucon", name: "easy-23", text: "Accept only Clubs", rule: "card.suit == clubs" },
  { source: "lfaucon", name: "easy-24", text: "Accept only Diamonds", rule: "card.suit == diamonds" },
  { source: "lfaucon", name: "easy-25", text: "Accept only values that are square numbers", rule: "card.value in [1, 4, 9]", cases: [["2♣", "A♠", true], ["2♣", "9♠", true], ["2♣", "8♠", false]] },
  { source: "lfaucon", name: "easy-26", text: "Accept only values that are prime numbers", rule: "card.prime", cases: [["2♣", "J♠", true], ["2♣", "A♠", false]] },
  { source: "lfaucon", name: "easy-27", text: "Accept only values that are not prime numbers", rule: "not card.prime" },
  { source: "lfaucon", name: "easy-28", text: "Accept only Red Figures or Black Numbers", rule: "card.red == card.face", cases: [["2♣", "Q♥", true], ["2♣", "9♠", true], ["2♣", "9♥", false]] },
  { source: "lfaucon", name: "easy-29", text: "Accept only Black Figures or Red Numbers", rule: "card.black == card.face" },
  { source: "lfaucon", name: "easy-30", text: "Accept only even values", rule: "card.even" },
  { source: "lfaucon", name: "easy-31", text: "Accept only odd values", rule: "card.odd" },
  { source: "lfaucon", name: "easy-32", text: "Accept only multiples of 3", rule: "card.value mod 3 == 0" },
  { source: "lfaucon", name: "easy-33", text: "Accept only values that are 1 plus a multiple of 3", rule: "card.value mod 3 == 1", cases: [["2♣", "A♠", true], ["2♣", "K♠", true], ["2♣", "Q♠", false]] },
  { source: "lfaucon", name: "easy-34", text: "Accept only multiples of 4", rule: "card.value mod 4 == 0" },
  { source: "lfaucon", name: "easy-35", text: "Accept only values that are 1 plus a multiple of 4", rule: "card.value mod 4 == 1" },
  { source: "lfaucon", name: "easy-36", text: "Accept only even red and odd black cards", rule: "card.even == card.red" },
  { source: "lfaucon", name: "easy-37", text: "Accept only odd red and even black cards", rule: "card.odd == card.red" },
  { source: "lfaucon", name: "easy-38", text: "Accept only red prime or black not-prime", rule: "card.prime == card.red" },
  { source: "lfaucon", name: "easy-39", text: "Accept only red not-prime or black prime", rule: "card.prime == card.black" },
  // ---- lfaucon/eleusis src/rules.js: medium (60) ----
  { source: "lfaucon", name: "medium-1", text: "Alternate Red and Black", rule: "card.red != prev.red" },
  { source: "lfaucon", name: "medium-2", text: "Difference between consecutive cards must be 2 or more", rule: "abs(card.value - prev.value) >= 2", cases: [["5♣", "7♠", true], ["5♣", "4♠", false]] },
  { source: "lfaucon", name: "medium-3", text: "Difference between consecutive cards must be 3 or more", rule: "abs(card.value - prev.value) >= 3" },
  { source: "lfaucon", name: "medium-4", text: "Difference between consecutive cards must be 4 or more", rule: "abs(card.value - prev.value) >= 4" },
  { source: "lfaucon", name: "medium-5", text: "Difference between consecutive cards must be 5 or more", rule: "abs(card.value - prev.value) >= 5" },
  { source: "lfaucon", name: "medium-6", text: "Difference between consecutive cards must be 1 or less", rule: "abs(card.value - prev.value) <= 1", cases: [["5♣", "5♠", true], ["5♣", "4♠", true], ["5♣", "7♠", false]] },
  { source: "lfaucon", name: "medium-7", text: "Difference between consecutive cards must be 2 or less", rule: "abs(card.value - prev.value) <= 2" },
  { source: "lfaucon", name: "medium-8", text: "Difference between consecutive cards must be 3 or less", rule: "abs(card.value - prev.value) <= 3" },
  { source: "lfaucon", name: "medium-9", text: "Difference between consecutive cards must be 4 or less", rule: "abs(card.value - prev.value) <= 4" },
  { source: "lfaucon", name: "medium-10", text: "Difference between consecutive cards must be 5 or less", rule: "abs(card.value - prev.value) <= 5" },
  { source: "lfaucon", name: "medium-11", text: "Difference between consecutive cards must be exactly 1", rule: "abs(card.value - prev.value) == 1", cases: [["K♣", "A♠", false], ["K♣", "Q♠", true]] },
  { source: "lfaucon", name: "medium-12", text: "Difference between consecutive cards must be exactly 2", rule: "abs(card.value - prev.value) == 2" },
  { source: "lfaucon", name: "medium-13", text: "Difference between consecutive cards must be exactly 3", rule: "abs(card.value - prev.value) == 3" },
  { source: "lfaucon", name: "medium-14", text: "Alternate strictly above and below 5", rule: "(card.value > 5) != (prev.value > 5)", cases: [["5♣", "6♠", true], ["6♣", "7♠", false]] },
  { source: "lfaucon", name: "medium-15", text: "Alternate strictly above and below 6", rule: "(card.value > 6) != (prev.value > 6)" },
  { source: "lfaucon", name: "medium-16", text: "Alternate strictly above and below 7", rule: "(card.value > 7) != (prev.value > 7)" },
  { source: "lfaucon", name: "medium-17", text: "Alternate strictly above and below 8", rule: "(card.value > 8) != (prev.value > 8)" },
  { source: "lfaucon", name: "medium-18", text: "Alternate strictly above and below 9", rule: "(card.value > 9) != (prev.value > 9)" },
  { source: "lfaucon", name: "medium-19", text: "Alternate even and odd values", rule: "card.even != prev.even" },
  { source: "lfaucon", name: "medium-20", text: "Same Symbol or same value", rule: "card.suit == prev.suit or card.value == prev.value" },
  { source: "lfaucon", name: "medium-21", text: "Always same Symbol unless after a Figure", rule: "if prev.face then card.suit != prev.suit else card.suit == prev.suit", wordingRule: "prev.face or card.suit == prev.suit", note: "the source's code reads \"unless\" as exclusive: after a figure the symbol must change; the wording also reads as only lifting the demand (wordingRule)", cases: [["Q♣", "5♠", true], ["Q♣", "5♣", false], ["4♣", "5♠", false], ["4♣", "5♣", true]] },
  { source: "lfaucon", name: "medium-22", text: "Always same Symbol unless playing a Figure", rule: "if card.face then card.suit != prev.suit else card.suit == prev.suit", wordingRule: "card.face or card.suit == prev.suit", note: "as medium-21", cases: [["4♣", "Q♠", true], ["4♣", "Q♣", false], ["4♣", "5♣", true], ["4♣", "5♠", false]] },
  { source: "lfaucon", name: "medium-23", text: "Always same Symbol unless playing a odd", rule: "if card.odd then card.suit != prev.suit else card.suit == prev.suit", wordingRule: "card.odd or card.suit == prev.suit", note: "as medium-21" },
  { source: "lfaucon", name: "medium-24", text: "Always same Symbol unless playing a even", rule: "if card.even then card.suit != prev.suit else card.suit == prev.suit", wordingRule: "card.even or card.suit == prev.suit", note: "as medium-21" },
  { source: "lfaucon", name: "medium-25", text: "Always same Symbol unless playing a multiple of 3", rule: "if card.value mod 3 == 0 then card.suit != prev.suit else card.suit == prev.suit", wordingRule: "card.value mod 3 == 0 or card.suit == prev.suit", note: "as medium-21" },
  { source: "lfaucon", name: "medium-26", text: "Always same Symbol unless changing color", rule: "card.color != prev.color or card.suit == prev.suit" },
  { source: "lfaucon", name: "medium-27", text: "Always change Symbol and value", rule: "card.suit != prev.suit and card.value != prev.value" },
  { source: "lfaucon", name: "medium-28", text: "Always change Symbol", rule: "card.suit != prev.suit" },
  { source: "lfaucon", name: "medium-29", text: "Alternate Figures and Numbers", rule: "card.face != prev.face" },
  { source: "lfaucon", name: "medium-30", text: "No two odds in a row", rule: "not (card.odd and prev.odd)" },
  { source: "lfaucon", name: "medium-31", text: "No two evens in a row", rule: "not (card.even and prev.even)" },
  { source: "lfaucon", name: "medium-32", text: "No two multiples of three in a row", rule: "card.value mod 3 != 0 or prev.value mod 3 != 0" },
  { source: "lfaucon", name: "medium-33", text: "No two Figures in a row", rule: "not (card.face and prev.face)" },
  { source: "lfaucon", name: "medium-34", text: "No two Numbers in a row", rule: "card.face or prev.face" },
  { source: "lfaucon", name: "medium-35", text: "No two Red in a row", rule: "not (card.red and prev.red)" },
  { source: "lfaucon", name: "medium-36", text: "No two Black in a row", rule: "not (card.black and prev.black)" },
  { source: "lfaucon", name: "medium-37", text: "Lower value or play a Figures", rule: "card.face or card.value < prev.value" },
  { source: "lfaucon", name: "medium-38", text: "Increase value or play an Ace", rule: "card.value == A or card.value > prev.value", cases: [["K♣", "A♠", true], ["K♣", "2♠", false], ["5♣", "6♠", true]] },
  { source: "lfaucon", name: "medium-39", text: "Strictly increase value", rule: "card.value > prev.value" },
  { source: "lfaucon", name: "medium-40", text: "Strictly decrease value", rule: "card.value < prev.value" },
  { source: "lfaucon", name: "medium-41", text: "Do not decrease value", rule: "card.value >= prev.value" },
  { source: "lfaucon", name: "medium-42", text: "Do not increase value", rule: "card.value <= prev.value" },
  { source: "lfaucon", name: "medium-43", text: "After red play odd, after black play even", rule: "card.odd == prev.red" },
  { source: "lfaucon", name: "medium-44", text: "After red play even, after black play odd", rule: "card.even == prev.red" },
  { source: "lfaucon", name: "medium-45", text: "After odd play red, after even play black", rule: "card.red == prev.odd" },
  { source: "lfaucon", name: "medium-46", text: "After even play red, after odd play black", rule: "card.red == prev.even" },
  { source: "lfaucon", name: "medium-47", text: "If playing red increase, else decrease or equal", rule: "if card.red then card.value > prev.value else card.value <= prev.value", note: UP_DOWN, cases: [["5♣", "6♥", true], ["5♣", "5♥", false], ["5♣", "5♠", true], ["5♣", "6♠", false]] },
  { source: "lfaucon", name: "medium-48", text: "If playing black increase, else decrease or equal", rule: "if card.black then card.value > prev.value else card.value <= prev.value", note: UP_DOWN },
  { source: "lfaucon", name: "medium-49", text: "If playing red decrease, else increase or equal", rule: "if card.red then card.value < prev.value else card.value >= prev.value", note: UP_DOWN },
  { source: "lfaucon", name: "medium-50", text: "If playing black decrease, else increase or equal", rule: "if card.black then card.value < prev.value else card.value >= prev.value", note: UP_DOWN },
  { source: "lfaucon", name: "medium-51", text: "After red increase, else decrease or equal", rule: "if prev.red then card.value > prev.value else card.value <= prev.value", note: UP_DOWN },
  { source: "lfaucon", name: "medium-52", text: "After black increase, else decrease or equal", rule: "if prev.black then card.value > prev.value else card.value <= prev.value", note: UP_DOWN },
  { source: "lfaucon", name: "medium-53", text: "After red decrease, else increase or equal", rule: "if prev.red then card.value < prev.value else card.value >= prev.value", note: UP_DOWN },
  { source: "lfaucon", name: "medium-54", text: "After black decrease, else increase or equal", rule: "if prev.black then card.value < prev.value else card.value >= prev.value", note: UP_DOWN },
  { source: "lfaucon", name: "medium-55", text: "Alternate (Heart and Spade) and not", rule: "(card.suit in [hearts, spades]) != (prev.suit in [hearts, spades])" },
  { source: "lfaucon", name: "medium-56", text: "Alternate (Heart and Clubs) and not", rule: "(card.suit in [hearts, clubs]) != (prev.suit in [hearts, clubs])", cases: [["5♥", "2♠", true], ["5♥", "2♣", false]] },
  { source: "lfaucon", name: "medium-57", text: "Alternate (Diamond and Spade) and not", rule: "(card.suit in [diamonds, spades]) != (prev.suit in [diamonds, spades])" },
  { source: "lfaucon", name: "medium-58", text: "Alternate (Diamond and Clubs) and not", rule: "(card.suit in [diamonds, clubs]) != (prev.suit in [diamonds, clubs])" },
  { source: "lfaucon", name: "medium-59", text: "Sum of consecutive values must be prime", rule: "(card.value + prev.value).prime", note: "the source's code reads the card's own last character as the previous card, so it tests the card's value minus 1; the wording is translated", cases: [["6♣", "5♠", true], ["6♣", "8♠", false], ["Q♣", "J♠", true]] },
  { source: "lfaucon", name: "medium-60", text: "The last two cards must be coprime", rule: "not any(q in [2, 3, 5, 7, 11, 13]: card.value mod q == 0 and prev.value mod q == 0)", cases: [["6♣", "9♠", false], ["6♣", "7♠", true], ["A♣", "Q♠", true]] },
  // ---- lfaucon/eleusis src/rules.js: hard (40) ----
  { source: "lfaucon", name: "hard-1", text: "Accept at most 2 cards for each symbol", rule: "count(c in line: c.suit == card.suit) < 2", cases: [["5♥ 6♣ 7♥", "2♥", false], ["5♥ 6♣ 7♥", "2♣", true]] },
  { source: "lfaucon", name: "hard-2", text: "Accept at most 3 cards for each symbol", rule: "count(c in line: c.suit == card.suit) < 3" },
  { source: "lfaucon", name: "hard-3", text: "Accept at most 2 cards for each parity", rule: "count(c in line: c.even == card.even) < 2", cases: [["5♥ 6♣ 7♥", "9♠", false], ["5♥ 6♣ 7♥", "8♠", true]] },
  { source: "lfaucon", name: "hard-4", text: "Accept at most 3 cards for each parity", rule: "count(c in line: c.even == card.even) < 3" },
  { source: "lfaucon", name: "hard-5", text: "Accept at most 4 cards for each parity", rule: "count(c in line: c.even == card.even) < 4" },
  { source: "lfaucon", name: "hard-6", text: "Accept 5 cards then reject everything", rule: "count < 5" },
  { source: "lfaucon", name: "hard-7", text: "Accept 6 cards then reject everything", rule: "count < 6" },
  { source: "lfaucon", name: "hard-8", text: "Accept 7 cards then reject everything", rule: "count < 7" },
  { source: "lfaucon", name: "hard-9", text: "Accept 8 cards then reject everything", rule: "count < 8" },
  { source: "lfaucon", name: "hard-10", text: "Accept 9 cards then reject everything", rule: "count < 9" },
  { source: "lfaucon", name: "hard-11", text: "Accept 10 cards then reject everything", rule: "count < 10" },
  { source: "lfaucon", name: "hard-12", text: "Sum of all card must be exactly equal to 42, then reject", rule: "sum(line) + card.value <= 42", note: "the total climbs to 42 and nothing is accepted after it, as the source's code reads it", cases: [["K♣ K♠ 10♦", "6♥", true], ["K♣ K♠ 10♦", "7♥", false], ["K♣ K♠ 10♦ 6♥", "A♥", false]] },
  { source: "lfaucon", name: "hard-13", text: "Same parity as the number of Red cards.", rule: "card.value mod 2 == count(c in line: c.red) mod 2", cases: [["2♥ 3♠ 4♦", "6♣", true], ["2♥ 3♠ 4♦", "7♣", false]] },
  { source: "lfaucon", name: "hard-14", text: "Never repeat a previous value.", rule: "not any(c in line: c.value == card.value)", cases: [["2♥ 3♠ 4♦", "3♣", false], ["2♥ 3♠ 4♦", "5♣", true]] },
  { source: "lfaucon", name: "hard-15", text: "Never repeat a previous value and only hearts.", rule: "card.suit == hearts and not any(c in line: c.value == card.value)", cases: [["2♥ 3♥", "3♥", false], ["2♥ 3♥", "5♥", true], ["2♥ 3♥", "5♣", false]] },
  { source: "lfaucon", name: "hard-16", text: "Never repeat a previous value and only spade.", rule: "card.suit == spades and not any(c in line: c.value == card.value)" },
  { source: "lfaucon", name: "hard-17", text: "Never repeat a previous value and only clubs.", rule: "card.suit == clubs and not any(c in line: c.value == card.value)" },
  { source: "lfaucon", name: "hard-18", text: "Never repeat a previous value and only diamond.", rule: "card.suit == diamonds and not any(c in line: c.value == card.value)" },
  { source: "lfaucon", name: "hard-19", text: "Every other card must have the same Symbol as previous card", rule: "count mod 2 == 0 or card.suit == prev.suit" },
  { source: "lfaucon", name: "hard-20", text: "Only every third card can and must change the Symbol", rule: "(count mod 3 == 0) != (card.suit == prev.suit)" },
  { source: "lfaucon", name: "hard-21", text: "Every other card must have the same value as previous card", rule: "count mod 2 == 0 or card.value == prev.value" },
  { source: "lfaucon", name: "hard-22", text: "Every other card must be Heart", rule: "count mod 2 == 0 or card.suit == hearts" },
  { source: "lfaucon", name: "hard-23", text: "Every other card must be Spade", rule: "count mod 2 == 0 or card.suit == spades" },
  { source: "lfaucon", name: "hard-24", text: "Every other card must be Club", rule: "count mod 2 == 0 or card.suit == clubs" },
  { source: "lfaucon", name: "hard-25", text: "Every other card must be Diamond", rule: "count mod 2 == 0 or card.suit == diamonds" },
  { source: "lfaucon", name: "hard-26", text: "Every other card must be the same value as the previous card", rule: "count mod 2 == 0 or card.value == prev.value", note: "the same rule as hard-21, listed twice by the source" },
  { source: "lfaucon", name: "hard-27", text: "Cards must cycle 1,2,3 modulo 3", rule: "card.value mod 3 == (count + 1) mod 3", note: "the starter is the 1", cases: [["A♣", "5♠", true], ["A♣ 5♠", "6♦", true], ["A♣ 5♠", "7♦", false]] },
  { source: "lfaucon", name: "hard-28", text: "Cards must cycle 1,2,3,4 modulo 4", rule: "card.value mod 4 == (count + 1) mod 4" },
  { source: "lfaucon", name: "hard-29", text: "Cards must cycle 1,2,3,4,5 modulo 5", rule: "card.value mod 5 == (count + 1) mod 5", cases: [["A♣ 2♠ 3♦ 4♥", "10♠", true], ["A♣ 2♠ 3♦ 4♥", "5♠", true], ["A♣ 2♠ 3♦ 4♥", "6♠", false]] },
  { source: "lfaucon", name: "hard-30", text: "Cards values must match the decimals of Pi", rule: `count < ${PI.length} and card.value == [${PI.split("").join(", ")}][count]`, note: `the starter is the 3; past the ${PI.length} digits the source writes, it rejects, and so does the guard`, cases: [["3♣", "A♠", true], ["3♣ A♠", "4♦", true], ["3♣ A♠", "5♦", false]] },
  { source: "lfaucon", name: "hard-31", text: "Play a figure only when the position in sequence is prime", rule: "card.face == (count + 1 <= 97 and (count + 1).prime)", wordingRule: "not card.face or (count + 1).prime", note: "the source's code demands both directions: a figure at every prime position and only there (its primes stop at 97, so past it no figure); the wording states one direction (wordingRule)", cases: [["2♣", "Q♠", true], ["2♣", "5♠", false], ["2♣ 3♣ 4♣", "Q♠", false], ["2♣ 3♣ 4♣", "5♠", true]] },
  { source: "lfaucon", name: "hard-32", text: "Play a number only when the position in sequence is prime", rule: "card.face != (count + 1 <= 97 and (count + 1).prime)", wordingRule: "card.face or (count + 1).prime", note: "as hard-31" },
  { source: "lfaucon", name: "hard-33", text: "Play a red only when the position in sequence is prime", rule: "card.red == (count + 1 <= 97 and (count + 1).prime)", wordingRule: "not card.red or (count + 1).prime", note: "as hard-31" },
  { source: "lfaucon", name: "hard-34", text: "Play a black only when the position in sequence is prime", rule: "card.black == (count + 1 <= 97 and (count + 1).prime)", wordingRule: "not card.black or (count + 1).prime", note: "as hard-31" },
  { source: "lfaucon", name: "hard-35", text: "Card value cannot be more than the number of accepted card plus 1", rule: "card.value <= count + 1" },
  { source: "lfaucon", name: "hard-36", text: "Card value cannot be less than the number of accepted card", rule: "card.value >= count", note: "the source's code also rejects a value equal to the number; the wording is translated", cases: [["2♣ 3♣ 4♣", "3♠", true], ["2♣ 3♣ 4♣", "2♠", false]] },
  { source: "lfaucon", name: "hard-37", text: "Play a card among the symbols which have the least cards", rule: "all(s in [clubs, diamonds, hearts, spades]: count(c in line: c.suit == s) >= count(c in line: c.suit == card.suit))", cases: [["5♥ 6♣ 7♠", "2♦", true], ["5♥ 6♣ 7♠", "2♥", false], ["5♥ 6♣ 7♠ 8♦", "2♥", true]] },
  { source: "lfaucon", name: "hard-38", text: "Match Fibnonacci sequence modulo 13", rule: "card.value mod 13 == (prev.value + prev2.value) mod 13", cases: [["5♣ 8♣", "K♠", true], ["8♣ K♣", "8♠", true], ["8♣ K♣", "9♠", false]] },
  { source: "lfaucon", name: "hard-39", text: "Match Fibnonacci sequence modulo 13, starting with 1,1,...", rule: "if count < 2 then card.value == A else card.value mod 13 == (prev.value + prev2.value) mod 13", note: "the source also wants the first card to be an Ace; our starter is dealt", cases: [["A♣", "A♠", true], ["A♣", "2♠", false], ["A♣ A♠", "2♦", true]] },
  { source: "lfaucon", name: "hard-40", text: "1 Red, 2 Black, 3 Red, 4 Black, ...", rule: "card.red == (count(t in [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78, 91, 105, 120, 136]: t <= count) mod 2 == 1)", wordingRule: "card.red == (count(t in [1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78, 91, 105, 120, 136]: t <= count) mod 2 == 0)", note: "runs of 1, 2, 3 … cards starting at the triangular positions 1, 3, 6 …; the source's code makes the first run (the starter's place) black, then 2 red, 3 black …: the opposite colours of its wording, which the wordingRule keeps (the starter the first red)", cases: [["5♥", "2♠", false], ["5♥", "2♥", true], ["5♥ 6♣", "2♥", true], ["5♥ 6♣ 7♠", "2♣", true], ["5♥ 6♣ 7♠ 8♦ 9♥ 10♦", "2♦", true], ["5♥ 6♣ 7♠ 8♦ 9♥ 10♦", "2♣", false]] },
  // ---- scalefreegan/new-eleusis src/engine/ai/rules.ts (41) ----
  { source: "scalefreegan", name: "alternating-colors", text: "Alternate between red and black cards", rule: "card.color != prev.color" },
  { source: "scalefreegan", name: "same-color", text: "All cards must be the same color", rule: "card.color == prev.color" },
  { source: "scalefreegan", name: "same-suit", text: "All cards must be the same suit", rule: "card.suit == prev.suit" },
  { source: "scalefreegan", name: "only-red", text: "Only red cards allowed", rule: "card.red" },
  { source: "scalefreegan", name: "only-black", text: "Only black cards allowed", rule: "card.black" },
  { source: "scalefreegan", name: "only-even", text: "Only even rank values allowed", rule: "card.even" },
  { source: "scalefreegan", name: "only-odd", text: "Only odd rank values allowed", rule: "card.odd" },
  { source: "scalefreegan", name: "no-face-cards", text: "Face cards (J, Q, K) not allowed", rule: "not card.face" },
  { source: "scalefreegan", name: "only-face-cards", text: "Only face cards (J, Q, K) allowed", rule: "card.face" },
  { source: "scalefreegan", name: "same-rank", text: "All cards must have the same rank", rule: "card.value == prev.value" },
  { source: "scalefreegan", name: "ascending-rank", text: "Each card must have a higher rank than the last", rule: "card.value > prev.value" },
  { source: "scalefreegan", name: "descending-rank", text: "Each card must have a lower rank than the last", rule: "card.value < prev.value" },
  { source: "scalefreegan", name: "same-suit-or-same-rank", text: "Card must match either suit or rank", rule: "card.suit == prev.suit or card.value == prev.value" },
  { source: "scalefreegan", name: "alternating-even-odd", text: "Alternate between even and odd rank values", rule: "card.even != prev.even" },
  { source: "scalefreegan", name: "adjacent-ranks", text: "Rank must be within 1 of the previous card", rule: "abs(card.value - prev.value) <= 1", note: "the source's code (and the rule's name) wants exactly 1 apart; \"within 1\" also admits the same rank; the wording is translated", cases: [["5♣", "6♠", true], ["5♣", "5♠", true], ["5♣", "7♠", false]] },
  { source: "scalefreegan", name: "higher-than-7", text: "Only cards with rank value higher than 7", rule: "card.value > 7" },
  { source: "scalefreegan", name: "lower-than-7", text: "Only cards with rank value lower than 7", rule: "card.value < 7" },
  { source: "scalefreegan", name: "rank-sum-even", text: "Sum of last card and new card ranks must be even", rule: "(prev.value + card.value).even" },
  { source: "scalefreegan", name: "rank-sum-odd", text: "Sum of last card and new card ranks must be odd", rule: "(prev.value + card.value).odd" },
  { source: "scalefreegan", name: "alternating-suit", text: "Suit must be different from the previous card", rule: "card.suit != prev.suit" },
  { source: "scalefreegan", name: "rank-divisible-by-3", text: "Rank value must be divisible by 3", rule: "card.value mod 3 == 0" },
  { source: "scalefreegan", name: "prime-ranks-only", text: "Only prime number ranks (2, 3, 5, 7, 11, 13)", rule: "card.prime" },
  { source: "scalefreegan", name: "red-ascending-black-descending", text: "Red cards must ascend, black cards must descend", rule: "if card.red then card.value > prev.value else card.value < prev.value" },
  { source: "scalefreegan", name: "fibonacci-sequence", text: "Ranks must follow Fibonacci pattern (1,2,3,5,8,13)", rule: "any(i in [0, 1, 2, 3, 4]: [1, 2, 3, 5, 8][i] == prev.value and [2, 3, 5, 8, 13][i] == card.value)", cases: [["5♣", "8♠", true], ["8♣", "K♠", true], ["K♣", "A♠", false], ["4♣", "5♠", false]] },
  { source: "scalefreegan", name: "suit-rotation", text: "Suits must rotate in order: hearts, diamonds, clubs, spades", rule: "card.suit == (if prev.suit == hearts then diamonds else if prev.suit == diamonds then clubs else if prev.suit == clubs then spades else hearts)", cases: [["5♥", "2♦", true], ["5♠", "2♥", true], ["5♣", "2♦", false]] },
  { source: "scalefreegan", name: "rank-difference-equals-3", text: "Absolute difference between ranks must equal 3", rule: "abs(card.value - prev.value) == 3" },
  { source: "scalefreegan", name: "matching-parity-different-color", text: "Same even/odd parity but different color", rule: "card.even == prev.even and card.color != prev.color" },
  { source: "scalefreegan", name: "opposite-parity-same-color", text: "Opposite even/odd parity and same color", rule: "card.even != prev.even and card.color == prev.color" },
  { source: "scalefreegan", name: "rank-product-less-than-20", text: "Product of both rank values must be less than 20", rule: "prev.value * card.value < 20" },
  { source: "scalefreegan", name: "alternating-red-black-faces", text: "Alternating colors, but only face cards allowed", rule: "card.color != prev.color and card.face" },
  { source: "scalefreegan", name: "hearts-or-even-clubs", text: "Hearts allowed, or clubs with even rank", rule: "card.suit == hearts or card.suit == clubs and card.even" },
  { source: "scalefreegan", name: "spades-ascending-others-descending", text: "Spades must ascend in rank, all others must descend", rule: "if card.suit == spades then card.value > prev.value else card.value < prev.value" },
  { source: "scalefreegan", name: "rank-modulo-suit-count", text: "Rank value modulo 4 equals suit index (S=0, H=1, D=2, C=3)", rule: "card.value mod 4 == (if card.suit == spades then 0 else if card.suit == hearts then 1 else if card.suit == diamonds then 2 else 3)", note: "the source numbered the suits H=0, D=1, C=2, S=3 until its commit 43913b9 (2026-03-08)", cases: [["2♣", "4♠", true], ["2♣", "7♠", false], ["2♣", "5♥", true], ["2♣", "4♥", false], ["2♣", "6♦", true], ["2♣", "5♦", false], ["2♣", "7♣", true], ["2♣", "6♣", false]] },
  { source: "scalefreegan", name: "same-color-or-adjacent-rank", text: "Must have same color OR adjacent rank (not both)", rule: "(card.color == prev.color) != (abs(card.value - prev.value) == 1)" },
  { source: "scalefreegan", name: "low-red-high-black", text: "Red cards must be 7 or lower, black cards must be 8 or higher", rule: "if card.red then card.low else card.high" },
  { source: "scalefreegan", name: "power-of-2-or-face", text: "Rank must be a power of 2 (2, 4, 8) or a face card", rule: "card.value in [2, 4, 8] or card.face" },
  { source: "scalefreegan", name: "composite-rank-only", text: "Only composite numbers (4, 6, 8, 9, 10, 12)", rule: "card.value in [4, 6, 8, 9, 10, 12]" },
  { source: "scalefreegan", name: "alternating-high-low", text: "Alternate between high (8+) and low (7-) ranks", rule: "card.high != prev.high" },
  { source: "scalefreegan", name: "sum-divisible-by-5", text: "Sum of both rank values must be divisible by 5", rule: "(prev.value + card.value) mod 5 == 0" },
  { source: "scalefreegan", name: "wrapping-adjacent", text: "Adjacent ranks with wrapping (K wraps to A)", rule: "step(prev, card) in [1, 12]", cases: [["K♣", "A♠", true], ["A♣", "K♠", true], ["5♣", "7♠", false]] },
  { source: "scalefreegan", name: "zigzag-ranks", text: "Ranks form zigzag: up, down, up, down pattern", rule: "if (prev.value + card.value) mod 2 == 0 then card.value > prev.value else card.value < prev.value", wordingRule: "if count mod 2 == 1 then card.value > prev.value else card.value < prev.value", note: "the source's code goes up when the two ranks' sum is even and down when it is odd (its own comment calls this a simplification, the position being unknown to it); the wording's up-down by position is kept as the wordingRule", cases: [["5♣", "7♠", true], ["5♣", "6♠", false], ["5♣", "4♠", true], ["5♣", "3♠", false], ["5♣ 7♠", "9♦", true]] },
  // ---- Whamp/eleusis-llm-benchmark rules.json (26) ----
  { source: "whamp", name: "even_ranks_only", text: "Only cards with an even rank (2,4,6,8,10,12).", rule: "card.even" },
  { source: "whamp", name: "face_cards_only", text: "Only face cards (11,12,13).", rule: "card.face" },
  { source: "whamp", name: "ranks_one_to_seven", text: "Only cards between 1 and 7 inclusive.", rule: "card.value >= 1 and card.value <= 7", cases: [["2♣", "7♠", true], ["2♣", "8♠", false]] },
  { source: "whamp", name: "ranks_five_to_nine", text: "Only cards between 5 and 9 inclusive.", rule: "card.value >= 5 and card.value <= 9", cases: [["2♣", "5♠", true], ["2♣", "9♠", true], ["2♣", "4♠", false], ["2♣", "10♠", false]] },
  { source: "whamp", name: "prime_ranks_only", text: "Only ranks that are prime numbers (2,3,5,7,11,13).", rule: "card.prime" },
  { source: "whamp", name: "only_aces", text: "Only Aces (rank 1) .", rule: "card.value == A" },
  { source: "whamp", name: "spades_only", text: "Only cards of the suit spades.", rule: "card.suit == spades" },
  { source: "whamp", name: "only_red_cards", text: "Only red cards (hearts or diamonds).", rule: "card.red" },
  { source: "whamp", name: "spades_and_diamonds_only", text: "Only spades and diamonds.", rule: "card.suit in [spades, diamonds]" },
  { source: "whamp", name: "no_spades", text: "Only hearts, clubs, and diamonds allowed. Spades are forbidden.", rule: "card.suit != spades" },
  { source: "whamp", name: "black_face_cards", text: "Only black face cards.", rule: "card.black and card.face" },
  { source: "whamp", name: "red_rank_up_to_seven", text: "Only red cards whose rank is <=7.", rule: "card.red and card.value <= 7", cases: [["2♣", "7♦", true], ["2♣", "8♦", false], ["2♣", "7♣", false]] },
  { source: "whamp", name: "face_cards_red_number_cards_black", text: "Face cards (11-13) must be red; number cards (1-10) must be black.", rule: "if card.face then card.red else card.black", cases: [["2♣", "J♥", true], ["2♣", "J♠", false], ["2♣", "10♠", true], ["2♣", "A♦", false]] },
  { source: "whamp", name: "alternating_face_number", text: "Alternate face and number cards. Any card may start the line.", rule: "card.face != prev.face" },
  { source: "whamp", name: "opposite_parity", text: "Card rank must have opposite odd/even parity to the previous card's rank. Any card may start the line.", rule: "card.even != prev.even" },
  { source: "whamp", name: "rank_non_decreasing_start_ace", text: "Each card must have a rank greater or equal to the previous card. Only Ace can start the line.", rule: "card.value >= prev.value", note: "the first card's Ace has no counterpart: our starter is dealt, never judged", cases: [["A♣", "A♠", true], ["5♣", "4♠", false]] },
  { source: "whamp", name: "alternating_colors", text: "Cards must alternate between red and black colors. Any card may start the line.", rule: "card.color != prev.color" },
  { source: "whamp", name: "different_suit", text: "The card must be of a different suit than the card just before it. Any card may start the line.", rule: "card.suit != prev.suit" },
  { source: "whamp", name: "different_suit_same_color", text: "The card must be of a different suit than but same color as the card just before it. Any card may start the line.", rule: "card.suit != prev.suit and card.color == prev.color", cases: [["5♥", "2♦", true], ["5♥", "2♥", false], ["5♥", "2♠", false]] },
  { source: "whamp", name: "cyclic_suit_order", text: "Suits must repeat in the cyclic order hearts → spades → clubs → diamonds → hearts... Any card may start the line.", rule: "card.suit == (if prev.suit == hearts then spades else if prev.suit == spades then clubs else if prev.suit == clubs then diamonds else hearts)", cases: [["5♥", "2♠", true], ["5♦", "2♥", true], ["5♥", "2♦", false]] },
  { source: "whamp", name: "alternating_groups", text: "Hearts and spades form Group A; clubs and diamonds form Group B. Alternate between groups. Any card may start the line.", rule: "(card.suit in [hearts, spades]) != (prev.suit in [hearts, spades])" },
  { source: "whamp", name: "share_color_or_parity", text: "Each card must share at least one property with the previous card: same color, or same parity. Any card may start the line.", rule: "card.color == prev.color or card.even == prev.even", cases: [["5♥", "2♦", true], ["5♥", "3♠", true], ["5♥", "2♠", false]] },
  { source: "whamp", name: "red_up_black_down", text: "If the previous card was red, rank must increase or be equal; if black, rank must decrease or be equal. Starting card must be between 5 and 9 inclusive.", rule: "if prev.red then card.value >= prev.value else card.value <= prev.value", note: "the starting card's 5 to 9 has no counterpart: our starter is dealt, never judged", cases: [["5♥", "5♣", true], ["5♥", "4♣", false], ["5♠", "4♥", true], ["5♠", "6♥", false]] },
  { source: "whamp", name: "face_card_imposes_suit", text: "Face cards imposes the suit: if a face card is played, the next card must match its suit. Otherwise, the next card must be a different suit than it.", rule: "(card.suit == prev.suit) == prev.face", cases: [["Q♥", "2♥", true], ["Q♥", "2♠", false], ["5♥", "2♥", false], ["5♥", "2♠", true]] },
  { source: "whamp", name: "paired_suits_alternating", text: "Suits must appear in pairs: card 1 and 2 same suit, cards 3 and 4 same suit (different from 1 and 2), cards 5 and 6 same suit (different from 3 and 4), etc.", rule: "if count mod 2 == 1 then card.suit == prev.suit else card.suit != prev.suit", note: "card 1 is the starter", cases: [["5♥", "2♥", true], ["5♥", "2♠", false], ["5♥ 2♥", "3♥", false], ["5♥ 2♥", "3♠", true]] },
  { source: "whamp", name: "paired_ranks_distinct", text: "Rank repeats in pairs: ranks must come in doubles: (x, x), then (y, y) with y different from x, then (z, z) with z different from y, etc.", rule: "if count mod 2 == 1 then card.value == prev.value else card.value != prev.value", note: "card 1 is the starter", cases: [["5♥", "5♠", true], ["5♥", "6♠", false], ["5♥ 5♠", "5♦", false], ["5♥ 5♠", "7♦", true]] },
  { source: "kercos", name: "ALTERNATION_COLORS", text: "Alternation of colors ([RED,] BLACK, RED, BLACK, ...).", rule: "card.color != prev.color" },
  { source: "kercos", name: "PLUS_MINUS_ONE", text: "The card played must be one more or less than the number of the last accepted card.", rule: "step(prev, card) in [1, 12]", note: "K and A count as one apart (the source's code counts around the circle; the wording does not say)", cases: [["K♣", "A♠", true], ["5♣", "4♠", true], ["5♣", "7♠", false]] },
  { source: "kercos", name: "SAME_SUIT_OR_SAME_NUMBER", text: "The card played must be either of the same suit or the same value as the last accepted card.", rule: "card.suit == prev.suit or card.value == prev.value" },
  { source: "kercos", name: "FOUR_SUITS", text: "First 4 cards should be of different suits, and the sequence should repeat thereafter.", rule: "if count < 4 then not any(c in line: c.suit == card.suit) else card.suit == line[count mod 4].suit", cases: [["5♥ 6♣", "2♥", false], ["5♥ 6♣", "2♠", true], ["5♥ 6♣ 7♠ 8♦", "2♥", true], ["5♥ 6♣ 7♠ 8♦", "2♣", false]] },
  { source: "kercos", name: "PLUS_ONE_PLUS_TWO", text: "The card played must be one more or two more than the last accepted card in sequence.", rule: "step(prev, card) == (if count mod 2 == 1 then 1 else 2)", wordingRule: "step(prev, card) in [1, 2]", note: "the source's code (and the rule's name) wants +1 and +2 in turn: +1 on the starter, +2 on the next, …; K → A → 2 around the circle; the wording, which allows either, is kept as the wordingRule", cases: [["5♣", "6♠", true], ["5♣", "7♠", false], ["K♣", "A♠", true], ["5♣ 6♠", "8♦", true], ["5♣ 6♠", "7♦", false], ["Q♣ K♠", "2♦", true]] },
  { source: "kercos", name: "BLACK_ON_ODD_RED_ON_EVEN", text: "If the last legally played card was odd, play a black card. Otherwise play a red one.", rule: "if prev.even then card.red else card.black" },
  { source: "kercos", name: "GREQ_ON_RED_LOWEQ_ON_BLACK", text: "If the last legally played card was red, play a card of equal or higher value. If the last card played was black, play a card of equal or lower value.", rule: "if prev.red then card.value >= prev.value else card.value <= prev.value", note: "the wording had the colours the other way round until the author's commit 7ca95ab (2018-02-28); wording and code now agree", cases: [["5♥", "9♣", true], ["5♥", "5♣", true], ["5♥", "2♣", false], ["5♠", "2♥", true], ["5♠", "5♦", true], ["5♠", "9♥", false]] },
  { source: "kercos", name: "ABS_DIFF_LOWEQ_THREE", text: "The card played must be at most three number higher or lower than the last legally played card..", rule: "abs(card.value - prev.value) <= 3" },
  { source: "kercos", name: "ALTERNATION_PARITY", text: "Alternation of parity ([EVEN,] ODD, EVEN, ODD, ... ).", rule: "card.even != prev.even" },
  { source: "kercos", name: "SAME_SUIT_ONE_BEFORE_LAST_OR_SAME_NUMBER_LAST", text: "The card played must be of the suit of the one before the last legally played card or the same number of the last one.", rule: "card.value == prev.value or count >= 2 and card.suit == prev2.suit", note: "the source rejects when there is no card before the last; the guard keeps that", cases: [["5♥", "2♥", false], ["5♥", "5♠", true], ["5♥ 6♣", "2♥", true]] },
];

const KERCOS_COMMENT = "autorule.py, a comment after the rule table";
const LFAUCON_FRENCH_NOW = "src/rules.js, the `french` list (not exported: the app never offers it)";

/** lfaucon's French list in the current src/rules.js: not among the rules the app publishes, listed for completeness. */
export const LFAUCON_FRENCH: readonly BankRule[] = [
  { source: "lfaucon", where: LFAUCON_FRENCH_NOW, name: "fr-1", text: "Ne pas jouer deux valeurs multiple de 3 à la suite (J=11, Q=12, K=13, A=1).", rule: "card.value mod 3 != 0 or prev.value mod 3 != 0" },
  { source: "lfaucon", where: LFAUCON_FRENCH_NOW, name: "fr-2", text: "Alterner entre 'Coeur et Trèfle' et 'Pique et Carreau'.", rule: "(card.suit in [hearts, clubs]) != (prev.suit in [hearts, clubs])" },
  { source: "lfaucon", where: LFAUCON_FRENCH_NOW, name: "fr-3", text: "Alterner entre 'Coeur et Pique' et 'Trèfle et Carreau'.", rule: "(card.suit in [hearts, spades]) != (prev.suit in [hearts, spades])", note: "the source's code repeats fr-2; the wording is translated", cases: [["5♥", "2♣", true], ["5♥", "2♠", false]] },
  { source: "lfaucon", where: LFAUCON_FRENCH_NOW, name: "fr-4", text: "Alterner entre augmenter la valeur et diminuer la valeur des cartes.", rule: "card.value != prev.value and (card.value < prev.value) != (prev.value < prev2.value)", cases: [["3♣ 9♣", "2♥", true], ["3♣ 9♣", "10♥", false], ["9♣ 3♣", "5♥", true], ["9♣", "10♥", true]] },
  { source: "lfaucon", where: LFAUCON_FRENCH_NOW, name: "fr-5", text: "Alterner les valeurs qui sont et ne sont pas des nombres premiers (J=11, Q=12, K=13, A=1).", rule: "card.prime != prev.prime" },
  { source: "lfaucon", where: LFAUCON_FRENCH_NOW, name: "fr-6", text: "La difference entre le nombre de cartes déjà acceptées et la valeur de la carte jouée doit être divisible par 3 Jouer seulement des valeurs paires rouges ou des valeurs impaires noires (J=11, Q=12, K=13, A=1).", rule: "(count - card.value) mod 3 == 0", note: "the wording runs into the first sentence of another rule (the December 2020 list had both, fr-13 and fr-15 in RETIRED); the first sentence, which the code tests, is translated" },
];

/** Drafts left in a comment after the rule table of kercos/Eleusisbot autorule.py: not part of the table. */
export const KERCOS_DRAFTS: readonly BankRule[] = [
  { source: "kercos", where: KERCOS_COMMENT, name: "pokerHandWithPrevious", text: "pokerHandWithPrevious()", rule: null, why: "names a function without saying which poker hand counts; there is nothing definite to state" },
  { source: "kercos", where: KERCOS_COMMENT, name: "sum-three-odd", text: "sum(PROPOSED,LAST,LLAST)%2==1", rule: "(card.value + prev.value + prev2.value).odd" },
  { source: "kercos", where: KERCOS_COMMENT, name: "red-figure-or-ace", text: "(isRed(PROPOSED) && (isFigure(PROPOSED) || getNumber(PROPOSED)==1)) || (isBlack(PROPOSED) && !isFigure(PROPOSED) && getNumber(PROPOSED)!=1)", rule: "if card.red then card.face or card.value == A else not card.face and card.value != A" },
];

const WHAMP_2026_01_08 = "rules.json at commit bbdb92c12d2d7de50678d7371309768e02c1276a (2026-01-08); its 74 rules were replaced by 26 on 2026-01-19 (commit 4edeeec)";
const LFAUCON_FRENCH_2020 = "src/rules.js at commit 0c9ad981faab0e383786b7303a4d95e8c4144d1a (2020-12-02), the French list; later reduced to the six of LFAUCON_FRENCH";

/** Rules the sources published before and have since dropped (the first version of this bank followed them); kept as a corpus for the language's tests. */
export const RETIRED: readonly BankRule[] = [
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-1", text: "La difference entre deux cartes consécutives doit être 4 ou moins", rule: "abs(card.value - prev.value) <= 4" },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-2", text: "La difference entre deux cartes consécutives doit être 3 ou moins", rule: "abs(card.value - prev.value) <= 3" },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-3", text: "La difference entre deux cartes consécutives doit être 2 ou moins", rule: "abs(card.value - prev.value) <= 2" },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-4", text: "La difference entre deux cartes consécutives doit être 3 ou plus", rule: "abs(card.value - prev.value) >= 3" },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-5", text: "La difference entre deux cartes consécutives doit être 4 ou plus", rule: "abs(card.value - prev.value) >= 4" },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-6", text: "La difference entre deux cartes consécutives doit être 5 ou plus", rule: "abs(card.value - prev.value) >= 5" },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-7", text: "Ne pas jouer deux valeurs multiple de 3 à la suite", rule: "card.value mod 3 != 0 or prev.value mod 3 != 0" },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-8", text: "Alterner entre 'Coeur et Trèfle' et 'Pique et Carreau'", rule: "(card.suit in [hearts, clubs]) != (prev.suit in [hearts, clubs])" },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-9", text: "Alterner entre 'Coeur et Pique' et 'Trèfle et Carreau'", rule: "(card.suit in [hearts, spades]) != (prev.suit in [hearts, spades])", note: "the source's code repeats fr-8; the wording is translated" },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-10", text: "Alterner entre augmenter la valeur et diminuer la valeur des cartes", rule: "card.value != prev.value and (card.value < prev.value) != (prev.value < prev2.value)", cases: [["3♣ 9♣", "2♥", true], ["3♣ 9♣", "10♥", false], ["9♣ 3♣", "5♥", true], ["9♣", "10♥", true]] },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-11", text: "La valeur des cartes ne doit pas être plus que le nombre de carte acceptées plus 1", rule: "card.value <= count + 1" },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-12", text: "Alterner les valeurs qui sont et ne sont pas des nombres premiers", rule: "card.prime != prev.prime" },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-13", text: "La difference entre la nombre de cartes déjà acceptées et la valeur de la carte jouée doit être divisible par 3", rule: "(count - card.value) mod 3 == 0" },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-14", text: "Jouer seulement des valeurs paires noires ou des valeurs impaires rouges", rule: "card.red == card.odd" },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-15", text: "Jouer seulement des valeurs paires rouges ou des valeurs impaires noires", rule: "card.red == card.even" },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-16", text: "Jouer seulement des valeurs paires", rule: "card.even" },
  { source: "lfaucon", where: LFAUCON_FRENCH_2020, name: "fr-17", text: "Jouer seulement des valeurs impaires", rule: "card.odd" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "all_even_ranks", text: "Only cards with an even rank (2,4,6,8,10,12) may be played.", rule: "card.even" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "all_red_cards", text: "Every card must be red (hearts or diamonds).", rule: "card.red" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "all_black_cards", text: "Every card must be black (clubs or spades).", rule: "card.black" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_higher_than_last", text: "Each card must have a higher rank than the previous card; any card may start the line.", rule: "card.value > prev.value" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_lower_than_last", text: "Each card must have a lower rank than the previous card; any card may start the line.", rule: "card.value < prev.value" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "same_suit_as_last", text: "The card must share the same suit as the immediately preceding card.", rule: "card.suit == prev.suit" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "different_suit_from_last", text: "The card must be of a different suit than the card just before it.", rule: "card.suit != prev.suit" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "alternating_colors", text: "Cards must alternate between red and black colors.", rule: "card.color != prev.color" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "same_color_as_last", text: "Each card must have the same color as the previous card.", rule: "card.color == prev.color" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "same_parity_as_last", text: "Card rank must have the same odd/even parity as the previous card's rank.", rule: "card.even == prev.even" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "opposite_parity_as_last", text: "Card rank must have opposite odd/even parity to the previous card's rank.", rule: "card.even != prev.even" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_multiple_of_three", text: "Only ranks that are multiples of three (3,6,9,12) are allowed.", rule: "card.value mod 3 == 0" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_between_5_and_9", text: "Only cards whose rank is between 5 and 9 inclusive may be played.", rule: "card.value >= 5 and card.value <= 9" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "ace_or_king_only", text: "Only Aces (rank 1) or Kings (rank 13) may be placed.", rule: "card.value in [A, K]" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "hearts_only", text: "Only hearts may be played.", rule: "card.suit == hearts" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_diff_at_most_2", text: "The absolute difference between this card's rank and the previous card's rank must be ≤ 2.", rule: "abs(card.value - prev.value) <= 2" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_diff_exactly_2", text: "The rank must differ from the previous card's rank by exactly 2 (up or down).", rule: "abs(card.value - prev.value) == 2" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "sum_with_last_even", text: "The sum of this card's rank and the previous card's rank must be even.", rule: "(card.value + prev.value) mod 2 == 0" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "product_with_last_odd", text: "The product of this card's rank and the previous card's rank must be odd.", rule: "(card.value * prev.value) mod 2 == 1" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "color_alternates_every_two", text: "Colors stay the same for two consecutive cards, then switch for the next two, and so on.", rule: "if count div 2 == 0 then true else if (count div 2) mod 2 == 0 then card.color == (if count mod 2 == 0 then prev else prev2).color else card.color != (if count mod 2 == 0 then prev else prev2).color", note: "translates the source's implementation" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "suit_cycle_hearts_diamonds_clubs_spades", text: "Suits must follow the repeating order: hearts → diamonds → clubs → spades → hearts …", rule: "card.suit == (if prev.suit == hearts then diamonds else if prev.suit == diamonds then clubs else if prev.suit == clubs then spades else hearts)" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "suit_match_two_back", text: "The card's suit must match the suit of the card two positions earlier (if such a card exists).", rule: "card.suit == prev2.suit", cases: [["5♥", "2♠", true], ["5♥ 6♣", "2♥", true], ["5♥ 6♣", "2♣", false]] },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_increments_by_one_mod13", text: "Each rank must be exactly one higher than the previous rank, wrapping from King (13) back to Ace (1).", rule: "step(prev, card) == 1" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "parity_pattern_even_odd_even", text: "Ranks must follow the repeating parity pattern even → odd → even → odd …", rule: "if count mod 2 == 0 then card.even else card.odd" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_less_than_sum_of_last_two", text: "If at least two cards are on the mainline, the new rank must be less than the sum of the two previous ranks.", rule: "card.value < prev.value + prev2.value" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_greater_than_average_of_last_two", text: "If at least two cards are on the mainline, the new rank must be greater than the floor of the average of the two previous ranks.", rule: "card.value > (prev.value + prev2.value) div 2", cases: [["4♣ 7♣", "6♠", true], ["4♣ 7♣", "5♠", false]] },
  { source: "whamp", where: WHAMP_2026_01_08, name: "conditional_suit_by_parity", text: "If the previous rank is even, the suit must match the previous suit; if odd, the suit must differ.", rule: "if prev.even then card.suit == prev.suit else card.suit != prev.suit" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "fibonacci_ranks", text: "Ranks must follow the Fibonacci sequence starting 1, 1, 2, 3, 5, 8, 13; after 13 the sequence restarts at 1.", rule: "card.value == [1, 1, 2, 3, 5, 8, 13][count mod 7]" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "square_ranks", text: "Only ranks that are perfect squares (1, 4, 9) may be played.", rule: "card.value in [1, 4, 9]" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "modulo_5_cycle", text: "Ranks must follow the repeating pattern 1 → 2 → 3 → 4 → 5 → 1 → 2 … (mod 5, with 5 representing rank 5).", rule: "card.value == (if prev.value < 5 then prev.value + 1 else 1)" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "suit_order_hearts_spades_clubs_diamonds", text: "Suits must repeat in the order hearts → spades → clubs → diamonds → hearts …", rule: "card.suit == (if prev.suit == hearts then spades else if prev.suit == spades then clubs else if prev.suit == clubs then diamonds else hearts)" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "red_prime_rank", text: "Only red cards whose rank is a prime number (2, 3, 5, 7, 11, 13) are accepted.", rule: "card.red and card.prime" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "black_composite_rank", text: "Only black cards whose rank is composite (4, 6, 8, 9, 10, 12) are accepted.", rule: "card.black and card.value in [4, 6, 8, 9, 10, 12]" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "sum_last_three_multiple_of_7", text: "If at least three cards are on the mainline, the sum of the last three ranks must be a multiple of 7.", rule: "(prev.value + prev2.value + line[-3].value) mod 7 == 0", cases: [["A♣ 2♣ 4♣", "9♠", true], ["A♣ 2♣ 5♣", "9♠", false], ["A♣ 2♣", "9♠", true]] },
  { source: "whamp", where: WHAMP_2026_01_08, name: "product_last_two_mod10_match", text: "If at least two cards are on the mainline, the last two ranks multiplied together modulo 10 must equal the candidate rank modulo 10.", rule: "card.value mod 10 == (prev.value * prev2.value) mod 10" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "alternating_suit_pairs", text: "Suits must appear in pairs: first two cards hearts or diamonds, next two clubs or spades, then repeat.", rule: "if (count div 2) mod 2 == 0 then card.red else card.black" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_diff_equals_suit_value", text: "Let hearts=1, diamonds=2, clubs=3, spades=4. The absolute rank difference from the previous card must equal the numeric value of the candidate's suit.", rule: "abs(card.value - prev.value) == [3, 2, 1, 4][card.suit.index]", cases: [["5♣", "6♥", true], ["5♣", "8♣", true], ["5♣", "9♠", true], ["5♣", "6♣", false]] },
  { source: "whamp", where: WHAMP_2026_01_08, name: "color_pattern_red_black_black", text: "Colors repeat in the three-card pattern: red → black → black → red → …", rule: "if count mod 3 == 0 then card.red else card.black" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "triangular_ranks", text: "Only ranks that are triangular numbers (1, 3, 6, 10) may be played.", rule: "card.value in [1, 3, 6, 10]" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "perfect_number_rank", text: "Only the perfect number rank 6 is allowed.", rule: "card.value == 6" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "suit_matches_parity", text: "Even ranks must be black suits; odd ranks must be red suits.", rule: "if card.even then card.black else card.red" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_equals_abs_diff_last_two", text: "If at least two cards are on the mainline, the new rank must equal the absolute difference of the two previous ranks.", rule: "card.value == abs(prev.value - prev2.value)" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_equals_sum_last_two_mod13", text: "If at least two cards are on the mainline, the new rank must equal (sum of the last two ranks) modulo 13, treating 0 as 13.", rule: "card.value == (prev.value + prev2.value - 1) mod 13 + 1", cases: [["6♣ 7♣", "K♠", true], ["7♣ 7♣", "A♠", true], ["7♣ 7♣", "K♠", false]] },
  { source: "whamp", where: WHAMP_2026_01_08, name: "repeat_three_suits", text: "Suits repeat every three cards in the order hearts → clubs → spades → hearts … (diamonds never appear).", rule: "card.suit == [hearts, clubs, spades][count mod 3]" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_multiple_of_position_index", text: "The rank must be a multiple of the card's position index in the mainline (1-based). For example, the 4th card must have a rank divisible by 4.", rule: "card.value mod (count + 1) == 0" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "majority_color_rule", text: "If the mainline already contains more red than black cards, the next card must be red; if more black, it must be black; if tied, any color is allowed.", rule: "if count(c in line: c.red) * 2 > count then card.red else if count(c in line: c.red) * 2 < count then card.black else true", cases: [["2♥ 3♥ 4♠", "5♦", true], ["2♥ 3♥ 4♠", "5♠", false], ["2♥ 4♠", "5♠", true]] },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_is_prime", text: "Only cards whose rank is a prime number (2, 3, 5, 7, 11, 13) may be played.", rule: "card.prime" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_is_composite", text: "Only cards whose rank is a composite number (4, 6, 8, 9, 10, 12) may be played.", rule: "card.value in [4, 6, 8, 9, 10, 12]" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_greater_than_last_by_at_least_3", text: "Each rank must be at least three higher than the previous rank; any card may start.", rule: "card.value >= prev.value + 3" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "same_color_two_back", text: "The card's color must match the color of the card two positions earlier (if such a card exists).", rule: "card.color == prev2.color" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_is_multiple_of_4_or_5", text: "Only ranks that are multiples of 4 or 5 (4, 5, 8, 10, 12) may be played.", rule: "card.value mod 4 == 0 or card.value mod 5 == 0" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "suit_must_be_hearts_if_last_is_red", text: "If the previous card is red, the next card must be hearts; otherwise any suit is allowed.", rule: "not prev.red or card.suit == hearts" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_equals_number_of_cards_played_so_far", text: "The rank must equal the total number of cards already on the mainline (i.e., the position index, 0-based + 1).", rule: "card.value == count + 1" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "color_same_as_last_if_rank_even_else_opposite", text: "If the previous rank is even, the new card must keep the same color; if odd, the color must switch.", rule: "if prev.even then card.color == prev.color else card.color != prev.color" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "alternating_suit_every_three", text: "The suit changes every three cards; the first three may be any suit, the next three must be a different suit, and so on.", rule: "count div 3 == 0 or card.suit != line[(count div 3 - 1) * 3].suit", note: "translates the source's implementation" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_is_power_of_two", text: "Only ranks that are powers of two (1, 2, 4, 8) may be played.", rule: "card.value in [1, 2, 4, 8]" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_equals_sum_of_last_three_mod13", text: "If at least three cards are on the mainline, the new rank must equal the sum of the last three ranks modulo 13 (0 treated as 13).", rule: "card.value == (prev.value + prev2.value + line[-3].value - 1) mod 13 + 1" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "color_must_match_majority_of_last_five", text: "Look at the last up to five cards on the mainline; the new card must share the majority color among them. If there is a tie, any color is allowed.", rule: "if count(c in line[-5:]: c.red) * 2 > len(line[-5:]) then card.red else if count(c in line[-5:]: c.red) * 2 < len(line[-5:]) then card.black else true" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_is_greater_than_all_previous", text: "Each rank must be strictly greater than every rank that has appeared earlier on the mainline.", rule: "all(c in line: card.value > c.value)" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_is_less_than_all_previous", text: "Each rank must be strictly less than every rank that has appeared earlier on the mainline.", rule: "all(c in line: card.value < c.value)" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "suit_must_be_different_from_last_two", text: "The card's suit must differ from each of the previous two suits (if they exist).", rule: "count < 2 or card.suit != prev.suit and card.suit != prev2.suit", cases: [["5♥", "2♥", true], ["5♥ 6♣", "2♥", false], ["5♥ 6♣", "2♦", true]] },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_is_multiple_of_3_or_7", text: "Only ranks that are multiples of 3 or 7 (3, 6, 7, 9, 12) may be played.", rule: "card.value mod 3 == 0 or card.value mod 7 == 0" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_is_greater_than_last_even_if_last_is_king", text: "If the previous card is a King (13), any rank is allowed; otherwise the rank must be higher than the previous rank.", rule: "prev.value == K or card.value > prev.value" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_is_same_as_last_if_color_same_else_different", text: "If the new card's color matches the previous card's color, the rank must be identical; otherwise the rank must differ.", rule: "if card.color == prev.color then card.value == prev.value else card.value != prev.value" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "face_cards_only", text: "Only face cards (Jack, Queen, King - ranks 11, 12, 13) may be played.", rule: "card.face" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "non_face_cards_only", text: "Only non-face cards (Ace through 10) may be played.", rule: "not card.face" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "same_rank_as_last", text: "The card must have the same rank as the previous card.", rule: "card.value == prev.value" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "different_rank_from_last", text: "The card must have a different rank than the previous card.", rule: "card.value != prev.value" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "ranks_share_common_factor", text: "The card's rank and the previous card's rank must share a common factor greater than 1.", rule: "any(f in [2, 3, 5, 7, 11, 13]: card.value mod f == 0 and prev.value mod f == 0)", cases: [["6♣", "9♠", true], ["6♣", "7♠", false]] },
  { source: "whamp", where: WHAMP_2026_01_08, name: "ranks_coprime", text: "The card's rank and the previous card's rank must be coprime (share no common factors other than 1).", rule: "not any(f in [2, 3, 5, 7, 11, 13]: card.value mod f == 0 and prev.value mod f == 0)" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_divides_or_divisible", text: "Either the card's rank divides the previous rank, or the previous rank divides the card's rank.", rule: "card.value mod prev.value == 0 or prev.value mod card.value == 0", cases: [["3♣", "Q♠", true], ["Q♣", "4♠", true], ["5♣", "7♠", false]] },
  { source: "whamp", where: WHAMP_2026_01_08, name: "inverted_suit_matches_parity", text: "Red cards must have even ranks; black cards must have odd ranks.", rule: "if card.red then card.even else card.odd" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "suit_differs_from_three_back", text: "The card's suit must differ from the suit of the card three positions earlier (if it exists).", rule: "card.suit != line[-3].suit" },
  { source: "whamp", where: WHAMP_2026_01_08, name: "rank_between_last_two", text: "If at least two cards are on the mainline, the new rank must be between the last two ranks (inclusive).", rule: "card.value >= min(prev.value, prev2.value) and card.value <= max(prev.value, prev2.value)" },
];
