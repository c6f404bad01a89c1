// Store part: the cost of write-through. Every dispatch validates and writes the whole record
// (state + up to 50 undo states) to storage before the screen changes; this measures that step
// in Node with an in-memory Storage, for a state of about 10 kB JSON and a full undo stack.
import { build } from "esbuild";

const BUDGET_MS = 8; // half a 60 Hz frame, on this (shared, loaded) machine

export async function measure(ctx) {
  const entry = `
    import { z } from "zod";
    import { MemoryStorage } from "@/lib/store/backend";
    import { createSessionIn, dispatchIn, readSession } from "@/lib/store/sessions";
    const schema = z.object({ rows: z.array(z.object({ name: z.string(), cards: z.array(z.number().int()) })), turn: z.number().int() });
    const def = { kind: "cake", version: 1, schema, reduce: (s) => ({ ...s, turn: s.turn + 1 }), summary: () => ({ players: ["A", "B"], finished: false }) };
    const initial = { rows: Array.from({ length: 40 }, (_, i) => ({ name: "player " + i, cards: Array.from({ length: 60 }, (_, j) => (i * j) % 53) })), turn: 0 };
    export function run(n) {
      const storage = new MemoryStorage();
      const id = createSessionIn(storage, def, initial, 1).value;
      let read = readSession(storage, def, id);
      let session = read.session;
      const times = [];
      for (let i = 0; i < n; i++) {
        const t0 = performance.now();
        const out = dispatchIn(storage, def, session, session.record.rev, { type: "next" }, 2 + i);
        times.push(performance.now() - t0);
        session = out.session;
      }
      const bytes = storage.getItem("ttr:session:" + id).length;
      return { times, bytes, stateBytes: JSON.stringify(initial).length, past: session.past.length };
    }`;
  const out = await build({
    stdin: { contents: entry, resolveDir: ctx.appDir, loader: "ts" },
    bundle: true, format: "esm", platform: "node", write: false, logLevel: "silent",
    alias: { "@": ctx.appDir },
    absWorkingDir: ctx.appDir,
  });
  const url = `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`;
  const { run } = await import(url);
  const { times, bytes, stateBytes, past } = run(200);
  const steady = times.slice(60).sort((a, b) => a - b); // after the undo stack is full
  const p50 = steady[Math.floor(steady.length / 2)];
  const p95 = steady[Math.floor(steady.length * 0.95)];
  return [
    { name: `dispatch write-through p50 (state ${(stateBytes / 1024).toFixed(0)} kB, ${past} undo states, record ${(bytes / 1024).toFixed(0)} kB)`, value: Number(p50.toFixed(2)), unit: "ms", budget: BUDGET_MS, pass: p50 <= BUDGET_MS },
    { name: "dispatch write-through p95", value: Number(p95.toFixed(2)), unit: "ms", budget: BUDGET_MS * 2, pass: p95 <= BUDGET_MS * 2 },
  ];
}
