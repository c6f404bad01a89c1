import type { Field, KindId } from "@/lib/cake/kinds";
import type { ScoreLine } from "@/lib/cake/scoring";
import type { Problem } from "@/lib/cake/validation";
import { listOf } from "@/lib/i18n/list";
import { countOf } from "@/lib/i18n/plural";

// Client components read this through ./client (one language per page).

const KINDS: Record<KindId, string> = {
  plum: "Plum",
  apricot: "Apricot",
  cherry: "Cherry",
  blackberry: "Blackberry",
  kiwi: "Kiwi",
  gooseberry: "Gooseberry",
  strawberry: "Strawberry",
  chocolate: "Chocolate",
};
const SLICES = { one: "slice", other: "slices" };
const ROSETTES = { one: "rosette", other: "rosettes" };
const PLAYERS = { one: "player", other: "players" };
/** Players by seat, e.g. [0, 1] → "Ann and Bob". */
const who = (players: readonly string[], seats: readonly number[]) => listOf("en", seats.map((p) => players[p] ?? `#${p + 1}`));
/** The label of an input field, e.g. "Kiwi saved". */
const field = (f: Field): string => (f.part === "rosettes" ? "Rosettes eaten" : `${KINDS[f.kind]} ${f.part}`);
const now = (value: number) => (Number.isNaN(value) ? "" : ` (now ${String(value)})`);

