export function cspDirectives(): string[];
export function metaCsp(): string;
export function securityHeaders(): { key: string; value: string }[];
export const SW_HEADERS: { key: string; value: string }[];
export function headersFile(basePath: string): string;
