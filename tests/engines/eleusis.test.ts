import { afterAll, beforeAll, expect, test } from "vitest";
import { compileRule } from "../../lib/eleusis/rule-language";
import { PBKDF2_ITERATIONS } from "../../lib/handover/crypto";
import { recordFigure } from "./harness/figures";
import { newPerson } from "./harness/launch";
import { re } from "./harness/query";
import { startSite, stopSite } from "./harness/site";
import { addPlayers, judge, storageHits, tapCard } from "./helpers";

beforeAll(startSite);
afterAll(stopSite);

const PIN = "4821";
/** The dealer's own rule (typed, so no file of the app holds its text): a card above 7, or the suit of the card before. */
const RULE = "(card.value > 7) or (card.suit == prev.suit)";
/**
 * Starter 5♣, then Ann, Boris, Cyril in turn. Under RULE: 9♦ high; 2♦ follows ♦; 3♣ neither; 4♦ follows ♦; 5♥
 * neither; K♥ high; 6♥ follows ♥; 2♠ neither; 7♠ is not above 7 and ♠ does not follow ♥; 8♠ high.
 */
const compiled = compileRule(RULE);
/** The sealed rule as typed and as the app prints it. */
const SECRETS = [RULE, compiled.ok ? compiled.value.canonical : "(the rule did not compile)"];
const PLAYS: [string, boolean][] = [
  ["9D", true], ["2D", true], ["3C", false], ["4D", true], ["5H", false],
  ["KH", true], ["6H", true], ["2S", false], ["7S", false], ["8S", true],
];

test("Eleusis: a deal sealed with a PIN, 10 cards judged, a reload and the PIN, nothing sealed in storage, the reveal and the verify page", async () => {
  const p = await newPerson();
  try {
    await p.open("en/eleusis");
    await p.waitForWorker();
    await p.see({ css: '[data-hydrated="true"]' });
    await addPlayers(p, ["Dana", "Ann", "Boris", "Cyril"]);
    await p.check({ role: "radio", name: "My own rule" });
    await p.fill({ role: "textbox", name: "Rule in the rule language" }, RULE);
    await p.find({ testId: "lint" }, 30_000);
    if (await p.has({ role: "checkbox", name: re(/Play it anyway/) })) await p.check({ role: "checkbox", name: re(/Play it anyway/) });
    await p.fill({ label: "Dealer PIN (optional, protects peek and edit)" }, PIN);
    let t = Date.now();
    await p.click({ role: "button", name: "Seal the rule and start" });
    await p.waitForUrl(/\/en\/eleusis\/play\?id=/);
    await p.see({ role: "heading", name: "Lay the starter card" });
    recordFigure("seal with PIN → table", `${Date.now() - t} ms`);
    const fingerprint = await p.see({ testId: "fingerprint" }, re(/^([0-9a-f]{4} ){4}[0-9a-f]{4}$/));

    await tapCard(p, "Lay the starter card", "5C");
    for (const [card, right] of PLAYS.slice(0, 5)) await judge(p, card, right);
    expect(await storageHits(p, SECRETS)).toEqual([]);

    // A reload: the rule is only in storage encrypted, so the dealer's PIN opens it again.
    await p.reload();
    await p.see({ role: "heading", name: "Enter the dealer's PIN to go on judging" });
    expect(await p.see({ testId: "fingerprint" })).toBe(fingerprint);
    await p.fill({ label: "Dealer's PIN" }, "0000");
    await p.click({ role: "button", name: "Open the rule" });
    await p.see({ role: "alert", within: { testId: "rule-locked" } }, "Wrong PIN. The rule stays sealed; try again.");
    await p.fill({ label: "Dealer's PIN" }, PIN);
    t = Date.now();
    await p.click({ role: "button", name: "Open the rule" });
    // Opened: the prompt goes and the keypad takes taps.
    await p.gone({ role: "heading", name: "Enter the dealer's PIN to go on judging" });
    await p.find({ role: "button", name: "K", within: { role: "region", name: "To play" }, enabled: true }, 60_000);
    recordFigure("PBKDF2 unlock (PIN → judging)", `${Date.now() - t} ms`);
    const raw = await p.run(async (iterations: number) => {
      const started = performance.now();
      const key = await crypto.subtle.importKey("raw", new TextEncoder().encode("4821"), "PBKDF2", false, ["deriveBits"]);
      await crypto.subtle.deriveBits({ name: "PBKDF2", salt: new Uint8Array(16), iterations, hash: "SHA-256" }, key, 256);
      return Math.round(performance.now() - started);
    }, PBKDF2_ITERATIONS);
    recordFigure(`PBKDF2-SHA-256 ×${PBKDF2_ITERATIONS} alone`, `${raw} ms`);
    for (const [card, right] of PLAYS.slice(5)) await judge(p, card, right);
    expect(await p.count('[data-testid="plays"] li')).toBe(10);
    expect(await storageHits(p, SECRETS)).toEqual([]);

    // Ann (9♦ 4♦ 6♥ 8♠) made no error: with every hand counted empty, she is out and the hand ends.
    for (const [seat, name] of ["Ann", "Boris", "Cyril"].entries()) {
      await p.click({ role: "button", name: "Fix hand count", nth: seat });
      await p.fill({ label: `Cards in ${name}'s hand` }, "0");
      await p.click({ role: "button", name: "Save" });
    }
    await p.see({ testId: "hand-end" }, "Ann: no cards left.");
    await p.click({ role: "button", name: "Reveal the rule" });
    await p.click({ role: "button", name: "Reveal the rule", within: { role: "dialog" } });
    expect(await p.see({ testId: "revealed-rule" })).toBe(SECRETS[1]);
    const href = await p.attribute({ testId: "verify-link" }, "href");
    expect(href).toContain("/en/eleusis/verify#");

    await p.open(new URL(href ?? "", await p.url()).href);
    await p.until("the revealed rule to verify", async () => (await p.attribute({ testId: "verify-result" }, "data-match")) === "true");
    expect(await p.see({ testId: "computed-fingerprint" })).toBe(fingerprint);
    await p.fill({ role: "textbox", name: "Rule text, exactly as revealed" }, `${RULE} `);
    await p.click({ role: "button", name: "Check" });
    await p.until("the changed rule not to verify", async () => (await p.attribute({ testId: "verify-result" }, "data-match")) === "false");
    expect(await p.errors()).toEqual([]);
  } finally {
    await p.close();
  }
});
