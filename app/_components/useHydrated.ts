import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * false in the server HTML and while hydrating, true once this part of the page runs in the browser.
 * Controls that only work with JavaScript stay disabled until then, so an early tap is not lost
 * (and a form is not submitted natively, which would reload the page).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}
