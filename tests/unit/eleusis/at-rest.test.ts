import { describe, expect, test } from "vitest";
import type { Card } from "@/lib/eleusis/cards";
import { parseCard } from "@/lib/eleusis/cards";
import { commitSync } from "@/lib/eleusis/commitment";
import { newPinLock, openSecret, pinKey, sealSecret } from "@/lib/crypto/rule-box";
import { needsLock, openDeal, sealDeal } from "@/lib/eleusis/at-rest";
import type { JudgeFn, RuleResolver } from "@/lib/eleusis/judge";
import type { Lock, RuleSecret } from "@/lib/eleusis/lock";
import { eleusisStateSchema } from "@/lib/eleusis/session-schema";
import type { EleusisAction, EleusisState } from "@/lib/eleusis/session";
import { redactForExport, reduceSession, startSession } from "@/lib/eleusis/session";
import { RuleVault } from "@/lib/eleusis/vault";

/*
 * The sealed rule at rest (docs/rules.md#eleusis-secret-rule): a sealed deal's stored state holds the
 * rule only in boxes; the reducer judges with what the page opened and stores the deal sealed again.
 */
const c = (text: string): Card => {
  const r = parseCard(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};
const NEXT = { clubs: "diamonds", diamonds: "hearts", hearts: "spades", spades: "clubs" } as const;
const suitCycle: JudgeFn = (card, { line }) => {
  const top = line[line.length - 1];
  return !top || card.suit === NEXT[top.suit];
};
const TEXT = "card.suit.index == (prev.suit.index + 1) mod 4";
const resolve: RuleResolver = (text) => (text === TEXT ? suitCycle : null);
const SALT = "00112233445566778899aabbccddeeff";
const rule = commitSync(TEXT, SALT);
const secret: RuleSecret = { text: TEXT, salt: SALT, presetId: "suit-cycle", wording: { ru: "Масти по кругу", en: "Suits in a cycle" } };
const LOCK: Lock = { kind: "pin", salt: "AAAAAAAAAAAAAAAAAAAAAA", iterations: 1000 };
const BOX = "b".repeat(40);

function sealedSession(): EleusisState {
  const s = startSession(
    { players: ["Dana", "Ann", "Boris", "Cyril"], robot: false, firstDealer: 0 },
    { rule: { ...rule, box: BOX }, lock: LOCK, presetId: secret.presetId, wording: secret.wording, playedAnyway: false, pinHash: null, at: 1 },
  );
  if (!s) throw new Error("no session");
  return s;
}

const hand = (action: Extract<EleusisAction, { type: "hand" }>["action"]): EleusisAction => ({ type: "hand", action });

describe("a sealed deal at rest", () => {
  test("starts with no rule text, salt, preset or wording in its state, and both validators accept it", () => {
    const s = sealedSession();
    const json = JSON.stringify(s);
    for (const needle of [TEXT, SALT, "suit-cycle", "Suits in a cycle", "Масти"]) expect(json).not.toContain(needle);
    expect(s.deals[0]?.commitments[0]).toEqual({ hash: rule.hash, at: 1, box: BOX });
    expect(eleusisStateSchema.safeParse(s).success).toBe(true);
    expect(eleusisStateSchema.safeParse(s).success).toBe(true);
  });

  test("is judged with the page's opened secrets and stored sealed again; without them nothing changes", () => {
    const vault = new RuleVault();
    const s = sealedSession();
    const shut = reduceSession(s, hand({ type: "setStarter", card: c("5C") }), resolve, vault.source);
    expect(shut).toBe(s);
    expect(vault.put(rule.hash, secret)).toBe(true);
    const started = reduceSession(s, hand({ type: "setStarter", card: c("5C") }), resolve, vault.source);
    const played = reduceSession(started, hand({ type: "play", seat: 0, card: c("AD"), source: "hand" }), resolve, vault.source);
    const wrong = reduceSession(played, hand({ type: "play", seat: 1, card: c("QC"), source: "hand" }), resolve, vault.source);
    const d = wrong.deals[0];
    expect(d && "plays" in d ? d.plays.map((p) => p.ok) : []).toEqual([true, false]);
    expect(JSON.stringify(wrong)).not.toContain(TEXT);
    expect(eleusisStateSchema.safeParse(wrong).success).toBe(true);
  });

  test("a secret that does not hash to the commitment is not kept", () => {
    expect(new RuleVault().put(rule.hash, { ...secret, text: "card.red" })).toBe(false);
  });

  test("the reveal puts the rule in clear and drops the boxes; the fingerprint's hash is the same", () => {
    const vault = new RuleVault();
    vault.put(rule.hash, secret);
    let s = sealedSession();
    s = reduceSession(s, hand({ type: "setStarter", card: c("5C") }), resolve, vault.source);
    for (const seat of [0, 1, 2]) s = reduceSession(s, hand({ type: "setHandCount", seat, count: 0 }), resolve, vault.source);
    s = reduceSession(s, hand({ type: "reveal", at: 9 }), resolve, vault.source);
    const d = s.deals[0];
    expect(d?.revealedAt).toBe(9);
    expect(d?.commitments[0]).toEqual({ ...rule, at: 1 });
    expect(d?.presetId).toBe("suit-cycle");
    expect(eleusisStateSchema.safeParse(s).success).toBe(true);
  });

  test("a locked deal holding its rule in clear is refused by both validators", () => {
    const s = sealedSession();
    const leaky = { ...s, deals: s.deals.map((d) => ({ ...d, commitments: d.commitments.map((x) => ({ ...x, text: TEXT, salt: SALT })) })) };
    expect(eleusisStateSchema.safeParse(leaky).success).toBe(false);
    expect(eleusisStateSchema.safeParse(leaky).success).toBe(false);
  });

  test("a hand saved in clear is locked by the lock action (its old PIN digest kept)", () => {
    const old = startSession(
      { players: ["Dana", "Ann", "Boris", "Cyril"], robot: false, firstDealer: 0 },
      { rule, presetId: "suit-cycle", wording: secret.wording, playedAnyway: false, pinHash: "a".repeat(64), at: 1 },
    );
    if (!old) throw new Error("no session");
    expect(old.deals[0] && needsLock(old.deals[0])).toBe(true);
    const locked = reduceSession(old, { type: "lock", lock: { kind: "device" }, boxes: [BOX], pinHash: "a".repeat(64) }, resolve);
    expect(JSON.stringify(locked)).not.toContain(TEXT);
    expect(locked.deals[0]?.pinHash).toBe("a".repeat(64));
    expect(locked.deals[0] && needsLock(locked.deals[0])).toBe(false);
    expect(reduceSession(old, { type: "lock", lock: { kind: "device" }, boxes: [], pinHash: null }, resolve)).toBe(old);
  });

  test("the export keeps a PIN lock's boxes (the other phone asks for the PIN), never the device key's", () => {
    const pin = redactForExport(sealedSession()) as EleusisState;
    expect(pin.deals[0]?.commitments[0]).toEqual({ hash: rule.hash, at: 1, box: BOX });
    expect(pin.deals[0]?.lock).toEqual(LOCK);
    const s = sealedSession();
    const device = redactForExport({ ...s, deals: s.deals.map((d) => ({ ...d, lock: { kind: "device" as const } })) }) as EleusisState;
    expect(device.deals[0]?.commitments[0]).toEqual({ hash: rule.hash, at: 1 });
    expect(device.deals[0]?.lock).toBeUndefined();
    expect(eleusisStateSchema.safeParse(device).success).toBe(true);
  });

  test("openDeal fills the rule from the secrets; sealDeal takes it out again", () => {
    const d = sealedSession().deals[0]!;
    const open = openDeal(d, (h) => (h === rule.hash ? secret : null));
    expect(open?.commitments[0]?.text).toBe(TEXT);
    expect(open?.presetId).toBe("suit-cycle");
    expect(sealDeal(open!)).toEqual(d);
    expect(openDeal(d, () => null)).toBeNull();
  });
});

describe("the boxes (Web Crypto)", () => {
  test("a PIN key opens its box; a wrong PIN or another commitment's hash does not", async () => {
    const made = await newPinLock("4821", { iterations: 1000 });
    if (!made || made.lock.kind !== "pin") throw new Error("no lock");
    const box = await sealSecret(made.key, secret);
    expect(box).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    expect(box).not.toContain(Buffer.from(TEXT).toString("base64url").slice(0, 12));
    const again = await pinKey("4821", made.lock);
    expect(await openSecret(again!, box!, rule.hash)).toEqual(secret);
    const wrong = await pinKey("0000", made.lock);
    expect(await openSecret(wrong!, box!, rule.hash)).toBeNull();
    expect(await openSecret(again!, box!, "0".repeat(64))).toBeNull();
    expect(await openSecret(again!, "garbage", rule.hash)).toBeNull();
  });
});