export const en = {
  title: "Piece of Cake",
  kinds: KINDS,
  field,
  /** A problem as a sentence naming player, kind and limit. */
  problem: (p: Problem, players: readonly string[]): string => {
    switch (p.code) {
      case "player-count":
        return `${p.min} to ${countOf("en", p.max, PLAYERS)} are needed (now ${p.count}).`;
      case "not-whole":
        return `${who(players, [p.player])}: ${field(p.field)} must be a whole number${now(p.value)}.`;
      case "negative":
        return `${who(players, [p.player])}: ${field(p.field)} cannot be below 0.`;
      case "kind-over-count":
        return `${KINDS[p.kind]}: ${countOf("en", p.total, SLICES)} in all (${who(players, p.players)}), but the game has only ${p.limit}.`;
      case "slices-over-max":
        return `${countOf("en", p.total, SLICES)} in all, but with ${countOf("en", p.playerCount, PLAYERS)} at most ${p.limit} are in play.`;
      case "rosettes-over-max":
        return `${who(players, [p.player])}: ${countOf("en", p.value, ROSETTES)} is too many — the slices left give at most ${p.limit}.`;
      case "rosettes-unreachable":
        return `${who(players, [p.player])}: no set of the slices left gives exactly ${countOf("en", p.value, ROSETTES)}.`;
      case "rosettes-jointly-impossible":
        return `${who(players, p.players)}: rosettes ${p.values.join(" + ")} cannot all come from the slices left (at most ${p.limit} in all).`;
    }
  },
  /** One explanation line, e.g. "+8 — most Kiwi: 3 saved (tied with Ann)". */
  line: (l: ScoreLine, players: readonly string[]): string => {
    switch (l.code) {
      case "majority":
        return `+${l.points} — most ${KINDS[l.kind]}: ${l.saved} saved${l.tiedWith.length > 0 ? ` (tied with ${who(players, l.tiedWith)})` : ""}`;
      case "majority-tie-void":
        return `0 — ${KINDS[l.kind]}: tied with ${who(players, l.tiedWith)}, tied players score nothing`;
      case "eaten-kind":
        return `+${l.points} — eaten: ${KINDS[l.kind]} × ${l.slices}, ${countOf("en", l.rosettesEach, ROSETTES)} each`;
      case "eaten-total":
        return `+${l.points} — ${countOf("en", l.points, ROSETTES)} eaten`;
    }
  },
  lead: "Score pad for Piece of Cake: it checks every count against the box and explains every point.",
  rulesLink: "Rules",
  newGame: {
    heading: "New game",
    firstCutter: "Who cuts the first cake?",
    tieRule: "Ties for most slices of a kind",
    tieAll: "Every tied player scores the kind's full number (usual rule)",
    tieNone: "Tied players score nothing (variant)",
    start: "Start the game",
    notSaved: (why: string) => `The game could not be saved on this device (${why}).`,
    series: "Several games in a row make a series: the first cutter moves one seat each game; the seed suggests one game per player.",
  },
  session: {
    loading: "Loading the game…",
    missing: "This game is not on this device. Games in progress are listed on the home page.",
    newGame: "Start a new game",
    game: (g: number) => `Game ${g}`,
    earlier: (g: number) => `You are looking at game ${g}, an earlier game of this series.`,
    backToCurrent: (g: number) => `Back to game ${g}`,
    undo: "Undo",
  },
  tabs: { helper: "Round helper", entry: "Count scores", result: "Result", series: "Series", label: "Game screens" },
  helper: {
    round: (r: number, of: number) => `Round ${r} of ${of}`,
    cuts: (name: string) => `${name} cuts this cake`,
    order: "Order of choosing",
    portions: (n: number) => `At most ${countOf("en", n, { one: "portion", other: "portions" })}, each at least 1 slice. Leftover portions leave the game.`,
    eatInstead: "Instead of taking a portion, a player may eat all saved slices of one kind.",
    twoPlayers: "2 players (house rule): the other player picks first, then the cutter, alternately, until every portion is taken.",
    lookTakeOne: (name: string) => `After this round: ${name} secretly looks at the two set-aside slices and takes one (eat or save).`,
    takeRemaining: (name: string) => `After this round: ${name} takes the other set-aside slice (eat or save).`,
    next: "Next round",
    previous: "Previous round",
    lastRound: "This is the last cake. After it, count the scores.",
    countNow: "Count scores",
  },
  entry: {
    heading: "Count scores",
    layout: "Layout",
    onePlayer: "One player at a time",
    grid: "All players",
    savedShort: "saved (face up)",
    eatenShort: "eaten (face down)",
    eatenAs: "Count eaten slices",
    perKind: "per kind",
    asRosettes: "as a rosette total",
    rosettes: "Rosettes eaten",
    previousPlayer: "Previous player",
    nextPlayer: "Next player",
    player: "Player",
    kind: "Kind",
    decrease: "Less",
    increase: "More",
    finish: "Show the result",
    problems: (n: number) => `To fix before the result (${n}):`,
    ok: "Every count is possible.",
    nowEntering: (name: string, k: number, n: number) => `Now entering: ${name} (${k} of ${n})`,
    sliceTotal: (total: number, max: number) => `Slices counted: ${total} of at most ${max}`,
  },
  result: {
    heading: (g: number) => `Result of game ${g}`,
    place: "Place",
    player: "Player",
    total: "Total",
    winner: (names: string) => `Winner: ${names}`,
    winners: (names: string) => `Shared win: ${names}`,
    majorities: "Majorities (saved slices)",
    kind: "Kind",
    most: "most",
    tie: "tie",
    tieRuleAll: "Ties: every tied player scores in full.",
    tieRuleNone: "Ties: tied players score nothing.",
    switchTieRule: "Switch tie rule",
    explain: "Where every point comes from",
    noPoints: "No points.",
    chart: "Totals",
    share: "Share the result",
    copied: "Copied to the clipboard.",
    shareFailed: "Could not share; select and copy the text below.",
    nextGame: "Next game in this series",
    fix: "Fix a count",
    shareTitle: (g: number) => `Piece of Cake — game ${g}`,
  },
  series: {
    heading: "Series standings",
    game: (g: number) => `Game ${g}`,
    total: "Total",
    suggested: (n: number) => `Suggested length: ${countOf("en", n, { one: "game", other: "games" })}, so everyone cuts first once.`,
    leader: (names: string) => `Leading: ${names}`,
    winner: (names: string) => `Series winner: ${names}`,
    chart: "Running totals after each game",
    openGame: "Tap a game to see its result or fix a count.",
    nextCutter: (name: string) => `${name} cuts first`,
  },
};

export type CakeDict = typeof en;
