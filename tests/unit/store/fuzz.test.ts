import fc from "fast-check";
import { GAME_KINDS } from "@/lib/games";
import { describe, expect, test } from "vitest";
import { MemoryStorage } from "@/lib/store/backend";
import { loadRecord, parseRecord, parseRecordText, createSessionIn, listSessions, readSession, sessionKey } from "@/lib/store/sessions";
import { parseRoster } from "@/lib/store/roster-read";
import { exportRawJson, exportSessionJson, importSessionJson } from "@/lib/store/transfer";
import { idCounter, newTally, tallyGame } from "./tally";

const defs = (kind: string) => (kind === "cake" ? tallyGame : undefined);

function validRecord(): Record<string, unknown> {
  const storage = new MemoryStorage();
  const id = createSessionIn(storage, tallyGame, newTally(["A", "B"]), 1_000, idCounter("fuzz"));
  if (!id.ok) throw new Error("create");
  return JSON.parse(storage.getItem(sessionKey(id.value)) ?? "null") as Record<string, unknown>;
}

/** Sets `value` at a random path inside a copy of `base` (mutating one field, deep or shallow). */
function mutate(base: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(base)) {
    const copy = [...base];
    const i = typeof head === "number" ? head % (copy.length + 1) : 0;
    copy[i] = mutate(copy[i], rest, value);
    return copy;
  }
  if (typeof base === "object" && base !== null) {
    const keys = Object.keys(base);
    const key = typeof head === "number" ? (keys[head % Math.max(keys.length, 1)] ?? "x") : head;
    return { ...base, [key as string]: mutate((base as Record<string, unknown>)[key as string], rest, value) };
  }
  return value;
}

const pathArb = fc.array(fc.oneof(fc.nat(20), fc.constantFrom("state", "past", "players", "scores", "format", "kind", "__proto__", "constructor")), { maxLength: 4 });
const RESULT_STATUSES = ["missing", "corrupt", "ready"];

describe("fuzz: stored data can never crash the store", () => {
  test("random JSON values are always a typed result", () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      const result = parseRecord(value);
      expect(typeof result.ok).toBe("boolean");
      expect(parseRecordText(JSON.stringify(value)).ok).toBe(result.ok);
    }), { numRuns: 500 });
  });

  test("random strings are always a typed result", () => {
    fc.assert(fc.property(fc.string(), (text) => {
      expect(typeof parseRecordText(text).ok).toBe("boolean");
      expect(typeof parseRoster(text).ok).toBe("boolean");
      expect(typeof exportRawJson(tallyGame, "abcd1234", text, 1).ok).toBe("boolean");
    }), { numRuns: 500 });
  });

  test("mutated records stored under a session key: read, list and load return typed results", () => {
    const base = validRecord();
    fc.assert(fc.property(pathArb, fc.anything(), (path, value) => {
      const storage = new MemoryStorage();
      const mutated = mutate(base, path, value);
      let text: string;
      try {
        text = JSON.stringify(mutated) ?? "undefined";
      } catch {
        text = String(mutated);
      }
      storage.setItem(sessionKey("fuzz0001"), text);
      const read = readSession(storage, tallyGame, "fuzz0001");
      expect(RESULT_STATUSES).toContain(read.status);
      if (read.status === "ready") expect(tallyGame.schema.safeParse(read.session.state).success).toBe(true);
      expect(listSessions(storage, GAME_KINDS).ok).toBe(true);
      const envelope = parseRecord(mutated);
      if (envelope.ok) expect(typeof loadRecord(tallyGame, envelope.value).ok).toBe("boolean");
    }), { numRuns: 1000 });
  });

  test("mutated export files: import is a typed result and a refusal writes nothing", () => {
    const storage = new MemoryStorage();
    const id = createSessionIn(storage, tallyGame, newTally(["A", "B"]), 1_000, idCounter("orig"));
    if (!id.ok) throw new Error("create");
    const read = readSession(storage, tallyGame, id.value);
    if (read.status !== "ready") throw new Error("read");
    const exported = JSON.parse(exportSessionJson(tallyGame, read.session, 2_000)) as unknown;
    const original = storage.getItem(sessionKey(id.value));
    fc.assert(fc.property(fc.array(fc.oneof(fc.nat(20), fc.constantFrom("record", "state", "past", "kind", "version")), { maxLength: 5 }), fc.anything(), (path, value) => {
      const target = new MemoryStorage();
      target.setItem(sessionKey(id.value), original ?? "");
      let text: string;
      try {
        text = JSON.stringify(mutate(exported, path, value)) ?? "";
      } catch {
        text = "";
      }
      const result = importSessionJson(target, text, defs, 3_000);
      expect(typeof result.ok).toBe("boolean");
      expect(target.getItem(sessionKey(id.value))).toBe(original);
      expect(target.length).toBe(result.ok ? 2 : 1);
    }), { numRuns: 1000 });
  });
});
