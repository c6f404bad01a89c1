export function parseBasePath(raw: string | undefined): { ok: true; value: string } | { ok: false; message: string };
export function basePathOrExit(): string;
