import type { GameResult, ScoreLine } from "./scoring";

/**
 * Plain-text result for sharing, e.g. "Piece of Cake — game 1\n1. Ann — 34\n   +8 — most Kiwi…".
 * The words come from the page's dictionary (`cake[lang].line`), so this module holds none.
 */
export function resultText(result: GameResult, players: readonly string[], title: string, line: (l: ScoreLine, players: readonly string[]) => string): string {
  const ordered = [...result.players].sort((a, b) => a.rank - b.rank || a.player - b.player);
  const lines = [title];
  for (const p of ordered) {
    lines.push(`${p.rank}. ${players[p.player] ?? ""} — ${p.total}`);
    for (const l of p.lines) lines.push(`   ${line(l, players)}`);
  }
  return lines.join("\n");
}
