import { describe, expect, test } from "vitest";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { GAME_KINDS } from "@/lib/games";
import { ROOT, cycles, importGraph, reachable } from "./graph";

// The house's floors (docs: CONTRIBUTING "The shape of the house"): app/ on top, lib/games.ts
// above the store, the store at the bottom. Reading the graph once keeps this test cheap.
const edges = importGraph();
const runtime = edges.filter((e) => !e.typeOnly);
const show = (list: typeof edges) => list.map((e) => `${e.from} -> ${e.to}`);

describe("import graph", () => {
  test("the graph is read (a broken reader must not pass silently)", () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(edges.some((e) => e.from === "lib/games.ts" && e.to === "lib/cake/session.ts" && e.dynamic)).toBe(true);
    expect(edges.some((e) => e.from.startsWith("app/") && e.to === "npm:react")).toBe(true);
    const unresolved = edges.filter((e) => !e.to.startsWith("npm:") && !/\.(ts|tsx|mts|mjs|js|css)$/.test(e.to));
    expect(show(unresolved)).toEqual([]);
  });

  test("imports from lib/ into app/: 0", () => {
    expect(show(edges.filter((e) => e.from.startsWith("lib/") && e.to.startsWith("app/")))).toEqual([]);
  });

  test("lib/ imports no React and no next/*", () => {
    expect(show(edges.filter((e) => e.from.startsWith("lib/") && /^npm:(react|react-dom|next)$/.test(e.to)))).toEqual([]);
  });

  test("imports from the store into a game: 0 (the store takes definitions as arguments)", () => {
    const game = new RegExp(`^lib/(${GAME_KINDS.join("|")})/|^lib/games\\.ts$`);
    expect(show(edges.filter((e) => e.from.startsWith("lib/store/") && game.test(e.to)))).toEqual([]);
  });

  test("import cycles: 0 (type-only imports included)", () => {
    expect(cycles(edges)).toEqual([]);
  });

  test("the cycle finder finds a cycle", () => {
    const e = (from: string, to: string) => ({ from, to, typeOnly: false, dynamic: false });
    expect(cycles([e("a", "b"), e("b", "c"), e("c", "a"), e("c", "d")])).toEqual([["a", "b", "c"]]);
    expect(cycles([e("a", "a")])).toEqual([["a"]]);
  });
});

describe("the Pechenka phone page stays light", () => {
  // What the phone downloads: the page, the layouts above it, and everything they import
  // (dynamic imports included: they would be fetched on the phone too).
  const start = ["app/[lang]/pechenka/card/page.tsx", "app/[lang]/layout.tsx"];
  const shipped = reachable(runtime, start, { dynamic: true });

  test("its import graph is read", () => {
    expect(shipped.has("lib/pechenka/link.ts")).toBe(true);
  });

  test("no qrcode, no rule language, no zod", () => {
    const heavy = [...shipped].filter((f) => f === "npm:qrcode" || f.startsWith("lib/eleusis/rule-language/") || f === "npm:zod");
    expect(heavy).toEqual([]);
  });

  test("the home page, for contrast, does reach the games only through dynamic imports", () => {
    const home = ["app/[lang]/page.tsx", "app/[lang]/layout.tsx"];
    const eager = reachable(runtime, home, { dynamic: false });
    expect([...eager].filter((f) => f.startsWith("lib/eleusis/") || f === "npm:zod")).toEqual([]);
    expect(reachable(runtime, home, { dynamic: true }).has("lib/eleusis/session-schema.ts")).toBe(true);
  });
});

describe("zod is never in a page's first load", () => {
  // The schemas validate stored records, import files and links; they load with a dynamic import
  // while the screen says "loading" (or on the tap that needs them), so no route's first-load JS
  // carries zod (the first-load budgets hold with zod validating at run time).
  const pages = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? pages(path) : name === "page.tsx" ? [relative(ROOT, path)] : [];
    });
  const all = pages(join(ROOT, "app"));
  const layoutsOf = (page: string) => {
    const parts = page.split("/").slice(0, -1);
    return parts.map((_, i) => `${parts.slice(0, i + 1).join("/")}/layout.tsx`).filter((f) => edges.some((e) => e.from === f));
  };

  test("the pages are found", () => {
    expect(all).toContain("app/[lang]/eleusis/play/page.tsx");
    expect(all.length).toBeGreaterThan(12);
  });

  test.each(all)("%s reaches zod only through dynamic imports", (page) => {
    const start = [page, ...layoutsOf(page)];
    const eager = reachable(runtime, start, { dynamic: false });
    const zod = [...eager].filter((f) => f === "npm:zod" || f === "lib/zod.ts" || /schema\.ts$/.test(f) || f.startsWith("lib/forms/"));
    expect(zod).toEqual([]);
  });

  test("the forms do reach their schemas (lib/forms/, through a dynamic import as they mount)", () => {
    const forms: [string, string][] = [
      ["app/[lang]/eleusis/verify/page.tsx", "lib/forms/verify.ts"],
      ["app/[lang]/eleusis/play/page.tsx", "lib/forms/pin.ts"],
      ["app/[lang]/players/page.tsx", "lib/forms/player-name.ts"],
      ["app/[lang]/cake/page.tsx", "lib/forms/player-name.ts"],
      ["app/[lang]/cake/play/page.tsx", "lib/forms/cake-count.ts"],
      ["app/[lang]/eleusis/page.tsx", "lib/forms/rule-text.ts"],
      ["app/[lang]/eleusis/workshop/page.tsx", "lib/forms/rule-text.ts"],
      // The guess tester reads a guess as rule text.
      ["app/[lang]/eleusis/play/page.tsx", "lib/forms/rule-text.ts"],
    ];
    for (const [page, schema] of forms) {
      const lazy = reachable(runtime, [page, ...layoutsOf(page)], { dynamic: true });
      expect(lazy.has(schema), `${page} -> ${schema}`).toBe(true);
    }
  });

  test("the game screens do reach their schemas (through the dynamic import)", () => {
    for (const page of ["app/[lang]/eleusis/play/page.tsx", "app/[lang]/cake/play/page.tsx", "app/[lang]/pechenka/play/page.tsx"]) {
      const lazy = reachable(runtime, [page, ...layoutsOf(page)], { dynamic: true });
      expect([...lazy].some((f) => f === "npm:zod"), page).toBe(true);
    }
  });
});

