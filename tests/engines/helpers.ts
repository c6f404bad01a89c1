import { expect } from "vitest";
import { encodings, storageEntries } from "../e2e/helpers/secrets";
import type { Query } from "./harness/query";
import type { Person } from "./harness/tab";

/** Shared steps of the engines' journeys: what a person does at the table, in English. */

const SUIT = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" } as const;
type SuitLetter = keyof typeof SUIT;

/** Adds players by name on a game's set-up (Eleusis, Cake or Pechenka). */
export async function addPlayers(p: Person, names: readonly string[]): Promise<void> {
  // The set-up's buttons work once the page has hydrated; a person waits for that before typing a name.
  await p.find({ role: "button", name: "Add", enabled: true });
  for (const name of names) {
    await p.fill({ label: "Another player's name" }, name);
    await p.click({ role: "button", name: "Add" });
    await p.see({ css: "main" }, name);
  }
}

/** Taps a card ("KH", "10C") on the keypad in a region ("Lay the starter card", "To play"): value, then suit. */
export async function tapCard(p: Person, region: string, card: string): Promise<void> {
  const within: Query = { role: "region", name: region };
  const value: Query = { role: "button", name: card.slice(0, -1), within };
  await p.click(value);
  // The keypad shows the value taken (a person sees it before tapping the suit).
  await p.until(`${card.slice(0, -1)} to be taken on the keypad`, async () => (await p.attribute(value, "aria-pressed")) === "true");
  await p.click({ role: "button", name: SUIT[card.slice(-1) as SuitLetter], within });
}

/** Plays `card` for the player to play and waits for its verdict: the list grows by one, the banner says right or wrong. */
export async function judge(p: Person, card: string, right: boolean): Promise<void> {
  const before = await p.count('[data-testid="plays"] li');
  await tapCard(p, "To play", card);
  await p.until(`play ${before + 1} (${card}) in the list`, async () => (await p.count('[data-testid="plays"] li')) === before + 1);
  expect(await p.attribute({ css: "main [data-verdict]" }, "data-verdict"), `${p.engine}: the verdict on ${card}`).toBe(right ? "right" : "wrong");
}

/**
 * Searches every storage area of the page (localStorage, sessionStorage, IndexedDB, Cache Storage) for any
 * form of each secret (plain, JSON-escaped, URI-encoded, base64, base64url); returns the hits.
 * `appFiles: false` leaves out the app's own build files (/_next/static/) in the worker's cache, which hold the
 * presets' rules; what the app writes is never there. Also checks that the game's record was among what was read, so an empty scan cannot pass.
 */
export async function storageHits(p: Person, secrets: readonly string[], { appFiles = true } = {}): Promise<string[]> {
  // appFiles: false leaves out the app's own build files in the worker's cache (a preset rule ships in them).
  const entries = (await p.run(storageEntries)).filter((e) => appFiles || !(e.area === "Cache Storage" && e.key.includes("/_next/static/")));
  expect(entries.some((e) => e.area === "localStorage" && e.key.startsWith("ttr:session:")), `${p.engine}: the game's record was read`).toBe(true);
  const hits: string[] = [];
  for (const secret of secrets) {
    for (const form of encodings(secret)) {
      for (const e of entries) if (e.text.includes(form)) hits.push(`${e.area} ${e.key}: ${JSON.stringify(form)}`);
    }
  }
  return hits;
}
