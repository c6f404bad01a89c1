/**
 * Sealing a rule at rest and opening it again on this page (lib/eleusis/lock.ts): picks the lock (the
 * dealer's PIN, else this browser's key), makes the boxes, and keeps what it opens in the page's vault.
 * Browser only (Web Crypto, IndexedDB); never throws.
 */
import type { Commitment } from "@/lib/eleusis/commitment";
import type { Lock, RuleSecret } from "@/lib/eleusis/lock";
import type { Deal, DealRule, EleusisAction } from "@/lib/eleusis/session";
import type { SealedChoice } from "@/lib/eleusis/seal";
import { ruleVault } from "@/lib/eleusis/vault";
import { needsLock, sealDeal, secretsOf } from "@/lib/eleusis/at-rest";
import { newPinLock, openSecret, pinKey, sealSecret } from "@/lib/crypto/rule-box";
import { deviceKey } from "@/lib/store/device-key";

/** The key of a lock this page may use without asking anyone: a PIN key opened before, or the device key. */
async function keyFor(lock: Lock): Promise<CryptoKey | null> {
  return ruleVault.key(lock) ?? (lock.kind === "device" ? await deviceKey() : null);
}

async function box(key: CryptoKey, hash: string, secret: RuleSecret): Promise<string | null> {
  const b = await sealSecret(key, secret);
  if (b) ruleVault.put(hash, secret);
  return b;
}

/**
 * A freshly sealed choice as the deal action's rule, sealed at rest: under a new PIN lock when `pin`
 * is given, else under the device key. Null where Web Crypto or IndexedDB is missing.
 */
export async function sealNewDeal(sealed: SealedChoice, pin: string | null): Promise<Omit<DealRule, "at"> | null> {
  let lock: Lock;
  let key: CryptoKey | null;
  if (pin) {
    const made = await newPinLock(pin);
    if (!made) return null;
    ({ lock, key } = made);
  } else {
    lock = { kind: "device" };
    key = await deviceKey();
  }
  if (!key) return null;
  const b = await box(key, sealed.rule.hash, { text: sealed.rule.text, salt: sealed.rule.salt, presetId: sealed.presetId, wording: sealed.wording });
  if (!b) return null;
  ruleVault.putKey(lock, key);
  return { ...sealed, rule: { ...sealed.rule, box: b }, lock, pinHash: null };
}

/**
 * The deal action's rule: sealed at rest where this page can (sealNewDeal); where Web Crypto or
 * IndexedDB is missing (plain http:// on a LAN) the rule is kept as before, in the record, with the
 * PIN's old digest guarding peeks (the set-up screen says so).
 */
export async function sealForDeal(sealed: SealedChoice, pin: string | null): Promise<Omit<DealRule, "at">> {
  const atRest = await sealNewDeal(sealed, pin);
  if (atRest) return atRest;
  const { pinDigest } = await import("@/lib/eleusis/pin");
  return { ...sealed, pinHash: pin ? pinDigest(pin) : null };
}

/** A new commitment for a rule edit on a locked deal, boxed under the deal's key (null if this page cannot). */
export async function sealEdit(deal: Deal, rule: Commitment, presetId: string | null, wording: RuleSecret["wording"]): Promise<(Commitment & { box?: string }) | null> {
  if (!deal.lock) return rule;
  const key = await keyFor(deal.lock);
  if (!key) return null;
  const b = await box(key, rule.hash, { text: rule.text, salt: rule.salt, presetId, wording });
  return b ? { ...rule, box: b } : null;
}

/** Opens every box of a deal with `key` into the vault; false if one does not open (a wrong PIN). */
async function openAll(deal: Deal, lock: Lock, key: CryptoKey): Promise<boolean> {
  const opened: [string, RuleSecret][] = [];
  for (const c of deal.commitments) {
    const s = c.box ? await openSecret(key, c.box, c.hash) : null;
    if (!s) return false;
    opened.push([c.hash, s]);
  }
  for (const [hash, s] of opened) ruleVault.put(hash, s);
  ruleVault.putKey(lock, key);
  return true;
}

/** Opens a PIN-locked deal with the dealer's PIN; "wrong" when it does not open. */
export async function openWithPin(deal: Deal, pin: string): Promise<"open" | "wrong" | "unavailable"> {
  if (deal.lock?.kind !== "pin") return "unavailable";
  const key = await pinKey(pin, deal.lock);
  if (!key) return "unavailable";
  return (await openAll(deal, deal.lock, key)) ? "open" : "wrong";
}

/** True when `pin` opens this PIN-locked deal (a check for peeks and edits; the key is not kept). */
export async function pinOpensDeal(deal: Deal, pin: string): Promise<boolean> {
  const c = deal.commitments[deal.commitments.length - 1];
  if (deal.lock?.kind !== "pin" || !c?.box) return false;
  const key = await pinKey(pin, deal.lock);
  return key !== null && (await openSecret(key, c.box, c.hash)) !== null;
}

/** Opens a device-locked deal with this browser's key; false when the key is gone or another browser's. */
export async function openWithDevice(deal: Deal): Promise<boolean> {
  if (deal.lock?.kind !== "device") return false;
  const key = await deviceKey(false);
  return key !== null && (await openAll(deal, deal.lock, key));
}

/** The action that locks a hand saved with its rule in clear under the device key (its old PIN hash kept). */
export async function lockClearDeal(deal: Deal): Promise<Extract<EleusisAction, { type: "lock" }> | null> {
  const secrets = secretsOf(deal);
  const key = await deviceKey();
  if (!secrets || !key) return null;
  const boxes: string[] = [];
  for (const [i, c] of deal.commitments.entries()) {
    const s = secrets[i];
    const b = s ? await box(key, c.hash, s) : null;
    if (!b) return null;
    boxes.push(b);
  }
  ruleVault.putKey({ kind: "device" }, key);
  return { type: "lock", lock: { kind: "device" }, boxes, pinHash: deal.pinHash };
}

/** The action that moves an opened deal under a new PIN (e.g. before an export); null if it cannot. */
export async function lockUnderPin(deal: Deal, pin: string): Promise<Extract<EleusisAction, { type: "lock" }> | null> {
  const made = await newPinLock(pin);
  if (!made) return null;
  const boxes: string[] = [];
  for (const c of deal.commitments) {
    const s = ruleVault.source(c.hash) ?? (c.text !== undefined && c.salt !== undefined ? { text: c.text, salt: c.salt, presetId: deal.presetId, wording: deal.wording } : null);
    const b = s ? await box(made.key, c.hash, s) : null;
    if (!b) return null;
    boxes.push(b);
  }
  ruleVault.putKey(made.lock, made.key);
  return { type: "lock", lock: made.lock, boxes, pinHash: null };
}

/**
 * A received state (a handover, with its rule merged in clear) sealed at rest under `pin` before it is
 * stored; the opened secrets stay in this page's vault. Null where Web Crypto is missing.
 */
export async function sealUnderPin(state: unknown, pin: string): Promise<unknown> {
  const deals = (state as { deals?: unknown } | null)?.deals;
  if (!Array.isArray(deals)) return state;
  const out: unknown[] = [];
  for (const d of deals as Deal[]) {
    if (typeof d !== "object" || d === null || !Array.isArray(d.commitments) || !needsLock(d)) {
      out.push(d);
      continue;
    }
    const action = await lockUnderPin(d, pin);
    if (!action) return null;
    out.push(sealDeal({ ...d, commitments: d.commitments.map((c, i) => ({ ...c, box: action.boxes[i] })), lock: action.lock, pinHash: null }));
  }
  return { ...(state as object), deals: out };
}
