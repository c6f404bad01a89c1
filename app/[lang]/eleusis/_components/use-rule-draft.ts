"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { DraftProblem, DraftWriter } from "@/lib/eleusis/rule-draft";

export type RuleDraftState =
  | { status: "loading" }
  | {
      status: "ready";
      /** The own rule to open the chooser with (a rule handed over from the workshop, or kept over a reload). */
      text: string;
      /** Bumped on discard, so the chooser starts again empty. */
      generation: number;
      /** How the draft is kept now, null when none is. */
      kept: "encrypted" | "clear" | null;
      problem: DraftProblem | null;
    };

/**
 * The set-up's own rule as this tab's draft (lib/eleusis/rule-draft.ts): read once on mount, every
 * edit saved, `writer.current.seal()` deletes it when the game is sealed, `discard` on request.
 * The draft code loads after the first paint, like the rule chooser.
 */
export function useRuleDraft() {
  const [draft, setDraft] = useState<RuleDraftState>({ status: "loading" });
  const writer = useRef<DraftWriter | null>(null);

  useEffect(() => {
    let live = true;
    import("@/lib/eleusis/rule-draft").then(
      async (m) => {
        const place = m.browserDraftPlace();
        const read = await m.readRuleDraft(place);
        if (!live) return;
        writer.current = m.draftWriter(place);
        if (read.ok) {
          setDraft({ status: "ready", text: read.value?.text ?? "", generation: 0, kept: read.value?.how ?? null, problem: null });
          return;
        }
        // A box this browser can no longer open is of no use to anyone: it goes, and the screen says so.
        if (read.error === "unreadable") m.clearRuleDraft(place);
        setDraft({ status: "ready", text: "", generation: 0, kept: null, problem: read.error });
      },
      () => {
        if (live) setDraft({ status: "ready", text: "", generation: 0, kept: null, problem: "failed" });
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const saveOwn = useCallback((text: string) => {
    void writer.current?.save(text).then((r) => {
      if (r.ok && r.value === "skipped") return;
      const kept = r.ok ? (r.value === "deleted" || r.value === "skipped" ? null : r.value) : undefined;
      setDraft((d) => (d.status !== "ready" ? d : r.ok ? { ...d, kept: kept ?? null, problem: null } : { ...d, problem: r.error }));
    });
  }, []);

  const discard = useCallback(() => {
    void writer.current?.save("");
    setDraft((d) => (d.status === "ready" ? { ...d, text: "", generation: d.generation + 1, kept: null, problem: null } : d));
  }, []);

  return { draft, writer, saveOwn, discard };
}
