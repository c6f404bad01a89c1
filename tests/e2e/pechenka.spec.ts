import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import type { BrowserContext, Page } from "@playwright/test";
import { openPhone } from "./helpers/table";
import { waitForWorker } from "./helpers/sw";
import { readQr } from "./helpers/qr";

// Only the 5-player test needs the service worker (a phone goes offline; its worker's requests are searched
// for leaks): its contexts ask for one (blocked by default, playwright.config.ts).

// Cycle for 5 players (docs/rules.md#pechenka-cycle): Cookie → Blue → Strontium → 37 → Persians → Cookie.
const CYCLE5 = ["Cookie", "Blue", "Strontium", "37", "Persians"];
const target5 = (role: string) => CYCLE5[(CYCLE5.indexOf(role) + 1) % 5];
const hunter5 = (role: string) => CYCLE5[(CYCLE5.indexOf(role) + 4) % 5];
const ROLE_WORDS = ["Cookie", "Blue", "Strontium", "Persians", "Cosine", "strontium", "persians", "cosine", "Печенька", "Синий", "Стронций", "Персы", "Косинус"];

interface Seen {
  who: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Records every request a context makes (pages and its service worker): URL, headers, body. */
function record(context: BrowserContext, who: string, into: Seen[]): void {
  context.on("request", (req) => {
    void req
      .allHeaders()
      .catch(() => req.headers())
      .then((headers) => into.push({ who, url: req.url(), headers, body: req.postData() ?? "" }));
  });
}

/** Every encoding we can think of for a secret: raw, URL-encoded, base64 and base64url, hex. */
function encodings(secret: string): string[] {
  const b = Buffer.from(secret, "utf8");
  return [secret, encodeURIComponent(secret), b.toString("base64"), b.toString("base64url"), b.toString("hex")].filter((s) => s.length >= 4);
}

/** Console errors and page errors (a CSP violation shows up as a console error). */
function watchErrors(page: Page, into: string[]): void {
  page.on("console", (m) => {
    if (m.type() === "error") into.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => into.push(`${page.url()}: ${e.message}`));
}

async function peek(phone: Page): Promise<string> {
  const area = phone.getByTestId("hold-area");
  await area.hover();
  await phone.mouse.down();
  const name = (await phone.getByTestId("role-name").textContent()) ?? "";
  await phone.mouse.up();
  await expect(phone.getByTestId("role-name")).toHaveCount(0);
  return name.trim();
}

async function newGame(page: Page, names: string[]): Promise<void> {
  await page.goto("/en/pechenka");
  for (const n of names) {
    await page.getByLabel("Another player's name").fill(n);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  await page.getByRole("button", { name: "Deal the roles" }).click();
  await expect(page).toHaveURL(/\/en\/pechenka\/play\?id=/);
  await expect(page.getByRole("heading", { name: /Hand out the roles/ })).toBeVisible();
}

test("5 players: QR per phone, hold to peek, a valid deal that matches the host's reveal, nothing leaks, a round is scored", async ({ browser }) => {
  test.setTimeout(180_000);
  const seen: Seen[] = [];
  const names = ["Ann", "Bob", "Cy", "Dee", "Eve"];
  const host = await browser.newContext({ serviceWorkers: "allow" });
  record(host, "host", seen);
  const page = await host.newPage();
  const errors: string[] = [];
  watchErrors(page, errors);
  await newGame(page, names);

  // Hand out: one code at a time, read from the rendered QR image.
  const links: string[] = [];
  for (const name of names) {
    await page.getByRole("button", { name: `Show the code for ${name}` }).click();
    await expect(page.getByRole("heading", { name: `Code for ${name}` })).toBeVisible();
    const link = await readQr(page);
    expect(link).toBe(await page.getByLabel(`Link for ${name}`).inputValue());
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tabletop-referee\/en\/pechenka\/card#[A-Za-z0-9_-]+$/);
    links.push(link);
    await page.getByRole("button", { name: "Done, hide the code" }).click();
    await expect(page.getByTestId(`shown-${names.indexOf(name)}`)).toHaveText(/code shown/);
  }
  expect(new Set(links).size).toBe(5);

  // Each phone in its own context: name, round, identical look before the press, hold to peek.
  const roles: string[][] = names.map(() => []);
  const phones: { ctx: BrowserContext; page: Page }[] = [];
  let blankLook: string | null = null;
  for (const [seat, link] of links.entries()) {
    // Only the first phone goes offline below, so only it registers the worker (which precaches every page).
    const phone = await openPhone(browser, link, { serviceWorkers: seat === 0 ? "allow" : "block", watch: (ctx) => record(ctx, `phone-${seat}`, seen) });
    phones.push(phone);
    const p = phone.page;
    watchErrors(p, errors);
    await expect(p.getByTestId("player-name")).toHaveText(names[seat] ?? "");
    for (let r = 0; r < 5; r++) {
      await expect(p.getByTestId("round-label")).toHaveText(`Round ${r + 1} of 5`);
      const look = await p.getByTestId("hold-area").innerHTML();
      blankLook ??= look;
      expect(look, "before the press every phone looks the same").toBe(blankLook);
      roles[seat]?.push(await peek(p));
      if (r < 4) {
        await p.getByRole("button", { name: "Next round" }).click();
        await p.getByRole("button", { name: "Yes, move on" }).click();
      }
    }
    // the keyboard / screen-reader path shows and hides too
    await p.getByRole("button", { name: "Show my role" }).click();
    await expect(p.getByTestId("role-name")).toHaveText(roles[seat]?.[4] ?? "");
    await p.getByRole("button", { name: "Hide my role" }).click();
    await expect(p.getByTestId("role-name")).toHaveCount(0);
    for (let r = 4; r > 0; r--) await p.getByRole("button", { name: "Previous round" }).click();
    await expect(p.getByTestId("round-label")).toHaveText("Round 1 of 5");
  }
  // Every round is a permutation of the five roles in use.
  for (let r = 0; r < 5; r++) expect(roles.map((rs) => rs[r]).sort()).toEqual([...CYCLE5].sort());

  // The phone remembers its round across a reload and works offline once cached.
  const p0 = phones[0]?.page as Page;
  await waitForWorker(p0);
  await p0.getByRole("button", { name: "Next round" }).click();
  await p0.getByRole("button", { name: "Yes, move on" }).click();
  await p0.reload();
  await expect(p0.getByTestId("round-label")).toHaveText("Round 2 of 5");
  const onlineErrors = errors.length;
  await phones[0]?.ctx.setOffline(true);
  await p0.reload();
  await expect(p0.getByTestId("player-name")).toHaveText("Ann");
  expect(await peek(p0)).toBe(roles[0]?.[1]);

  // Round 1 on the host: Ann starts; the host never shows roles before the reveal.
  await page.getByRole("button", { name: /start round 1/i }).click();
  await page.getByRole("radio", { name: "Ann" }).check();
  await expect(page.getByTestId("role-name")).toHaveCount(0);
  await expect(page.getByTestId("summary-role")).toHaveCount(0);
  await page.getByRole("button", { name: "The round is over: enter the cards" }).click();

  const r1 = roles.map((rs) => rs[0] ?? "");
  const seatOf = (role: string | undefined) => r1.indexOf(role ?? "");
  // Ann swords her target; Bob shields his hunter; Cy keeps the Hill and swords Ann;
  // Dee swords a player who is not her target; Eve shields Ann and Ann swords... a blocked pair:
  const annTarget = seatOf(target5(r1[0] ?? ""));
  const bobHunter = seatOf(hunter5(r1[1] ?? ""));
  const deeTarget = seatOf(target5(r1[3] ?? ""));
  // Keep every other Sword/Shield pair legal, so the only blocked pair is the one made on purpose.
  const bobShield = annTarget === 1 && bobHunter === 0 ? -1 : bobHunter;
  const deeMiss = [0, 1, 2, 4].find((s) => s !== deeTarget && !(s === 1 && bobShield === 3)) ?? 0;
  // The seat grid: pick the card, then tap the owner's row in the target's column.
  const cell = async (who: string, card: "Sword" | "Shield", target: number) => {
    await page.getByRole("radio", { name: card, exact: true }).check();
    return page.getByRole("button", { name: `${who}: ${card} on ${names[target]}`, exact: true });
  };
  const place = async (who: string, card: "Sword" | "Shield", target: number) => (await cell(who, card, target)).click();
  await place("Ann", "Sword", annTarget);
  if (bobShield >= 0) await place("Bob", "Shield", bobShield);
  await page.getByLabel("Cy: Hill still in hand").check();
  await place("Dee", "Sword", deeMiss);
  // A blocked pair: Eve swords Cy and Cy shields Eve.
  await place("Eve", "Sword", 2);
  await place("Cy", "Shield", 4);
  const main = page.locator("main");
  await expect(main.getByTestId("blocked-pair")).toContainText("Eve's Sword and Cy's Shield point at each other");
  await expect(page.getByRole("button", { name: "Reveal roles and coins" })).toBeDisabled();

  // Reload in the middle of the entry: nothing is lost.
  await page.reload();
  await expect(await cell("Eve", "Sword", 2)).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Cy: Hill still in hand")).toBeChecked();

  // Cy's Shield was placed first; Eve's Sword actually went to Dee.
  await main.getByRole("radio", { name: "Cy's Shield" }).check();
  await main.getByLabel(/Where did Eve's Sword actually go/).selectOption("3");
  await main.getByRole("button", { name: "Apply" }).click();
  await expect(await cell("Eve", "Sword", 3)).toHaveAttribute("aria-pressed", "true");
  await expect(await cell("Eve", "Sword", 2)).toHaveAttribute("aria-pressed", "false");
  await page.getByRole("button", { name: "Reveal roles and coins" }).click();

  // Expected coins, worked out here from the phones' roles.
  const entry = [
    { sword: annTarget, shield: -1, hill: false },
    { sword: -1, shield: bobShield, hill: false },
    { sword: -1, shield: 4, hill: true },
    { sword: deeMiss, shield: -1, hill: false },
    { sword: 3, shield: -1, hill: false },
  ];
  const expected = entry.map((e, seat) => {
    const me = r1[seat] ?? "";
    return (e.sword >= 0 && r1[e.sword] === target5(me) ? 3 : 0) + (e.shield >= 0 && r1[e.shield] === hunter5(me) ? 2 : 0) + (e.hill ? 1 : 0);
  });
  expect(expected[0]).toBeGreaterThanOrEqual(3);
  for (const [seat, name] of names.entries()) {
    const row = page.getByTestId(`summary-row-${seat}`);
    // The row header is the player's name with the role under it (3 columns, so the reasons fit 320 px).
    await expect(row.getByRole("rowheader")).toHaveText(new RegExp(`^${name}\\W*.*${r1[seat] ?? "?"}$`));
    await expect(row.getByTestId("summary-role")).toContainText(r1[seat] ?? "?");
    await expect(row.getByTestId("summary-coins")).toContainText(String(expected[seat]));
  }
  await expect(page.getByTestId("peeked-note")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("summary-row-0").getByTestId("summary-coins")).toContainText(String(expected[0]));
  await expect(page.getByTestId("standings")).toBeVisible();

  // No request by the host or any phone carries a payload or a role, in any encoding.
  // The check has teeth: a request made on purpose with a payload in its URL is caught.
  const probe = links[0]?.split("#")[1] ?? "";
  await page.evaluate((q) => fetch(`/en?probe=${q}`).then(() => undefined), probe);
  await expect.poll(() => seen.some((r) => r.url.includes(probe))).toBe(true);
  const secrets = [...links.flatMap((l) => encodings(l.split("#")[1] ?? "")), ...ROLE_WORDS.flatMap(encodings)];
  expect(seen.length).toBeGreaterThan(10);
  const leaks = seen.flatMap((req) => {
    const text = [req.url, ...Object.values(req.headers), req.body].join("\n");
    return secrets.filter((s) => text.includes(s)).map((s) => `${req.who} ${req.url} carries ${s}`);
  });
  expect(leaks.filter((l) => l.includes("probe="))).not.toEqual([]);
  expect(leaks.filter((l) => !l.includes("probe="))).toEqual([]);
  // While phone 0 is offline, fetches that miss the cache (prefetches) fail loudly; nothing else may.
  expect(errors.filter((e, i) => i < onlineErrors || !/net::ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to fetch/.test(e))).toEqual([]);
  for (const ph of phones) await ph.ctx.close();
  await host.close();
});

test("broken links speak the page's language; an old deal's link is out of date once the new one was opened", async ({ browser }) => {
  const ru = await browser.newContext({ locale: "ru-RU" });
  const bad = await ru.newPage();
  await bad.goto("/ru/pechenka/card#AQIDBAUGBwgJCgsMDQ4P");
  await expect(bad.getByRole("heading", { name: "Ссылка не работает" })).toBeVisible();
  await expect(bad.getByTestId("hold-area")).toHaveCount(0);
  await bad.goto("/en/pechenka/card#AQIDBAUGBwgJCgsMDQ4P");
  await expect(bad.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  // The Russian page of a link: the host's link with its language switched.
  const inRussian = (link: string) => link.replace("/en/pechenka/card", "/ru/pechenka/card");

  const host = await browser.newContext();
  const page = await host.newPage();
  await newGame(page, ["Kim", "Lee", "Max", "Ned"]);
  await page.getByRole("button", { name: "Show the code for Kim" }).click();
  const oldLink = inRussian(await page.getByLabel("Link for Kim").inputValue());
  await page.getByRole("button", { name: "Done, hide the code" }).click();

  await bad.goto(oldLink.slice(0, -5));
  await expect(bad.getByText(/Ссылка обрезана/)).toBeVisible();

  const phone = await ru.newPage();
  await phone.goto(oldLink);
  await expect(phone.getByTestId("round-label")).toHaveText("Раунд 1 из 4");
  expect((await new AxeBuilder({ page: phone }).analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.getByRole("button", { name: /Re-deal/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Re-deal" }).click();
  await expect(page.getByText("Deal 2")).toBeVisible();
  await expect(page.getByTestId("shown-0")).toHaveText("not shown yet");
  await page.getByRole("button", { name: "Show the code for Kim" }).click();
  const newLink = inRussian(await page.getByLabel("Link for Kim").inputValue());
  expect(newLink).not.toBe(oldLink);

  await phone.goto(newLink);
  await expect(phone.getByTestId("player-name")).toHaveText("Kim");
  await phone.goto("about:blank");
  await phone.goto(oldLink);
  await expect(phone.getByRole("heading", { name: "Эта ссылка устарела" })).toBeVisible();
  await expect(phone.getByTestId("hold-area")).toHaveCount(0);
  await ru.close();
  await host.close();
});

test("roles opened early are announced in the round summary; pass-and-play shows one player at a time", async ({ page }) => {
  await newGame(page, ["Kim", "Lee", "Max", "Ned", "Oz", "Pat"]);
  await page.getByRole("radio", { name: "Pass this device around" }).check();
  await page.getByRole("button", { name: /start round 1/i }).click();
  await page.getByRole("radio", { name: "Max" }).check();
  await expect(page.getByText("No Hill with 6 players.", { exact: false })).toBeVisible();
  await expect(page.getByText("Max, tap and hold to see your role")).toBeVisible();
  const area = page.getByTestId("hold-area");
  await area.hover();
  await page.mouse.down();
  await expect(page.getByTestId("role-name")).toBeVisible();
  await page.mouse.up();
  await page.getByRole("button", { name: "Next player" }).click();
  await expect(page.getByText("Ned, tap and hold to see your role")).toBeVisible();

  await page.getByRole("button", { name: "Open everyone's roles now" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Open the roles" }).click();
  await expect(page.getByTestId("peeked-roles")).toBeVisible();
  await page.getByRole("button", { name: "The round is over: enter the cards" }).click();
  await expect(page.getByLabel("Kim: Hill still in hand")).toHaveCount(0);
  await page.getByRole("button", { name: "Reveal roles and coins" }).click();
  await expect(page.getByTestId("peeked-note")).toBeVisible();
  await expect(page.getByRole("button", { name: "Undo" })).toBeVisible();
});

test("a whole 4-player game to the winner, with axe on the entry and summary screens", async ({ page }) => {
  test.setTimeout(120_000);
  await newGame(page, ["Kim", "Lee", "Max", "Ned"]);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  await page.getByRole("button", { name: /start round 1/i }).click();
  await page.getByRole("radio", { name: "Lee" }).check();
  for (let r = 1; r <= 4; r++) {
    const heading = page.getByRole("heading", { name: `Round ${r} of 4` });
    await expect(heading).toBeVisible();
    // After each step the round's heading has the focus (it was left on the page's body).
    if (r > 1) await expect(heading).toBeFocused();
    if (r > 1) await expect(page.getByTestId("first-player")).toHaveText(["Lee", "Max", "Ned", "Kim"][r - 1] ?? "");
    await page.getByRole("button", { name: "The round is over: enter the cards" }).click();
    await expect(heading).toBeFocused();
    // Lee keeps the Hill every round: 1 coin a round, nobody else scores.
    await page.getByLabel("Lee: Hill still in hand").check();
    if (r === 1) expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole("button", { name: "Reveal roles and coins" }).click();
    await expect(heading).toBeFocused();
    await expect(page.getByTestId("summary-row-1").getByTestId("summary-coins")).toContainText("1");
    await expect(page.getByTestId("summary-row-1")).toContainText("Hill kept: +1");
    if (r === 1) expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await page.getByRole("button", { name: r === 4 ? "Finish the game" : "Next round" }).click();
  }
  await expect(page.getByTestId("winners")).toHaveText("Winner: Lee");
  await expect(page.getByRole("heading", { level: 1, name: "Pechenka" })).toBeFocused();
  await expect(page.getByTestId("standings").getByRole("row", { name: /Lee/ })).toContainText("4");

  // A typo noticed after the end: Lee had in fact played the Hill in round 2.
  await page.getByRole("button", { name: "Fix round 2" }).click();
  await page.getByLabel("Lee: Hill still in hand").uncheck();
  await page.getByRole("button", { name: "Save the correction" }).click();
  await expect(page.getByTestId("round-2-summary").getByTestId("summary-row-1").getByTestId("summary-coins")).toContainText("0");
  await expect(page.getByTestId("standings").getByRole("row", { name: /Lee/ })).toContainText("3");
  await page.reload();
  await expect(page.getByTestId("standings").getByRole("row", { name: /Lee/ })).toContainText("3");
  await expect(page.getByTestId("winners")).toHaveText("Winner: Lee");
});

test.describe("dark mode", () => {
  test.use({ colorScheme: "dark" });
  test("axe on hand-out, QR, phone, entry and summary in dark mode", async ({ page, browser }) => {
    const axe = async (p: Page) => {
      const results = await new AxeBuilder({ page: p }).analyze();
      return results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    };
    await newGame(page, ["Kim", "Lee", "Max", "Ned"]);
    await page.getByRole("button", { name: "Show the code for Lee" }).click();
    const link = await readQr(page);
    expect(await axe(page)).toEqual([]);
    await page.getByRole("button", { name: "Done, hide the code" }).click();
    expect(await axe(page)).toEqual([]);

    const phone = await browser.newContext({ colorScheme: "dark" });
    const pp = await phone.newPage();
    await pp.goto(link);
    await expect(pp.getByTestId("player-name")).toHaveText("Lee");
    expect(await axe(pp)).toEqual([]);
    await pp.getByRole("button", { name: "Show my role" }).click();
    expect(await axe(pp)).toEqual([]);
    await phone.close();

    await page.getByRole("button", { name: /start round 1/i }).click();
    await page.getByRole("radio", { name: "Kim" }).check();
    await page.getByRole("button", { name: "The round is over: enter the cards" }).click();
    await page.getByRole("button", { name: "Kim: Sword on Lee", exact: true }).click();
    await page.getByRole("radio", { name: "Shield", exact: true }).check();
    await page.getByRole("button", { name: "Lee: Shield on Kim", exact: true }).click();
    await expect(page.getByTestId("blocked-pair")).toBeVisible();
    expect(await axe(page)).toEqual([]);
    // Tapping a placed card's seat again takes it back.
    await page.getByRole("button", { name: "Lee: Shield on Kim", exact: true }).click();
    await page.getByRole("button", { name: "Reveal roles and coins" }).click();
    await expect(page.getByTestId("round-1-summary")).toBeVisible();
    expect(await axe(page)).toEqual([]);
  });
});
