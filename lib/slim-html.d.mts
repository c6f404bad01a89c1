export function dropPayloadCss(html: string): { ok: true; html: string; removed: number } | { ok: false; error: string };
export function tinyRootPage(html: string): { ok: true; html: string } | { ok: false; error: string };
export function bootLoader(scripts: readonly string[], manifest: string | null, stylesheet?: string | null): string;
export function bootAfterPaint(html: string, stylesheet?: string | null): { ok: true; html: string; scripts: number } | { ok: false; error: string };
export function markupClasses(html: string): Set<string>;
export function criticalCss(css: string, classes: ReadonlySet<string>): { ok: true; css: string; dropped: number } | { ok: false; error: string };
export function withInlineCss(html: string, css: string): string;
export function inlineSheets(html: string): { href: string; css: string }[];
