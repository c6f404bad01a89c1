// A page's first moments in the browser: whether it has hydrated yet, and text typed before it had.
import { useEffect, useRef, useSyncExternalStore } from "react";
import type { RefObject } from "react";

const noSubscribe = () => () => {};

/**
 * false in the server HTML and while hydrating, true once this part of the page runs in the browser.
 * Controls that only work with JavaScript stay disabled until then, so an early tap is not lost
 * (and a form is not submitted natively, which would reload the page).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}

/**
 * A ref for a controlled text field that is in the server HTML. Text typed (or pasted) into the field
 * before the page hydrated is in the DOM but not in React's state: React keeps the DOM value while
 * hydrating and does not call onChange for it. Once, on mount, this hands that text to `take`, so it
 * is kept, checked and submitted like typed text. The page's JavaScript (and its language's
 * dictionary chunk) can arrive well after the HTML on a slow phone, so this window is real.
 * e.g. `const ref = useEarlyInput<HTMLInputElement>(text, setText); <input ref={ref} value={text} …>`
 */
export function useEarlyInput<E extends HTMLInputElement | HTMLTextAreaElement>(value: string, take: (typed: string) => void): RefObject<E | null> {
  const ref = useRef<E>(null);
  // What the field held when it was rendered, and the setter of that render: the mount effect below
  // compares the DOM against these, once.
  const initial = useRef({ value, take });
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== initial.current.value) initial.current.take(typed);
  }, []);
  return ref;
}
