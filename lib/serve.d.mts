import type { IncomingMessage, ServerResponse } from "node:http";

export const LOCALES: readonly ["ru", "en"];
export const DEFAULT_LOCALE: "en";
export const LOCALE_COOKIE: "tr.locale";
export const BUILD_STAMP: ".built-from.json";
export function acceptedLanguages(header: string | null | undefined): string[];
export function rootLanguage(acceptLanguage: string | undefined, cookieHeader: string | undefined): string;
export function lanInfo(): { publicUrl: string | null; addresses: string[] };
export function appHandler(options: { dir: string; basePath: string }): (req: IncomingMessage, res: ServerResponse) => void;
