// What the player's card page does with a scanned (or pasted) text: only a Pechenka card link of this
// app (same origin, same base path, a card page) that reads whole is opened; anything else is
// refused with its reason, and nothing changes.
import { stripBasePath } from "@/lib/app-path";
import { LOCALES } from "@/lib/i18n/locales";
import type { LinkErrorCode } from "./link";
import { parseRevealLink } from "./link";

export type CardScanProblem = { code: "notOurs" } | { code: "notCard" } | { code: "otherSite"; host: string } | { code: "link"; error: LinkErrorCode };

export type CardScan = { ok: true; href: string; samePage: boolean } | { ok: false; problem: CardScanProblem };

const CARD_PATH = new RegExp(`^/(${LOCALES.join("|")})/pechenka/card/?$`);

/**
 * Reads one scanned text against the page it is scanned on, e.g. ("https://x.org/app/en/pechenka/card#…",
 * { href: "https://x.org/app/ru/pechenka/card", base: "/app" }) -> { ok: true, samePage: false }.
 * Never throws.
 */
export function readCardScan(raw: string, here: { href: string; base: string }): CardScan {
  let url: URL;
  let page: URL;
  try {
    url = new URL(raw.trim());
    page = new URL(here.href);
  } catch {
    return { ok: false, problem: { code: "notOurs" } };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, problem: { code: "notOurs" } };
  if (url.origin !== page.origin) return { ok: false, problem: { code: "otherSite", host: url.host } };
  const inBase = here.base === "" || url.pathname === here.base || url.pathname.startsWith(`${here.base}/`);
  if (!inBase) return { ok: false, problem: { code: "notOurs" } };
  if (!CARD_PATH.test(stripBasePath(url.pathname, here.base))) return { ok: false, problem: { code: "notCard" } };
  const link = parseRevealLink(url.hash);
  if (!link.ok) return { ok: false, problem: { code: "link", error: link.error.code } };
  return { ok: true, href: url.href, samePage: url.pathname === page.pathname };
}
