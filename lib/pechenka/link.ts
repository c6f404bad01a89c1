// Reveal links: one player's roles for a whole game, carried in the URL fragment (never sent
// to a server). Kept free of zod and UI code: the phone page imports this and must stay light.
import { B64URL as B64, crc32 as crc32All, fromBase64Url, toBase64Url } from "@/lib/bytes";
import type { Result } from "@/lib/result";
import type { PlayerCount, RoleId } from "./roles";
import { isPlayerCount, ROLE_IDS } from "./roles";

export const LINK_VERSION = 1;
/** Longest name carried in a link, in UTF-8 bytes (longer names are cut at a character). */
export const MAX_NAME_BYTES = 48;
const MAX_FRAGMENT = 200;

export interface RevealPayload {
  /** Table id: 10 hex digits, the same for every deal of one session. */
  table: string;
  /** Deal number at that table, 1..255; a re-deal increments it (a new game id). */
  deal: number;
  seat: number;
  name: string;
  players: PlayerCount;
  /** This player's role in every round, roles[round]. */
  roles: RoleId[];
}

export const LINK_ERRORS = [
  "empty",
  "tooLong",
  "notBase64",
  "truncated",
  "unsupportedVersion",
  "checksum",
  "invalid",
] as const;
export type LinkErrorCode = (typeof LINK_ERRORS)[number];
export type LinkResult = Result<RevealPayload, { code: LinkErrorCode; version?: number }>;

/** A game id for display and phone memory, e.g. "3fa09c11d2-2". */
export function gameIdOf(p: Pick<RevealPayload, "table" | "deal">): string {
  return `${p.table}-${p.deal}`;
}

// --- bytes helpers -------------------------------------------------------------------------

/** CRC-32 of bytes [0, end). */
function crc32(bytes: Uint8Array, end: number): number {
  return crc32All(bytes.subarray(0, end));
}

/** XOR bytes [from, end) with a keystream seeded by the header, so nothing reads in clear. */
function mask(bytes: Uint8Array, from: number): void {
  let s = 0x9e3779b9;
  for (let i = 0; i < from; i++) s = Math.imul(s ^ (bytes[i] ?? 0), 0x01000193) >>> 0;
  for (let i = from; i < bytes.length; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    bytes[i] = (bytes[i] ?? 0) ^ (s & 0xff);
  }
}

function cutUtf8(name: string): Uint8Array {
  const enc = new TextEncoder();
  let bytes = enc.encode(name);
  if (bytes.length <= MAX_NAME_BYTES) return bytes;
  const chars = Array.from(name);
  while (chars.length > 0 && bytes.length > MAX_NAME_BYTES) {
    chars.pop();
    bytes = enc.encode(chars.join(""));
  }
  return bytes;
}

// --- layout --------------------------------------------------------------------------------
// 0 version | 1..5 table | 6 deal | masked from 7: (players-4)<<4|seat, roles (3 bits each),
// name length, name (UTF-8), CRC-32 of every plain byte before it (big-endian).
const HEADER = 7;

function rolesBytes(n: number): number {
  return Math.ceil((3 * n) / 8);
}

/** The fragment (without "#") for one player's reveal link, e.g. "AT-gnBHS…". */
export function makeRevealFragment(p: RevealPayload): string {
  const name = cutUtf8(p.name);
  const rb = rolesBytes(p.players);
  const len = HEADER + 1 + rb + 1 + name.length + 4;
  const bytes = new Uint8Array(len);
  bytes[0] = LINK_VERSION;
  for (let i = 0; i < 5; i++) bytes[1 + i] = parseInt(p.table.slice(2 * i, 2 * i + 2), 16) || 0;
  bytes[6] = p.deal & 0xff;
  bytes[7] = ((p.players - 4) << 4) | (p.seat & 0x0f);
  let acc = 0;
  for (let r = 0; r < p.players; r++) acc += ROLE_IDS.indexOf(p.roles[r] ?? "cookie") * 8 ** r;
  for (let i = 0; i < rb; i++) bytes[8 + i] = Math.floor(acc / 256 ** i) & 0xff;
  let at = 8 + rb;
  bytes[at++] = name.length;
  bytes.set(name, at);
  at += name.length;
  const crc = crc32(bytes, at);
  bytes[at] = crc >>> 24;
  bytes[at + 1] = (crc >>> 16) & 0xff;
  bytes[at + 2] = (crc >>> 8) & 0xff;
  bytes[at + 3] = crc & 0xff;
  mask(bytes, HEADER);
  return toBase64Url(bytes);
}

/** A full reveal link: `${pageUrl}#${fragment}`; pageUrl is the phone page's absolute URL. */
export function makeRevealLink(pageUrl: string, p: RevealPayload): string {
  return `${pageUrl.split("#")[0] ?? ""}#${makeRevealFragment(p)}`;
}

function fail(code: LinkErrorCode, version?: number): LinkResult {
  return version === undefined ? { ok: false, error: { code } } : { ok: false, error: { code, version } };
}

/** Reads a reveal link, a "#fragment" or a bare fragment; never throws, e.g. parseRevealLink(location.hash). */
export function parseRevealLink(input: unknown): LinkResult {
  try {
    return parseUnsafe(input);
  } catch {
    return fail("invalid");
  }
}

