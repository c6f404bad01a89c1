"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { DraftProblem, DraftWriter } from "@/lib/eleusis/rule-draft";
import { STORAGE_KEYS, readBrowserKey } from "@/lib/store/backend";

export interface RuleDraftState {
  /** The own rule to open the chooser with (a rule handed over from the workshop, or kept over a reload). */
  text: string;
  /** Bumped when a kept rule arrives and on discard, so the chooser starts again from `text`. */
  generation: number;
  /** How the draft is kept now, null when none is. */
  kept: "encrypted" | "clear" | null;
  problem: DraftProblem | null;
  /** A draft kept in this tab is being read (the seal waits for it). */
  reading: boolean;
}

type DraftCode = { m: typeof import("@/lib/eleusis/rule-draft"); writer: DraftWriter };

/**
 * The set-up's own rule as this tab's draft (lib/eleusis/rule-draft.ts): read once on mount, every
 * edit saved, `seal()` deletes it when the game is sealed, `discard` on request.
 * The set-up renders its rule chooser at once, on the server too: the usual first visit has no
 * draft in this tab (one key looked up), and then the draft's code (encryption, device key) loads
 * only with the first edit of an own rule. A kept draft arrives a moment after hydration
 * and reopens the chooser on it, unless the dealer has already started editing.
 */
export function useRuleDraft() {
  const [draft, setDraft] = useState<RuleDraftState>({ text: "", generation: 0, kept: null, problem: null, reading: false });
  const codeRef = useRef<Promise<DraftCode> | null>(null);
  /** The dealer has edited (or discarded) since the page opened: a late read must not undo that. */
  const edited = useRef(false);

  const code = useCallback((): Promise<DraftCode> => {
    if (!codeRef.current) {
      const loading = import("@/lib/eleusis/rule-draft").then((m) => ({ m, writer: m.draftWriter(m.browserDraftPlace()) }));
      // Not loaded (offline before the worker cached it): the next edit asks again.
      loading.catch(() => {
        if (codeRef.current === loading) codeRef.current = null;
      });
      codeRef.current = loading;
    }
    return codeRef.current;
  }, []);

  useEffect(() => {
    const kept = readBrowserKey(STORAGE_KEYS.ruleDraft, "session");
    if (kept.ok && kept.value === null) return;
    let live = true;
    // One render, and only when this tab keeps a draft (not known before hydration).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraft((d) => ({ ...d, reading: true }));
    code().then(
      async ({ m }) => {
        const place = m.browserDraftPlace();
        const read = await m.readRuleDraft(place);
        if (!live) return;
        if (edited.current) {
          setDraft((d) => ({ ...d, reading: false }));
          return;
        }
        if (read.ok) {
          const found = read.value;
          setDraft((d) => (found ? { text: found.text, generation: d.generation + 1, kept: found.how, problem: null, reading: false } : { ...d, reading: false }));
          return;
        }
        // A box this browser can no longer open is of no use to anyone: it goes, and the screen says so.
        if (read.error === "unreadable") m.clearRuleDraft(place);
        setDraft((d) => ({ ...d, kept: null, problem: read.error, reading: false }));
      },
      () => {
        if (live) setDraft((d) => ({ ...d, problem: "failed", reading: false }));
      },
    );
    return () => {
      live = false;
    };
  }, [code]);

  const saveOwn = useCallback(
    (text: string) => {
      edited.current = true;
      // One loading promise: its callbacks run in the order of the edits, and the writer queues them.
      code()
        .then(({ writer }) => writer.save(text))
        .then(
          (r) => {
            if (r.ok && r.value === "skipped") return;
            const kept = r.ok ? (r.value === "deleted" || r.value === "skipped" ? null : r.value) : undefined;
            setDraft((d) => (r.ok ? { ...d, kept: kept ?? null, problem: null } : { ...d, problem: r.error }));
          },
          () => setDraft((d) => ({ ...d, problem: "failed" })),
        );
    },
    [code],
  );

  const discard = useCallback(() => {
    edited.current = true;
    void code()
      .then(({ writer }) => writer.save(""))
      .catch(() => undefined);
    setDraft((d) => ({ ...d, text: "", generation: d.generation + 1, kept: null, problem: null }));
  }, [code]);

  /** Waits for writes under way and deletes the draft; nothing is written after. No code loaded: nothing was kept. */
  const seal = useCallback(async () => {
    const loaded = codeRef.current;
    if (!loaded) return;
    await loaded.then(({ writer }) => writer.seal()).catch(() => undefined);
  }, []);

  return { draft, saveOwn, discard, seal };
}
