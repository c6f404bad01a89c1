/**
 * This browser's own AES-GCM key for sealed rules without a PIN (lib/eleusis/lock.ts): made once,
 * non-extractable, kept in IndexedDB (a CryptoKey is stored as itself; its bytes cannot be read back,
 * by the page or from storage). It keeps the rule out of any storage in clear; it does not keep it
 * from someone holding the unlocked phone, which is what a PIN is for.
 */
export const DEVICE_KEY_DB = "ttr-keys";
const STORE = "keys";
const ID = "sealed-rule";

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

function openDb(): Promise<IDBDatabase> {
  const r = indexedDB.open(DEVICE_KEY_DB, 1);
  r.onupgradeneeded = () => r.result.createObjectStore(STORE);
  return request(r);
}

let cached: Promise<CryptoKey | null> | null = null;

/** The device key, made on first use when `create`; null where IndexedDB or Web Crypto is missing. Never throws. */
export function deviceKey(create = true): Promise<CryptoKey | null> {
  if (cached) return cached;
  const attempt = (async () => {
    if (typeof indexedDB === "undefined" || !globalThis.crypto?.subtle) return null;
    const db = await openDb();
    try {
      const found = await request(db.transaction(STORE, "readonly").objectStore(STORE).get(ID));
      if (found instanceof CryptoKey) return found;
      if (!create) return null;
      const key = await globalThis.crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
      const tx = db.transaction(STORE, "readwrite");
      // `add`, not `put`: a second tab that made its key first wins, and this one reads that key back.
      const added = await request(tx.objectStore(STORE).add(key, ID)).then(() => true, () => false);
      if (added) return key;
      const other = await request(db.transaction(STORE, "readonly").objectStore(STORE).get(ID));
      return other instanceof CryptoKey ? other : null;
    } finally {
      db.close();
    }
  })().catch(() => null);
  cached = attempt.then((k) => {
    if (!k) cached = null;
    return k;
  });
  return cached;
}
