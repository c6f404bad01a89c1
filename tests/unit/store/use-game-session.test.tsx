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
beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("useGameSession", () => {
  test("a dispatch is in storage before React re-renders (write-through)", () => {
    const id = createSession(tallyGame, newTally(["A", "B"]));
    render(<Probe id={id} />);
    expect(screen.getByText("0,0")).toBeTruthy();
    act(() => {
      if (view.status !== "ready") throw new Error(view.status);
      view.dispatch({ type: "score", seat: 1, points: 2 });
      // Still inside the event: React has not re-rendered, the record is already written.
      expect(stored(id)).toMatchObject({ rev: 1, state: { scores: [0, 2] } });
      expect(screen.getByText("0,0")).toBeTruthy();
    });
    expect(screen.getByText("0,2")).toBeTruthy();
    act(() => {
      if (view.status === "ready") view.undo();
    });
    expect(stored(id)).toMatchObject({ rev: 2, state: { scores: [0, 0] } });
  });

  test("missing, corrupt, and a change written by another tab", () => {
    render(<Probe id={null} />);
    expect(view.status).toBe("missing");
    localStorage.setItem(sessionKey("bad00001"), "{oops");
    render(<Probe id="bad00001" />);
    expect(view).toMatchObject({ status: "corrupt", code: "not-json" });

    const id = createSession(tallyGame, newTally(["A", "B"]));
    render(<Probe id={id} />);
    const other = { ...stored(id), rev: 1, state: { ...stored(id).state, scores: [5, 0] } };
    act(() => {
      localStorage.setItem(sessionKey(id), JSON.stringify(other));
      window.dispatchEvent(new StorageEvent("storage", { key: sessionKey(id) }));
    });
    expect(view).toMatchObject({ status: "ready", state: { scores: [5, 0] }, conflict: false });
  });

  test("a stale copy is not written: the newer record stays and the conflict is reported", () => {
    const id = createSession(tallyGame, newTally(["A", "B"]));
    render(<Probe id={id} />);
    const newer = { ...stored(id), rev: 7, state: { ...stored(id).state, scores: [9, 9] } };
    localStorage.setItem(sessionKey(id), JSON.stringify(newer)); // no storage event arrives
    act(() => {
      if (view.status === "ready") view.dispatch({ type: "score", seat: 0, points: 1 });
    });
    expect(stored(id)).toMatchObject({ rev: 7, state: { scores: [9, 9] } });
    expect(view).toMatchObject({ status: "ready", conflict: true, state: { scores: [9, 9] } });
  });
});
