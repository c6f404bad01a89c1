// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { preloadGameSession } from "@/app/_components/store/useGameSession";
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
