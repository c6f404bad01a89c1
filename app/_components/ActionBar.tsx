import type { ReactNode } from "react";

/** A screen's main action, kept on screen at the bottom of the viewport while the content scrolls. */
export function ActionBar({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`sticky bottom-0 z-20 -mx-3 flex flex-wrap gap-2 border-t border-stone-300 bg-stone-50/95 px-3 py-2 sm:-mx-5 sm:px-5 dark:border-stone-700 dark:bg-stone-950/95 ${className}`.trim()}
    >
      {children}
    </div>
  );
}
