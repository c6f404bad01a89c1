// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { createSession } from "@/app/_components/store/createSession";
import { CakeGame } from "@/app/[lang]/cake/_components/CakeGame";
import { cakeGame, newCakeState } from "@/lib/cake/session";
import { cake } from "@/lib/i18n/dict/cake/client";
import { handoverDict } from "@/lib/i18n/dict/handover/client";
import { store } from "@/lib/i18n/dict/store/client";
import { sessionKey } from "@/lib/store/sessions";
import { renders } from "./render-counter";

// A count typed at the end of a Piece of Cake game changes its field, the slice total and the
// problems: the game's line, the kind swatches, the player buttons, the finish button, the action
// bar, the handover button and the wake lock are not drawn again (each step brings a new copy of the game).

const { counted } = vi.hoisted(() => ({
  counted: (...names: string[]) => async (load: () => Promise<Record<string, unknown>>) => (await import("./render-counter")).countRenders(await load(), names),
}));
vi.mock("@/app/[lang]/cake/_components/EntryForm", counted("EntryForm"));
vi.mock("@/app/[lang]/cake/_components/KindSwatch", counted("KindSwatch"));
vi.mock("@/app/_components/ActionBar", counted("ActionBar"));
vi.mock("@/app/_components/Button", counted("Button"));
vi.mock("@/app/_components/handover/HandoverButton", counted("HandoverButton"));
vi.mock("@/app/_components/store/KeepAwake", counted("KeepAwake"));
// The game's line: its focus hook and its list of names.
vi.mock("@/app/_components/useMoveHere", counted("useMoveHere"));
vi.mock("@/lib/i18n/list", counted("commaList"));

const storedRev = (id: string) => (JSON.parse(localStorage.getItem(sessionKey(id)) ?? "null") as { rev: number } | null)?.rev;

async function type(label: string, text: string): Promise<void> {
  await act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value: text } }));
}

beforeAll(async () => {
  await Promise.all([cake, store, handoverDict].map((d) => d.load("en")));
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the Piece of Cake entry on a typed count", () => {
  test("draws the form again, once, and not the parts the count does not change", async () => {
    const id = await createSession(cakeGame, newCakeState(["Ann", "Bob"]));
    render(<CakeGame lang="en" id={id} />);
    await screen.findByLabelText("Kiwi saved", {}, { timeout: 10_000 });
    await type("Kiwi saved", "1");
    await waitFor(() => expect(storedRev(id)).toBe(1));

    renders.clear();
    await type("Chocolate saved", "2");
    await waitFor(() => expect(storedRev(id)).toBe(2));
    await act(async () => new Promise((r) => setTimeout(r, 20)));

    expect.soft(renders.get("EntryForm"), "EntryForm").toBe(1);
    for (const part of ["KindSwatch", "ActionBar", "Button", "HandoverButton", "KeepAwake", "useMoveHere", "commaList"]) {
      expect.soft(renders.get(part) ?? 0, part).toBe(0);
    }
  });
});
