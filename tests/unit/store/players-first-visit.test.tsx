// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { store } from "@/lib/i18n/dict/store/client";
import { STORAGE_KEYS } from "@/lib/store/backend";

// the players page on a first visit (no roster stored) is ready without zod; the roster's
// reader (and zod) loads at the first typed letter, and "Add" waits for it, so the add is written at
// once (a reload just after it keeps the name). (Own file: a mocked module loads once per file.)
const seen = vi.hoisted(() => ({ zod: 0 }));
vi.mock("zod/mini", async (actual) => {
  seen.zod++;
  return await actual();
});

beforeAll(() => store.load("en").then(() => undefined));
afterEach(cleanup);
const settle = () => new Promise((r) => setTimeout(r, 50));

describe("players page, first visit", () => {
  it("the players page with nothing stored is ready without zod; typing loads the reader, 'Add' waits for it and saves", async () => {
    const { RosterEditor } = await import("@/app/[lang]/players/_components/RosterEditor");
    render(<RosterEditor lang="en" />);
    const add = await screen.findByRole("button", { name: store.en.roster.add });
    await vi.waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    await settle();
    expect(seen.zod).toBe(0);
    fireEvent.change(screen.getByLabelText(store.en.roster.newName), { target: { value: "Xena" } });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await vi.waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    expect(seen.zod).toBeGreaterThan(0);
    fireEvent.click(add);
    await screen.findByText("Xena");
    expect(localStorage.getItem(STORAGE_KEYS.roster)).toContain("Xena");
  });

  it("a name typed while an add is still saving is kept, not cleared by that add", async () => {
    localStorage.clear();
    const { RosterEditor } = await import("@/app/[lang]/players/_components/RosterEditor");
    render(<RosterEditor lang="en" />);
    const add = await screen.findByRole("button", { name: store.en.roster.add });
    await vi.waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    const field = screen.getByLabelText(store.en.roster.newName) as HTMLInputElement;
    fireEvent.change(field, { target: { value: "Yuri" } });
    await vi.waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    // Typed in the same moment, before the first add has been written.
    fireEvent.change(field, { target: { value: "Zoe" } });
    await screen.findByText("Yuri");
    await settle();
    expect(field.value).toBe("Zoe");
  });

});
