import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { RevealPayload } from "@/lib/pechenka/link";
import { readCardScan } from "@/lib/pechenka/card-scan";
import { makeRevealLink } from "@/lib/pechenka/link";

const masha: RevealPayload = { table: "3fa09c11d2", deal: 2, seat: 3, name: "Маша", players: 5, roles: ["n37", "cookie", "persians", "blue", "strontium"] };
const base = "/tabletop-referee";
const here = { href: "https://games.example/tabletop-referee/en/pechenka/card#broken", base };
const card = (path: string) => makeRevealLink(`https://games.example${path}`, masha);

describe("a scanned code on the player's card page", () => {
  test("a card link of this app opens, in its own language", () => {
    expect(readCardScan(card(`${base}/en/pechenka/card`), here)).toEqual({ ok: true, href: card(`${base}/en/pechenka/card`), samePage: true });
    expect(readCardScan(`  ${card(`${base}/ru/pechenka/card`)}\n`, here)).toMatchObject({ ok: true, samePage: false });
  });

  test.each([
    ["plain text", "hello", { code: "notOurs" }],
    ["another site's card path", makeRevealLink("https://evil.example/tabletop-referee/en/pechenka/card", masha), { code: "otherSite", host: "evil.example" }],
    ["another port", makeRevealLink("https://games.example:8443/tabletop-referee/en/pechenka/card", masha), { code: "otherSite", host: "games.example:8443" }],
    ["another app on this origin", card("/other-app/en/pechenka/card"), { code: "notOurs" }],
    ["the app's card without the base path", card("/en/pechenka/card"), { code: "notOurs" }],
    ["a handover link of this app", `https://games.example${base}/en/handover#AAAA`, { code: "notCard" }],
    ["a card path in an unknown language", card(`${base}/de/pechenka/card`), { code: "notCard" }],
    ["a card link without its role", `https://games.example${base}/en/pechenka/card`, { code: "link", error: "empty" }],
    ["a damaged card link", `${card(`${base}/en/pechenka/card`).slice(0, -6)}`, { code: "link", error: "truncated" }],
    ["a javascript: URL", "javascript:alert(1)", { code: "notOurs" }],
  ])("%s is refused", (_, text, problem) => {
    expect(readCardScan(text, here)).toEqual({ ok: false, problem });
  });

  test("any text: never throws, opens only a whole card link of this origin and base path", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = readCardScan(s, here);
        if (r.ok) expect(r.href.startsWith(`https://games.example${base}/`)).toBe(true);
      }),
    );
  });
});
