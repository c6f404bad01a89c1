import { NextResponse } from "next/server";
import type { NextRequest } from "next/server";
import { acceptedLanguages } from "@/lib/i18n/accept-language";
import { isLocale, pickLocale } from "@/lib/i18n/locales";
import { STORAGE_KEYS } from "@/lib/store/backend";

/**
 * `npm start` only (a static host has no server): a person opening `/` is sent to their last chosen
 * language (cookie) or their browser's, with no page to load first. Only real navigations are
 * redirected, so the service worker still precaches `/` itself (its inline script decides offline).
 */
export function proxy(request: NextRequest): NextResponse {
  if (request.headers.get("sec-fetch-mode") !== "navigate") return NextResponse.next();
  const saved = request.cookies.get(STORAGE_KEYS.locale)?.value;
  const lang = isLocale(saved) ? saved : pickLocale(acceptedLanguages(request.headers.get("accept-language")));
  const url = request.nextUrl.clone();
  url.pathname = `/${lang}`;
  return NextResponse.redirect(url, 307);
}

export const config = { matcher: "/" };
