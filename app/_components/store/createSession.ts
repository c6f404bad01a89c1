"use client";

import type { GameDefinition } from "@/lib/store/game";
import { browserStorage, requestPersistentStorage } from "@/lib/store/backend";
import type { CreateError } from "@/lib/store/sessions";
import type { Result } from "@/lib/result";

export class SessionCreateError extends Error {
  constructor(readonly reason: CreateError) {
    super(`Could not create the session: ${reason.code} (${reason.detail})`);
    this.name = "SessionCreateError";
  }
}

/**
 * Validates and stores a new session (and remembers its players in the roster); returns its id.
 * The store's writer is loaded here, on the tap that starts the game (the caller loads the game's
 * definition, and with it zod, the same way), not with the form.
 */
export async function tryCreateSession<S, A, E>(def: GameDefinition<S, A, E>, initial: S): Promise<Result<string, CreateError>> {
  const storage = browserStorage();
  if (!storage.ok) return { ok: false, error: { code: "storage", detail: storage.error } };
  let loaded;
  try {
    loaded = await Promise.all([import("@/lib/store/sessions"), import("@/lib/store/roster-read")]);
  } catch {
    // A code chunk that cannot be fetched (offline before the app was cached): nothing was written.
    return { ok: false, error: { code: "storage", detail: "failed" } };
  }
  const [{ createSessionIn }, { rememberPlayers }] = loaded;
  const id = createSessionIn(storage.value, def, initial, Date.now());
  if (id.ok) {
    try {
      rememberPlayers(storage.value, def.summary(initial).players, Date.now());
    } catch {
      // The roster is a convenience; the session itself is stored.
    }
    void requestPersistentStorage();
  }
  return id;
}

/** Like tryCreateSession, for callers that treat failure as exceptional: rejects with SessionCreateError. */
export async function createSession<S, A, E>(def: GameDefinition<S, A, E>, initial: S): Promise<string> {
  const id = await tryCreateSession(def, initial);
  if (!id.ok) throw new SessionCreateError(id.error);
  return id.value;
}
