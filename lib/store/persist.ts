export type PersistOutcome = "granted" | "denied" | "unsupported";

let asked: Promise<PersistOutcome> | undefined;

/** Asks the browser once per page load to keep this site's storage (navigator.storage.persist). */
export function requestPersistentStorage(): Promise<PersistOutcome> {
  asked ??= (async () => {
    try {
      const storage = typeof navigator === "undefined" ? undefined : navigator.storage;
      if (!storage?.persist) return "unsupported";
      if (storage.persisted && (await storage.persisted())) return "granted";
      return (await storage.persist()) ? "granted" : "denied";
    } catch {
      return "unsupported";
    }
  })();
  return asked;
}
