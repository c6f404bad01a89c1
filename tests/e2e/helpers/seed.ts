import type { Page } from "@playwright/test";
import { sessionKey } from "../../../lib/store/backend";
import type { GameDefinition } from "../../../lib/store/game";
import type { SessionRecord } from "../../../lib/store/types";
import { applyAction, loadRecord, makeRecord } from "../../../lib/store/sessions";

async function storeRecord(page: Page, id: string, record: SessionRecord): Promise<void> {
  if (page.url() === "about:blank") await page.goto("/en");
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [sessionKey(id), JSON.stringify(record)] as const);
}

/**
 * Stores a game on this phone through the store's own record maker, as if it had been played here, for a
 * test whose subject is not the set-up, e.g. `await seedGame(page, eleusisGame, "hand00000001", state)`,
 * then `page.goto("/en/eleusis/play?id=hand00000001")`. Opens `/en` first when the page is blank (storage
 * is per origin).
 */
export async function seedGame<S, A, E>(page: Page, game: GameDefinition<S, A, E>, id: string, state: S, at = Date.now()): Promise<void> {
  const record = makeRecord(game, id, state, at);
  if (!record.ok) throw new Error(`seedGame(${id}): ${record.error}`);
  await storeRecord(page, id, record.value);
}

/**
 * Like `seedGame`, but the game is `initial` with `actions` then taken one by one through the store's own
 * step (`applyAction`), so the record has the undo history a game played on screen has, e.g. a Piece of Cake
 * series whose every count was stepped up.
 */
export async function seedPlayedGame<S, A, E>(page: Page, game: GameDefinition<S, A, E>, id: string, initial: S, actions: readonly A[], at = Date.now()): Promise<void> {
  const made = makeRecord(game, id, initial, at);
  if (!made.ok) throw new Error(`seedPlayedGame(${id}): ${made.error}`);
  const loaded = loadRecord(game, made.value);
  if (!loaded.ok) throw new Error(`seedPlayedGame(${id}): the record made does not load (${loaded.error.code})`);
  let session = loaded.value;
  for (const [i, action] of actions.entries()) {
    const next = applyAction(game, session, action, at + i + 1);
    if (!next.ok) throw new Error(`seedPlayedGame(${id}): action ${i} (${JSON.stringify(action)}): ${next.error.code} ${next.error.detail}`);
    session = next.value;
  }
  await storeRecord(page, id, session.record);
}
