import { describe, expect, test } from "vitest";
import type { KeyValueStorage } from "@/lib/store/backend";
import { aSeatIndex, aSwitch, clearSetupDraft, EMPTY_SETUP, oneOf, parseSetupDraft, readSetupDraft, setupDraftKey, updateSetupDraft } from "@/lib/store/setup-draft";

function memory(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe("a new game's set-up kept in this tab", () => {
  test("seats and choices written one change at a time come back together, per game kind", () => {
    const s = memory();
    expect(readSetupDraft(s, "eleusis")).toEqual(EMPTY_SETUP);
    updateSetupDraft(s, "eleusis", (d) => ({ ...d, seats: ["Аня", "Борис", "Вера"] }));
    updateSetupDraft(s, "eleusis", (d) => ({ ...d, fields: { ...d.fields, variant: "new" } }));
    updateSetupDraft(s, "eleusis", (d) => ({ ...d, fields: { ...d.fields, firstDealer: 2, robot: false } }));
    updateSetupDraft(s, "cake", (d) => ({ ...d, seats: ["Ann", "Bo"] }));
    expect(readSetupDraft(s, "eleusis")).toEqual({ seats: ["Аня", "Борис", "Вера"], fields: { variant: "new", firstDealer: 2, robot: false } });
    expect(readSetupDraft(s, "cake")).toEqual({ seats: ["Ann", "Bo"], fields: {} });
    expect(s.data.get(setupDraftKey("eleusis"))).toBe('{"v":1,"seats":["Аня","Борис","Вера"],"fields":{"variant":"new","firstDealer":2,"robot":false}}');
    clearSetupDraft(s, "eleusis");
    expect(readSetupDraft(s, "eleusis")).toEqual(EMPTY_SETUP);
    expect(readSetupDraft(s, "cake").seats).toEqual(["Ann", "Bo"]);
  });

  test.each([
    ["not JSON", "{seats"],
    ["another version", '{"v":2,"seats":[],"fields":{}}'],
    ["an array", "[1]"],
    ["seats not a list", '{"v":1,"seats":"Ann","fields":{}}'],
    ["a seat not a name", '{"v":1,"seats":["Ann",7],"fields":{}}'],
    ["an empty name", '{"v":1,"seats":["Ann"," "],"fields":{}}'],
    ["a name twice", '{"v":1,"seats":["Ann","Ann"],"fields":{}}'],
    ["too many seats", JSON.stringify({ v: 1, seats: Array.from({ length: 25 }, (_, i) => `P${i}`), fields: {} })],
    ["a field of another kind", '{"v":1,"seats":[],"fields":{"x":{"y":1}}}'],
    ["a field not a number", '{"v":1,"seats":[],"fields":{"x":null}}'],
    ["fields a list", '{"v":1,"seats":[],"fields":[]}'],
  ])("%s is not read back, and is removed so the set-up starts clean", (_, raw) => {
    expect(parseSetupDraft(raw)).toBeNull();
    const s = memory({ [setupDraftKey("pechenka")]: raw });
    expect(readSetupDraft(s, "pechenka")).toEqual(EMPTY_SETUP);
    expect(s.data.has(setupDraftKey("pechenka"))).toBe(false);
  });

  test("a storage that refuses to write says so; reading it gives an empty set-up", () => {
    const refusing: KeyValueStorage = {
      length: 0,
      key: () => null,
      getItem: () => {
        throw Object.assign(new Error("denied"), { name: "SecurityError" });
      },
      setItem: () => {
        throw Object.assign(new Error("full"), { name: "QuotaExceededError" });
      },
      removeItem: () => undefined,
    };
    expect(readSetupDraft(refusing, "cake")).toEqual(EMPTY_SETUP);
    expect(updateSetupDraft(refusing, "cake", (d) => ({ ...d, seats: ["Ann"] }))).toEqual({ ok: false, error: "quota" });
  });

  test("field checks accept only what the form offers", () => {
    const tie = oneOf(["tied-all-score", "tied-none-score"] as const);
    expect(tie("tied-none-score")).toBe(true);
    expect(tie("tied-some")).toBe(false);
    expect(tie(1)).toBe(false);
    expect(aSeatIndex(3)).toBe(true);
    expect(aSeatIndex(-1)).toBe(false);
    expect(aSeatIndex(1.5)).toBe(false);
    expect(aSeatIndex("2")).toBe(false);
    expect(aSwitch(true)).toBe(true);
    expect(aSwitch("true")).toBe(false);
  });
});
