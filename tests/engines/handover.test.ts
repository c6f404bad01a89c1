import { afterAll, beforeAll, expect, test } from "vitest";
import { newPerson } from "./harness/launch";
import { startSite, stopSite } from "./harness/site";
import { addPlayers, judge, storageHits, tapCard } from "./helpers";

beforeAll(startSite);
afterAll(stopSite);

const PIN = "4821";
const RULE = "card.suit.index == (prev.suit.index + 1) mod 4"; // the suit-cycle preset

test("a sealed Eleusis hand handed over between two browsers: codes opened as links, the dealer's PIN, judging goes on there; the old one refuses", async () => {
  const from = await newPerson();
  const to = await newPerson();
  try {
    await from.open("en/eleusis");
    await from.see({ css: '[data-hydrated="true"]' });
    await addPlayers(from, ["Dana", "Ann", "Boris", "Cyril"]);
    await from.select({ role: "combobox", name: "Preset rule" }, "suit-cycle");
    await from.see({ testId: "lint" }, "in every position");
    await from.fill({ label: "Dealer PIN (optional, protects peek and edit)" }, PIN);
    await from.click({ role: "button", name: "Seal the rule and start" });
    await from.waitForUrl(/\/en\/eleusis\/play\?id=/);
    const fingerprint = await from.see({ testId: "fingerprint" }, /^([0-9a-f]{4} ){4}[0-9a-f]{4}$/);
    await tapCard(from, "Lay the starter card", "5C");
    await judge(from, "AD", true);
    await judge(from, "AH", true);
    await judge(from, "QC", false);

    // A wrong PIN hands over nothing; the right one shows the codes.
    await from.click({ role: "button", name: "Hand over to another phone" });
    await from.fill({ label: "Dealer's PIN" }, "0000");
    await from.click({ role: "button", name: "Show the code and hand over" });
    await from.see({ role: "alert", within: { testId: "handover-dialog" } }, "Wrong PIN. Nothing was handed over.");
    await from.fill({ label: "Dealer's PIN" }, PIN);
    await from.click({ role: "button", name: "Show the code and hand over" });
    const caption = await from.see({ testId: "handover-code-caption" });
    const total = Number(/of (\d+)/.exec(caption)?.[1] ?? "1");
    const links: string[] = [];
    for (let k = 1; k <= total; k++) {
      if (k > 1) {
        await from.click({ role: "button", name: "Next code" });
        await from.see({ testId: "handover-code-caption" }, `Code ${k} of ${total}`);
      }
      links.push(await from.value({ testId: "handover-link" }));
    }
    for (const l of links) expect(l).toMatch(/\/tabletop-referee\/en\/handover#1\./);

    // The other browser opens each code's link (what a camera app does with a scanned code).
    for (const l of links) await to.open(l);
    await to.see({ role: "heading", name: "Dealer: enter your PIN to unseal the rule" });
    await to.see({ testId: "handover-fingerprint" }, fingerprint);
    await to.fill({ label: "PIN" }, PIN);
    await to.click({ role: "button", name: "Unseal and open the game" });
    await to.waitForUrl(/\/en\/eleusis\/play\?id=/);
    expect(await to.see({ testId: "fingerprint" })).toBe(fingerprint);
    await to.until("the 3 plays to arrive", async () => (await to.count('[data-testid="plays"] li')) === 3);
    await judge(to, "AS", true);
    await judge(to, "KD", false);
    expect(await storageHits(to, [RULE], { appFiles: false })).toEqual([]);

    // The old browser is marked and refuses a play.
    await from.see({ testId: "handed-over" }, "Handed over to another phone");
    await tapCard(from, "To play", "2C");
    await from.see({ role: "alert", within: { css: "main" } }, "Refused: this game was handed over");
    expect(await from.count('[data-testid="plays"] li')).toBe(3);
    expect(await from.errors()).toEqual([]);
    expect(await to.errors()).toEqual([]);
  } finally {
    await to.close();
    await from.close();
  }
});
