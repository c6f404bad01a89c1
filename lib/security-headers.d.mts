export const STYLE_HASH_SLOT: string;
export function styleHashes(html: string): string[];
export function cspDirectives(options?: { dev?: boolean; styles?: readonly string[] }): string[];
export function metaCsp(options?: { styles?: readonly string[] }): string;
export function securityHeaders(options?: { dev?: boolean; styles?: readonly string[] }): { key: string; value: string }[];
export const SW_HEADERS: { key: string; value: string }[];
export function headersFile(basePath: string, options?: { styles?: readonly string[] }): string;
