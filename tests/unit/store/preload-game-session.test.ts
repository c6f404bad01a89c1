// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { preloadGameSession } from "@/app/_components/store/useGameSession";
import { preloadWithId, useSessionIdFromUrl } from "@/app/_components/store/session-id";
import type { LazyGame } from "@/lib/store/game";
import { tallyLazyGame } from "./tally";
import type { TallyAction, TallyState } from "./tally";

// Issue 14: a game screen opened with ?id= starts loading the stored game's reader (schema and store)
// as its module runs, not after hydration.

const watched = (): LazyGame<TallyState, TallyAction> & { loadSchema: ReturnType<typeof vi.fn> } => {
  const loadSchema = vi.fn(tallyLazyGame.loadSchema);
  return { ...tallyLazyGame, loadSchema };
};

afterEach(() => window.history.replaceState(null, "", "/"));

describe("preloadGameSession", () => {
  it("with ?id= in the address, starts loading the game's schema at once", () => {
    window.history.replaceState(null, "", "/en/cake/play?id=abc");
    const game = watched();
    preloadGameSession(game);
    expect(game.loadSchema).toHaveBeenCalledTimes(1);
  });

  it("without an id, loads nothing", () => {
    window.history.replaceState(null, "", "/en/cake/play");
    const game = watched();
    preloadGameSession(game);
    window.history.replaceState(null, "", "/en/cake/play?id=");
    preloadGameSession(game);
    expect(game.loadSchema).not.toHaveBeenCalled();
  });
});

describe("preloadWithId", () => {
  it("starts every load at once when the address names a game, and swallows a failed one", async () => {
    window.history.replaceState(null, "", "/en/eleusis/play?id=abc");
    const a = vi.fn(async () => "screen");
    const b = vi.fn(() => Promise.reject(new Error("offline")));
    preloadWithId(a, b);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });

  it("loads nothing without an id, nor for an empty one", () => {
    const a = vi.fn(async () => "screen");
    window.history.replaceState(null, "", "/en/eleusis/play");
    preloadWithId(a);
    window.history.replaceState(null, "", "/en/eleusis/play?id=");
    preloadWithId(a);
    expect(a).not.toHaveBeenCalled();
  });
});

describe("useSessionIdFromUrl", () => {
  it("reads the id after mounting, null for none or an empty one, and follows back and forward", () => {
    window.history.replaceState(null, "", "/en/cake/play?id=g1");
    const { result } = renderHook(() => useSessionIdFromUrl());
    expect(result.current).toBe("g1");
    act(() => {
      window.history.pushState(null, "", "/en/cake/play?id=");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(result.current).toBeNull();
    act(() => {
      window.history.pushState(null, "", "/en/cake/play?id=g2");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(result.current).toBe("g2");
  });
});
