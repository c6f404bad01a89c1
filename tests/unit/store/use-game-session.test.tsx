// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createSession } from "@/app/_components/store/createSession";
import { useGameSession } from "@/app/_components/store/useGameSession";
import type { GameSessionView } from "@/app/_components/store/useGameSession";
import { store } from "@/lib/i18n/dict/store/client";
import { sessionKey } from "@/lib/store/sessions";
import type { TallyAction, TallyState } from "./tally";
import { newTally, tallyGame } from "./tally";

let view: GameSessionView<TallyState, TallyAction> = { status: "loading" };

function Probe({ id }: { id: string | null }) {
  const v = useGameSession(tallyGame, id);
  useEffect(() => {
    view = v;
  });
  return <p>{v.status === "ready" ? v.state.scores.join(",") : v.status}</p>;
}

const stored = (id: string) => JSON.parse(localStorage.getItem(sessionKey(id)) ?? "null") as { rev: number; state: TallyState };

// On a page, <Dictionaries areas={["store"]}> loads these words before the hook renders.
beforeAll(() => store.load("en").then(() => undefined));

/** Renders and waits until the hook's lazy loads have settled. */
async function show(ui: React.ReactElement): Promise<void> {
  await act(async () => {
    render(ui);
  });
  // The store's module loads on first use (its first import is slow on a busy machine): up to 10 s.
  for (let i = 0; i < 1000 && !document.body.textContent?.match(/\d|missing|damaged/); i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 10));
    });
  }
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("useGameSession", () => {
  // The hook loads the store first (the screen says "loading"): render, then let that settle.
  test("a dispatch shows at once and is in storage once its save has run (under the storage lock)", async () => {
    const id = await createSession(tallyGame, newTally(["A", "B"]));
    await show(<Probe id={id} />);
    expect(screen.getByText("0,0")).toBeTruthy();
    await act(async () => {
      if (view.status !== "ready") throw new Error(view.status);
      view.dispatch({ type: "score", seat: 1, points: 2 });
    });
    expect(screen.getByText("0,2")).toBeTruthy();
    expect(stored(id)).toMatchObject({ rev: 1, state: { scores: [0, 2] } });
    expect(view).toMatchObject({ status: "ready", saving: false, unsaved: false });
    await act(async () => {
      if (view.status === "ready") view.undo();
    });
    expect(stored(id)).toMatchObject({ rev: 2, state: { scores: [0, 0] } });
  });

  test("a page being hidden writes a step still waiting for its save at once, in the same event", async () => {
    const id = await createSession(tallyGame, newTally(["A", "B"]));
    await show(<Probe id={id} />);
    const visibility = Object.getOwnPropertyDescriptor(Document.prototype, "visibilityState");
    try {
      await act(async () => {
        if (view.status !== "ready") throw new Error(view.status);
        view.dispatch({ type: "score", seat: 0, points: 3 });
        expect(stored(id)).toMatchObject({ rev: 0 });
        Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
        document.dispatchEvent(new Event("visibilitychange"));
        expect(stored(id)).toMatchObject({ rev: 1, state: { scores: [3, 0] } });
      });
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
      if (visibility) Object.defineProperty(Document.prototype, "visibilityState", visibility);
    }
    // The save that was waiting finds nothing left to write: no second revision, no conflict.
    expect(stored(id)).toMatchObject({ rev: 1, state: { scores: [3, 0] } });
    expect(view).toMatchObject({ status: "ready", conflict: false, state: { scores: [3, 0] } });
  });

  test("missing, corrupt, and a change written by another tab", async () => {
    render(<Probe id={null} />);
    expect(view.status).toBe("missing");
    localStorage.setItem(sessionKey("bad00001"), "{oops");
    await show(<Probe id="bad00001" />);
    expect(view).toMatchObject({ status: "damaged", code: "not-json" });

    const id = await createSession(tallyGame, newTally(["A", "B"]));
    await show(<Probe id={id} />);
    const other = { ...stored(id), rev: 1, state: { ...stored(id).state, scores: [5, 0] } };
    act(() => {
      localStorage.setItem(sessionKey(id), JSON.stringify(other));
      window.dispatchEvent(new StorageEvent("storage", { key: sessionKey(id) }));
    });
    expect(view).toMatchObject({ status: "ready", state: { scores: [5, 0] }, conflict: false });
  });

  test("a stale copy is not written: the newer record stays and the conflict is reported", async () => {
    const id = await createSession(tallyGame, newTally(["A", "B"]));
    await show(<Probe id={id} />);
    const newer = { ...stored(id), rev: 7, state: { ...stored(id).state, scores: [9, 9] } };
    localStorage.setItem(sessionKey(id), JSON.stringify(newer)); // no storage event arrives
    await act(async () => {
      if (view.status === "ready") view.dispatch({ type: "score", seat: 0, points: 1 });
    });
    expect(stored(id)).toMatchObject({ rev: 7, state: { scores: [9, 9] } });
    expect(view).toMatchObject({ status: "ready", conflict: true, state: { scores: [9, 9] } });
  });
});
