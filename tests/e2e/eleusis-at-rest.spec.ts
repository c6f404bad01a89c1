import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { commitSync } from "../../lib/eleusis/commitment";
import { presetById } from "../../lib/eleusis/presets";
import { compileRule } from "../../lib/eleusis/rule-language";
import { createEleusisGame, startSession } from "../../lib/eleusis/session";
import { makeRecord } from "../../lib/store/record";
import { waitForWorker } from "./helpers/sw";

/*
 * The sealed rule is sealed at rest too (issue 12, item 3): while a hand is sealed, no storage area
 * of the page (localStorage, sessionStorage, IndexedDB, Cache Storage) holds the rule's text, its
 * canonical printing, the preset id or the wording, in any of the encodings a careless change could
 * use (plain, JSON-escaped, URI-encoded, base64, base64url). With a PIN the dealer types it once
 * after a reload to go on judging; without one the phone's own key opens the rule by itself.
 */
test.use({ viewport: { width: 390, height: 844 } });

const SUIT = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" } as const;
const PIN = "4821";
const PRESET = presetById("suit-cycle")!;
const OWN = "(card.value > 7) or (card.suit == prev.suit)";

async function tapCard(page: Page, region: string, card: string) {
  const pad = page.getByRole("region", { name: region, exact: true });
  await pad.getByRole("button", { name: card.slice(0, -1), exact: true }).click();
  await pad.getByRole("button", { name: SUIT[card.slice(-1) as keyof typeof SUIT], exact: true }).click();
}

async function verdict(page: Page, card: string, ok: boolean) {
  await tapCard(page, "To play", card);
  await expect(page.locator("main [data-verdict]")).toHaveAttribute("data-verdict", ok ? "right" : "wrong");
}

/** Every form of `needle` that could sit in stored text: plain, JSON-escaped, URI-encoded, base64 and base64url at each byte alignment. */
function encodings(needle: string): string[] {
  const out = new Set([needle, JSON.stringify(needle).slice(1, -1), encodeURIComponent(needle), encodeURI(needle)]);
  const bytes = Buffer.from(needle, "utf8");
  for (let shift = 0; shift < 3; shift++) {
    const rest = bytes.subarray(shift);
    const whole = rest.subarray(0, Math.floor(rest.length / 3) * 3);
    if (whole.length < 6) continue;
    out.add(whole.toString("base64"));
    out.add(whole.toString("base64url"));
  }
  return [...out];
}

type Entry = { area: string; key: string; text: string };

/** The text of every entry of every storage area this origin has (typed arrays and keys described, never skipped). */
async function readAllStorage(page: Page): Promise<Entry[]> {
  return page.evaluate(async () => {
    const out: { area: string; key: string; text: string }[] = [];
    for (const [area, s] of [["localStorage", localStorage], ["sessionStorage", sessionStorage]] as const) {
      for (let i = 0; i < s.length; i++) {
        const k = s.key(i) ?? "";
        out.push({ area, key: k, text: `${k}\n${s.getItem(k) ?? ""}` });
      }
    }
    const describe = (v: unknown): unknown => {
      if (v instanceof CryptoKey) return { cryptoKey: v.type, extractable: v.extractable, algorithm: v.algorithm, usages: v.usages };
      if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) {
        const u8 = v instanceof ArrayBuffer ? new Uint8Array(v) : new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
        return { bytes: new TextDecoder("utf-8").decode(u8), latin1: String.fromCharCode(...u8) };
      }
      if (Array.isArray(v)) return v.map(describe);
      if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, describe(x)]));
      return v;
    };
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(info.name!);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const store of [...db.objectStoreNames]) {
        const tx = db.transaction(store, "readonly");
        const all = await new Promise<{ keys: unknown[]; values: unknown[] }>((resolve, reject) => {
          const keys = tx.objectStore(store).getAllKeys();
          const values = tx.objectStore(store).getAll();
          tx.oncomplete = () => resolve({ keys: keys.result, values: values.result });
          tx.onerror = () => reject(tx.error);
        });
        all.values.forEach((v, i) => out.push({ area: "IndexedDB", key: `${info.name}/${store}/${String(all.keys[i])}`, text: JSON.stringify(describe(v)) }));
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        const res = await cache.match(req);
        out.push({ area: "Cache Storage", key: `${name} ${req.url}`, text: res ? await res.text() : "" });
      }
    }
    return out;
  });
}

/**
 * Asserts no entry holds any form of any needle. Cache Storage entries present, unchanged, before
 * the game was set up are the app's own public files (the presets ship in the app), so only entries
 * new or changed since `baseline` are searched there.
 */
function expectNoSecret(entries: Entry[], needles: string[], baseline: Entry[]) {
  const known = new Set(baseline.filter((e) => e.area === "Cache Storage").map((e) => `${e.key}\n${e.text}`));
  const searched = entries.filter((e) => e.area !== "Cache Storage" || !known.has(`${e.key}\n${e.text}`));
  expect(searched.some((e) => e.area === "localStorage" && e.key.startsWith("ttr:session:")), "the session record was read").toBe(true);
  const hits: string[] = [];
  for (const needle of needles) {
    for (const form of encodings(needle)) {
      for (const e of searched) if (e.text.includes(form)) hits.push(`${e.area} ${e.key}: ${JSON.stringify(form)} (of ${JSON.stringify(needle)})`);
    }
  }
  expect(hits, "the sealed rule is in a storage area").toEqual([]);
}

