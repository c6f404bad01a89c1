"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";

/**
 * A `<details>` whose folded content is rendered only once it has been opened: the page's HTML
 * carries the summary alone (the rule workshop's folded wordings and language cheat sheet
 * pushed its HTML past TCP's first round trip). A fold opened before the page's code ran fills in
 * when the page mounts; once rendered it stays, so closing and opening again is instant.
 */
export function FoldedDetails({ summary, children, className }: {
  /** The `<summary>` element. */
  summary: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (ref.current?.open) setOpened(true);
  }, []);
  return (
    <details ref={ref} className={className} onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      {summary}
      {opened ? children : null}
    </details>
  );
}
