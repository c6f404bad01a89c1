/**
 * The sealed rules this page has opened, in memory only (never written anywhere): secrets by
 * commitment hash and the keys of the locks they came from. A reload empties it; the judge screen then
 * opens the rule again (the device key by itself, a PIN lock with the dealer's PIN).
 */
import type { Lock, RuleSecret, SecretSource } from "@/lib/eleusis/lock";
import { lockId } from "@/lib/eleusis/lock";
import { commitSync } from "@/lib/eleusis/commitment";

export class RuleVault {
  private secrets = new Map<string, RuleSecret>();
  private keys = new Map<string, CryptoKey>();
  private listeners = new Set<() => void>();
  private version = 0;

  /** Keeps a secret if it hashes to `hash` (so nothing else can pose as the sealed rule); false otherwise. */
  put(hash: string, secret: RuleSecret): boolean {
    if (commitSync(secret.text, secret.salt).hash !== hash) return false;
    this.secrets.set(hash, secret);
    this.changed();
    return true;
  }

  putKey(lock: Lock, key: CryptoKey): void {
    this.keys.set(lockId(lock), key);
    this.changed();
  }

  key(lock: Lock): CryptoKey | null {
    return this.keys.get(lockId(lock)) ?? null;
  }

  /** The secret source the reducer reads. */
  readonly source: SecretSource = (hash) => this.secrets.get(hash) ?? null;

  /** Changes with every put (for useSyncExternalStore). */
  snapshot = (): number => this.version;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.version++;
    this.listeners.forEach((l) => l());
  }
}

/** The page's one vault (a module instance: it survives client-side navigation, not a reload). */
export const ruleVault = new RuleVault();
