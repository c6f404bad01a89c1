/**
 * The sealed rule at rest (lock.ts): a sealed deal keeps its rule only in boxes; the reducer works on
 * the deal opened with the secrets this page holds in memory, and what it returns is sealed again
 * before the store sees it. Pure: the encryption itself is in lib/crypto/rule-box.ts.
 */
import type { RuleSecret, SecretSource } from "@/lib/eleusis/lock";
import type { Deal, EleusisState } from "@/lib/eleusis/session-schema";

/** True when a deal is sealed and keeps its rule only in boxes under a lock. */
export function sealedAtRest(d: Deal): boolean {
  return d.revealedAt === null && d.lock !== undefined && d.commitments.every((c) => c.box !== undefined);
}

/** True when a deal's rule is not in clear in it (a sealed deal, or one exported without its boxes). */
export function ruleHidden(d: Deal): boolean {
  return d.commitments.some((c) => c.text === undefined || c.salt === undefined);
}

/** A sealed hand saved before sealing at rest (its rule in clear, no lock): to be locked on first load. */
export function needsLock(d: Deal): boolean {
  return d.revealedAt === null && d.lock === undefined && !ruleHidden(d);
}

/** The deal as stored: a deal sealed at rest loses its clear text, salt, preset and wording; a revealed one its boxes. */
export function sealDeal<D extends Deal>(d: D): D {
  if (sealedAtRest(d)) {
    return { ...d, presetId: null, wording: null, commitments: d.commitments.map((c) => ({ hash: c.hash, at: c.at, box: c.box })) } as D;
  }
  if (d.revealedAt !== null && d.commitments.some((c) => c.box !== undefined) && !ruleHidden(d)) {
    return { ...d, commitments: d.commitments.map((c) => ({ hash: c.hash, at: c.at, text: c.text, salt: c.salt })) } as D;
  }
  return d;
}

/** Every deal as stored. */
export function sealState(state: EleusisState): EleusisState {
  return state.deals.some((d) => d !== sealDeal(d)) ? { ...state, deals: state.deals.map(sealDeal) } : state;
}

/**
 * The deal with its rule in clear from the opened secrets, e.g. to judge or reveal it; the deal itself
 * when its rule is in clear already; null when a secret is not held here (the rule stays shut).
 */
export function openDeal<D extends Deal>(d: D, secrets: SecretSource): D | null {
  if (!ruleHidden(d)) return d;
  const opened: RuleSecret[] = [];
  for (const c of d.commitments) {
    const s = secrets(c.hash);
    if (!s) return null;
    opened.push(s);
  }
  const last = opened[opened.length - 1];
  return {
    ...d,
    presetId: last?.presetId ?? null,
    wording: last?.wording ?? null,
    commitments: d.commitments.map((c, i) => ({ ...c, text: opened[i]?.text, salt: opened[i]?.salt })),
  } as D;
}

/** The state with every sealed deal opened, or null when one cannot be opened here. */
export function openState(state: EleusisState, secrets: SecretSource): EleusisState | null {
  const deals: Deal[] = [];
  for (const d of state.deals) {
    const o = openDeal(d, secrets);
    if (!o) return null;
    deals.push(o);
  }
  return { ...state, deals };
}

/** The secrets of a deal whose rule is in clear, one per commitment (preset and wording with the last). */
export function secretsOf(d: Deal): RuleSecret[] | null {
  if (ruleHidden(d)) return null;
  const n = d.commitments.length;
  return d.commitments.map((c, i) => ({
    text: c.text ?? "",
    salt: c.salt ?? "",
    presetId: i === n - 1 ? d.presetId : null,
    wording: i === n - 1 ? d.wording : null,
  }));
}

/** Reads a box's JSON back into a secret, or null. */
export function parseSecret(json: string): RuleSecret | null {
  let v: unknown;
  try {
    v = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof v !== "object" || v === null) return null;
  const o = v as Record<string, unknown>;
  if (typeof o.text !== "string" || typeof o.salt !== "string") return null;
  const presetId = typeof o.presetId === "string" ? o.presetId : null;
  const w = o.wording as Record<string, unknown> | null | undefined;
  const wording = w && typeof w.ru === "string" && typeof w.en === "string" ? { ru: w.ru, en: w.en } : null;
  return { text: o.text, salt: o.salt, presetId, wording };
}
