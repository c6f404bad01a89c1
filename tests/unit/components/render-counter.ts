import { memo } from "react";
import type { ComponentType } from "react";

/** Renders of each wrapped component, by name (reset between the steps a test measures). */
export const renders = new Map<string, number>();

type Component = ComponentType<never> & { $$typeof?: symbol; type?: (props: never) => unknown; compare?: null | ((a: never, b: never) => boolean) };

/**
 * For a `vi.mock` factory: the module with the named components counting their renders. A memo
 * component stays a memo component with the same comparison (what is counted is the inner render),
 * so a test sees which parts a step skipped.
 */
export function countRenders<M extends Record<string, unknown>>(module: M, names: readonly (keyof M & string)[]): M {
  const out: Record<string, unknown> = { ...module };
  for (const name of names) {
    const component = module[name] as Component;
    const isMemo = component.$$typeof === Symbol.for("react.memo");
    const inner = (isMemo ? component.type : component) as (props: never) => unknown;
    const counted = (props: never) => {
      renders.set(name, (renders.get(name) ?? 0) + 1);
      return inner(props);
    };
    out[name] = isMemo ? memo(counted as ComponentType<never>, component.compare ?? undefined) : counted;
  }
  return out as M;
}
