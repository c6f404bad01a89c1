// Handover links: a game's payload (JSON) compressed, framed with a version and a CRC-32, written
// as base64url and cut into a numbered series of link fragments (one per QR code). The fragment
// never reaches a server. Frame: [version][method][CRC-32 of the JSON bytes, big-endian][body].
// Part: "<version>.<k>.<n>.<chars>.<id><check>.<data>", where id ties the parts of one frame
// together and check is a CRC of the part itself (a changed or cut link is caught per part).
// Compression: CompressionStream("deflate-raw") where the browser has it, stored (method 0)
// otherwise; reading uses DecompressionStream (in every browser the app supports).
import { crc32, fromBase64Url, tag24, toBase64Url } from "@/lib/bytes";
import type { Result } from "@/lib/result";

export const HANDOVER_VERSION = 1;
/** Most parts in one series (a longer game is refused with "tooLarge"). */
export const MAX_PARTS = 40;
/** Largest JSON accepted after decompression. */
export const MAX_PAYLOAD_BYTES = 3_000_000;

export const HANDOVER_ERRORS = ["empty", "notHandover", "newerVersion", "truncated", "changed", "mixed", "missing", "corrupt", "tooLarge"] as const;
export type HandoverErrorCode = (typeof HANDOVER_ERRORS)[number];
export type HandoverError =
  | { code: Exclude<HandoverErrorCode, "missing" | "newerVersion"> }
  | { code: "newerVersion"; version: number }
  | { code: "missing"; missing: number[]; total: number };

export interface Part {
  k: number;
  n: number;
  id: string;
  data: string;
}

const enc = new TextEncoder();

export const METHODS = { stored: 0, deflateRaw: 1 } as const;
export type Method = (typeof METHODS)[keyof typeof METHODS];

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const body = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/** Deflates with the platform's CompressionStream; falls back to stored bytes when it is missing. */
export async function compress(bytes: Uint8Array, allowStreams = true): Promise<{ method: Method; body: Uint8Array }> {
  if (allowStreams && typeof CompressionStream === "function") {
    try {
      return { method: METHODS.deflateRaw, body: await pipe(bytes, new CompressionStream("deflate-raw")) };
    } catch {
      // fall through to stored bytes
    }
  }
  return { method: METHODS.stored, body: bytes };
}

/** The inverse of compress; null for an unknown method or malformed data. Never throws. */
export async function decompress(method: number, body: Uint8Array): Promise<Uint8Array | null> {
  if (method === METHODS.stored) return body;
  if (method !== METHODS.deflateRaw) return null;
  try {
    return await pipe(body, new DecompressionStream("deflate-raw"));
  } catch {
    return null;
  }
}

function checkOf(version: number, k: number, n: number, len: number, id: string, data: string): string {
  return tag24(crc32(enc.encode(`${version}.${k}.${n}.${len}.${id}.${data}`)));
}

function partText(p: Part): string {
  return `${HANDOVER_VERSION}.${p.k}.${p.n}.${p.data.length}.${p.id}${checkOf(HANDOVER_VERSION, p.k, p.n, p.data.length, p.id, p.data)}.${p.data}`;
}

/** The frame of a payload as base64url text (before splitting). */
export async function encodeFrame(payload: unknown, allowStreams = true): Promise<string> {
  const json = enc.encode(JSON.stringify(payload));
  const { method, body } = await compress(json, allowStreams);
  const crc = crc32(json);
  const frame = new Uint8Array(6 + body.length);
  frame[0] = HANDOVER_VERSION;
  frame[1] = method;
  frame[2] = crc >>> 24;
  frame[3] = (crc >>> 16) & 0xff;
  frame[4] = (crc >>> 8) & 0xff;
  frame[5] = crc & 0xff;
  frame.set(body, 6);
  return toBase64Url(frame);
}

/** Cuts frame text into parts of at most `partChars` data characters each, e.g. 2 parts for 700 chars at 400. */
export function splitFrame(frame: string, partChars: number): Result<string[], HandoverError> {
  const n = Math.max(1, Math.ceil(frame.length / partChars));
  if (n > MAX_PARTS) return { ok: false, error: { code: "tooLarge" } };
  const id = tag24(crc32(enc.encode(frame)));
  const parts: string[] = [];
  for (let k = 1; k <= n; k++) parts.push(partText({ k, n, id, data: frame.slice((k - 1) * partChars, k * partChars) }));
  return { ok: true, value: parts };
}

/** Payload -> the fragments of its handover series (without "#"). */
export async function encodeHandover(payload: unknown, partChars: number, allowStreams = true): Promise<Result<string[], HandoverError>> {
  return splitFrame(await encodeFrame(payload, allowStreams), partChars);
}

