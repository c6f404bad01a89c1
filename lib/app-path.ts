/** The sub-path the app is served under ("" at the host's root, e.g. "/tabletop-referee"); fixed at build time. */
export const BASE_PATH: string = process.env.NEXT_PUBLIC_BASE_PATH ?? "";

/** An app path as the browser sees it, e.g. appPath("/ru") -> "/tabletop-referee/ru" under that base path. */
export function appPath(path: string, base: string = BASE_PATH): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  return `${base}${clean}`;
}

/** A browser pathname without the base path, e.g. ("/tabletop-referee/ru/cake", "/tabletop-referee") -> "/ru/cake". */
export function stripBasePath(pathname: string, base: string = BASE_PATH): string {
  if (!base) return pathname;
  if (pathname === base) return "/";
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}
