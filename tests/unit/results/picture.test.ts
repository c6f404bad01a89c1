import { describe, expect, test } from "vitest";
import { cakeResults } from "@/lib/results/play";
import type { Canvas2D, PictureTexts } from "@/lib/share/picture";
import { PICTURE_WIDTH, drawPicture, pictureHeight } from "@/lib/share/picture";
import { cakeSeries } from "./fixtures";

function recorder() {
  const texts: { text: string; x: number; y: number }[] = [];
  const points: [number, number][] = [];
  const ctx: Canvas2D = {
    fillStyle: "", strokeStyle: "", lineWidth: 1, font: "", textAlign: "left", textBaseline: "alphabetic",
    fillRect: (x, y) => points.push([x, y]),
    fillText: (text, x, y) => texts.push({ text, x, y }),
    beginPath: () => undefined,
    moveTo: (x, y) => points.push([x, y]),
    lineTo: (x, y) => points.push([x, y]),
    arc: (x, y) => points.push([x, y]),
    fill: () => undefined,
    stroke: () => undefined,
    setLineDash: () => undefined,
  };
  return { ctx, texts, points };
}

const t: PictureTexts = {
  title: "Кусочек торта", subtitle: "Итоги серии · 23.11.2026", place: (r, shared) => `${r}${shared ? "=" : "."}`,
  winner: "победа", chart: "Сумма по играм", footer: "Настольный судья",
};

describe("share picture", () => {
  test("draws the game, date, every player with place and total, winners marked, inside the canvas", () => {
    const series = cakeResults({ id: "abcd1234efgh", createdAt: 0, updatedAt: 0 }, cakeSeries()).at(-1);
    if (!series) throw new Error("series");
    const { ctx, texts, points } = recorder();
    const h = drawPicture(ctx, series, t);
    expect(h).toBe(pictureHeight(series));
    const all = texts.map((x) => x.text);
    expect(all).toEqual(expect.arrayContaining(["Кусочек торта", "Итоги серии · 23.11.2026", "1.", "2.", "3.", "Bob · победа", "Ann", "Сева", "11", "8", "0", "Настольный судья"]));
    // Ranked order: Bob, Ann, Сева from top to bottom.
    const yOf = (s: string) => texts.find((x) => x.text === s)?.y ?? -1;
    expect(yOf("Bob · победа")).toBeLessThan(yOf("Ann"));
    expect(yOf("Ann")).toBeLessThan(yOf("Сева"));
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(PICTURE_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(h);
    }
  });
});
