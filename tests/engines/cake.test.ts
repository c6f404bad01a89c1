import { afterAll, beforeAll, expect, test } from "vitest";
import { newPerson } from "./harness/launch";
import { re } from "./harness/query";
import { startSite, stopSite } from "./harness/site";
import type { Person } from "./harness/tab";
import { addPlayers } from "./helpers";

beforeAll(startSite);
afterAll(stopSite);

async function player(p: Person, name: string): Promise<void> {
  await p.click({ role: "button", name, within: { role: "navigation", name: re(/Player/) } });
  await p.see({ role: "heading", name });
}

async function more(p: Person, label: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await p.click({ role: "button", name: `More: ${label}` });
  expect(await p.run((l: string) => {
    const input = [...document.querySelectorAll("input")].find((i) => i.labels?.[0]?.textContent?.trim() === l);
    return input?.value;
  }, label)).toBe(String(times));
}

// The first game of cake.spec.ts's series: Аня 8 (Kiwi) + 3 = 11; Вера 3 (Plum, tied) + 5 = 8; Борис 3 (Plum, tied) + 4 = 7.
test("Piece of Cake: a 3-player game entered through the steppers, with a reload, to its result", async () => {
  const p = await newPerson();
  try {
    await p.open("en/cake");
    await addPlayers(p, ["Аня", "Борис", "Вера"]);
    await p.click({ role: "button", name: "Start the game" });
    await p.waitForUrl(/\/en\/cake\/play\?id=/);

    await player(p, "Аня");
    await more(p, "Kiwi saved", 2);
    await more(p, "Chocolate eaten", 1);
    await player(p, "Борис");
    await more(p, "Kiwi saved", 1);
    await more(p, "Plum saved", 1);
    await more(p, "Strawberry eaten", 2);
    await p.reload();
    await player(p, "Вера");
    await more(p, "Plum saved", 1);
    await p.check({ role: "radio", name: "as a rosette total" });
    await p.fill({ label: "Rosettes eaten" }, "5");
    await p.see({ css: "main" }, "Every count is possible.");
    await p.click({ role: "button", name: "Show the result" });
    await p.until("three result rows", async () => (await p.count('[data-testid="result-row"]')) === 3);
    const rows = await p.run(() => [...document.querySelectorAll('[data-testid="result-row"]')].map((r) => (r as HTMLElement).innerText.replace(/\s+/g, " ").trim()));
    expect(rows).toEqual(["1 Аня 11", "2 Вера 8", "3 Борис 7"]);
    await p.see({ css: "main" }, "+8 — most Kiwi: 2 saved");
    expect(await p.errors()).toEqual([]);
  } finally {
    await p.close();
  }
});
