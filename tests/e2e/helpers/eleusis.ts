import { expect } from "@playwright/test";
import type { Page } from "@playwright/test";

/** The English Eleusis set-up, hydrated: seats `names` in order and picks the preset `preset`. */
export async function seatPlayers(page: Page, names: readonly string[], preset: string): Promise<void> {
  await page.goto("/en/eleusis");
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  for (const name of names) {
    await page.getByRole("textbox", { name: "Another player's name" }).fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  await page.getByRole("combobox", { name: "Preset rule" }).selectOption(preset);
}
