import { expect, test } from "@playwright/test";
import type { Page } from "@playwright/test";

// A new game's set-up is kept in this tab over a reload (a phone at the table drops a sleeping tab
// and reloads it): the seats in their order and the form's choices come back; the PIN does not.
// Another tab starts its own set-up; once the game is created, the next set-up starts empty
// (lib/store/setup-draft.ts).

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function seat(page: Page, names: readonly string[], field: string, add: string) {
  for (const name of names) {
    await page.getByRole("textbox", { name: field }).fill(name);
    await page.getByRole("button", { name: add, exact: true }).tap();
  }
}

test("Eleusis (ru): seats, their order, the variant and the first dealer survive a reload; a second tab starts its own; sealing empties the next set-up", async ({ browser }) => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto("/ru/eleusis");
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await seat(page, ["Аня", "Борис", "Вера", "Глеб"], "Имя ещё одного игрока", "Добавить");
  await page.getByRole("button", { name: "Глеб: выше" }).tap();
  await page.getByRole("radio", { name: /^Новый Элевзис/ }).check();
  await page.getByRole("combobox", { name: "Первым сдаёт" }).selectOption({ label: "Вера" });
  await page.getByLabel(/^PIN сдающего/).fill("2468");
  const seats = page.getByRole("list", { name: "Игроки по порядку мест" });
  await expect(seats.getByRole("listitem")).toHaveText([/Аня/, /Борис/, /Глеб/, /Вера/]);

  await page.reload();
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect(seats.getByRole("listitem")).toHaveText([/Аня/, /Борис/, /Глеб/, /Вера/]);
  await expect(page.getByRole("radio", { name: /^Новый Элевзис/ })).toBeChecked();
  await expect(page.getByRole("combobox", { name: "Первым сдаёт" })).toHaveValue("3");
  await expect(page.getByRole("combobox", { name: "Первым сдаёт" }).locator("option:checked")).toHaveText("Вера");
  // The PIN is not kept anywhere.
  await expect(page.getByLabel(/^PIN сдающего/)).toHaveValue("");
  const kept = await page.evaluate(() => JSON.stringify(sessionStorage) + JSON.stringify(localStorage));
  expect(kept).not.toContain("2468");

  // Another tab: its own set-up, empty; what it picks does not change the first tab's.
  const other = await context.newPage();
  await other.goto("/ru/eleusis");
  await expect(other.locator('[data-hydrated="true"]')).toBeVisible();
  await expect(other.getByRole("list", { name: "Игроки по порядку мест" }).getByRole("listitem")).toHaveCount(0);
  await expect(other.getByRole("radio", { name: /^Элевзис/ })).toBeChecked();
  await other.getByRole("button", { name: "+ Аня" }).tap();
  await other.close();
  await page.reload();
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect(seats.getByRole("listitem")).toHaveText([/Аня/, /Борис/, /Глеб/, /Вера/]);

  await page.getByRole("button", { name: "Запечатать правило и начать" }).tap();
  await expect(page).toHaveURL(/\/ru\/eleusis\/play\?id=/);
  await page.goto("/ru/eleusis");
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect(seats.getByRole("listitem")).toHaveCount(0);
  await expect(page.getByRole("radio", { name: /^Элевзис/ })).toBeChecked();
  await expect(page.getByRole("button", { name: "Места как в прошлой игре: Аня, Борис, Глеб, Вера" })).toBeVisible();
  await context.close();
});

test("Piece of Cake (en) and Pechenka: the seats and the cake's choices survive a reload; starting the game empties the next set-up", async ({ browser }) => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto("/en/cake");
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeEnabled();
  await seat(page, ["Ann", "Bo", "Cy"], "Another player's name", "Add");
  await page.getByRole("radio", { name: "Bo" }).check();
  await page.getByRole("radio", { name: "Tied players score nothing (variant)" }).check();
  await page.reload();
  const seats = page.getByRole("list", { name: "Players in seat order" });
  await expect(seats.getByRole("listitem")).toHaveText([/Ann/, /Bo/, /Cy/]);
  await expect(page.getByRole("radio", { name: "Bo" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Tied players score nothing (variant)" })).toBeChecked();
  await page.getByRole("button", { name: "Start the game" }).tap();
  await expect(page).toHaveURL(/\/en\/cake\/play\?id=/);
  await page.goto("/en/cake");
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeEnabled();
  await expect(seats.getByRole("listitem")).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "Every tied player scores the kind's full number (usual rule)" })).toBeChecked();

  await page.goto("/en/pechenka");
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeEnabled();
  for (const name of ["Ann", "Bo", "Cy"]) await page.getByRole("button", { name: `+ ${name}` }).tap();
  await seat(page, ["Dee"], "Another player's name", "Add");
  await page.getByRole("button", { name: "Move Dee up" }).tap();
  await page.reload();
  await expect(seats.getByRole("listitem")).toHaveText([/Ann/, /Bo/, /Dee/, /Cy/]);
  await page.getByRole("button", { name: "Deal the roles" }).tap();
  await expect(page).toHaveURL(/\/en\/pechenka\/play\?id=/);
  await page.goto("/en/pechenka");
  await expect(page.getByRole("button", { name: "Add", exact: true })).toBeEnabled();
  await expect(seats.getByRole("listitem")).toHaveCount(0);
  await context.close();
});

test("switching the language in the middle of a set-up keeps what was picked", async ({ browser }) => {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  await page.goto("/en/eleusis");
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await seat(page, ["Dana", "Ann", "Boris"], "Another player's name", "Add");
  await page.getByRole("radio", { name: /^Robot dealer/ }).check();
  await page.getByRole("link", { name: "Русский" }).tap();
  await expect(page).toHaveURL(/\/ru\/eleusis$/);
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  await expect(page.getByRole("list", { name: "Игроки по порядку мест" }).getByRole("listitem")).toHaveText([/Dana/, /Ann/, /Boris/]);
  await expect(page.getByRole("radio", { name: /^Робот-сдающий/ })).toBeChecked();
  await context.close();
});
