import { zeroCounts } from "@/lib/cake/kinds";
import type { KindCounts, PlayerEntry } from "@/lib/cake/kinds";

/** e.g. counts({ kiwi: 3 }) → all kinds 0 except Kiwi 3. */
export function counts(partial: Partial<KindCounts> = {}): KindCounts {
  return { ...zeroCounts(), ...partial };
}

export function perKind(saved: Partial<KindCounts>, eaten: Partial<KindCounts> = {}): PlayerEntry {
  return { saved: counts(saved), eaten: { mode: "perKind", perKind: counts(eaten) } };
}

export function byRosettes(saved: Partial<KindCounts>, rosettes: number): PlayerEntry {
  return { saved: counts(saved), eaten: { mode: "rosettes", rosettes } };
}
