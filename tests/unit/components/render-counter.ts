import { memo } from "react";
import type { FunctionComponent } from "react";

/** Renders of each wrapped component (or calls of a wrapped hook), by name; a test clears it before the step it measures. */
export const renders = new Map<string, number>();

type Props = Record<string, unknown>;
type Wrapped = FunctionComponent<Props> & { $$typeof?: symbol; type?: FunctionComponent<Props>; compare?: ((a: Props, b: Props) => boolean) | null };

/**
 * For a `vi.mock` factory: the module with the named components counting their renders. A memo
 * component stays a memo component with the same comparison (what is counted is the inner render),
 * so a test sees which parts a step skipped.
 */
export function countRenders<M extends Record<string, unknown>>(module: M, names: readonly string[]): M {
  const out: Record<string, unknown> = { ...module };
  for (const name of names) {
    const component = module[name] as Wrapped;
    const isMemo = component.$$typeof === Symbol.for("react.memo");
    const inner = (isMemo ? component.type : component) as FunctionComponent<Props>;
    const counted = (props: Props) => {
      renders.set(name, (renders.get(name) ?? 0) + 1);
      return inner(props);
    };
    out[name] = isMemo ? memo(counted, component.compare ?? undefined) : counted;
  }
  return out as M;
}
