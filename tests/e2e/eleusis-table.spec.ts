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
