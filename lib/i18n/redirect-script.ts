import { STORAGE_KEYS } from "@/lib/store/backend";
import { DEFAULT_LOCALE, LOCALES } from "./locales";
import type { Locale } from "./locales";

/**
 * The inline script of `/`: the last chosen language, else the browser's first supported one
 * (the same choice as pickLocale), then location.replace before any framework code runs;
 * e.g. under "/tabletop-referee" a Russian browser goes to "/tabletop-referee/ru".
 */
export function languageRedirectScript(basePath: string): string {
  const json = JSON.stringify;
  return (
    `(function(){var s=${json(LOCALES)},l=null;` +
    `try{l=localStorage.getItem(${json(STORAGE_KEYS.locale)})}catch(e){}` +
    `if(s.indexOf(l)<0){l=${json(DEFAULT_LOCALE)};` +
    `var p=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||""];` +
    `for(var i=0;i<p.length;i++){var b=String(p[i]).toLowerCase().split("-")[0];if(s.indexOf(b)>=0){l=b;break}}}` +
    `location.replace(${json(basePath)}+"/"+l+location.search+location.hash)})()`
  );
}

/**
 * The inline script of every language page: remembers the page's language for `/`, in localStorage (read
 * by the script above, also offline) and in a cookie (read by `npm start`'s server), as the page is
 * parsed. Not after hydration: the framework boots after the first paint, and a page left before then
 * (a quick look, a phone put away) would not be remembered. `cookiePath` is the app's root
 * path, e.g. "/" or "/tabletop-referee/".
 */
export function rememberLocaleScript(lang: Locale, cookiePath: string): string {
  const json = JSON.stringify;
  const key = STORAGE_KEYS.locale;
  return `try{localStorage.setItem(${json(key)},${json(lang)})}catch(e){}document.cookie=${json(`${key}=${lang}; path=${cookiePath}; max-age=31536000; samesite=lax`)}`;
}

/**
 * The inline script of every language page: the language switch (`a[data-lang-switch]`, server HTML
 * without the query or fragment, which only the browser knows) takes the page's query and fragment as
 * it is touched, clicked or opened elsewhere, before the page's code runs too: a Pechenka player's
 * card (`/en/pechenka/card#…`) switched on a slow phone keeps its link.
 */
export const LANGUAGE_SWITCH_SCRIPT =
  '(function(d){function f(e){var t=e.target,a=t&&t.closest?t.closest("a[data-lang-switch]"):null;' +
  'if(a)a.href=a.href.split("#")[0].split("?")[0]+location.search+location.hash}' +
  '["pointerdown","click","auxclick","contextmenu","focusin"].forEach(function(n){d.addEventListener(n,f,true)})})(document)';
