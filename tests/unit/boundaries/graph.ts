// A small import-graph reader for the boundary tests: every import of app/ and lib/ (static,
// dynamic, re-export; type-only marked), resolved through the "@/" alias and relative paths.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";

export const ROOT = resolve(__dirname, "../../..");
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".js", ".d.mts", "/index.ts", "/index.tsx"];

export interface Edge {
  from: string;
  /** A repo-relative file, or "npm:<package>" for a package. */
  to: string;
  typeOnly: boolean;
  dynamic: boolean;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : SOURCE.test(name) ? [path] : [];
  });
}

function resolveSpecifier(fromFile: string, spec: string): string {
  let base: string | null = null;
  if (spec.startsWith("@/")) base = join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) base = resolve(dirname(fromFile), spec);
  if (base === null) {
    const parts = spec.split("/");
    return `npm:${spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]}`;
  }
  for (const ext of ["", ...EXTENSIONS]) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate);
  }
  return relative(ROOT, base);
}

function importsOf(file: string): Edge[] {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const from = relative(ROOT, file);
  const edges: Edge[] = [];
  const add = (spec: string, typeOnly: boolean, dynamic: boolean) => edges.push({ from, to: resolveSpecifier(file, spec), typeOnly, dynamic });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const allTypes = clause?.isTypeOnly ||
        (clause !== undefined && !clause.name && clause.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly));
      add(node.moduleSpecifier.text, Boolean(allTypes), false);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly, false);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteralLike(arg)) add(arg.text, false, true);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, true, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** Every import edge of app/ and lib/. */
export function importGraph(): Edge[] {
  return ["app", "lib"].flatMap((dir) => walk(join(ROOT, dir))).flatMap(importsOf);
}

/** Groups of files that import each other (strongly connected components of more than one file, or a file importing itself). */
export function cycles(edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) if (!e.to.startsWith("npm:")) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (next.get(v) ?? []).includes(v)) found.push(group.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) connect(v);
  return found;
}

/** Files (and packages) a page's code reaches through imports that survive compilation. */
export function reachable(edges: readonly Edge[], start: readonly string[], opts: { dynamic: boolean }): Set<string> {
  const seen = new Set<string>(start);
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const e of edges) {
      if (e.from !== file || e.typeOnly || (e.dynamic && !opts.dynamic) || seen.has(e.to)) continue;
      seen.add(e.to);
      queue.push(e.to);
    }
  }
  return seen;
}
