"use client";

import type { GameDefinition } from "@/lib/store/game";
import { requestPersistentStorage } from "@/lib/store/persist";
import { loadRoster, saveRoster, touchPlayers } from "@/lib/store/roster";
import type { CreateError } from "@/lib/store/sessions";
import { createSessionIn } from "@/lib/store/sessions";
import type { Result } from "@/lib/result";
import { pageStorage } from "./client-storage";

export class SessionCreateError extends Error {
  constructor(readonly reason: CreateError) {
    super(`Could not create the session: ${reason.code} (${reason.detail})`);
    this.name = "SessionCreateError";
  }
}

/** Validates and stores a new session (and remembers its players in the roster); returns its id. */
export function tryCreateSession<S, A>(def: GameDefinition<S, A>, initial: S): Result<string, CreateError> {
  const storage = pageStorage();
  if (!storage.ok) return { ok: false, error: { code: "storage", detail: storage.error } };
  const id = createSessionIn(storage.value, def, initial, Date.now());
  if (id.ok) {
    try {
      const players = def.summary(initial).players;
      const { roster, problem } = loadRoster(storage.value);
      if (problem !== "unavailable" && problem !== "failed" && problem !== "quota") saveRoster(storage.value, touchPlayers(roster, players, Date.now()));
    } catch {
      // The roster is a convenience; the session itself is stored.
    }
    void requestPersistentStorage();
  }
  return id;
}

/** Like tryCreateSession, for callers that treat failure as exceptional: throws SessionCreateError. */
export function createSession<S, A>(def: GameDefinition<S, A>, initial: S): string {
  const id = tryCreateSession(def, initial);
  if (!id.ok) throw new SessionCreateError(id.error);
  return id.value;
}