function parseUnsafe(input: unknown): LinkResult {
  if (typeof input !== "string") return fail("empty");
  const hash = input.indexOf("#");
  // A whole URL without a fragment carries nothing (base64url has no "/" or ":").
  if (hash < 0 && /[/:]/.test(input)) return fail("empty");
  const frag = (hash >= 0 ? input.slice(hash + 1) : input).trim();
  if (frag.length === 0) return fail("empty");
  if (frag.length > MAX_FRAGMENT) return fail("tooLong");
  const res = parseFragment(frag);
  if (res.ok || (res.error.code !== "truncated" && res.error.code !== "unsupportedVersion")) return res;
  // One character changed or mistyped can look like a cut or a newer version: if changing one
  // character back gives a valid link, say what happened instead.
  return oneCharFromValid(frag) ? fail("checksum") : res;
}

/** Whether some single-character substitution turns `frag` into a valid link (≈ 64 CRCs per character). */
function oneCharFromValid(frag: string): boolean {
  const bytes = fromBase64Url(frag, "drop");
  if (bytes === null || bytes.length < HEADER + 1 + rolesBytes(4) + 1 + 1 + 4) return false;
  const end = bytes.length - 4;
  const crcOk = (b: Uint8Array) =>
    ((((b[end] ?? 0) << 24) | ((b[end + 1] ?? 0) << 16) | ((b[end + 2] ?? 0) << 8) | (b[end + 3] ?? 0)) >>> 0) === crc32(b, end);
  /** XORs a 6-bit change of character i into b (big-endian bit order, bits past the end dropped). */
  const flip = (b: Uint8Array, i: number, d: number) => {
    const bit = 6 * i;
    const j = bit >> 3;
    const o = bit & 7;
    const put = (k: number, x: number) => {
      if (k < b.length) b[k] = (b[k] ?? 0) ^ (x & 0xff);
    };
    if (o <= 2) put(j, d << (2 - o));
    else {
      put(j, d >> (o - 2));
      put(j + 1, d << (10 - o));
    }
  };
  // Characters over the header change the mask too: unmask each candidate afresh.
  const headerChars = Math.ceil(((HEADER + 1) * 8) / 6);
  // After the header the mask is fixed, so a changed character flips the same bits of the plain bytes.
  const plain = bytes.slice();
  mask(plain, HEADER);
  const work = new Uint8Array(bytes.length);
  for (let i = 0; i < frag.length; i++) {
    const was = B64.indexOf(frag.charAt(i));
    for (let v = 0; v < 64; v++) {
      const d = v ^ was;
      if (d === 0) continue;
      let match: boolean;
      if (i < headerChars) {
        work.set(bytes);
        flip(work, i, d);
        if (work[0] !== LINK_VERSION) continue;
        mask(work, HEADER);
        match = crcOk(work);
      } else {
        flip(plain, i, d);
        match = crcOk(plain);
        flip(plain, i, d);
      }
      if (match && parseFragment(frag.slice(0, i) + B64.charAt(v) + frag.slice(i + 1)).ok) return true;
    }
  }
  return false;
}

function parseFragment(frag: string): LinkResult {
  const bytes = fromBase64Url(frag, "drop");
  if (bytes === null) return fail("notBase64");
  const canonical = toBase64Url(bytes) === frag;
  if (bytes.length < 1) return fail("truncated");
  const version = bytes[0] ?? 0;
  if (version !== LINK_VERSION) return fail("unsupportedVersion", version);
  const minLen = HEADER + 1 + rolesBytes(4) + 1 + 1 + 4;
  if (bytes.length < minLen) return fail("truncated");
  mask(bytes, HEADER);
  const end = bytes.length - 4;
  const stored = (((bytes[end] ?? 0) << 24) | ((bytes[end + 1] ?? 0) << 16) | ((bytes[end + 2] ?? 0) << 8) | (bytes[end + 3] ?? 0)) >>> 0;
  const players = ((bytes[7] ?? 0) >> 4) + 4;
  const seat = (bytes[7] ?? 0) & 0x0f;
  const rb = isPlayerCount(players) ? rolesBytes(players) : 0;
  const nameLen = bytes[8 + rb] ?? 0;
  const expected = HEADER + 1 + rb + 1 + nameLen + 4;
  // "Cut short" only when the link is shorter than its own length field says.
  if (stored !== crc32(bytes, end)) return fail(isPlayerCount(players) && expected > bytes.length ? "truncated" : "checksum");
  // Only the canonical spelling is accepted: an edited last character is caught here.
  if (!canonical) return fail("checksum");
  if (!isPlayerCount(players) || seat >= players || expected !== bytes.length || nameLen === 0) return fail("invalid");
  let acc = 0;
  for (let i = 0; i < rb; i++) acc += (bytes[8 + i] ?? 0) * 256 ** i;
  const roles: RoleId[] = [];
  for (let r = 0; r < players; r++) {
    const code = Math.floor(acc / 8 ** r) % 8;
    const role = ROLE_IDS[code];
    if (role === undefined || code >= players) return fail("invalid");
    roles.push(role);
  }
  if (acc >= 8 ** players) return fail("invalid");
  let name: string;
  try {
    name = new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(9 + rb, 9 + rb + nameLen));
  } catch {
    return fail("invalid");
  }
  let table = "";
  for (let i = 1; i <= 5; i++) table += (bytes[i] ?? 0).toString(16).padStart(2, "0");
  const deal = bytes[6] ?? 0;
  if (deal === 0) return fail("invalid");
  return { ok: true, value: { table, deal, seat, name, players, roles } };
}
