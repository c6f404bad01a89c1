import { LOCALES } from "./locales";
import type { Locale } from "./locales";

/** A promise React's `use()` reads synchronously once it has settled (React checks `status`). */
type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

/**
 * One area's dictionary for client code, one language per page: `dict[lang]` reads like the
 * server's `Record<Locale, Dict>`, but only a language that `load(lang)` has fetched is there, so a
 * page ships its own language only. Pages load the areas their client parts read through
 * `<Dictionaries>` (app/_components/Dictionaries.tsx) before those parts render.
 * e.g. `lazyDict("store", { ru: () => import("./ru").then((m) => m.ru), en: … })`.
 */
export interface LazyDict<D> extends Readonly<Record<Locale, D>> {
  readonly area: string;
  /** The same promise for every call with one language, so React's `use()` can wait on it. */
  load(lang: Locale): Promise<D>;
  loaded(lang: Locale): boolean;
}

export function lazyDict<D>(area: string, loaders: Record<Locale, () => Promise<D>>): LazyDict<D> {
  const values = new Map<Locale, D>();
  const pending = new Map<Locale, Tracked<D>>();
  const dict = {
    area,
    load(lang: Locale): Promise<D> {
      let p = pending.get(lang);
      if (!p) {
        const tracked: Tracked<D> = loaders[lang]().then(
          (value) => {
            values.set(lang, value);
            tracked.status = "fulfilled";
            tracked.value = value;
            return value;
          },
          (reason: unknown) => {
            // A failed chunk (offline before the worker cached it) may be retried on the next render.
            pending.delete(lang);
            tracked.status = "rejected";
            tracked.reason = reason;
            throw reason;
          },
        );
        tracked.status = "pending";
        p = tracked;
        pending.set(lang, p);
      }
      return p;
    },
    loaded: (lang: Locale) => values.has(lang),
  };
  for (const lang of LOCALES) {
    Object.defineProperty(dict, lang, {
      enumerable: true,
      get(): D {
        const value = values.get(lang);
        if (value === undefined) {
          // In the browser a read can race the page's own load (seen offline, served by the worker,
          // during hydration): suspend on that load, so React renders again once the words are in.
          const inFlight = pending.get(lang);
          if (inFlight) throw inFlight;
          if (typeof document !== "undefined") throw dict.load(lang);
          throw new Error(`Dictionary "${area}" (${lang}) read before it was loaded: list "${area}" in the page's <Dictionaries areas>.`);
        }
        return value;
      },
    });
  }
  return dict as LazyDict<D>;
}
