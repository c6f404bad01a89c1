import { expect, test } from "@playwright/test";
import type { Locator, Page, Route } from "@playwright/test";
import { GAME_ROUTES, ROUTES } from "./helpers/routes";

// Early input: on a slow phone the server HTML is on screen, and typed into, well before the
// page's JavaScript (and its language's dictionary chunk) has arrived. What was typed then must be
// kept and checked once the page hydrates. Here the JavaScript is held back until the fields are filled.

/** Opens `path` with every script chunk held back; the returned function lets them through. */
async function openWithoutScripts(page: Page, path: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/_next\/static\/.+\.js(\?.*)?$/, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  await page.goto(path, { waitUntil: "domcontentloaded" });
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((r) => r.continue()));
  };
}

/** Whether React has hydrated this element (it attaches its fiber to the DOM node). */
const isHydrated = (l: Locator) => l.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")));

test("rule workshop: a rule and cards typed before hydration are checked and played", async ({ page }) => {
  const release = await openWithoutScripts(page, "/en/eleusis/workshop");
  const rule = page.getByLabel("Rule in the rule language");
  const cards = page.getByRole("region", { name: "Try it" }).getByLabel("Cards to play, in order");
  expect(await isHydrated(cards)).toBe(false);
  await rule.fill("card.color != prev.color");
  await cards.fill("5♠ 7♥");
  await release();
  await expect.poll(() => isHydrated(cards)).toBe(true);

  await expect(page.getByText("Rule understood")).toBeVisible();
  await expect(cards).toHaveValue("5♠ 7♥");
  const tryIt = page.getByRole("region", { name: "Try it" });
  await tryIt.getByRole("button", { name: "Play" }).click();
  await expect(tryIt.getByRole("status")).toContainText("Right");
  await expect(tryIt.getByRole("status")).toContainText("7♥ on 5♠");
});

test("verify page: rule, salt and fingerprint typed before hydration are verified", async ({ page }) => {
  const release = await openWithoutScripts(page, "/en/eleusis/verify");
  const rule = page.getByRole("textbox", { name: /Rule text/ });
  expect(await isHydrated(rule)).toBe(false);
  await rule.fill("card.color != prev.color");
  await page.getByRole("textbox", { name: /Salt/ }).fill("00112233445566778899aabbccddeeff");
  // sha256("eleusis-commit-v1\n00112233445566778899aabbccddeeff\ncard.color != prev.color"), computed with sha256sum.
  await page.getByRole("textbox", { name: /Fingerprint/ }).fill("7592 eb8c 2b8b 1998 bd9d");
  await release();
  await expect.poll(() => isHydrated(rule)).toBe(true);

  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByTestId("verify-result")).toHaveAttribute("data-match", "true");
});

test("receive a game: a link pasted before hydration can be added and is checked", async ({ page }) => {
  const release = await openWithoutScripts(page, "/en/handover");
  const paste = page.getByLabel("Or paste a handover link");
  expect(await isHydrated(paste)).toBe(false);
  await paste.fill("hello");
  await release();
  await expect.poll(() => isHydrated(paste)).toBe(true);

  await expect(paste).toHaveValue("hello");
  await page.getByRole("button", { name: "Add link" }).click();
  await expect(page.locator("main").getByText("This is not a handover link of this app.")).toBeVisible();
  // Refused, and still there to be mended.
  await expect(paste).toHaveValue("hello");
});

// The forms' schemas (lib/forms/, zod) load after the page too: what was typed early is read by them.

test("verify page: a bad salt typed before hydration gets the schema's message; the other fields stay", async ({ page }) => {
  const release = await openWithoutScripts(page, "/en/eleusis/verify");
  const rule = page.getByRole("textbox", { name: /Rule text/ });
  const salt = page.getByRole("textbox", { name: /Salt/ });
  const expected = page.getByRole("textbox", { name: /Fingerprint/ });
  await rule.fill("card.color != prev.color");
  await salt.fill("zz");
  await expected.fill("0000 0000 0000 0000");
  // Not hydrated: the check waits (a native submit would reload the page and drop the fields).
  await expect(page.getByRole("button", { name: "Check" })).toBeDisabled();
  await release();
  await expect.poll(() => isHydrated(rule)).toBe(true);

  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The salt must be hexadecimal digits.");
  await salt.fill("00112233445566778899aabbccddeeff");
  await expect(rule).toHaveValue("card.color != prev.color");
  await expect(expected).toHaveValue("0000 0000 0000 0000");
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByTestId("verify-result")).toHaveAttribute("data-match", "false");
});

test("players page: a name typed before hydration is kept and added through the name's schema; a taken one is refused", async ({ page }) => {
  const release = await openWithoutScripts(page, "/en/players");
  const field = page.getByLabel("New player's name");
  expect(await isHydrated(field)).toBe(false);
  await field.fill("  Ann   Lee ");
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeDisabled();
  await release();
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeEnabled();

  await expect(field).toHaveValue("  Ann   Lee ");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("list", { name: "Players" }).getByRole("listitem")).toHaveText([/^Ann Lee/]);
  await expect(field).toHaveValue("");
  await field.fill("ann lee");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("already taken");
  await expect(field).toHaveValue("ann lee");
});

// Text typed early is kept (above); a tap or a tick is not: before hydration a button does nothing and
// React resets a radio or checkbox to its state. So every such control in the server HTML is disabled
// until the page hydrates (the framework boots after the first paint), and the tap waits instead of
// vanishing. Links need no script. Checked here with scripts off: the page as it stands before hydration.
test("before hydration, every button, radio, checkbox and select on every route is disabled", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const live: string[] = [];
  for (const path of [...ROUTES.map((r) => r.path), ...GAME_ROUTES.map((r) => r.path)]) {
    await page.goto(path);
    await expect(page.locator("h1"), path).toHaveCount(1);
    const controls = await page
      .locator("button:enabled, select:enabled, input[type=radio]:enabled, input[type=checkbox]:enabled")
      // A closed dialog's buttons cannot be tapped until the dialog opens, which needs the script.
      .evaluateAll((els) => els.filter((el) => el.checkVisibility()).map((el) => `${el.tagName.toLowerCase()} "${(el.closest("label") ?? el).textContent?.trim().slice(0, 40)}"`));
    live.push(...controls.map((c) => `${path}: ${c}`));
  }
  await context.close();
  expect(live).toEqual([]);
});

test("rule workshop: a ready rule's button waits for hydration, then puts the rule in the editor", async ({ page }) => {
  const release = await openWithoutScripts(page, "/en/eleusis/workshop");
  const preset = page.getByRole("region", { name: "Ready rules" }).getByRole("button").first();
  await expect(preset).toBeDisabled();
  await release();
  await preset.click();
  await expect(page.getByLabel("Rule in the rule language")).not.toHaveValue("");
});
