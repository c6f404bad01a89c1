// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { vi } from "vitest";
import { useRuleDraft } from "@/app/[lang]/eleusis/_components/use-rule-draft";
import { STORAGE_KEYS } from "@/lib/store/backend";

// The draft's code (encryption, the device key) is a chunk of its own: the set-up loads it only
// when this tab keeps a draft, or with the first edit of an own rule. The mock counts
// its loads, and holds each read until the test lets it go.
const code = vi.hoisted(() => ({
  loads: 0,
  reads: [] as ((text: string | null) => void)[],
  saves: [] as string[],
  seals: 0,
}));
vi.mock("@/lib/eleusis/rule-draft", () => {
  code.loads++;
  return {
    browserDraftPlace: () => ({}),
    readRuleDraft: () =>
      new Promise((resolve) => code.reads.push((text) => resolve({ ok: true, value: text === null ? null : { text, how: "encrypted" } }))),
    clearRuleDraft: () => ({ ok: true, value: true }),
    draftWriter: () => ({
      save: async (text: string) => {
        code.saves.push(text);
        return { ok: true, value: text === "" ? "deleted" : "encrypted" };
      },
      seal: async () => {
        code.seals++;
        return { ok: true, value: true };
      },
    }),
  };
});

let api: ReturnType<typeof useRuleDraft>;
function Probe() {
  const value = useRuleDraft();
  useEffect(() => {
    api = value;
  });
  return null;
}
const settle = () => act(() => new Promise<void>((r) => setTimeout(r, 0)));

beforeEach(() => {
  sessionStorage.clear();
  code.reads.length = 0;
  code.saves.length = 0;
  code.seals = 0;
});
afterEach(cleanup);

describe("useRuleDraft", () => {
  // First in this file: the mocked module, once loaded, stays loaded for the tests after it.
  test("no draft kept in this tab: nothing is loaded or read, and the first own edit loads the code and saves", async () => {
    render(<Probe />);
    await settle();
    expect(code.loads).toBe(0);
    expect(api.draft).toEqual({ text: "", generation: 0, kept: null, problem: null, reading: false });
    await api.seal();
    expect(code.loads).toBe(0);

    act(() => api.saveOwn("card.color != prev.color"));
    await settle();
    expect(code.loads).toBe(1);
    expect(code.reads).toHaveLength(0);
    expect(code.saves).toEqual(["card.color != prev.color"]);
    expect(api.draft.kept).toBe("encrypted");
    await api.seal();
    expect(code.seals).toBe(1);
  });

  test("a draft kept in this tab: the seal waits while it is read, then the chooser is reopened on it", async () => {
    sessionStorage.setItem(STORAGE_KEYS.ruleDraft, '{"v":1,"box":"x"}');
    render(<Probe />);
    await settle();
    expect(api.draft.reading).toBe(true);
    expect(code.reads).toHaveLength(1);
    act(() => code.reads[0]?.("card.rank > prev.rank"));
    await settle();
    expect(api.draft).toEqual({ text: "card.rank > prev.rank", generation: 1, kept: "encrypted", problem: null, reading: false });
  });

  test("an edit made before the kept draft is read wins: the late read does not reopen the chooser", async () => {
    sessionStorage.setItem(STORAGE_KEYS.ruleDraft, '{"v":1,"box":"x"}');
    render(<Probe />);
    await settle();
    act(() => api.saveOwn("card.suit == prev.suit"));
    act(() => code.reads[0]?.("card.rank > prev.rank"));
    await settle();
    expect(api.draft.generation).toBe(0);
    expect(api.draft.reading).toBe(false);
    expect(code.saves).toEqual(["card.suit == prev.suit"]);
  });

  test("discard starts the chooser again empty and deletes the draft", async () => {
    sessionStorage.setItem(STORAGE_KEYS.ruleDraft, '{"v":1,"box":"x"}');
    render(<Probe />);
    await settle();
    act(() => code.reads[0]?.("card.rank > prev.rank"));
    await settle();
    act(() => api.discard());
    await settle();
    expect(api.draft).toEqual({ text: "", generation: 2, kept: null, problem: null, reading: false });
    expect(code.saves).toEqual([""]);
  });
});
