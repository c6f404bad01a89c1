// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { HandoverButton } from "@/app/_components/handover/HandoverButton";
import { store } from "@/lib/i18n/dict/store/client";
import type { SessionSnapshot } from "@/lib/store/session-store";
import type { SessionRecord } from "@/lib/store/types";
import { renders } from "./render-counter";

// The handover button reads the game from its store only while its dialog is open: a step with the
// dialog closed does not draw it again; with it open, the dialog hands over the game as it is now.

const { counted } = vi.hoisted(() => ({
  counted: (...names: string[]) => async (load: () => Promise<Record<string, unknown>>) => (await import("./render-counter")).countRenders(await load(), names),
}));
vi.mock("@/app/_components/Button", counted("Button"));
vi.mock("@/app/_components/handover/HandoverDialog", () => ({
  HandoverDialog: ({ record }: { record: SessionRecord }) => <p data-testid="dialog-rev">{record.rev}</p>,
}));

/** A store that holds one open game at revision `rev` and tells its listeners when a step changes it. */
function fakeStore() {
  const listeners = new Set<() => void>();
  let snapshot = {} as SessionSnapshot<unknown>;
  const step = (rev: number) => {
    snapshot = { status: "ready", session: { record: { rev } as SessionRecord, state: null, past: [] } } as unknown as SessionSnapshot<unknown>;
    listeners.forEach((l) => l());
  };
  step(0);
  return {
    step,
    subscribe: (l: () => void) => (listeners.add(l), () => void listeners.delete(l)),
    snapshot: () => snapshot,
  };
}

beforeAll(() => store.load("en").then(() => undefined));
afterEach(cleanup);

describe("HandoverButton", () => {
  test("a step with the dialog closed does not draw it again; an open dialog follows the game", async () => {
    const game = fakeStore();
    render(<HandoverButton lang="en" subscribe={game.subscribe} snapshot={game.snapshot} handedOver={null} onHandedOver={() => undefined} />);
    renders.clear();
    act(() => game.step(1));
    expect(renders.get("Button") ?? 0).toBe(0);

    await act(async () => fireEvent.click(screen.getByRole("button", { name: store.en.handover.button })));
    expect((await screen.findByTestId("dialog-rev")).textContent).toBe("1");
    act(() => game.step(2));
    expect(screen.getByTestId("dialog-rev").textContent).toBe("2");
  });
});
