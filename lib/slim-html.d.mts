export function tinyRootPage(html: string): { ok: true; html: string } | { ok: false; error: string };
export function bootLoader(scripts: readonly string[], manifest: string | null, icon?: string | null): string;
export const ICON_PLACEHOLDER: string;
export function bootAfterPaint(html: string): { ok: true; html: string; scripts: number } | { ok: false; error: string };
