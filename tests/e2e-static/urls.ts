const ATTRIBUTE = /\s(href|src|action|formaction|poster|srcset|content)=(?:"([^"]*)"|'([^']*)')/gi;

/** Why a URL written in a page would not stay on this site under `base`, or null when it does. */
function problem(url: string, base: string): string | null {
  if (url === "" || url.startsWith("#") || /^(data|blob):/i.test(url)) return null;
  if (url.startsWith("//") || /^[a-z][a-z0-9+.-]*:/i.test(url)) return "another origin";
  if (!url.startsWith("/")) return "relative";
  return base === "" || url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`) ? null : "no base path";
}

/**
 * Every link or asset URL in an HTML page's attributes (and a meta refresh) that leaves the base
 * path or the origin, e.g. ('<a href="/en">', "/b") -> ["/en (no base path)"]. Scripts are not read.
 */
export function urlsOutsideBase(html: string, base: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(ATTRIBUTE)) {
    const name = (m[1] ?? "").toLowerCase();
    const value = (m[2] ?? m[3] ?? "").replaceAll("&amp;", "&");
    let urls: string[];
    if (name === "content") {
      // Only a refresh carries a URL: content="0; url=/b/en".
      const refresh = /^\s*\d+\s*;\s*url=(.*)$/i.exec(value);
      urls = refresh ? [refresh[1]?.trim() ?? ""] : [];
    } else if (name === "srcset") {
      urls = value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "");
    } else {
      urls = [value];
    }
    for (const url of urls) {
      const why = problem(url, base);
      if (why) found.push(`${url} (${why})`);
    }
  }
  return found;
}
