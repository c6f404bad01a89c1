import { afterAll, beforeAll, expect, test } from "vitest";
import { newPerson } from "./harness/launch";
import { re } from "./harness/query";
import { startSite, stopSite } from "./harness/site";
import { addPlayers } from "./helpers";

beforeAll(startSite);
afterAll(stopSite);

const ROLE_NAMES = ["Cookie", "Blue", "Strontium", "37"];

test("Pechenka: a deal, one phone's link opened in another browser, the role held to view, a round entered", async () => {
  const host = await newPerson();
  const phone = await newPerson();
  try {
    await host.open("en/pechenka");
    await addPlayers(host, ["Ann", "Bob", "Cy", "Dee"]);
    await host.click({ role: "button", name: "Deal the roles" });
    await host.waitForUrl(/\/en\/pechenka\/play\?id=/);
    await host.see({ role: "heading", name: re(/Hand out the roles/) });
    await host.click({ role: "button", name: "Show the code for Bob" });
    await host.see({ role: "heading", name: "Code for Bob" });
    const link = await host.value({ label: re(/^Link for Bob/) });
    expect(link).toMatch(/\/tabletop-referee\/en\/pechenka\/card#[A-Za-z0-9_-]+$/);
    await host.click({ role: "button", name: "Done, hide the code" });

    // The other phone: its own browser, its own storage.
    await phone.open(link);
    await phone.see({ testId: "player-name" }, "Bob");
    expect(await phone.has({ testId: "role-name" })).toBe(false);
    const role = await phone.holding({ testId: "hold-area" }, () => phone.see({ testId: "role-name" }));
    expect(ROLE_NAMES).toContain(role.trim());
    await phone.gone({ testId: "role-name" });
    expect(await phone.errors()).toEqual([]);

    // Round 1 on the host: Ann starts; Bob keeps the Hill.
    await host.click({ role: "button", name: re(/start round 1/i) });
    await host.check({ role: "radio", name: "Ann" });
    await host.click({ role: "button", name: "The round is over: enter the cards" });
    await host.check({ label: "Bob: Hill still in hand" });
    await host.click({ role: "button", name: "Reveal roles and coins" });
    await host.see({ css: '[data-testid="summary-row-1"]' }, "Hill kept: +1");
    expect(await host.see({ css: '[data-testid="summary-row-1"] [data-testid="summary-coins"]' })).toContain("1");
    expect(await host.errors()).toEqual([]);
  } finally {
    await phone.close();
    await host.close();
  }
});