describe("the scanner is never in a page's first load", () => {
  const pages = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? pages(path) : name === "page.tsx" ? [relative(ROOT, path)] : [];
    });
  const all = pages(join(ROOT, "app"));
  const scanner = (f: string) => f === "npm:jsqr" || f.startsWith("lib/scan/") || f.startsWith("app/_components/scan/") || f === "lib/handover/scan.ts";

  test.each(all)("%s reaches the camera, the decoder and jsQR only through dynamic imports", (page) => {
    const parts = page.split("/").slice(0, -1);
    const layouts = parts.map((_, i) => `${parts.slice(0, i + 1).join("/")}/layout.tsx`).filter((f) => edges.some((e) => e.from === f));
    expect([...reachable(runtime, [page, ...layouts], { dynamic: false })].filter(scanner)).toEqual([]);
  });

  test("the receive page does reach them, when its scanner opens", () => {
    const lazy = reachable(runtime, ["app/[lang]/handover/page.tsx"], { dynamic: true });
    expect(["npm:jsqr", "lib/scan/camera.ts", "lib/scan/qr-reader.ts", "app/_components/scan/QrScanner.tsx"].filter((f) => !lazy.has(f))).toEqual([]);
  });
});

describe("rule text is read through its one schema", () => {
  test("no page code calls the compiler itself, but the judge's resolver of a sealed rule", () => {
    const callers = edges
      .filter((e) => e.from.startsWith("app/") && e.to.startsWith("lib/eleusis/rule-language/"))
      .map((e) => e.from)
      .filter((f) => /\bcompileRule\b/.test(readFileSync(join(ROOT, f), "utf8")));
    expect([...new Set(callers)]).toEqual(["app/[lang]/eleusis/_components/client-game.ts"]);
  });
});

describe("no module state read by a reducer", () => {
  // A reducer's result depends on its arguments only: what it needs that loads or opens later (a
  // compiled rule, an opened secret, a reader of typed counts) comes as an argument from the store.
  // So no module a game's reducer reaches holds state of its own: no top-level `let`/`var`, no
  // top-level Map, Set or instance of a class (a constant table is declared Readonly: ReadonlyMap, ReadonlySet).
  const MUTABLE = /^(?:export\s+)?(?:(?:let|var)\s+\w+|const\s+\w+(?!\s*:\s*Readonly)(?:\s*:[^=]+)?\s*=\s*new\s+(?:Map|Set|WeakMap|WeakSet|[A-Z]\w*(?<!Error|RegExp|Uint8Array|Uint32Array|Int32Array|TextEncoder|TextDecoder))\b)/gm;
  const stateIn = (file: string): string[] => [...readFileSync(join(ROOT, file), "utf8").matchAll(MUTABLE)].map((m) => `${file}: ${m[0]}`);
  const reducers = GAME_KINDS.map((kind) => `lib/${kind}/session.ts`);
  const reached = [...reachable(runtime, reducers, { dynamic: false })].filter((f) => !f.startsWith("npm:"));

  test("the reducers' modules are read", () => {
    expect(reached).toEqual(expect.arrayContaining(["lib/eleusis/session.ts", "lib/eleusis/hand.ts", "lib/eleusis/deal.ts", "lib/cake/session.ts", "lib/pechenka/session.ts"]));
  });

  test("none of them holds module state", () => {
    expect(reached.flatMap(stateIn)).toEqual([]);
  });

  test("the scanner finds module state (the judge screen's loaded compiler and the page's rule vault)", () => {
    expect(stateIn("app/[lang]/eleusis/_components/client-game.ts").join("\n")).toMatch(/let loaded/);
    expect(stateIn("lib/eleusis/vault.ts").join("\n")).toMatch(/const ruleVault = new RuleVault/);
  });
});
