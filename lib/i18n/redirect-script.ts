import { STORAGE_KEYS } from "@/lib/store/backend";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

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
