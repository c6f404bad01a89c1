import { appPath, BASE_PATH } from "./app-path";
import { LAN_FILE, publicOrigin } from "./lan-addresses.mjs";

/** What `npm start` serves as /lan.json (lib/serve.mjs); a static host has no such file, and links use the page's own origin. */
export interface LanInfo {
  publicUrl: string | null;
  addresses: string[];
}

export function parseLanInfo(raw: unknown): LanInfo | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { publicUrl, addresses } = raw as { publicUrl?: unknown; addresses?: unknown };
  if (!Array.isArray(addresses) || !addresses.every((a) => typeof a === "string" && /^\d+\.\d+\.\d+\.\d+$/.test(a))) return null;
  return { publicUrl: typeof publicUrl === "string" ? publicOrigin(publicUrl) : null, addresses };
}

type PageLocation = Pick<Location, "protocol" | "hostname" | "port" | "origin">;

const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/;

/**
 * The origin a phone should open: PUBLIC_URL if set, else this machine's LAN address when the page
 * itself was opened on localhost, else the page's own origin; e.g. http://localhost:3000 with
 * addresses ["192.168.1.20"] -> "http://192.168.1.20:3000".
 */
export function chooseOrigin(location: PageLocation, info: LanInfo | null): string {
  if (info?.publicUrl) return info.publicUrl;
  const lan = info?.addresses[0];
  if (lan && LOOPBACK.test(location.hostname)) return `${location.protocol}//${lan}${location.port ? `:${location.port}` : ""}`;
  return location.origin;
}

/** origin + base path + path + optional #fragment, e.g. joinLink("http://a", "/ru/x", "k=1") -> "http://a/ru/x#k=1". */
export function joinLink(origin: string, path: string, fragment?: string, base: string = BASE_PATH): string {
  return `${origin.replace(/\/+$/, "")}${appPath(path, base)}${fragment ? `#${fragment}` : ""}`;
}

let lanInfo: LanInfo | undefined;

/** Asks for /lan.json once per page (absent, offline or slow: null after 2 s, asked again next time). */
async function fetchLanInfo(): Promise<LanInfo | null> {
  if (lanInfo) return lanInfo;
  try {
    const response = await fetch(appPath(LAN_FILE), { cache: "no-store", signal: AbortSignal.timeout(2000) });
    const info = response.ok ? parseLanInfo(await response.json()) : null;
    if (info) lanInfo = info;
    return info;
  } catch {
    return null;
  }
}

/** The one builder of every link a QR carries, e.g. makeAppLink("/ru/eleusis/reveal", "c=…"); in a static
 * build the page's own origin and base path, e.g. "https://name.github.io/tabletop-referee/ru/…". */
export async function makeAppLink(path: string, fragment?: string): Promise<string> {
  if (typeof window === "undefined") return joinLink("", path, fragment);
  const info = await fetchLanInfo();
  return joinLink(chooseOrigin(window.location, info), path, fragment);
}
