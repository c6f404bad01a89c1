// The form that chooses a dealer PIN (Eleusis "Set a PIN", and the handover of a sealed hand that
// has none yet): one schema, loaded with a dynamic import when the form mounts.
import * as z from "zod/mini";
import { parseForm } from "@/lib/zod";
import type { Result } from "@/lib/result";

export const PIN_PROBLEMS = ["pin-format", "pin-mismatch"] as const;
export type PinProblem = (typeof PIN_PROBLEMS)[number];

/** 4 to 12 digits: typed on a phone's number pad (inputMode="numeric"). */
export const PIN_PATTERN = /^\d{4,12}$/;

export const newPinSchema = z
  .object({
    pin: z.string().check(z.regex(PIN_PATTERN, { error: "pin-format" })),
    again: z.string(),
  })
  .check(z.refine((v) => v.pin === v.again, { error: "pin-mismatch", path: ["again"] }));

export type NewPin = z.infer<typeof newPinSchema>;

/** The chosen PIN, or the first problem, e.g. parseNewPin({ pin: "12", again: "12" }) → "pin-format". */
export function parseNewPin(value: NewPin): Result<NewPin, PinProblem> {
  return parseForm(newPinSchema, PIN_PROBLEMS, value, "pin-format");
}
