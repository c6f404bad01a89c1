import { afterAll, beforeAll, expect, test } from "vitest";
import { newPerson } from "./harness/launch";
import { re } from "./harness/query";
import { startSite, stopSite } from "./harness/site";
import { addPlayers } from "./helpers";

beforeAll(startSite);
afterAll(stopSite);

/** Errors that are the network being gone, not the app failing: Next's router fetches a page's RSC payload
 * (`….txt?…&_rsc=…`, not precached), which fails, and falls back to a full page load (which the worker serves).
 * The router says so; Firefox also reports the worker's failed answer to that fetch. */
const OFFLINE_NOISE = /Failed to fetch RSC payload for .* Falling back to browser navigation|Failed to load ‘[^’]*\.txt\?[^’]*_rsc=[^’]*’\. A ServiceWorker passed a promise to FetchEvent\.respondWith\(\) that rejected with ‘Error: no-response/s;

test("after one visit, with the server stopped: a visited page reloads, a page never opened opens, and a game is played on", async () => {
  const p = await newPerson();
  try {
    await p.open("en/cake");
    await p.see({ role: "heading", name: re(/Piece of Cake/) });
    await p.waitForWorker();
    await stopSite();

    await p.reload();
    await p.see({ role: "heading", name: re(/Piece of Cake/) });
    expect(await p.url()).toMatch(/\/en\/cake$/);
    // Not only its HTML: the page runs, its chunks served by the worker (a name is added to the set-up).
    await addPlayers(p, ["Eve"]);
    // Never visited: the worker's precache has it.
    await p.open("en/pechenka");
    await p.see({ role: "heading", name: re(/Pechenka/) });
    await p.open("ru/eleusis/verify");
    await p.see({ role: "heading", name: re(/Проверка запечатанного правила/) });

    // A Pechenka deal started offline: its code comes from the worker's cache; a reload keeps it.
    await p.open("en/pechenka");
    await addPlayers(p, ["Ann", "Bob", "Cy", "Dee"]);
    await p.click({ role: "button", name: "Deal the roles" });
    await p.waitForUrl(/\/en\/pechenka\/play\?id=/);
    await p.see({ role: "heading", name: re(/Hand out the roles/) });
    await p.reload();
    await p.see({ role: "heading", name: re(/Hand out the roles/) });
    await p.see({ role: "button", name: "Show the code for Dee" });

    expect((await p.errors()).filter((e) => !OFFLINE_NOISE.test(e))).toEqual([]);
  } finally {
    await p.close();
    await startSite();
  }
});
