// The share picture of a result: drawn onto any 2D canvas context (the page passes a real canvas and
// turns it into a PNG; tests pass a recorder). Light card in the app's look, names, totals, ranks,
// the game's name and date, and a chart of running totals.
import type { PlayResult } from "@/lib/results/play";

/** The part of CanvasRenderingContext2D the picture uses. */
export interface Canvas2D {
  fillStyle: string | CanvasGradient | CanvasPattern;
  strokeStyle: string | CanvasGradient | CanvasPattern;
  lineWidth: number;
  font: string;
  textAlign: CanvasTextAlign;
  textBaseline: CanvasTextBaseline;
  fillRect(x: number, y: number, w: number, h: number): void;
  fillText(text: string, x: number, y: number, maxWidth?: number): void;
  beginPath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, r: number, start: number, end: number): void;
  fill(): void;
  stroke(): void;
  setLineDash(segments: number[]): void;
}

export interface PictureTexts {
  title: string;
  subtitle: string;
  /** e.g. "1." or "1=" for a shared place */
  place(rank: number, shared: boolean): string;
  winner: string;
  chart: string;
  footer: string;
}

export const PICTURE_WIDTH = 1080;
const PALETTE = ["#2563eb", "#dc2626", "#16a34a", "#9333ea", "#d97706", "#0891b2", "#be185d", "#4d7c0f", "#57534e"];
const DASHES = [[], [18, 9], [6, 9], [24, 9, 6, 9], [3, 6], [12, 6], [30, 6], [9, 3], [2, 4]];
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif';
const PAD = 64;
const ROW = 76;
const CHART_H = 420;

/** Height of the picture for a result (width is PICTURE_WIDTH). */
export function pictureHeight(result: PlayResult): number {
  return PAD + 150 + result.players.length * ROW + 40 + (result.running.length >= 1 ? CHART_H + 60 : 0) + 90;
}

/** Draws the whole picture; returns its height. */
export function drawPicture(ctx: Canvas2D, result: PlayResult, t: PictureTexts): number {
  const w = PICTURE_WIDTH;
  const h = pictureHeight(result);
  ctx.fillStyle = "#fafaf9";
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = "#047857";
  ctx.fillRect(0, 0, w, 16);
  ctx.textBaseline = "alphabetic";
  ctx.textAlign = "left";
  ctx.fillStyle = "#1c1917";
  ctx.font = `bold 64px ${FONT}`;
  ctx.fillText(t.title, PAD, PAD + 70, w - 2 * PAD);
  ctx.fillStyle = "#44403c";
  ctx.font = `36px ${FONT}`;
  ctx.fillText(t.subtitle, PAD, PAD + 122, w - 2 * PAD);

  let y = PAD + 150;
  const order = result.players.map((p, i) => ({ ...p, i })).sort((a, b) => a.rank - b.rank || a.i - b.i);
  for (const p of order) {
    const shared = result.players.filter((o) => o.rank === p.rank).length > 1;
    if (p.winner) {
      ctx.fillStyle = "#ecfdf5";
      ctx.fillRect(PAD - 16, y + 6, w - 2 * PAD + 32, ROW - 8);
    }
    ctx.fillStyle = PALETTE[p.i % PALETTE.length] ?? "#000";
    ctx.beginPath();
    ctx.arc(PAD + 12, y + ROW / 2 + 2, 12, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = "#1c1917";
    ctx.font = `bold 44px ${FONT}`;
    ctx.fillText(t.place(p.rank, shared), PAD + 40, y + ROW / 2 + 18);
    ctx.font = `${p.winner ? "bold " : ""}44px ${FONT}`;
    ctx.fillText(p.winner ? `${p.name} · ${t.winner}` : p.name, PAD + 130, y + ROW / 2 + 18, w - 2 * PAD - 330);
    ctx.textAlign = "right";
    ctx.font = `bold 48px ${FONT}`;
    ctx.fillText(String(p.score), w - PAD, y + ROW / 2 + 18);
    ctx.textAlign = "left";
    y += ROW;
  }
  y += 40;

  if (result.running.length >= 1) {
    ctx.fillStyle = "#1c1917";
    ctx.font = `bold 36px ${FONT}`;
    ctx.fillText(t.chart, PAD, y + 30);
    const top = y + 60;
    const bottom = top + CHART_H - 40;
    const left = PAD + 20;
    const right = w - PAD;
    const steps = result.running.length;
    const max = Math.max(1, ...result.running.flat());
    const x = (i: number) => (steps === 1 ? (left + right) / 2 : left + (i * (right - left)) / (steps - 1));
    const yy = (v: number) => bottom - (Math.max(0, v) / max) * (bottom - top - 20);
    ctx.strokeStyle = "#a8a29e";
    ctx.lineWidth = 2;
    ctx.setLineDash([]);
    ctx.beginPath();
    ctx.moveTo(left, bottom);
    ctx.lineTo(right, bottom);
    ctx.stroke();
    ctx.fillStyle = "#57534e";
    ctx.font = `28px ${FONT}`;
    ctx.textAlign = "center";
    for (let i = 0; i < steps; i++) ctx.fillText(String(i + 1), x(i), bottom + 34);
    ctx.textAlign = "left";
    result.players.forEach((_, p) => {
      const color = PALETTE[p % PALETTE.length] ?? "#000";
      ctx.strokeStyle = color;
      ctx.fillStyle = color;
      ctx.lineWidth = 6;
      ctx.setLineDash(DASHES[p % DASHES.length] ?? []);
      ctx.beginPath();
      result.running.forEach((row, i) => (i === 0 ? ctx.moveTo(x(i), yy(row[p] ?? 0)) : ctx.lineTo(x(i), yy(row[p] ?? 0))));
      if (steps > 1) ctx.stroke();
      ctx.setLineDash([]);
      result.running.forEach((row, i) => {
        ctx.beginPath();
        ctx.arc(x(i), yy(row[p] ?? 0), 9, 0, Math.PI * 2);
        ctx.fill();
      });
    });
    y = bottom + 60;
  }
  ctx.fillStyle = "#57534e";
  ctx.font = `28px ${FONT}`;
  ctx.fillText(t.footer, PAD, h - 40, w - 2 * PAD);
  return h;
}
