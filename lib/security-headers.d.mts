export function cspDirectives(options?: { dev?: boolean }): string[];
export function metaCsp(): string;
export function securityHeaders(options?: { dev?: boolean }): { key: string; value: string }[];
export const SW_HEADERS: { key: string; value: string }[];
export function headersFile(basePath: string): string;
