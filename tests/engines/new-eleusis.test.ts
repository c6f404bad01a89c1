import { afterAll, beforeAll, expect, test } from "vitest";
import { PRESETS } from "@/lib/eleusis/presets";
import { newPerson } from "./harness/launch";
import { re } from "./harness/query";
import { startSite, stopSite } from "./harness/site";
import type { Person } from "./harness/tab";

beforeAll(startSite);
afterAll(stopSite);

const SUIT = { C: "трефы", D: "бубны", H: "червы", S: "пики" } as const;

/** The Russian keypad: value, then suit, in the region named `region`. */
async function tap(p: Person, region: string, card: string): Promise<void> {
  const within = { role: "region", name: region };
  const value = { role: "button", name: card.slice(0, -1), within };
  await p.click(value);
  await p.until(`${card.slice(0, -1)} taken`, async () => (await p.attribute(value, "aria-pressed")) === "true");
  await p.click({ role: "button", name: SUIT[card.slice(-1) as keyof typeof SUIT], within });
}

/** One card played and judged as a New Eleusis play; resolves with the verdict shown. */
async function play(p: Person, card: string): Promise<string | null> {
  await tap(p, "Ход", card);
  await p.click({ role: "button", name: "Оценить эту карту", enabled: true });
  await p.until(`the verdict on ${card}`, async () => (await p.see({ testId: "ne-outcome" })).includes(card.slice(0, -1)));
  return p.attribute({ css: "main [data-verdict]" }, "data-verdict");
}

// A New Eleusis round in Russian has the dealer's tools of a classic hand: the logged peek, a PIN set
// for a rule kept under this browser's key and asked after a reload, and the verdict buzz kept on.
test("New Eleusis in Russian: the dealer's peek, a PIN set mid-round and asked after a reload, the buzz switch kept", async () => {
  const p = await newPerson();
  try {
    await p.open("ru/eleusis");
    await p.find({ role: "button", name: "Добавить", enabled: true });
    for (const name of ["Даша", "Аня", "Боря", "Кирилл"]) {
      await p.fill({ label: "Имя ещё одного игрока" }, name);
      await p.click({ role: "button", name: "Добавить" });
      await p.see({ css: "main" }, name);
    }
    await p.check({ role: "radio", name: re(/^Новый Элевзис/) });
    await p.select({ label: "Готовое правило" }, "red-black");
    await p.click({ role: "button", name: "Запечатать правило и начать" });
    await p.waitForUrl(/\/ru\/eleusis\/play\?id=/);
    await tap(p, "Выложите стартовую карту", "5C");
    await p.check({ role: "checkbox", name: "Вибрация при вердикте" });
    expect(await play(p, "7D")).toBe("right");

    await p.click({ css: "summary", name: "Только для сдающего" });
    await p.click({ role: "button", name: "Подсмотреть правило" });
    expect((await p.see({ testId: "peeked-rule" })).trim()).toBe(PRESETS.find((x) => x.id === "red-black")?.rule);
    await p.snap("new-eleusis-peek-ru");
    await p.click({ role: "button", name: "Скрыть правило" });
    await p.gone({ testId: "peeked-rule" });

    await p.click({ css: "summary", name: "Задать PIN для этого правила" });
    await p.fill({ label: "Новый PIN (4–12 цифр)" }, "482913");
    await p.fill({ label: "Тот же PIN ещё раз" }, "482913");
    await p.click({ role: "button", name: "Задать PIN" });
    await p.gone({ css: "summary", name: "Задать PIN для этого правила" });

    await p.reload();
    await p.fill({ label: "PIN сдающего" }, "482913");
    await p.click({ role: "button", name: "Открыть правило" });
    expect(await play(p, "8D")).toBe("wrong");
    expect(await p.run(() => (document.querySelector('input[type="checkbox"]') as HTMLInputElement | null)?.checked)).toBe(true);
    const log = await p.run(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith("ttr:session:"));
      const record = JSON.parse(localStorage.getItem(key ?? "") ?? "{}") as { state?: { deals?: { log: { kind: string }[]; lock?: { kind: string } }[] } };
      const deal = record.state?.deals?.[0];
      return { log: deal?.log.map((e) => e.kind), lock: deal?.lock?.kind };
    });
    expect(log).toEqual({ log: ["peek"], lock: "pin" });
    expect(await p.errors()).toEqual([]);
  } finally {
    await p.close();
  }
});
