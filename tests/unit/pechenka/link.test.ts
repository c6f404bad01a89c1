import fc from "fast-check";
import { describe, expect, test } from "vitest";
import type { RevealPayload } from "@/lib/pechenka/link";
import type { PlayerCount } from "@/lib/pechenka/roles";
import { dealGame, rolesOfSeat } from "@/lib/pechenka/deal";
import { LINK_ERRORS, makeRevealFragment, makeRevealLink, MAX_NAME_BYTES, parseRevealLink } from "@/lib/pechenka/link";
import { pechenkaCard } from "@/lib/i18n/dict/pechenka-card";
import { ROLES } from "@/lib/pechenka/roles";
import { seeded } from "./seeded";

const masha: RevealPayload = {
  table: "3fa09c11d2",
  deal: 2,
  seat: 3,
  name: "Маша",
  players: 5,
  roles: ["n37", "cookie", "persians", "blue", "strontium"],
};

const payloadArb = fc
  .record({
    table: fc.stringMatching(/^[0-9a-f]{10}$/),
    deal: fc.integer({ min: 1, max: 255 }),
    players: fc.constantFrom<PlayerCount>(4, 5, 6),
    name: fc
      .string({ minLength: 1, maxLength: 16, unit: "grapheme" })
      .filter((n) => new TextEncoder().encode(n).length <= MAX_NAME_BYTES),
    seed: fc.integer(),
    seatPick: fc.nat(),
  })
  .map(({ seed, seatPick, ...p }): RevealPayload => {
    const seat = seatPick % p.players;
    return { ...p, seat, roles: rolesOfSeat(dealGame(p.players, seeded(seed)), seat) };
  });

