import { expect, test } from "@playwright/test";

/*
 * Issue 15: what went wrong for the people holding the phones in whole Eleusis hands at 390 × 844.
 * Each test here failed on the main branch before its fix.
 */

// item 11: the seed's Russian name is «Элевзис», everywhere
test("the Russian pages call the game «Элевзис», never «Элевсин»", async ({ page }) => {
  for (const path of ["/ru", "/ru/eleusis", "/ru/eleusis/rules", "/ru/eleusis/workshop", "/ru/eleusis/verify"]) {
    await page.goto(path);
    const text = await page.locator("body").innerText();
    expect(text, path).not.toMatch(/Элевсин/);
    expect(await page.title(), path).not.toMatch(/Элевсин/);
  }
  await page.goto("/ru/eleusis");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Новая игра в Элевзис");
  await page.goto("/ru");
  await expect(page.locator("main")).toContainText("Элевзис");
  await page.goto("/en/eleusis");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Eleusis game");
});

// items 10 and 12: a 7-hand game (two decks, one 2♥ taken out) at phone size
test("a second 2♥ in a two-deck game is refused for the real reason; the old verdict is dimmed during a refusal; 'value first' said once", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto("/en/eleusis");
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  for (const name of ["Dana", "Ann", "Boris", "Cyril", "Dora", "Egor", "Fay", "Gus"]) {
    await page.getByRole("textbox", { name: "Another player's name" }).fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  await expect(page.getByTestId("deck-table")).toContainText("7 hands, two decks");
  await page.getByRole("radio", { name: "A preset" }).check();
  await expect(page.getByTestId("lint")).toContainText("in every position");
  await page.getByRole("button", { name: "Seal the rule and start" }).click();
  await expect(page).toHaveURL(/\/en\/eleusis\/play\?id=/);

  const tap = async (region: string, rank: string, suit: string) => {
    const pad = page.getByRole("region", { name: region, exact: true });
    await pad.getByRole("button", { name: rank, exact: true }).tap();
    await pad.getByRole("button", { name: suit, exact: true }).tap();
  };
  await tap("Lay the starter card", "5", "clubs");
  const pad = page.getByRole("region", { name: "To play", exact: true });
  await expect(pad.getByTestId("value-first")).toHaveCount(1);
  await expect(pad.getByTestId("value-first")).toHaveText("Tap a value first, then a suit.");
  await tap("To play", "2", "hearts");
  const verdict = page.getByTestId("last-verdict");
  await expect(verdict).toContainText("Ann: 2♥");
  await expect(verdict).toHaveAttribute("data-stale", "false");

  await tap("To play", "2", "hearts");
  const refusal = pad.getByRole("alert");
  await expect(refusal).toContainText("only one of this card");
  await expect(refusal).not.toContainText("one deck");
  await expect(verdict).toHaveAttribute("data-stale", "true");
  await expect(verdict).toContainText("Previous verdict");
  await expect(pad.getByTestId("value-first")).toHaveCount(0);

  // the next card taken clears the refusal and the verdict is news again
  await tap("To play", "9", "spades");
  await expect(refusal).toHaveCount(0);
  await expect(verdict).toContainText("Boris: 9♠");
  await expect(verdict).toHaveAttribute("data-stale", "false");
  await page.reload();
  await expect(page.getByTestId("last-verdict")).toContainText("Boris: 9♠");
  await page.screenshot({ path: "test-results/eleusis-table-refusal-390.png" });
  await context.close();
});
