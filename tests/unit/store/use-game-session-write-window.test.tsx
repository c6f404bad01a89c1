// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { createSession } from "@/app/_components/store/createSession";
import { useGameSession } from "@/app/_components/store/useGameSession";
import type { GameSessionView } from "@/app/_components/store/useGameSession";
import { store } from "@/lib/i18n/dict/store/client";
import { sessionKey } from "@/lib/store/sessions";
import type { TallyAction, TallyState } from "./tally";
import { newTally, tallyGame } from "./tally";

// In a browser a save goes through an IndexedDB transaction (revision-gate.ts): the game is
// written inside it, and the transaction completes a moment later. A step taken in that moment
// (a second digit typed, a quick second tap on "+") builds on the step being written. Here the
// gate writes at once and completes only when the test says so, to take steps in that moment.
const gate = vi.hoisted(() => ({ holds: [] as (() => void)[], hold: true }));
vi.mock("@/lib/store/revision-gate", () => ({
  revisionGate: {
    async writeAtRevision<T>(_key: string, _expected: number, _seen: number, write: () => T, wrote: (value: T) => boolean) {
      const value = write();
      void wrote(value);
      if (gate.hold) await new Promise<void>((resolve) => gate.holds.push(resolve));
      return { status: "written", value };
    },
  },
}));

let view: GameSessionView<TallyState, TallyAction> = { status: "loading" };

function Probe({ id }: { id: string }) {
  const v = useGameSession(tallyGame, id);
  useEffect(() => {
    view = v;
  });
  return <p>{v.status === "ready" ? v.state.scores.join(",") : v.status}</p>;
}

const stored = (id: string) => JSON.parse(localStorage.getItem(sessionKey(id)) ?? "null") as { rev: number; state: TallyState };
const tick = () => new Promise((r) => setTimeout(r, 0));
/** Until the store's module has loaded (its first import is slow on a busy machine): up to 10 s. */
const untilOpen = async () => {
  for (let i = 0; i < 1000 && view.status === "loading"; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
};
const dispatch = (a: TallyAction) => {
  if (view.status !== "ready") throw new Error(view.status);
  view.dispatch(a);
};

beforeAll(() => store.load("en").then(() => undefined));
beforeEach(() => {
  localStorage.clear();
  gate.holds.length = 0;
  gate.hold = true;
  // jsdom has neither IndexedDB nor Web Locks (the hook then writes at once): give it the gated
  // path, and a lock that runs one task at a time per name, as a browser's does.
  vi.stubGlobal("indexedDB", {});
  const queues = new Map<string, Promise<unknown>>();
  vi.stubGlobal("navigator", {
    ...navigator,
    locks: {
      request(name: string, options: unknown, then?: (lock: unknown) => Promise<unknown>) {
        const task = then ?? (options as () => Promise<unknown>);
        // The one tab here is the game's writer: its lease is granted at once.
        if (name.startsWith("ttr:writer:")) return Promise.resolve().then(() => task({ name }));
        const run = (queues.get(name) ?? Promise.resolve()).then(() => task(null));
        queues.set(name, run.catch(() => undefined));
        return run;
      },
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("a step taken while the previous one's save completes", () => {
  test("stays on screen and is saved after it, on top of it", async () => {
    const id = await createSession(tallyGame, newTally(["A", "B"]));
    await act(async () => {
      render(<Probe id={id} />);
    });
    await untilOpen();
    await act(async () => {
      dispatch({ type: "score", seat: 0, points: 3 });
      await tick();
    });
    // The first step is written; its transaction has not completed yet.
    expect(stored(id)).toMatchObject({ rev: 1, state: { scores: [3, 0] } });
    expect(gate.holds).toHaveLength(1);
    await act(async () => {
      dispatch({ type: "score", seat: 1, points: 4 });
      await tick();
    });
    expect(screen.getByText("3,4")).toBeTruthy();
    gate.hold = false;
    await act(async () => {
      gate.holds.shift()?.();
      await tick();
      await tick();
    });
    // Before the fix the screen went back to "3,0" here and the second step was never written.
    expect(screen.getByText("3,4")).toBeTruthy();
    expect(stored(id)).toMatchObject({ rev: 2, state: { scores: [3, 4] } });
    expect(view).toMatchObject({ status: "ready", saving: false, unsaved: false, conflict: false });
    // Undo takes back the last step only.
    await act(async () => {
      if (view.status === "ready") view.undo();
      await tick();
    });
    expect(stored(id)).toMatchObject({ rev: 3, state: { scores: [3, 0] } });
  });

  test("a step in each of three saves' last moment: none is lost, each save writes what came before it", async () => {
    const id = await createSession(tallyGame, newTally(["A", "B"]));
    await act(async () => {
      render(<Probe id={id} />);
    });
    await untilOpen();
    await act(async () => {
      dispatch({ type: "score", seat: 0, points: 1 });
      await tick();
    });
    for (const [seat, rev] of [[1, 1], [0, 2], [1, 3]] as const) {
      // A save is written and held open; a step comes; the save completes and the next one starts.
      expect(stored(id)).toMatchObject({ rev });
      expect(gate.holds).toHaveLength(1);
      await act(async () => {
        dispatch({ type: "score", seat, points: 1 });
        await tick();
      });
      await act(async () => {
        gate.holds.shift()?.();
        await tick();
        await tick();
      });
    }
    expect(stored(id)).toMatchObject({ rev: 4, state: { scores: [2, 2] } });
    gate.hold = false;
    await act(async () => {
      gate.holds.shift()?.();
      await tick();
    });
    expect(screen.getByText("2,2")).toBeTruthy();
    expect(stored(id)).toMatchObject({ rev: 4, state: { scores: [2, 2] } });
    expect(view).toMatchObject({ status: "ready", saving: false, conflict: false, canUndo: true });
  });
});
