import { describe, expect, test } from "vitest";
import { checkWhenVisible } from "@/app/_components/sw-updates";

function fakeDoc() {
  const listeners = new Set<() => void>();
  const doc = {
    visibilityState: "visible" as DocumentVisibilityState,
    addEventListener: (_: string, l: () => void) => void listeners.add(l),
    removeEventListener: (_: string, l: () => void) => void listeners.delete(l),
    show(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      for (const l of listeners) l();
    },
    listeners,
  };
  return doc;
}

describe("the worker is asked for an update when the app comes back into view", () => {
  test("each return into view checks, at most once a minute; hiding does not; a failed check is silent", async () => {
    let clock = 1_000_000;
    let checks = 0;
    const reg = { update: () => (checks++, checks === 2 ? Promise.reject(new Error("offline")) : Promise.resolve(undefined as unknown as ServiceWorkerRegistration)) };
    const doc = fakeDoc();
    const stop = checkWhenVisible(reg, doc as unknown as Document, () => clock);
    doc.show("hidden");
    expect(checks).toBe(0);
    doc.show("visible");
    expect(checks).toBe(1);
    clock += 10_000;
    doc.show("visible");
    expect(checks).toBe(1);
    clock += 60_000;
    doc.show("visible");
    expect(checks).toBe(2);
    await Promise.resolve();
    stop();
    clock += 120_000;
    doc.show("visible");
    expect(checks).toBe(2);
    expect(doc.listeners.size).toBe(0);
  });
});
