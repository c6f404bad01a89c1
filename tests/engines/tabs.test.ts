import { afterAll, beforeAll, expect, test } from "vitest";
import { newPerson } from "./harness/launch";
import { startSite, stopSite } from "./harness/site";
import type { Person } from "./harness/tab";
import { addPlayers } from "./helpers";

beforeAll(startSite);
afterAll(stopSite);

const READ_ONLY = "This game is being played in another tab or window. Here it is shown as it goes on, read-only.";
const KIWI = "Kiwi saved";

/** The Kiwi count of the player on screen, as the field shows it. */
const kiwi = (p: Person) => p.value({ label: KIWI });

/** Whether the page says the game is played in another tab. */
const readOnly = (p: Person) => p.run((t: string) => document.querySelector("main")?.textContent?.includes(t) === true, READ_ONLY);

/** The game's writer lock as this tab's browser sees it: who holds it and who waits (Web Locks are shared by the browser's tabs). */
const writerLock = (p: Person) =>
  p.run(async () => {
    const id = new URL(location.href).searchParams.get("id") ?? "";
    const all = await navigator.locks.query();
    const mine = (l: LockInfo) => l.name === `ttr:writer:${id}`;
    return { held: (all.held ?? []).filter(mine).map((l) => l.clientId ?? ""), waiting: (all.pending ?? []).filter(mine).map((l) => l.clientId ?? "") };
  });

async function seeKiwi(p: Person, n: number): Promise<void> {
  await p.until(`${p.engine}: Kiwi saved to show ${n}`, async () => (await kiwi(p)) === String(n));
}

// One writer per game (a Web Lock held while the screen shows the game, given back on pagehide), in a second tab.
test("one game in two tabs: the second follows it read-only and live, 'Continue here' moves the writing there, and closing the first keeps everything", async () => {
  const first = await newPerson();
  let second: Person | null = null;
  try {
    await first.open("en/cake");
    await addPlayers(first, ["Ann", "Bob"]);
    await first.click({ role: "button", name: "Start the game" });
    const url = await first.waitForUrl(/\/en\/cake\/play\?id=/);
    await first.see({ role: "heading", name: "Ann" });
    await first.click({ role: "button", name: `More: ${KIWI}` });
    await seeKiwi(first, 1);

    // The same game in a second tab of the same browser: shown read-only, with the step already made.
    second = await first.openTab();
    await second.open(url);
    await second.see({ css: "main" }, READ_ONLY);
    await seeKiwi(second, 1);
    // Its game area is inert: the step buttons there take nothing. The first tab holds the game's lock; the second waits for it.
    expect(await second.run(() => Boolean(document.querySelector("main [inert]")))).toBe(true);
    const before = await writerLock(second);
    expect(before.held).toHaveLength(1);
    expect(before.waiting).toHaveLength(1);
    expect(before.waiting[0]).not.toBe(before.held[0]);

    // A step made in the first tab appears in the second.
    await first.click({ role: "button", name: `More: ${KIWI}` });
    await seeKiwi(first, 2);
    await seeKiwi(second, 2);

    // "Continue here": the second tab writes, the first turns read-only and follows it.
    await second.click({ role: "button", name: "Continue here" });
    await second.until("the second tab to write", async () => !(await readOnly(second!)));
    await second.click({ role: "button", name: `More: ${KIWI}` });
    await seeKiwi(second, 3);
    await first.see({ css: "main" }, READ_ONLY);
    await seeKiwi(first, 3);
    // The lock moved: the tab that held it now waits, the other holds it.
    const moved = await writerLock(first);
    expect(moved).toEqual({ held: before.waiting, waiting: before.held });

    // The first tab is closed; the second, reloaded, has every step and still writes.
    expect(await first.errors()).toEqual([]);
    await first.close();
    // Closed: the first tab waits no more.
    await second.until("the closed tab's request to go", async () => (await writerLock(second!)).waiting.length === 0);
    await second.reload();
    await seeKiwi(second, 3);
    expect(await readOnly(second)).toBe(false);
    await second.click({ role: "button", name: `More: ${KIWI}` });
    await seeKiwi(second, 4);
    await second.reload();
    await seeKiwi(second, 4);
    expect(await second.errors()).toEqual([]);
  } finally {
    await second?.close();
    await first.close();
  }
});
