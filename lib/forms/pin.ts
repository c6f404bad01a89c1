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

/** A new deal's PIN is optional: the set-up and "Next deal" read it with `optionalPinSchema`. */
export const OPTIONAL_PIN_PROBLEMS = ["pin-format"] as const;
export type OptionalPinProblem = (typeof OPTIONAL_PIN_PROBLEMS)[number];

/** Empty: no PIN (null); anything else is a new PIN, so 4 to 12 digits. */
export const optionalPinSchema = z.pipe(
  z.string().check(z.refine((pin) => pin === "" || PIN_PATTERN.test(pin), { error: "pin-format" })),
  z.transform((pin) => (pin === "" ? null : pin)),
);

/** The PIN to seal a new deal under, null for none, e.g. parseOptionalPin("") → null, "12" → "pin-format". */
export function parseOptionalPin(text: string): Result<string | null, OptionalPinProblem> {
  return parseForm(optionalPinSchema, OPTIONAL_PIN_PROBLEMS, text, "pin-format");
}

/** A PIN typed to open a sealed rule (the locked judge, the dealer's tools) can only be missing. */
export const ENTERED_PIN_PROBLEMS = ["pin-empty"] as const;
export type EnteredPinProblem = (typeof ENTERED_PIN_PROBLEMS)[number];

/**
 * Not empty, and nothing more: the lock, not the form, says whether a PIN opens a box. A game sealed
 * before PINs had to be 4–12 digits (any text was taken) keeps its PIN, and it must still open.
 */
export const enteredPinSchema = z.string().check(z.minLength(1, { error: "pin-empty" }));

/** The PIN to try on the lock, e.g. parseEnteredPin("ab") → "ab" (an old PIN), parseEnteredPin("") → "pin-empty". */
export function parseEnteredPin(text: string): Result<string, EnteredPinProblem> {
  return parseForm(enteredPinSchema, ENTERED_PIN_PROBLEMS, text, "pin-empty");
}
