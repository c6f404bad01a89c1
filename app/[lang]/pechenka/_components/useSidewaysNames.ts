"use client";

import { useLayoutEffect, useRef, useState } from "react";

/**
 * Whether a grid's column names must be written sideways: true when some `[data-name]` in its
 * `thead` is longer than its column is wide (six long names at 320 px). The columns' widths do not
 * depend on the names (`table-fixed`), so the answer is the same in both directions and never flips.
 */
export function useSidewaysNames<T extends HTMLElement>(deps: readonly unknown[]) {
  const ref = useRef<T>(null);
  const [sideways, setSideways] = useState(false);
  useLayoutEffect(() => {
    const table = ref.current;
    if (table === null) return;
    const measure = () => {
      const tooLong = [...table.querySelectorAll<HTMLElement>("thead [data-name]")].some((name) => {
        const th = name.closest("th");
        if (th === null) return false;
        const cs = getComputedStyle(th);
        const room = th.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
        const b = name.getBoundingClientRect();
        return Math.max(b.width, b.height) > room + 0.5;
      });
      setSideways(tooLong);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(table);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return { ref, sideways };
}

/** A column name's classes: one line, written bottom to top when the column is too narrow. */
export function columnNameClass(sideways: boolean): string {
  return sideways ? "whitespace-nowrap [writing-mode:vertical-rl] rotate-180" : "whitespace-nowrap";
}
