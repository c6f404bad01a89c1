import { NextResponse } from "next/server";
import type { NextRequest } from "next/server";
import { acceptedLanguages } from "@/lib/i18n/accept-language";
import { isLocale, pickLocale } from "@/lib/i18n/locales";
import { STORAGE_KEYS } from "@/lib/store/backend";

/**
 * `npm start` only (a static host has no server): a person opening `/` gets the home page in their last
 * chosen language (cookie) or their browser's, served at `/` itself: no redirect, so no extra round trip
 * before the first paint (issue 14). The answer depends on the request, so it is marked private; Next
 * replaces that with its own `s-maxage` once the page is in its memory cache (a shared cache in front of
 * `npm start` could then keep one language for `/`; the browser revalidates by ETag, which differs per
 * language). Only real navigations are answered so, so the service worker still precaches `/` itself
 * (its inline script decides offline, and on a static host).
 */
export function proxy(request: NextRequest): NextResponse {
  if (request.headers.get("sec-fetch-mode") !== "navigate") return NextResponse.next();
  const saved = request.cookies.get(STORAGE_KEYS.locale)?.value;
  const lang = isLocale(saved) ? saved : pickLocale(acceptedLanguages(request.headers.get("accept-language")));
  const url = request.nextUrl.clone();
  url.pathname = `/${lang}`;
  const res = NextResponse.rewrite(url);
  res.headers.set("Cache-Control", "private, no-cache");
  res.headers.set("Vary", "Accept-Language, Cookie");
  return res;
}

export const config = { matcher: "/" };
