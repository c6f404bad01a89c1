import { afterEach, describe, expect, test, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

async function ask(storage: unknown) {
  vi.stubGlobal("navigator", { storage });
  const { requestPersistentStorage } = await import("@/lib/store/persist");
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
