// Sizes of real handover links: every game of the list fits a short series of QR codes.
import { describe, expect, test } from "vitest";
import { cakeGame, newCakeState } from "@/lib/cake/session";
import type { CakeAction } from "@/lib/cake/session";
import { PART_CHARS } from "@/lib/handover/budget";
import { encodeFrame, splitFrame } from "@/lib/handover/codec";
import { sealText } from "@/lib/handover/crypto";
import { mergeRoles, splitRoles, splitSecrets } from "@/lib/handover/payload";
import { dealGame } from "@/lib/pechenka/deal";
import { newPechenka, pechenkaGame } from "@/lib/pechenka/session";
import type { PechenkaAction, PechenkaState } from "@/lib/pechenka/session";
import { MemoryStorage } from "@/lib/store/backend";
import type { GameDefinition } from "@/lib/store/game";
import { createSessionIn, dispatchIn, readSession } from "@/lib/store/sessions";
import { seeded } from "@/tests/unit/pechenka/seeded";
import { PIN, sealedGame } from "./eleusis-fixture";

/** Plays `actions` through the store, so the record has its real undo stack. */
function stored<S, A>(def: GameDefinition<S, A>, initial: S, actions: A[]) {
  const storage = new MemoryStorage();
  const id = createSessionIn(storage, def, initial, 1, () => "figs00000000");
  if (!id.ok) throw new Error("create");
  for (const a of actions) {
    const read = readSession(storage, def, id.value);
    if (read.status !== "ready") throw new Error("read");
    dispatchIn(storage, def, read.session, read.session.record.rev, a, 2);
  }
  const read = readSession(storage, def, id.value);
  if (read.status !== "ready") throw new Error("read");
  return read.session;
}

async function measure(payload: unknown) {
  const json = JSON.stringify(payload).length;
  const frame = await encodeFrame(payload);
  const parts = splitFrame(frame, PART_CHARS);
  return { json, frame: frame.length, qr: parts.ok ? parts.value.length : Infinity };
}

const figures: Record<string, { json: number; frame: number; qr: number }> = {};

describe("handover sizes", () => {
  test.each([30, 150])("a sealed Eleusis game with %i plays (one hand holds at most a deck's worth: 150 span three hands)", async (plays) => {
    const state = sealedGame(plays);
    const { open, secrets } = splitSecrets(state);
    const box = await sealText(PIN, JSON.stringify(secrets), { iterations: 1000 });
    if (!box.ok) throw new Error("seal");
    const record = { format: 1, id: "figs00000000", kind: "eleusis", version: 1, createdAt: 1, updatedAt: 2, rev: plays, summary: { players: state.players, finished: false }, state: open, past: [] };
    const f = await measure({ app: "tabletop-referee", type: "handover", format: 1, record, sealed: box.value });
    figures[`eleusis-${plays}`] = f;
    expect(state.deals.reduce((n, d) => n + ("plays" in d ? d.plays.length : 0), 0)).toBe(plays);
    expect(f.qr).toBeLessThanOrEqual(plays === 30 ? 8 : 16);
  });

  test("a 5-game cake series with its undo stack", async () => {
    const actions: CakeAction[] = [];
    for (let g = 0; g < 5; g++) {
      for (let p = 0; p < 5; p++) {
        actions.push({ type: "set-field", game: g, player: p, field: { part: "saved", kind: "kiwi" }, value: String(p % 2) });
        actions.push({ type: "set-field", game: g, player: p, field: { part: "eaten", kind: "plum" }, value: String(p % 2) });
      }
      actions.push({ type: "finish", game: g });
      if (g < 4) actions.push({ type: "next-game" });
    }
    const { record, state } = stored(cakeGame, newCakeState(["Аня", "Борис", "Вера", "Гоша", "Даша"]), actions);
    expect(state.games.filter((g) => g.finished)).toHaveLength(5);
    const f = await measure({ app: "tabletop-referee", type: "handover", format: 1, record, sealed: null });
    figures["cake-5"] = f;
    expect(f.qr).toBeLessThanOrEqual(12);
  });

  test("a 6-player Pechenka game (the deal included) with its undo stack", async () => {
    const actions: PechenkaAction[] = [{ type: "start" }, { type: "setFirstSeat", seat: 0 }];
    for (let r = 0; r < 6; r++) {
      actions.push({ type: "beginEntry" });
      for (let seat = 0; seat < 6; seat++) actions.push({ type: "editEntry", seat, patch: { sword: (seat + 1) % 6, shield: (seat + 2) % 6 } });
      actions.push({ type: "reveal" }, { type: "nextRound" });
    }
    const initial: PechenkaState = newPechenka(["Аня", "Борис", "Вера", "Гоша", "Даша", "Ева"], "00ff00ff00", dealGame(6, seeded(3)));
    const { record, state } = stored(pechenkaGame, initial, actions);
    expect(state.finished).toBe(true);
    // The roles travel only under the one-time code (docs/secrets.md): the whole state and undo stack in the box.
    const { open, secret } = splitRoles(record);
    const box = await sealText("48219375", secret, { iterations: 1000 });
    if (!box.ok) throw new Error("seal");
    expect(JSON.stringify(open)).not.toContain('"roles":[[');
    const back = mergeRoles(open, secret);
    expect(back.ok && back.value.state).toEqual(record.state);
    expect(back.ok && back.value.past).toEqual(record.past);
    const f = await measure({ app: "tabletop-referee", type: "handover", format: 1, record: open, sealed: box.value });
    figures["pechenka-6"] = f;
    expect(f.qr).toBeLessThanOrEqual(12);
    if (process.env.HANDOVER_FIGURES) console.log(JSON.stringify(figures));
  });
});
