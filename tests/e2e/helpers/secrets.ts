import type { Page } from "@playwright/test";

/*
 * Searching a page's storage for a secret (the sealed Eleusis rule): every storage area this origin
 * has, and every encoding a careless change could store it in.
 */

/** Every form of `needle` that could sit in stored text: plain, JSON-escaped, URI-encoded, base64 and base64url at each byte alignment. */
export function encodings(needle: string): string[] {
  const out = new Set([needle, JSON.stringify(needle).slice(1, -1), encodeURIComponent(needle), encodeURI(needle)]);
  const bytes = Buffer.from(needle, "utf8");
  for (let shift = 0; shift < 3; shift++) {
    const rest = bytes.subarray(shift);
    const whole = rest.subarray(0, Math.floor(rest.length / 3) * 3);
    if (whole.length < 6) continue;
    out.add(whole.toString("base64"));
    out.add(whole.toString("base64url"));
  }
  return [...out];
}

export type Entry = { area: string; key: string; text: string };

/**
 * Runs in the page: the text of every entry of every storage area this origin has (typed arrays and keys
 * described, never skipped). Self-contained, so any driver can run it (tests/engines too).
 */
export async function storageEntries(): Promise<Entry[]> {
  const out: { area: string; key: string; text: string }[] = [];
  for (const [area, s] of [["localStorage", localStorage], ["sessionStorage", sessionStorage]] as const) {
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i) ?? "";
      out.push({ area, key: k, text: `${k}\n${s.getItem(k) ?? ""}` });
    }
  }
  const describe = (v: unknown): unknown => {
    if (v instanceof CryptoKey) return { cryptoKey: v.type, extractable: v.extractable, algorithm: v.algorithm, usages: v.usages };
    if (v instanceof ArrayBuffer || ArrayBuffer.isView(v)) {
      const u8 = v instanceof ArrayBuffer ? new Uint8Array(v) : new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
      return { bytes: new TextDecoder("utf-8").decode(u8), latin1: String.fromCharCode(...u8) };
    }
    if (Array.isArray(v)) return v.map(describe);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, describe(x)]));
    return v;
  };
  for (const info of await indexedDB.databases()) {
    if (!info.name) continue;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(info.name!);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    for (const store of [...db.objectStoreNames]) {
      const tx = db.transaction(store, "readonly");
      const all = await new Promise<{ keys: unknown[]; values: unknown[] }>((resolve, reject) => {
        const keys = tx.objectStore(store).getAllKeys();
        const values = tx.objectStore(store).getAll();
        tx.oncomplete = () => resolve({ keys: keys.result, values: values.result });
        tx.onerror = () => reject(tx.error);
      });
      all.values.forEach((v, i) => out.push({ area: "IndexedDB", key: `${info.name}/${store}/${String(all.keys[i])}`, text: JSON.stringify(describe(v)) }));
    }
    db.close();
  }
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const req of await cache.keys()) {
      const res = await cache.match(req);
      out.push({ area: "Cache Storage", key: `${name} ${req.url}`, text: res ? await res.text() : "" });
    }
  }
  return out;
}

/** The text of every entry of every storage area this origin has (typed arrays and keys described, never skipped). */
export async function readAllStorage(page: Page): Promise<Entry[]> {
  return page.evaluate(storageEntries);
}
