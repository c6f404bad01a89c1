import { expect } from "@playwright/test";
import type { Browser, BrowserContext, Page } from "@playwright/test";

/** What a person at the table does, shared by the specs: seat players, tap a card, open another phone. */

export type Lang = "en" | "ru";

const WORDS = {
  en: { name: "Another player's name", add: "Add", suits: { C: "clubs", D: "diamonds", H: "hearts", S: "spades" } },
  ru: { name: "Имя ещё одного игрока", add: "Добавить", suits: { C: "трефы", D: "бубны", H: "червы", S: "пики" } },
} as const;

export type SuitLetter = keyof (typeof WORDS)["en"]["suits"];

/** A suit's name as the keypad says it, e.g. suitName("H", "ru") → "червы". */
export function suitName(letter: SuitLetter, lang: Lang = "en"): string {
  return WORDS[lang].suits[letter];
}

/** Types a name into a set-up's "another player" field and adds it, e.g. addPlayer(page, "Ann"). */
export async function addPlayer(page: Page, name: string, lang: Lang = "en"): Promise<void> {
  await page.getByLabel(WORDS[lang].name, { exact: true }).fill(name);
  await page.getByRole("button", { name: WORDS[lang].add, exact: true }).click();
}

/** Adds each name in order. */
export async function addPlayers(page: Page, names: readonly string[], lang: Lang = "en"): Promise<void> {
  for (const name of names) await addPlayer(page, name, lang);
}

/**
 * Opens a set-up page, seats `players` and taps its start button; resolves with the new game's id once
 * its screen is open, e.g. startGame(page, "/en/cake", ["Ann", "Bob"], "Start the game").
 */
export async function startGame(page: Page, path: string, players: readonly string[], start: string, lang: Lang = "en"): Promise<string> {
  await page.goto(path);
  await addPlayers(page, players, lang);
  await page.getByRole("button", { name: start }).click();
  await expect(page).toHaveURL(/\?id=[a-z0-9]+$/);
  return new URL(page.url()).searchParams.get("id") ?? "";
}

/** Taps a card on the keypad in the region named `region`: its rank, then its suit, e.g. tapCard(page, "Play", "10H"). */
export async function tapCard(page: Page, region: string, card: string, lang: Lang = "en"): Promise<void> {
  const pad = page.getByRole("region", { name: region, exact: true });
  await pad.getByRole("button", { name: card.slice(0, -1), exact: true }).click();
  await pad.getByRole("button", { name: suitName(card.slice(-1) as SuitLetter, lang), exact: true }).click();
}

/** Another phone at the table: a context of its own (its own storage) opened at `url`. */
export async function openPhone(
  browser: Browser,
  url: string,
  options: { locale?: string; serviceWorkers?: "allow" | "block"; watch?: (ctx: BrowserContext) => void } = {},
): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ locale: options.locale ?? "en-US", serviceWorkers: options.serviceWorkers ?? "block" });
  // Before the first request, e.g. a recorder of everything the phone sends.
  options.watch?.(ctx);
  const page = await ctx.newPage();
  await page.goto(url);
  return { ctx, page };
}
