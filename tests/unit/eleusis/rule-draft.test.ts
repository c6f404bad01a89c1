import { describe, expect, test } from "vitest";
import type { DraftPlace } from "@/lib/eleusis/rule-draft";
import { clearRuleDraft, draftWriter, makeDraftRecord, parseDraftRecord, readRuleDraft, writeRuleDraft } from "@/lib/eleusis/rule-draft";
import { MemoryStorage, STORAGE_KEYS } from "@/lib/store/backend";

// the rule handed from the workshop to the set-up (docs/secrets.md, "The rule on its way to the set-up")

const RULE = "card.color != prev.color  # Красная на чёрную";

async function newKey(): Promise<CryptoKey> {
  return globalThis.crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
}

function place(storage = new MemoryStorage(), key: CryptoKey | null = null): DraftPlace & { storage: { ok: true; value: MemoryStorage } } {
  return { storage: { ok: true, value: storage }, key: async () => key };
}

describe("the stored record", () => {
  test.each([
    ['{"v":1,"box":"abc"}', { v: 1, box: "abc" }],
    ['{"v":1,"text":"card.red"}', { v: 1, text: "card.red" }],
    ['{"v":2,"text":"card.red"}', null],
    ['{"v":1,"box":"abc","text":"card.red"}', null],
    ['{"v":1}', null],
    ["card.red", null],
    ["null", null],
    ["", null],
  ])("%s reads as %j", (raw, expected) => {
    expect(parseDraftRecord(raw)).toEqual(expected);
  });

  test("make and parse are a round trip", () => {
    for (const content of [{ box: "q1w2" }, { text: RULE }]) expect(parseDraftRecord(makeDraftRecord(content))).toEqual({ v: 1, ...content });
  });
});

describe("a draft in this tab", () => {
  test("with a key, the rule is stored only encrypted and reads back exactly", async () => {
    const p = place(new MemoryStorage(), await newKey());
    expect(await writeRuleDraft(p, RULE)).toEqual({ ok: true, value: "encrypted" });
    const raw = p.storage.value.getItem(STORAGE_KEYS.ruleDraft) ?? "";
    expect(raw).toMatch(/^\{"v":1,"box":"[\w-]+"\}$/);
    for (const part of ["card.color", "prev.color", "Красная", JSON.stringify(RULE).slice(1, -1), Buffer.from(RULE).toString("base64").slice(0, 12)]) {
      expect(raw).not.toContain(part);
    }
    expect(await readRuleDraft(p)).toEqual({ ok: true, value: { text: RULE, how: "encrypted" } });
  });

  test("two writes of the same text give different boxes (a fresh IV each time)", async () => {
    const p = place(new MemoryStorage(), await newKey());
    await writeRuleDraft(p, RULE);
    const first = p.storage.value.getItem(STORAGE_KEYS.ruleDraft);
    await writeRuleDraft(p, RULE);
    expect(p.storage.value.getItem(STORAGE_KEYS.ruleDraft)).not.toBe(first);
  });

  test("without a key (plain http://, no Web Crypto) it is kept as text, like the sealed rule there", async () => {
    const p = place();
    expect(await writeRuleDraft(p, RULE)).toEqual({ ok: true, value: "clear" });
    expect(await readRuleDraft(p)).toEqual({ ok: true, value: { text: RULE, how: "clear" } });
  });

  test("no draft reads as null; an empty text deletes it; so does clear", async () => {
    const p = place(new MemoryStorage(), await newKey());
    expect(await readRuleDraft(p)).toEqual({ ok: true, value: null });
    await writeRuleDraft(p, RULE);
    expect(await writeRuleDraft(p, "  \n")).toEqual({ ok: true, value: "deleted" });
    expect(p.storage.value.length).toBe(0);
    await writeRuleDraft(p, RULE);
    expect(clearRuleDraft(p)).toEqual({ ok: true, value: true });
    expect(await readRuleDraft(p)).toEqual({ ok: true, value: null });
  });

  test("a box under another key (this browser's key is gone) or a damaged record is unreadable, never a throw", async () => {
    const storage = new MemoryStorage();
    await writeRuleDraft(place(storage, await newKey()), RULE);
    expect(await readRuleDraft(place(storage, await newKey()))).toEqual({ ok: false, error: "unreadable" });
    expect(await readRuleDraft(place(storage, null))).toEqual({ ok: false, error: "unreadable" });
    storage.setItem(STORAGE_KEYS.ruleDraft, "{oops");
    expect(await readRuleDraft(place(storage, await newKey()))).toEqual({ ok: false, error: "unreadable" });
  });

  test("a full or blocked storage is a problem to show, not a throw", async () => {
    const full = place(new MemoryStorage(10), await newKey());
    expect(await writeRuleDraft(full, RULE)).toEqual({ ok: false, error: "quota" });
    const blocked: DraftPlace = { storage: { ok: false, error: "unavailable" }, key: async () => null };
    expect(await writeRuleDraft(blocked, RULE)).toEqual({ ok: false, error: "unavailable" });
    expect(await readRuleDraft(blocked)).toEqual({ ok: false, error: "unavailable" });
  });

  test("another tab has its own storage: its draft neither shows here nor replaces this one", async () => {
    const key = await newKey();
    const tabA = place(new MemoryStorage(), key);
    const tabB = place(new MemoryStorage(), key);
    await writeRuleDraft(tabA, RULE);
    await writeRuleDraft(tabB, "card.red");
    expect(await readRuleDraft(tabA)).toEqual({ ok: true, value: { text: RULE, how: "encrypted" } });
    expect(await readRuleDraft(tabB)).toEqual({ ok: true, value: { text: "card.red", how: "encrypted" } });
  });
});

describe("the set-up's writer", () => {
  test("keeps the newest of quick edits: edits overtaken before their turn are skipped", async () => {
    const p = place(new MemoryStorage(), await newKey());
    const w = draftWriter(p);
    const results = await Promise.all([w.save("card.r"), w.save("card.re"), w.save("card.red")]);
    expect(results.map((r) => (r.ok ? r.value : r.error))).toEqual(["skipped", "skipped", "encrypted"]);
    expect(await w.save("card.black")).toEqual({ ok: true, value: "encrypted" });
    expect(await readRuleDraft(p)).toEqual({ ok: true, value: { text: "card.black", how: "encrypted" } });
  });

  test("the seal waits for a write under way, deletes the draft, and nothing is written after it", async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const key = await newKey();
    const storage = new MemoryStorage();
    // The key arrives late: the write is still encrypting when the dealer taps "Seal".
    const slow: DraftPlace = { storage: { ok: true, value: storage }, key: async () => (await gate, key) };
    const w = draftWriter(slow);
    const pending = w.save(RULE);
    const sealing = w.seal();
    release();
    await pending;
    expect(await sealing).toEqual({ ok: true, value: true });
    expect(storage.length).toBe(0);
    expect(await w.save("card.red")).toEqual({ ok: true, value: "skipped" });
    expect(storage.length).toBe(0);
  });
});
