// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { createSession } from "@/app/_components/store/createSession";
import { useGameSession } from "@/app/_components/store/useGameSession";
import type { GameSessionView } from "@/app/_components/store/useGameSession";
import { store } from "@/lib/i18n/dict/store/client";
import { sessionKey } from "@/lib/store/sessions";
import type { TallyAction, TallyState } from "./tally";
import { newTally, tallyGame } from "./tally";

// In a browser a save goes through an IndexedDB transaction (the revision gate in
// session-store.ts): the game is written inside it, and the transaction completes a moment later.
// A step taken in that moment (a second digit typed, a quick second tap on "+") builds on the step
// being written. Here the gate runs on fake-indexeddb, and a transaction's completion reaches it
// only when the test says so, to take steps in that moment.
const gate = { holds: [] as (() => void)[], hold: true };

function heldIndexedDb(): IDBFactory {
  const real = new IDBFactory();
  return {
    open(name: string, version?: number) {
      const request = real.open(name, version);
      request.addEventListener("success", () => {
        const db = request.result;
        const transaction = db.transaction.bind(db);
        db.transaction = ((...args: Parameters<IDBDatabase["transaction"]>) => {
          const tx = transaction(...args);
          let complete: ((event: Event) => unknown) | null = null;
          Object.defineProperty(tx, "oncomplete", {
            get: () => complete && ((event: Event) => (gate.hold ? void gate.holds.push(() => complete?.call(tx, event)) : complete?.call(tx, event))),
            set: (listener: ((event: Event) => unknown) | null) => {
              complete = listener;
            },
          });
          return tx;
        }) as IDBDatabase["transaction"];
      });
      return request;
    },
  } as unknown as IDBFactory;
}

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
/** Until `done` holds (the store's module loads, an IndexedDB transaction runs; slow on a busy machine): up to 10 s. */
const until = async (done: () => boolean) => {
  for (let i = 0; i < 1000 && !done(); i++) await act(() => new Promise((r) => setTimeout(r, 10)));
};
const untilOpen = () => until(() => view.status !== "loading");
const settled = () => view.status === "ready" && !view.saving;
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
  // path, and a lock that runs one task at a time per name, as a browser's does. (The page's gate
  // keeps the connection it opened in the first test.)
  vi.stubGlobal("indexedDB", heldIndexedDb());
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
    });
    await until(() => gate.holds.length === 1);
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
    });
    await until(settled);
    // Before the fix the screen went back to "3,0" here and the second step was never written.
    expect(screen.getByText("3,4")).toBeTruthy();
    expect(stored(id)).toMatchObject({ rev: 2, state: { scores: [3, 4] } });
    expect(view).toMatchObject({ status: "ready", saving: false, unsaved: false, conflict: false });
    // Undo takes back the last step only.
    await act(async () => {
      if (view.status === "ready") view.undo();
    });
    await until(() => stored(id).rev === 3 && settled());
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
    });
    await until(() => gate.holds.length === 1);
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
      });
      await until(() => gate.holds.length === 1);
    }
    expect(stored(id)).toMatchObject({ rev: 4, state: { scores: [2, 2] } });
    gate.hold = false;
    await act(async () => {
      gate.holds.shift()?.();
    });
    await until(settled);
    expect(screen.getByText("2,2")).toBeTruthy();
    expect(stored(id)).toMatchObject({ rev: 4, state: { scores: [2, 2] } });
    expect(view).toMatchObject({ status: "ready", saving: false, conflict: false, canUndo: true });
  });
});
