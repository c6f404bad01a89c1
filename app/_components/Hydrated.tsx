"use client";

import type { ComponentProps } from "react";
import { useHydrated } from "./hydration";

// Each holds its own hydration flag, so the flip after hydration re-renders this one element and
// React keeps its children as they are. A form that read the flag itself re-rendered every field it
// holds right after hydrating: a long task on a phone (/en/eleusis).

/** A fieldset disabled until the page has hydrated: a tap before then would be reset and lost. */
export function HydratedFieldset({ disabled, ...props }: ComponentProps<"fieldset">) {
  const hydrated = useHydrated();
  return <fieldset {...props} disabled={!hydrated || disabled} />;
}

/** A div marked `data-hydrated="true"` once its part of the page runs (tests and scripts wait on it). */
export function HydratedDiv(props: Omit<ComponentProps<"div">, "data-hydrated">) {
  const hydrated = useHydrated();
  return <div {...props} data-hydrated={hydrated} />;
}
