import type { Page } from "@playwright/test";
import { sessionKey } from "../../../lib/store/backend";
import type { GameDefinition } from "../../../lib/store/game";
import { makeRecord } from "../../../lib/store/record";

/**
 * Stores a game on this phone through the store's own record maker, as if it had been played here, for a
 * test whose subject is not the set-up, e.g. `await seedGame(page, eleusisGame, "hand00000001", state)`,
 * then `page.goto("/en/eleusis/play?id=hand00000001")`. Opens `/en` first when the page is blank (storage
 * is per origin).
 */
export async function seedGame<S, A, E>(page: Page, game: GameDefinition<S, A, E>, id: string, state: S, at = Date.now()): Promise<void> {
  const record = makeRecord(game, id, state, at);
  if (!record.ok) throw new Error(`seedGame(${id}): ${record.error}`);
  if (page.url() === "about:blank") await page.goto("/en");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [sessionKey(id), JSON.stringify(record.value)] as const);
}
