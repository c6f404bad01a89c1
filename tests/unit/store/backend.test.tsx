// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from "vitest";
import { browserStorage, readBrowserKey, STORAGE_KEYS, writeBrowserKey } from "@/lib/store/backend";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
  localStorage.clear();
  sessionStorage.clear();
});

describe("every storage key in one place", () => {
  test("keys are distinct and keep their stored names (renaming one would lose people's data)", () => {
    expect(STORAGE_KEYS).toEqual({
      sessionPrefix: "ttr:session:",
      roster: "ttr:roster",
      rosterBackup: "ttr:roster:unreadable",
      pechenkaPhone: "ttr:pechenka:phone",
      handedOverPrefix: "ttr:handed-over:",
      handoverParts: "ttr:handover:parts",
      evictionNoticeSaid: "ttr:eviction-notice",
      verdictBuzz: "ttr:eleusis:buzz",
      locale: "tr.locale",
      ruleDraft: "ttr:eleusis:rule-draft",
      insecureDismissed: "tr.insecure-dismissed",
      setupDraftPrefix: "ttr:setup:",
      writerPrefix: "ttr:writer:",
      cakeEntryPrefix: "ttr:cake:entry:",
    });
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(Object.keys(STORAGE_KEYS).length);
  });
});

describe("browser keys through the backend", () => {
  test("write then read, in localStorage or sessionStorage", () => {
    expect(writeBrowserKey(STORAGE_KEYS.locale, "ru")).toEqual({ ok: true, value: true });
    expect(localStorage.getItem("tr.locale")).toBe("ru");
    expect(readBrowserKey(STORAGE_KEYS.locale)).toEqual({ ok: true, value: "ru" });
    expect(writeBrowserKey(STORAGE_KEYS.insecureDismissed, "1", "session")).toEqual({ ok: true, value: true });
    expect(sessionStorage.getItem("tr.insecure-dismissed")).toBe("1");
    expect(localStorage.getItem("tr.insecure-dismissed")).toBeNull();
    expect(readBrowserKey(STORAGE_KEYS.insecureDismissed, "session")).toEqual({ ok: true, value: "1" });
    expect(readBrowserKey(STORAGE_KEYS.pechenkaPhone)).toEqual({ ok: true, value: null });
  });

  test("blocked storage (private mode) is a problem, never a throw", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw Object.assign(new Error("denied"), { name: "SecurityError" });
    });
    expect(browserStorage()).toEqual({ ok: false, error: "unavailable" });
    expect(readBrowserKey(STORAGE_KEYS.locale)).toEqual({ ok: false, error: "unavailable" });
    expect(writeBrowserKey(STORAGE_KEYS.locale, "en")).toEqual({ ok: false, error: "unavailable" });
  });

  test("a full storage says so", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw Object.assign(new Error("full"), { name: "QuotaExceededError" });
    });
    expect(writeBrowserKey(STORAGE_KEYS.pechenkaPhone, "{}")).toEqual({ ok: false, error: "quota" });
  });
});

// A fresh copy of the module per ask: it asks once per page load.
async function ask(storage: unknown) {
  vi.stubGlobal("navigator", { storage });
  const { requestPersistentStorage } = await import("@/lib/store/backend");
  return requestPersistentStorage();
}

describe("navigator.storage.persist()", () => {
  test("asks once when not yet persisted", async () => {
    const persist = vi.fn(async () => true);
    expect(await ask({ persisted: async () => false, persist })).toBe("granted");
    expect(persist).toHaveBeenCalledTimes(1);
  });

  test("does not ask again when already persisted; reports a refusal; never throws", async () => {
    const persist = vi.fn(async () => true);
    expect(await ask({ persisted: async () => true, persist })).toBe("granted");
    expect(persist).not.toHaveBeenCalled();
    vi.resetModules();
    expect(await ask({ persisted: async () => false, persist: async () => false })).toBe("denied");
    vi.resetModules();
    expect(await ask({ persist: async () => { throw new Error("no"); } })).toBe("unsupported");
    vi.resetModules();
    expect(await ask(undefined)).toBe("unsupported");
  });
});