const PART = /^(\d{1,4})\.(\d{1,3})\.(\d{1,3})\.(\d{1,6})\.([A-Za-z0-9_-]{4})([A-Za-z0-9_-]{4})\.([A-Za-z0-9_-]*)$/;

/** Reads one part from a whole link, a "#fragment" or a bare fragment; never throws. */
export function parsePart(input: unknown): Result<Part, HandoverError> {
  if (typeof input !== "string") return { ok: false, error: { code: "empty" } };
  const hash = input.indexOf("#");
  if (hash < 0 && /[/:]/.test(input)) return { ok: false, error: { code: "empty" } };
  let frag = (hash >= 0 ? input.slice(hash + 1) : input).trim();
  try {
    frag = decodeURIComponent(frag);
  } catch {
    return { ok: false, error: { code: "changed" } };
  }
  if (frag.length === 0) return { ok: false, error: { code: "empty" } };
  const lead = /^(\d{1,4})\./.exec(frag);
  if (!lead) return { ok: false, error: { code: /^\d{1,4}$/.test(frag) ? "truncated" : "notHandover" } };
  const version = Number(lead[1]);
  if (version > HANDOVER_VERSION) return { ok: false, error: { code: "newerVersion", version } };
  if (version !== HANDOVER_VERSION) return { ok: false, error: { code: "notHandover" } };
  const m = PART.exec(frag);
  if (!m) {
    const fields = frag.split(".");
    return { ok: false, error: { code: fields.length < 6 || (fields.length === 6 && (fields[4] ?? "").length < 8) ? "truncated" : "changed" } };
  }
  const k = Number(m[2]);
  const n = Number(m[3]);
  const len = Number(m[4]);
  const id = m[5] ?? "";
  const check = m[6] ?? "";
  const data = m[7] ?? "";
  if (data.length < len) return { ok: false, error: { code: "truncated" } };
  if (data.length > len || checkOf(version, k, n, len, id, data) !== check) return { ok: false, error: { code: "changed" } };
  if (n < 1 || n > MAX_PARTS || k < 1 || k > n) return { ok: false, error: { code: "changed" } };
  return { ok: true, value: { k, n, id, data } };
}

/** What a receiving phone knows after some parts: the frame text, or which part numbers are missing. */
export function assemble(parts: readonly Part[]): Result<string, HandoverError> {
  const first = parts[0];
  if (!first) return { ok: false, error: { code: "empty" } };
  if (parts.some((p) => p.id !== first.id || p.n !== first.n)) return { ok: false, error: { code: "mixed" } };
  const byK = new Map<number, string>();
  for (const p of parts) byK.set(p.k, p.data);
  const missing: number[] = [];
  for (let k = 1; k <= first.n; k++) if (!byK.has(k)) missing.push(k);
  if (missing.length > 0) return { ok: false, error: { code: "missing", missing, total: first.n } };
  let frame = "";
  for (let k = 1; k <= first.n; k++) frame += byK.get(k) ?? "";
  if (tag24(crc32(enc.encode(frame))) !== first.id) return { ok: false, error: { code: "changed" } };
  return { ok: true, value: frame };
}

/** Frame text -> the payload as untrusted JSON (the caller validates it with its schema). */
export async function decodeFrame(frame: string): Promise<Result<unknown, HandoverError>> {
  try {
    const bytes = fromBase64Url(frame);
    if (!bytes || bytes.length < 6) return { ok: false, error: { code: "corrupt" } };
    const version = bytes[0] ?? 0;
    if (version > HANDOVER_VERSION) return { ok: false, error: { code: "newerVersion", version } };
    if (version !== HANDOVER_VERSION) return { ok: false, error: { code: "corrupt" } };
    const json = await decompress(bytes[1] ?? 255, bytes.subarray(6));
    if (!json || json.length > MAX_PAYLOAD_BYTES) return { ok: false, error: { code: "corrupt" } };
    const crc = (((bytes[2] ?? 0) << 24) | ((bytes[3] ?? 0) << 16) | ((bytes[4] ?? 0) << 8) | (bytes[5] ?? 0)) >>> 0;
    if (crc32(json) !== crc) return { ok: false, error: { code: "corrupt" } };
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(json)) as unknown };
  } catch {
    return { ok: false, error: { code: "corrupt" } };
  }
}

/** Parts (any order, duplicates allowed) -> the payload, e.g. after scanning every QR of a series. */
export async function decodeHandover(fragments: readonly string[]): Promise<Result<unknown, HandoverError>> {
  const parts: Part[] = [];
  for (const f of fragments) {
    const p = parsePart(f);
    if (!p.ok) return p;
    parts.push(p.value);
  }
  const frame = assemble(parts);
  return frame.ok ? decodeFrame(frame.value) : frame;
}
