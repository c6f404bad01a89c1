export function dropPayloadCss(html: string): { ok: true; html: string; removed: number } | { ok: false; error: string };
export function tinyRootPage(html: string): { ok: true; html: string } | { ok: false; error: string };