async function setUp(page: Page, rule: "preset" | "own", pin: string | null): Promise<Entry[]> {
  await page.goto("/en/eleusis");
  await waitForWorker(page);
  const baseline = await readAllStorage(page);
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  for (const name of ["Dana", "Ann", "Boris", "Cyril"]) {
    await page.getByRole("textbox", { name: "Another player's name" }).fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  if (rule === "preset") {
    await page.getByRole("combobox", { name: "Preset rule" }).selectOption({ label: PRESET.wording.en });
    await expect(page.getByTestId("lint")).toContainText("in every position");
  } else {
    await page.getByRole("radio", { name: "My own rule" }).check();
    await page.getByRole("textbox", { name: "Rule (in the rule language)" }).fill(OWN);
    await expect(page.getByTestId("lint")).toBeVisible({ timeout: 20_000 });
    const anyway = page.getByRole("checkbox", { name: /Play it anyway/ });
    if (await anyway.isVisible()) await anyway.check();
  }
  if (pin) await page.getByLabel("Dealer PIN (optional, protects peek and edit)").fill(pin);
  await page.getByRole("button", { name: "Seal the rule and start" }).click();
  await expect(page).toHaveURL(/\/en\/eleusis\/play\?id=/);
  return baseline;
}

const presetNeedles = () => {
  const compiled = compileRule(PRESET.rule);
  return [PRESET.rule, compiled.ok ? compiled.value.canonical : "", PRESET.id, PRESET.wording.en, PRESET.wording.ru, "prev.suit.index"];
};

test("with a PIN: the rule is stored only encrypted; after a reload the dealer's PIN resumes judging", async ({ page }) => {
  test.setTimeout(120_000);
  const baseline = await setUp(page, "preset", PIN);
  const fingerprint = (await page.getByTestId("fingerprint").innerText()).trim();
  await tapCard(page, "Lay the starter card", "5C");
  await verdict(page, "AD", true);
  await verdict(page, "AH", true);
  await verdict(page, "QC", false);
  expectNoSecret(await readAllStorage(page), presetNeedles(), baseline);

  // Reload: the rule is in no storage in clear, so this phone cannot judge until the PIN opens it.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Enter the dealer's PIN to go on judging" })).toBeVisible();
  await expect(page.getByTestId("rule-locked")).toContainText("kept only encrypted under the dealer's PIN");
  await expect(page.getByRole("region", { name: "To play", exact: true })).toHaveCount(0);
  await expect(page.getByTestId("fingerprint")).toHaveText(fingerprint);
  await page.getByLabel("Dealer's PIN", { exact: true }).fill("0000");
  await page.getByRole("button", { name: "Open the rule" }).click();
  await expect(page.getByTestId("rule-locked").getByRole("alert")).toHaveText("Wrong PIN. The rule stays sealed; try again.");
  await page.getByLabel("Dealer's PIN", { exact: true }).fill(PIN);
  await page.getByRole("button", { name: "Open the rule" }).click();
  await verdict(page, "AS", true);
  await verdict(page, "KC", false);
  await expect(page.getByTestId("fingerprint")).toHaveText(fingerprint);
  expectNoSecret(await readAllStorage(page), presetNeedles(), baseline);

  // Peek (behind the PIN) still shows the dealer the rule.
  await page.getByText("Dealer tools").click();
  await page.getByLabel("Dealer PIN", { exact: true }).fill(PIN);
  await page.getByRole("button", { name: "Unlock" }).click();
  await page.getByRole("button", { name: "Peek at the rule" }).click();
  await expect(page.getByTestId("peeked-rule")).toHaveText(PRESET.rule);
});

test("without a PIN: the set-up says what a PIN protects; this phone's own key keeps the rule and reopens it by itself", async ({ page }) => {
  test.setTimeout(120_000);
  const baseline = await setUp(page, "own", null);
  const fingerprint = (await page.getByTestId("fingerprint").innerText()).trim();
  await tapCard(page, "Lay the starter card", "5C");
  await verdict(page, "9D", true);
  await verdict(page, "2H", false);
  const compiled = compileRule(OWN);
  const needles = [OWN, compiled.ok ? compiled.value.canonical : "", "card.value > 7"];
  expectNoSecret(await readAllStorage(page), needles, baseline);
  await page.reload();
  await verdict(page, "3H", true);
  await expect(page.getByTestId("fingerprint")).toHaveText(fingerprint);
  expectNoSecret(await readAllStorage(page), needles, baseline);
  await page.goto("/en/eleusis");
  await expect(page.getByTestId("pin-note")).toContainText("Without a PIN the rule is encrypted with a key kept in this browser");
});

test("a hand saved before the rule was sealed at rest is encrypted on its first load and goes on", async ({ page }) => {
  test.setTimeout(120_000);
  const salt = "00112233445566778899aabbccddeeff";
  const state = startSession(
    { players: ["Dana", "Ann", "Boris", "Cyril"], robot: false, firstDealer: 0 },
    { rule: commitSync(PRESET.rule, salt), presetId: PRESET.id, wording: PRESET.wording, playedAnyway: false, pinHash: null, at: 1_700_000_000_000 },
  );
  const record = makeRecord(createEleusisGame(() => null), "legacy0hand1", state!, 1_700_000_000_000);
  expect(record.ok).toBe(true);
  const raw = JSON.stringify(record.ok ? record.value : null);
  expect(raw).toContain(PRESET.rule);
  await page.goto("/en");
  await waitForWorker(page);
  await page.evaluate((r) => localStorage.setItem("ttr:session:legacy0hand1", r), raw);
  const baseline = await readAllStorage(page);
  await page.goto("/en/eleusis/play?id=legacy0hand1");
  await tapCard(page, "Lay the starter card", "5C");
  await verdict(page, "AD", true);
  expectNoSecret(await readAllStorage(page), [...presetNeedles(), salt], baseline.filter((e) => e.area === "Cache Storage"));
  await page.reload();
  await verdict(page, "KD", false);
});
