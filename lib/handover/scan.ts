// What the in-app scanner does with each text a camera frame yields: a code seen again is nothing
// new; a QR that is not a handover part, a damaged part or a part of another series is refused with
// its problem (and changes nothing); a new part of the series being scanned goes on to be received.
import { parsePart } from "./codec";

export const SCAN_PROBLEMS = ["notOurs", "damaged", "otherSeries", "newerVersion"] as const;
export type ScanProblem = (typeof SCAN_PROBLEMS)[number];

export interface ScanState {
  /** Every text read so far in this scanning session (a code held in view is read many times). */
  readonly seen: readonly string[];
  /** The series (handover id) the accepted parts belong to, once one was accepted. */
  readonly series: string | null;
}

export type ScanStep = { kind: "again" } | { kind: "problem"; problem: ScanProblem } | { kind: "part"; text: string; k: number; n: number };

export function newScan(series: string | null = null): ScanState {
  return { seen: [], series };
}

/** The next step for one decoded text, e.g. a handover link of the series -> { kind: "part" }. Never throws. */
export function readScan(state: ScanState, raw: string): { state: ScanState; step: ScanStep } {
  const text = raw.trim();
  if (state.seen.includes(text)) return { state, step: { kind: "again" } };
  const seen = [...state.seen, text];
  const part = parsePart(text);
  if (!part.ok) {
    const code = part.error.code;
    const problem: ScanProblem = code === "empty" || code === "notHandover" ? "notOurs" : code === "newerVersion" ? "newerVersion" : "damaged";
    return { state: { ...state, seen }, step: { kind: "problem", problem } };
  }
  if (state.series !== null && part.value.id !== state.series) return { state: { ...state, seen }, step: { kind: "problem", problem: "otherSeries" } };
  return { state: { seen, series: part.value.id }, step: { kind: "part", text, k: part.value.k, n: part.value.n } };
}
