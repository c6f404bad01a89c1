// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { store } from "@/lib/i18n/dict/store/client";
import { STORAGE_KEYS } from "@/lib/store/backend";

// on a first visit (nothing stored) the home page's list and the set-up pages' player
// picker evaluate no zod at start-up: the stored-state readers load only when something is stored,
// and the name field's schema when the field is first used.
const seen = vi.hoisted(() => ({ zod: 0 }));
vi.mock("zod/mini", async (actual) => {
  seen.zod++;
  return await actual();
});

beforeAll(() => store.load("en").then(() => undefined));
beforeEach(() => localStorage.clear());
// The mocked zod module is evaluated once per file (vi.resetModules keeps mocks): each test here
// asserts "not yet" before anything in this file has loaded it, and the last one loads it.
afterEach(() => {
  cleanup();
  vi.resetModules();
});

const names = { eleusis: "Eleusis", cake: "Cake", pechenka: "Pechenka" } as const;
const settle = () => new Promise((r) => setTimeout(r, 50));

describe("first visit: no zod at start-up", () => {
  it("SessionsList with nothing stored says 'no games' without loading the store's reader", async () => {
    const { SessionsList } = await import("@/app/_components/store/SessionsList");
    render(<SessionsList lang="en" gameNames={names} />);
    await screen.findByText(store.en.sessions.empty);
    await settle();
    expect(seen.zod).toBe(0);
  });

  it("RosterPicker with nothing stored loads no zod until the name field is used", async () => {
    seen.zod = 0;
    const { RosterPicker } = await import("@/app/_components/store/RosterPicker");
    render(<RosterPicker lang="en" lastOf="cake" onChange={() => {}} />);
    const field = await screen.findByLabelText(store.en.picker.newName);
    await settle();
    expect(seen.zod).toBe(0);
    fireEvent.focus(field);
    await vi.waitFor(() => expect(seen.zod).toBeGreaterThan(0));
  });

  it("SessionsList with a stored session still lists it through the reader", async () => {
    localStorage.setItem(`${STORAGE_KEYS.sessionPrefix}k3v9q2m7x1ab`, "not json");
    const { SessionsList } = await import("@/app/_components/store/SessionsList");
    render(<SessionsList lang="en" gameNames={names} />);
    // Listed as damaged: the reader ran (an empty-storage shortcut would say "no games").
    await screen.findByTestId("damaged-session");
    expect(screen.queryByText(store.en.sessions.empty)).toBeNull();
  });
});
