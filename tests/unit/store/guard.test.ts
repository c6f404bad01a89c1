import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { checkRecord, checkRoster, checkSessionExport } from "@/lib/store/guard";
import { makeRecord } from "@/lib/store/record";
import { rosterSchema, sessionExportSchema, sessionRecordSchema } from "@/lib/store/schema";
import { newTally, tallyGame } from "./tally";

// The guards pages ship must accept exactly what the zod schemas accept, and return the same value.

type Safe = { safeParse(v: unknown): { success: boolean; data?: unknown } };
type Guard = (v: unknown) => { ok: boolean; value?: unknown };

function agree(schema: Safe, guard: Guard, value: unknown) {
  const z = schema.safeParse(value);
  const g = guard(value);
  expect(g.ok, JSON.stringify(value)).toBe(z.success);
  if (z.success && g.ok) expect(JSON.stringify(g.value)).toBe(JSON.stringify(z.data));
}

const made = makeRecord(tallyGame, "abcd1234", newTally(["A", "B"]), 5);
if (!made.ok) throw new Error(made.error);
const record = { ...made.value, summary: { ...made.value.summary, label: "x" } };

const field = (keys: string[]) => fc.constantFrom(...keys);
const odd = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1, 2, 51, 2 ** 60, "", "cake", "chess", "abcd", "ab", [], {}, [1], ["x"], Array(60).fill(0)),
  fc.jsonValue(),
);

describe("guards equal the zod schemas", () => {
  test("session records: valid, one field replaced, or anything", () => {
    agree(sessionRecordSchema, checkRecord, record);
    const keys = [...Object.keys(record), "extra"];
    fc.assert(fc.property(field(keys), odd, (key, value) => agree(sessionRecordSchema, checkRecord, JSON.parse(JSON.stringify({ ...record, [key]: value })))), { numRuns: 2000 });
    fc.assert(fc.property(field(["players", "finished", "label", "x"]), odd, (key, value) =>
      agree(sessionRecordSchema, checkRecord, JSON.parse(JSON.stringify({ ...record, summary: { ...record.summary, [key]: value } })))), { numRuns: 1000 });
    fc.assert(fc.property(fc.jsonValue(), (value) => agree(sessionRecordSchema, checkRecord, value)), { numRuns: 500 });
  });

  test("roster", () => {
    const roster = { format: 1, players: [{ name: "Маша", lastUsed: 3 }] };
    agree(rosterSchema, checkRoster, roster);
    agree(rosterSchema, checkRoster, { ...roster, players: [{ name: "x".repeat(33), lastUsed: 1 }] });
    fc.assert(fc.property(field(["name", "lastUsed", "y"]), odd, (key, value) =>
      agree(rosterSchema, checkRoster, JSON.parse(JSON.stringify({ ...roster, players: [{ name: "A", lastUsed: 1, [key]: value }] })))), { numRuns: 1000 });
    fc.assert(fc.property(fc.jsonValue(), (value) => agree(rosterSchema, checkRoster, value)), { numRuns: 500 });
  });

  test("export files", () => {
    const file = { app: "tabletop-referee", type: "session", exportFormat: 1, exportedAt: 9, redacted: false, record: { a: 1 } };
    agree(sessionExportSchema, checkSessionExport, file);
    fc.assert(fc.property(field([...Object.keys(file), "z"]), odd, (key, value) =>
      agree(sessionExportSchema, checkSessionExport, JSON.parse(JSON.stringify({ ...file, [key]: value })))), { numRuns: 1000 });
  });
});
