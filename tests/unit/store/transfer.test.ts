import { describe, expect, test } from "vitest";
import { MemoryStorage } from "@/lib/store/backend";
import { createSessionIn, dispatchIn, readSession, sessionKey } from "@/lib/store/sessions";
import { EXPORT_APP, IMPORT_MAX_CHARS, exportRawJson, exportSessionJson, importSessionJson, peekExportKind, stripKeys } from "@/lib/store/transfer";
import { idCounter, newTally, tallyGame } from "./tally";

const defs = (kind: string) => (kind === "cake" ? tallyGame : undefined);

function played(storage = new MemoryStorage()) {
  const id = createSessionIn(storage, tallyGame, newTally(["Маша", "Петя"]), 1_000, idCounter("orig"));
  if (!id.ok) throw new Error("create");
  let read = readSession(storage, tallyGame, id.value);
  if (read.status !== "ready") throw new Error("read");
  const out = dispatchIn(storage, tallyGame, read.session, 0, { type: "score", seat: 1, points: 4 }, 2_000);
  if (out.status !== "saved") throw new Error("dispatch");
  read = readSession(storage, tallyGame, id.value);
  if (read.status !== "ready") throw new Error("read");
  return { storage, id: id.value, session: read.session };
}

function snapshot(storage: MemoryStorage): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key) out[key] = storage.getItem(key);
  }
  return out;
}

describe("export and import", () => {
  test("round trip into another device: same state, undo stack and players", () => {
    const { session } = played();
    const json = exportSessionJson(tallyGame, session, 3_000);
    expect(peekExportKind(json)).toBe("cake");
    const other = new MemoryStorage();
    const imported = importSessionJson(other, json, defs, 4_000);
    expect(imported).toEqual({ ok: true, value: { id: session.record.id, kind: "cake" } });
    const read = readSession(other, tallyGame, session.record.id);
    expect(read.status === "ready" && read.session.state).toEqual(session.state);
    expect(read.status === "ready" && read.session.past).toEqual(session.past);
    expect(read.status === "ready" && read.session.record.rev).toBe(0);
  });

  test("importing onto a device that already has that session adds a copy and leaves the original alone", () => {
    const { storage, id, session } = played();
    const before = storage.getItem(sessionKey(id));
    const imported = importSessionJson(storage, exportSessionJson(tallyGame, session, 3_000), defs, 4_000, idCounter("copy"));
    expect(imported).toEqual({ ok: true, value: { id: "copy0001", kind: "cake" } });
    expect(storage.getItem(sessionKey(id))).toBe(before);
  });

  test("secrets are left out of an export (redactForExport on the state and on every undo entry)", () => {
    const { storage, session } = played();
    const sealed = dispatchIn(storage, tallyGame, session, session.record.rev, { type: "seal", secret: "red after black" }, 3_000);
    if (sealed.status !== "saved") throw new Error("seal");
    const more = dispatchIn(storage, tallyGame, sealed.session, sealed.session.record.rev, { type: "score", seat: 0, points: 1 }, 3_100);
    if (more.status !== "saved") throw new Error("score");
    const json = exportSessionJson(tallyGame, more.session, 4_000);
    expect(json).not.toContain("red after black");
    expect(JSON.parse(json)).toMatchObject({ app: EXPORT_APP, redacted: true });
  });

  const valid = () => JSON.parse(exportSessionJson(tallyGame, played().session, 3_000)) as { record: Record<string, unknown> };
  test.each([
    ["an empty file", "", "not-json"],
    ["a picture", "\u0089PNG\r\n", "not-json"],
    ["some other JSON", JSON.stringify({ hello: "world" }), "not-an-export"],
    ["a recovery copy", JSON.stringify({ app: EXPORT_APP, type: "raw-record", record: {} }), "raw-record"],
    ["a broken envelope", JSON.stringify({ ...valid(), record: { ...valid().record, rev: "x" } }), "not-a-session"],
    ["a game this app lacks", JSON.stringify({ ...valid(), record: { ...valid().record, kind: "pechenka" } }), "unknown-game"],
    ["a state that breaks the rules", JSON.stringify({ ...valid(), record: { ...valid().record, state: { players: [] } } }), "invalid-state"],
    ["a newer app's file", JSON.stringify({ ...valid(), record: { ...valid().record, version: 99 } }), "newer-version"],
    ["a huge file", " ".repeat(IMPORT_MAX_CHARS + 1), "too-large"],
  ])("%s is refused with the reason and nothing existing is touched", (_name, text, code) => {
    const { storage } = played();
    const before = snapshot(storage);
    const result = importSessionJson(storage, text, defs, 5_000);
    expect(result).toMatchObject({ ok: false, error: { code } });
    expect(snapshot(storage)).toEqual(before);
  });

  test("a full storage refuses the import with the storage problem", () => {
    const { storage, session } = played();
    const json = exportSessionJson(tallyGame, session, 3_000);
    const full = new MemoryStorage(10);
    expect(importSessionJson(full, json, defs, 4_000)).toMatchObject({ ok: false, error: { code: "storage", detail: "quota" } });
    expect(full.length).toBe(0);
    void storage;
  });
});

describe("raw export from the recovery screen", () => {
  test("secret keys are removed at any depth", () => {
    expect(stripKeys({ a: { secret: 1, b: [{ secret: 2, c: 3 }] } }, ["secret"])).toEqual({ a: { b: [{ c: 3 }] } });
    const raw = JSON.stringify({ format: 1, state: { junk: true, secret: "odd is good" }, past: [{ secret: "odd is good" }] });
    const out = exportRawJson(tallyGame, "abcd1234", raw, 1);
    expect(out.ok).toBe(true);
    if (out.ok) {
      expect(out.value).not.toContain("odd is good");
      expect(JSON.parse(out.value)).toMatchObject({ type: "raw-record", id: "abcd1234", record: { state: { junk: true } } });
    }
  });

  test("unreadable text of a game with secrets is not exported at all", () => {
    expect(exportRawJson(tallyGame, "abcd1234", '{"secret":"odd', 1)).toEqual({ ok: false, error: "secret-unreadable" });
  });

  test("unreadable text of a game without secrets is exported as text", () => {
    const plain = { kind: "cake" as const };
    const out = exportRawJson(plain, "abcd1234", "{oops", 1);
    expect(out.ok && JSON.parse(out.value).text).toBe("{oops");
  });
});
