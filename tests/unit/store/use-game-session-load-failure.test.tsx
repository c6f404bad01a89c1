// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import { createSessionIn, sessionKey } from "@/lib/store/sessions";
import { useGameSession } from "@/app/_components/store/useGameSession";
import { store } from "@/lib/i18n/dict/store/client";
import { newTally, tallyGame } from "./tally";

// The store's code is fetched when a game screen opens; offline before the worker cached it, that
// load fails. The screen says so in the page's language and the stored game is left as it was.
vi.mock("@/lib/store/session-store", () => {
  throw new Error("chunk failed");
});

beforeAll(() => store.load("en").then(() => undefined));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function Probe({ id }: { id: string }) {
  const v = useGameSession(tallyGame, id);
  return <p>{v.status === "damaged" ? `${v.code}: ${v.problem}` : v.status}</p>;
}

test("a store that cannot be loaded: a clear problem, and the stored game is left as it was", async () => {
  const created = createSessionIn(localStorage, tallyGame, newTally(["A", "B"]), 1_000);
  if (!created.ok) throw new Error(created.error.code);
  const before = localStorage.getItem(sessionKey(created.value));
  await act(async () => {
    render(<Probe id={created.value} />);
  });
  await vi.waitFor(() => expect(screen.getByText(/^storage: /).textContent).toContain(store.en.recovery.problems.storage), { timeout: 10_000 });
  expect(localStorage.getItem(sessionKey(created.value))).toBe(before);
});