describe("reveal links", () => {
  test("round trip: a full link, a #fragment and a bare fragment", () => {
    const link = makeRevealLink("http://127.0.0.1:3103/ru/pechenka/card/", masha);
    expect(link.startsWith("http://127.0.0.1:3103/ru/pechenka/card/#")).toBe(true);
    for (const input of [link, `#${makeRevealFragment(masha)}`, makeRevealFragment(masha)]) {
      expect(parseRevealLink(input)).toEqual({ ok: true, value: masha });
    }
  });

  test("round trip for any payload (property)", () => {
    fc.assert(
      fc.property(payloadArb, (p) => {
        expect(parseRevealLink(makeRevealFragment(p))).toEqual({ ok: true, value: p });
      }),
      { numRuns: 1000 },
    );
  });

  test("compact: a 6-player link with a long name stays short", () => {
    const frag = makeRevealFragment({ ...masha, players: 6, name: "Александра Константиновна", roles: ["cosine", "n37", "blue", "cookie", "persians", "strontium"] });
    expect(frag.length).toBeLessThan(100);
  });

  test("long names are cut at a character, never mid-letter", () => {
    const name = "Ё".repeat(40);
    const res = parseRevealLink(makeRevealFragment({ ...masha, name }));
    expect(res.ok && res.value.name).toBe("Ё".repeat(MAX_NAME_BYTES / 2));
  });

  test("not readable at a glance: no names, role ids or plain bytes of the name in the fragment", () => {
    const frag = makeRevealFragment({ ...masha, name: "Bartholomew" });
    const decoded = Buffer.from(frag, "base64url").toString("latin1");
    expect(decoded).not.toContain("Bartholomew");
    for (const r of ROLES) {
      for (const word of [r.id, pechenkaCard.en.roles[r.id], pechenkaCard.ru.roles[r.id]]) {
        if (word.length > 2) expect(frag.toLowerCase()).not.toContain(word.toLowerCase());
      }
    }
    // same roles for two players do not give the same-looking links
    const other = makeRevealFragment({ ...masha, seat: 1, name: "Bartholomew" });
    expect(other.slice(10)).not.toEqual(frag.slice(10));
  });

  test("every truncation is detected", () => {
    const frag = makeRevealFragment(masha);
    for (let cut = 0; cut < frag.length; cut++) {
      const res = parseRevealLink(frag.slice(0, cut));
      expect(res.ok).toBe(false);
      if (!res.ok && cut > 0) expect(["truncated", "checksum"]).toContain(res.error.code);
    }
    const res = parseRevealLink(frag.slice(0, -6));
    expect(res.ok || res.error.code).toBe("truncated");
  });

  test("every single-character alteration is detected", () => {
    const frag = makeRevealFragment(masha);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (let i = 0; i < frag.length; i++) {
      for (const ch of alphabet) {
        if (ch === frag[i]) continue;
        const res = parseRevealLink(frag.slice(0, i) + ch + frag.slice(i + 1));
        expect(res.ok).toBe(false);
      }
    }
  });

  test("a single changed character says 'changed', never 'cut short' or 'another version'", () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const rand = seeded(15);
    const codes = new Map<string, number>();
    for (let k = 0; k < 12; k++) {
      const n = (4 + (k % 3)) as PlayerCount;
      const deal = dealGame(n, rand);
      const p: RevealPayload = { table: "0a1b2c3d4e", deal: 1 + k, seat: k % n, name: ["Маша", "Oz", "Пётр Ильич", "Eve"][k % 4] ?? "X", players: n, roles: rolesOfSeat(deal, k % n) };
      const frag = makeRevealFragment(p);
      for (let i = 0; i < frag.length; i++) {
        const ch = alphabet[(alphabet.indexOf(frag[i] ?? "A") + 1 + k * 7 + i) % 64] ?? "A";
        if (ch === frag[i]) continue;
        const res = parseRevealLink(frag.slice(0, i) + ch + frag.slice(i + 1));
        const code = res.ok ? "ok" : res.error.code;
        codes.set(code, (codes.get(code) ?? 0) + 1);
      }
    }
    expect([...codes.keys()]).toEqual(["checksum"]);
  });

  test("another version is refused with its number", () => {
    // A newer format differs in more than one character from any link of this version.
    const bytes = Buffer.from(makeRevealFragment(masha), "base64url");
    bytes[0] = 2;
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
    expect(parseRevealLink(bytes.toString("base64url"))).toEqual({
      ok: false,
      error: { code: "unsupportedVersion", version: 2 },
    });
  });

  test.each([
    ["", "empty"],
    ["#", "empty"],
    ["http://x/ru/pechenka/card/", "empty"],
    ["#not base64!", "notBase64"],
    ["#" + "A".repeat(500), "tooLong"],
  ])("input %j gives %s", (input, code) => {
    const res = parseRevealLink(input);
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.code).toBe(code);
  });

  test("non-strings are typed errors too", () => {
    for (const v of [undefined, null, 42, {}, ["#x"]]) expect(parseRevealLink(v).ok).toBe(false);
  });

  test("fuzz: thousands of random strings never throw and give a known error", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 120 }), fc.string({ unit: "binary", maxLength: 80 }), fc.base64String({ maxLength: 120 })), (s) => {
        const res = parseRevealLink(s);
        if (!res.ok) expect(LINK_ERRORS).toContain(res.error.code);
      }),
      { numRuns: 5000 },
    );
  });

  test("fuzz: thousands of mutated real links never throw and are refused", () => {
    fc.assert(
      fc.property(
        payloadArb,
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 255 })), { minLength: 1, maxLength: 4 }),
        (p, flips) => {
          const original = Buffer.from(makeRevealFragment(p), "base64url");
          const bytes = Buffer.from(original);
          for (const [at, x] of flips) {
            const i = at % bytes.length;
            bytes[i] = (bytes[i] ?? 0) ^ x;
          }
          fc.pre(!bytes.equals(original)); // two flips of one byte may cancel out
          const res = parseRevealLink(bytes.toString("base64url"));
          // Single corrupted bytes are always caught; several may in theory collide (2^-32).
          expect(res.ok).toBe(false);
          if (!res.ok) expect(LINK_ERRORS).toContain(res.error.code);
        },
      ),
      { numRuns: 5000 },
    );
  });

  test("fuzz: random byte strings with a valid version byte never throw", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 90 }), (arr) => {
        if (arr.length > 0) arr[0] = 1;
        const res = parseRevealLink(Buffer.from(arr).toString("base64url"));
        if (!res.ok) expect(LINK_ERRORS).toContain(res.error.code);
      }),
      { numRuns: 5000 },
    );
  });
});
