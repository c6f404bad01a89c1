// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { createSession } from "@/app/_components/store/createSession";
import { JudgeSession } from "@/app/[lang]/eleusis/_components/JudgeSession";
import { commitSync } from "@/lib/eleusis/commitment";
import { PRESETS } from "@/lib/eleusis/presets";
import { compileRule, memoResolver } from "@/lib/eleusis/rule-language";
import { eleusisDefinition, reduceSession, startSession } from "@/lib/eleusis/session";
import { ruleVault } from "@/lib/eleusis/vault";
import { eleusisDict } from "@/lib/i18n/dict/eleusis/client";
import { eleusisGuess } from "@/lib/i18n/dict/eleusis-guess/client";
import { handoverDict } from "@/lib/i18n/dict/handover/client";
import { newEleusisDict } from "@/lib/i18n/dict/new-eleusis/client";
import { store } from "@/lib/i18n/dict/store/client";
import { sessionKey } from "@/lib/store/sessions";
import { renders } from "./render-counter";

// A judged card changes the verdict, the layout, the play list and the seats: the rest of the judge's
// screen (the seal, the dealer's tools and PIN, the guess button, the hand's end, the cycle table, the
// handover button, the wake lock, the closed confirm dialog, the store's notices) is not drawn again. Each step brings a new
// copy of the whole game (the store checks the reducer's result against the schema, which copies it).

const { counted } = vi.hoisted(() => ({
  counted: (...names: string[]) => async (load: () => Promise<Record<string, unknown>>) => (await import("./render-counter")).countRenders(await load(), names),
}));
vi.mock("@/app/[lang]/eleusis/_components/HandPanel", counted("HandPanel"));
vi.mock("@/app/[lang]/eleusis/_components/SealBadge", counted("SealBadge"));
vi.mock("@/app/[lang]/eleusis/_components/DealerTools", counted("DealerTools"));
vi.mock("@/app/[lang]/eleusis/_components/SetPin", counted("SetPin"));
vi.mock("@/app/[lang]/eleusis/_components/GuessButton", counted("GuessButton"));
vi.mock("@/app/[lang]/eleusis/_components/EndPanel", counted("EndPanel"));
vi.mock("@/app/[lang]/eleusis/_components/CycleTable", counted("CycleTable"));
vi.mock("@/app/_components/handover/HandoverButton", counted("HandoverButton"));
vi.mock("@/app/_components/store/KeepAwake", counted("KeepAwake"));
vi.mock("@/app/_components/ConfirmDialog", counted("ConfirmDialog"));
vi.mock("@/app/_components/store/RecoveryScreen", counted("SessionNotices"));
vi.mock("@/lib/eleusis/guess/layout", async (load) => {
  const m = await load<typeof import("@/lib/eleusis/guess/layout")>();
  const { renders } = await import("./render-counter");
  return { ...m, classicLayout: (...args: Parameters<typeof m.classicLayout>) => (renders.set("classicLayout", (renders.get("classicLayout") ?? 0) + 1), m.classicLayout(...args)) };
});

const SALT = "00112233445566778899aabbccddeeff";
const RULE = PRESETS.find((p) => p.id === "suit-cycle")?.rule ?? "";
const resolve = memoResolver(compileRule);

/** Four players, Dana deals; the suit-cycle rule sealed at rest under this browser's key (opened in the page's vault); the starter is 5♣. */
function game() {
  const rule = commitSync(RULE, SALT);
  ruleVault.put(rule.hash, { text: RULE, salt: SALT, presetId: null, wording: null });
  const started = startSession(
    { players: ["Dana", "Ann", "Boris", "Cyril"], robot: false, firstDealer: 0 },
    { rule: { ...rule, box: "A".repeat(40) }, lock: { kind: "device" }, presetId: null, wording: null, playedAnyway: false, pinHash: null, at: 1 },
  );
  if (!started) throw new Error("no session");
  return reduceSession(started, { type: "hand", action: { type: "setStarter", card: { rank: "5", suit: "clubs" } } }, resolve, ruleVault.source);
}

const storedRev = (id: string) => (JSON.parse(localStorage.getItem(sessionKey(id)) ?? "null") as { rev: number } | null)?.rev;

async function tap(rank: string, suit: string): Promise<void> {
  const pad = screen.getByRole("region", { name: "To play" });
  await act(async () => fireEvent.click(within(pad).getByRole("button", { name: rank })));
  await act(async () => fireEvent.click(within(pad).getByRole("button", { name: suit })));
}

beforeAll(async () => {
  await Promise.all([eleusisDict, eleusisGuess, newEleusisDict, store, handoverDict].map((d) => d.load("en")));
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("the judge's screen on a judged card", () => {
  test("draws again only what the card changes, once, and builds no guess layout while the tester is closed", async () => {
    const id = await createSession(eleusisDefinition, game());
    render(<JudgeSession lang="en" id={id} />);
    // The store, the rule language and the dealer's tools load on their own: wait for all three.
    await waitFor(() => expect(within(screen.getByRole("region", { name: "To play" })).getByRole("button", { name: "6" }).closest("fieldset")?.disabled).toBe(false), { timeout: 10_000 });
    await screen.findByText(eleusisDict.en.dealerTools.title, {}, { timeout: 10_000 });
    await screen.findByText(eleusisDict.en.setPin.title, {}, { timeout: 10_000 });
    await tap("6", "diamonds");
    await waitFor(() => expect(storedRev(id)).toBe(1));

    renders.clear();
    await tap("7", "hearts");
    await waitFor(() => expect(screen.getByTestId("plays").querySelectorAll("li")).toHaveLength(2));
    await waitFor(() => expect(storedRev(id)).toBe(2));
    await act(async () => new Promise((r) => setTimeout(r, 20)));

    // The hand itself is drawn once for the step (not again when its save completes).
    expect.soft(renders.get("HandPanel"), "HandPanel").toBe(1);
    // A save that is written at once has nothing to say above the game: the notices are not drawn.
    for (const part of ["SealBadge", "DealerTools", "SetPin", "GuessButton", "EndPanel", "CycleTable", "HandoverButton", "KeepAwake", "ConfirmDialog", "classicLayout", "SessionNotices"]) {
      expect.soft(renders.get(part) ?? 0, part).toBe(0);
    }
  });
});
