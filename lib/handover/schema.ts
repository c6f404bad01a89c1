// The zod schemas of what a handover carries — the payload, the PIN box, the secrets inside it — and
// of the parts collected on the receiving phone: each the one validator of its boundary (through
// parseWith, lib/zod.ts) and the source of its type. The receive page loads them when a link is read.
import * as z from "zod/mini";
import { GAME_KINDS } from "@/lib/games";
import { sessionRecordSchema } from "@/lib/store/schema";
import { EXPORT_APP } from "@/lib/store/constants";
import { MAX_PARTS } from "./codec";

/** A PIN box (crypto.ts): PBKDF2-SHA-256 -> AES-GCM-256; salt, iv and data in base64url. */
export const sealedBoxSchema = z.object({
  alg: z.literal("pbkdf2-sha256/aes-256-gcm"),
  iterations: z.number().check(z.int(), z.positive()),
  salt: z.string().check(z.maxLength(200)),
  iv: z.string().check(z.maxLength(200)),
  /** The ciphertext with the 16-byte GCM tag. */
  data: z.string(),
});

/** The whole handover: the session record (its `state` is checked by the game's schema on arrival). */
export const handoverPayloadSchema = z.object({
  app: z.literal(EXPORT_APP),
  type: z.literal("handover"),
  format: z.literal(1),
  /** For Eleusis, sealed hands have no text, salt, preset, wording or PIN hash. */
  record: sessionRecordSchema.check(z.refine((r) => GAME_KINDS.some((k) => k === r.kind), "a game this app does not know")),
  /** The secrets of sealed hands, encrypted under the dealer's PIN; null when there are none. */
  sealed: z.nullable(sealedBoxSchema),
});

const wording = z.object({ ru: z.string().check(z.maxLength(1000)), en: z.string().check(z.maxLength(1000)) });

/** One unrevealed hand's secrets, by deal index (inside the PIN box). */
export const handSecretSchema = z.object({
  deal: z.number().check(z.int(), z.nonnegative(), z.maximum(8)),
  commitments: z.array(z.object({ text: z.string().check(z.maxLength(4000)), salt: z.string().check(z.maxLength(128)) })).check(z.minLength(1), z.maxLength(100)),
  presetId: z.nullable(z.string().check(z.maxLength(100))),
  /** Left out (null) when it is the preset's own wording, to keep the link short. */
  wording: z.nullable(wording),
  /** The hand was locked by a PIN; the new phone locks it again with the PIN that opened the box. */
  pin: z.boolean(),
});
export const handSecretsSchema = z.array(handSecretSchema).check(z.maxLength(9));

/** The parts of a series collected so far on the receiving phone, by part number. */
export const collectedSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  n: z.number().check(z.int(), z.positive(), z.maximum(MAX_PARTS)),
  parts: z.record(z.string(), z.string()),
  /** When its first code was opened (ms); absent in what older versions kept. */
  at: z.optional(z.number().check(z.int(), z.nonnegative())),
});

/** Every series kept on the receiving phone, oldest first (older versions kept one series, not a list). */
export const collectedListSchema = z.union([z.array(collectedSchema), collectedSchema]);

export type SealedBox = z.infer<typeof sealedBoxSchema>;
export type HandoverPayload = z.infer<typeof handoverPayloadSchema>;
export type HandSecret = z.infer<typeof handSecretSchema>;
export type Collected = z.infer<typeof collectedSchema>;
