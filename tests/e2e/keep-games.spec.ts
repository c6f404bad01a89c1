import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { commitSync } from "../../lib/eleusis/commitment";
import { presetById } from "../../lib/eleusis/presets";
import { newPinLock, sealSecret } from "../../lib/crypto/rule-box";
import { eleusisDefinition, startSession } from "../../lib/eleusis/session";
import { presetWording } from "../../lib/eleusis/wording";
import { makeRecord } from "../../lib/store/sessions";

/*
 * A browser tab is not the installed app: on an iPhone the two keep separate storage, and Safari
 * clears a site's storage after 7 days unused unless it is installed. The home page says so once,
 * and moves every game, the roster and the evening's results to the installed app in one file.
 * Where an engine lacks an API the app says what it does instead.
 */
test.use({ viewport: { width: 390, height: 844 } });

const PIN = "4821";
const PRESET = presetById("suit-cycle")!;
const WORDING = presetWording(PRESET.id)!;
const SALT = "00112233445566778899aabbccddeeff";
const PLAYERS = ["Dana", "Ann", "Boris", "Cyril"];

/** Two Eleusis hands as the store keeps them: one sealed under the dealer's PIN, one by this browser's own key (no PIN). */
async function records(): Promise<Record<string, string>> {
  const def = eleusisDefinition;
  const made = await newPinLock(PIN, { iterations: 1000 });
  const box = made ? await sealSecret(made.key, { text: PRESET.rule, salt: SALT, presetId: PRESET.id, wording: WORDING }) : null;
  const locked = startSession({ players: PLAYERS, robot: false, firstDealer: 0 }, { rule: { ...commitSync(PRESET.rule, SALT), box: box! }, lock: made!.lock, presetId: PRESET.id, wording: WORDING, playedAnyway: false, pinHash: null, at: 1_700_000_000_000 });
  const open = startSession({ players: ["Eve", "Fay", "Gus", "Hal"], robot: false, firstDealer: 1 }, { rule: commitSync(PRESET.rule, SALT), presetId: PRESET.id, wording: WORDING, playedAnyway: false, pinHash: null, at: 1_700_000_000_000 });
  const a = makeRecord(def, "movepin00001", locked!, 1_700_000_000_000);
  const b = makeRecord(def, "movekey00002", open!, 1_700_000_100_000);
  return {
    "ttr:session:movepin00001": JSON.stringify(a.ok ? a.value : null),
    "ttr:session:movekey00002": JSON.stringify(b.ok ? b.value : null),
    "ttr:roster": JSON.stringify({ format: 1, players: PLAYERS.map((name, i) => ({ name, lastUsed: 1_700_000_000_000 + i })) }),
  };
}

async function seed(page: Page, items: Record<string, string>) {
  await page.goto("/en/players");
  await page.evaluate((all) => {
    for (const [k, v] of Object.entries(all)) localStorage.setItem(k, v);
  }, items);
}

test("a browser tab says once that the games may be cleared, and moves every game and the roster to the installed app in one file", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await seed(page, await records());
  await page.goto("/en");
  const notice = page.getByTestId("eviction-notice");
  await expect(notice).toContainText("A browser may clear a site's data after about a week without a visit (Safari does) unless the app is installed.");
  await expect(page.getByRole("heading", { name: "Move my games to the installed app" })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), notice.getByRole("button", { name: "Save everything to a file" }).click()]);
  const path = (await download.path()) ?? "";
  const text = readFileSync(path, "utf8");
  const file = JSON.parse(text) as { type: string; sessions: { id: string; state: { deals: { lock?: { kind: string } }[] } }[]; roster: { players: { name: string }[] } };
  expect(file.type).toBe("game-night");
  expect(file.sessions.map((s) => s.id).sort()).toEqual(["movekey00002", "movepin00001"]);
  expect(file.roster.players.map((p) => p.name)).toEqual(PLAYERS);
  // The sealed rule travels only in its PIN box: nowhere in the file in clear.
  for (const needle of [PRESET.rule, PRESET.id, WORDING.en, WORDING.ru, SALT]) expect(text).not.toContain(needle);
  expect(file.sessions.find((s) => s.id === "movepin00001")?.state.deals[0]?.lock?.kind).toBe("pin");
  const moved = page.getByTestId("move-games").getByRole("status");
  await expect(moved).toContainText("2 games and the players saved in one file.");
  await expect(moved).toContainText("This browser cannot share files, so the file was downloaded instead.");
  await expect(moved).toContainText("Now open the installed app from the home screen and choose this file");
  await expect(moved).toContainText("1 Eleusis game has a rule sealed without a PIN");
  await expect(page.getByText("2 games and the players saved in one file.")).toBeFocused();

  // Said once: not again on the next visit; the move stays offered.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Move my games to the installed app" })).toBeVisible();
  await expect(page.getByTestId("eviction-notice")).toHaveCount(0);

  // The installed app (its own, empty storage): nothing of this offered there; the file brings everything in.
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await ctx.addInitScript(() => Object.defineProperty(navigator, "standalone", { configurable: true, get: () => true }));
  const app = await ctx.newPage();
  await app.goto("/en");
  await app.getByLabel("Import a game from a file").setInputFiles(path);
  await expect(app.getByText("Game imported.")).toBeVisible();
  await expect(app.getByRole("link", { name: /Resume: Eleusis/ })).toHaveCount(2);
  await expect(app.getByTestId("move-games")).toHaveCount(0);
  await expect(app.getByTestId("eviction-notice")).toHaveCount(0);
  await app.goto("/en/players");
  for (const name of PLAYERS) await expect(app.locator("main").getByText(name, { exact: true }).first()).toBeVisible();
  // The hand sealed under the PIN opens there with the PIN, and judges.
  await app.goto("/en");
  await app.getByRole("link", { name: /Resume: Eleusis, Dana, Ann, Boris, Cyril/ }).first().click();
  await expect(app).toHaveURL(/\/en\/eleusis\/play\?id=/);
  await app.getByLabel("Dealer's PIN", { exact: true }).fill(PIN);
  await app.getByRole("button", { name: "Open the rule" }).click();
  await expect(app.getByRole("region", { name: "Lay the starter card" })).toBeVisible();
  await ctx.close();
});

