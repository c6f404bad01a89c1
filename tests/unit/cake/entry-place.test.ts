import { describe, expect, test } from "vitest";
import { FIRST_PLACE, entryPlaceKey, parseEntryPlace, readEntryPlace, writeEntryPlace } from "@/lib/cake/entry-place";
import { MemoryStorage } from "@/lib/store/backend";

describe("the player a phone is entering, kept per game for a reload", () => {
  test("written and read back per series and game", () => {
    const tab = new MemoryStorage();
    writeEntryPlace(tab, "k3v9q2m7x1ab", 0, { player: 2, layout: "grid" });
    expect(tab.getItem(entryPlaceKey("k3v9q2m7x1ab", 0))).toBe("2:grid");
    expect(readEntryPlace(tab, "k3v9q2m7x1ab", 0, 3)).toEqual({ player: 2, layout: "grid" });
    // The next game of the series, or another series, starts at the first player.
    expect(readEntryPlace(tab, "k3v9q2m7x1ab", 1, 3)).toEqual(FIRST_PLACE);
    expect(readEntryPlace(tab, "other", 0, 3)).toEqual(FIRST_PLACE);
  });

  test("anything this version did not write, or a player past the table, is the first player", () => {
    for (const raw of [null, "", "2", "2:list", "-1:one", "x:one", "2:one:extra", "999:one", " 1:one", "1:ONE"]) {
      expect(parseEntryPlace(raw, 3), String(raw)).toEqual(FIRST_PLACE);
    }
    expect(parseEntryPlace("3:one", 3)).toEqual(FIRST_PLACE);
    expect(parseEntryPlace("2:one", 3)).toEqual({ player: 2, layout: "one" });
  });

  test("a storage that refuses to be read or written loses only the place", () => {
    const broken = { getItem: () => { throw new Error("SecurityError"); }, setItem: () => { throw new Error("QuotaExceededError"); }, removeItem: () => undefined, key: () => null, length: 0 };
    expect(() => writeEntryPlace(broken, "k", 0, { player: 1, layout: "one" })).not.toThrow();
    expect(readEntryPlace(broken, "k", 0, 3)).toEqual(FIRST_PLACE);
  });
});
