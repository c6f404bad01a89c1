import type { Page, Route } from "@playwright/test";
import { expect, test } from "@playwright/test";

/*
 * Forms whose schema (zod, lib/forms/) loads after the page: what a person types before the page has
 * hydrated is kept and read by the schema once it runs (the early-input race of the per-language
 * dictionaries and the lazy schemas).
 */

/** Holds every script chunk until `release()`, so the server HTML stands alone, as on a slow phone. */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let open = false;
  await page.route("**/_next/static/chunks/**", (route) => (open ? route.continue() : void held.push(route)));
  return async () => {
    open = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

test("verify page: fields typed before hydration are kept and checked by the schema (bad salt, then a match)", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/en/eleusis/verify", { waitUntil: "domcontentloaded" });
  const rule = page.getByRole("textbox", { name: "Rule text, exactly as revealed" });
  const salt = page.getByRole("textbox", { name: "Salt (hex)" });
  const expected = page.getByRole("textbox", { name: "Fingerprint or full hash you noted" });
  await rule.fill("card.color != prev.color");
  await salt.fill("zz");
  await expected.fill("0000 0000 0000 0000");
  // Not hydrated yet: the check button waits (a native submit would reload and lose the fields).
  await expect(page.getByRole("button", { name: "Check" })).toBeDisabled();
  await expect(page.locator('form[data-hydrated="true"]')).toHaveCount(0);

  await release();
  await expect(page.locator('form[data-hydrated="true"]')).toBeVisible();
  await expect(rule).toHaveValue("card.color != prev.color");
  await expect(salt).toHaveValue("zz");
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The salt must be hexadecimal digits.");

  // Typing into one field after hydration leaves the early text of the others as it was.
  await salt.fill("00112233445566778899aabbccddeeff");
  await expect(rule).toHaveValue("card.color != prev.color");
  await expect(expected).toHaveValue("0000 0000 0000 0000");
  // sha256("eleusis-commit-v1\n00112233445566778899aabbccddeeff\ncard.color != prev.color") (eleusis-judge.spec.ts).
  await expected.fill("7592 eb8c 2b8b 1998 bd9d");
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByTestId("verify-result")).toHaveAttribute("data-match", "true");
});

test("players page: a name typed before hydration is kept, then added through the name's schema; a taken one is refused", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/en/players", { waitUntil: "domcontentloaded" });
  const field = page.getByLabel("New player's name");
  await field.fill("  Ann   Lee ");
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeDisabled();

  await release();
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeEnabled();
  await expect(field).toHaveValue("  Ann   Lee ");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  const roster = page.getByRole("list", { name: "Players" });
  await expect(roster.getByRole("listitem")).toHaveText([/^Ann Lee/]);
  await expect(field).toHaveValue("");

  await field.fill("ann lee");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("already taken");
  await expect(field).toHaveValue("ann lee");
});