test("storage the browser promised to keep: no notice; a browser without storage.persist (WebKit): the notice", async ({ browser }) => {
  const items = await records();
  for (const [script, shown] of [
    [() => Object.defineProperty(StorageManager.prototype, "persisted", { configurable: true, value: async () => true }), false],
    [() => Reflect.deleteProperty(StorageManager.prototype, "persist") && Reflect.deleteProperty(StorageManager.prototype, "persisted"), true],
  ] as const) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await ctx.addInitScript(script);
    const page = await ctx.newPage();
    await seed(page, items);
    await page.goto("/en");
    await expect(page.getByRole("heading", { name: "Move my games to the installed app" })).toBeVisible();
    await expect(page.getByTestId("eviction-notice")).toHaveCount(shown ? 1 : 0);
    await ctx.close();
  }
});

test("no games stored: neither the notice nor the move is offered", async ({ page }) => {
  await page.goto("/en");
  await expect(page.getByRole("heading", { name: "Your games" })).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.getByTestId("move-games")).toHaveCount(0);
  await expect(page.getByTestId("eviction-notice")).toHaveCount(0);
});

test("no wake lock (or a refused one): the game screen asks to keep the screen on by hand; with one, nothing is said", async ({ browser }) => {
  const items = await records();
  for (const [script, hint] of [
    [() => Reflect.deleteProperty(Navigator.prototype, "wakeLock"), true],
    [() => Object.defineProperty(WakeLock.prototype, "request", { configurable: true, value: () => Promise.reject(new DOMException("battery saver", "NotAllowedError")) }), true],
    // A granted lock (the headless shell refuses every request, as a phone on battery saver does; the real
    // grant is proven in the full browser by the static host's spec).
    [() => Object.defineProperty(WakeLock.prototype, "request", { configurable: true, value: () => Promise.resolve({ released: false, type: "screen", release: () => Promise.resolve() }) }), false],
  ] as const) {
    const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await ctx.addInitScript(script);
    const page = await ctx.newPage();
    await seed(page, items);
    await page.goto("/en/eleusis/play?id=movekey00002");
    await expect(page.getByRole("region", { name: "Lay the starter card" })).toBeVisible();
    if (hint) await expect(page.getByTestId("wake-hint")).toHaveText("This browser cannot keep the screen on by itself: turn off auto-lock (or raise its time) while you play.");
    else {
      await page.waitForTimeout(500);
      await expect(page.getByTestId("wake-hint")).toHaveCount(0);
    }
    await ctx.close();
  }
});

test("a slow PIN key (PBKDF2) shows that it is working while the PIN is checked and the rule encrypted; no CompressionStream is said", async ({ browser }) => {
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // A slow phone: each key derivation takes 1.5 s more; and no CompressionStream (stored bytes).
  await ctx.addInitScript(() => {
    const derive = SubtleCrypto.prototype.deriveKey;
    SubtleCrypto.prototype.deriveKey = function (this: SubtleCrypto, ...args: Parameters<SubtleCrypto["deriveKey"]>) {
      return new Promise<CryptoKey>((resolve, reject) => setTimeout(() => derive.apply(this, args).then(resolve, reject), 1500));
    } as SubtleCrypto["deriveKey"];
    Reflect.deleteProperty(window, "CompressionStream");
  });
  const page = await ctx.newPage();
  await seed(page, await records());
  await page.goto("/en/eleusis/play?id=movepin00001");
  await page.getByLabel("Dealer's PIN", { exact: true }).fill(PIN);
  await page.getByRole("button", { name: "Open the rule" }).click();
  await expect(page.getByTestId("pin-working")).toHaveText("Opening the sealed rule…");
  await expect(page.getByRole("region", { name: "Lay the starter card" })).toBeVisible();
  await page.getByRole("button", { name: "Hand over to another phone" }).click();
  const dialog = page.getByTestId("handover-dialog");
  await dialog.getByLabel("Dealer's PIN", { exact: true }).fill(PIN);
  await dialog.getByRole("button", { name: "Show the code and hand over" }).click();
  await expect(dialog.getByTestId("pin-working")).toHaveText("Checking the PIN (a second or two)…");
  await expect(dialog.getByTestId("handover-working")).toHaveText("Encrypting the sealed rule (a second or two)…");
  // The page stays responsive while the key is derived: a frame is painted at least every 100 ms.
  const gap = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = performance.now();
        let max = 0;
        const start = last;
        const tick = () => {
          const now = performance.now();
          max = Math.max(max, now - last);
          last = now;
          if (now - start < 1000) requestAnimationFrame(tick);
          else resolve(max);
        };
        requestAnimationFrame(tick);
      }),
  );
  expect(gap).toBeLessThan(100);
  await expect(dialog.getByTestId("handover-code-caption")).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId("no-compression")).toHaveText("This browser cannot compress, so this game takes more codes than usual.");
  await ctx.close();
});
