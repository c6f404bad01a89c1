"use client";

import type { ReactNode } from "react";
import { ButtonLink } from "@/app/_components/Button";
import { store } from "@/lib/i18n/dict/store/client";
import type { Locale } from "@/lib/i18n/locales";

// A game screen's first state, in a module of its own: a screen that loads the recovery screen only
// when a record is damaged (Piece of Cake) does not carry it in its first load for this.

/** Shown when `?id=` names no session on this device. */
export function MissingSession({ lang }: { lang: Locale }) {
  const t = store[lang].missing;
  return (
    <section className="flex flex-col gap-3">
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p>{t.body}</p>
      <div>
        <ButtonLink href={`/${lang}`}>{t.home}</ButtonLink>
      </div>
    </section>
  );
}

/** Marks its parent as soon as the HTML is parsed when the URL names no game (no `?id=`), before any framework code. */
const NO_ID_SCRIPT = 'if(!new URLSearchParams(location.search).get("id"))document.currentScript.parentElement.setAttribute("data-no-id","")';

/**
 * A game screen before it has read its `?id=` (server HTML and hydration) and once it knows there is
 * none: "loading", and the "no such game" message, which the inline script shows at first paint when
 * the URL has no id (the message was drawn only after hydration, and the framework now boots
 * only after the first paint). The message keeps its DOM node from the server's HTML to the "missing"
 * state (no second paint, no shift); with an id the wrapper is remounted without the mark.
 */
export function SessionGate({ lang, id, missing, loading, children }: {
  lang: Locale;
  id: string | null | undefined;
  missing: boolean;
  loading: string;
  /** The game's own "no such game" view; the store's `MissingSession` when absent. */
  children?: ReactNode;
}) {
  return (
    <div key={typeof id === "string" ? "id" : "gate"} className="group" suppressHydrationWarning>
      {/* Only in the server's HTML (the id is not read there): a script drawn by React on the client never runs. */}
      {id === undefined ? <script dangerouslySetInnerHTML={{ __html: NO_ID_SCRIPT }} /> : null}
      {/* The message first: with the page's own heading above it, it is the heading's first paragraph. */}
      <div className={missing ? undefined : "hidden group-data-[no-id]:block"}>
        {children ?? <MissingSession lang={lang} />}
      </div>
      {missing ? null : (
        <p role="status" className="group-data-[no-id]:hidden">
          {loading}
        </p>
      )}
    </div>
  );
}
