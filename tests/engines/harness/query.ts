/*
 * Finding an element the way a person names it (a role and its accessible name, a label, a test id),
 * inside the page, so WebDriver classic (WebKit) and WebDriver BiDi (Firefox) find it alike.
 * `pick` runs in the page: it must stay self-contained (no imports, no helpers outside it).
 */

/** A text to match: exact (after collapsing whitespace), or a regular expression's source and flags. */
export type Name = string | { re: string; flags?: string };

export type Query = {
  /** e.g. "button", "link", "textbox", "combobox", "radio", "checkbox", "heading", "region", "alert". */
  role?: string;
  /** The accessible name: aria-label, aria-labelledby, a label's text, else the visible text. */
  name?: Name;
  /** A form control by its label's text (any role). */
  label?: Name;
  testId?: string;
  css?: string;
  /** Searched inside the first match of this query. */
  within?: Query;
  /** The nth match (default 0). */
  nth?: number;
  /** Only an element a person can use: not disabled, itself or by its fieldset (a button before the page hydrates is). */
  enabled?: boolean;
};

export const re = (pattern: RegExp): Name => ({ re: pattern.source, flags: pattern.flags });

/** What `pick` returns: the mark it put on the element (`data-engine-pick`) and its visible text, or why nothing matched. */
export type Picked = { mark: string; text: string } | { error: string };

/** Runs in the page: marks the element `q` names and returns the mark, or says why none. */
export function pick(q: Query): Picked {
  const ROLES: Record<string, string> = {
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    textbox: 'input:not([type]), input[type="text"], input[type="search"], input[type="tel"], input[type="email"], input[type="url"], input[type="password"], textarea, [role="textbox"]',
    combobox: 'select, [role="combobox"]',
    radio: 'input[type="radio"], [role="radio"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    alert: '[role="alert"]',
    dialog: 'dialog, [role="dialog"]',
    navigation: 'nav, [role="navigation"]',
  };
  const squash = (s: string) => s.replace(/\s+/g, " ").trim();
  const text = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
    if (!(node instanceof Element)) return "";
    if (node.getAttribute("aria-hidden") === "true" || node.hasAttribute("hidden")) return "";
    // A control inside a label is not part of the label's name here (its value changes as it is typed in).
    if (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement) return "";
    return [...node.childNodes].map(text).join(node instanceof HTMLElement && getComputedStyle(node).display !== "inline" ? " " : "");
  };
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .map((e) => (e ? text(e) : ""))
      .join(" ");
  const labelOf = (el: Element): string => {
    if (el.hasAttribute("aria-labelledby")) return squash(byIds(el.getAttribute("aria-labelledby") ?? ""));
    if (el.hasAttribute("aria-label")) return squash(el.getAttribute("aria-label") ?? "");
    const labels = (el as HTMLInputElement).labels;
    if (labels && labels.length > 0) return squash([...labels].map(text).join(" "));
    return "";
  };
  const nameOf = (el: Element): string => {
    const label = labelOf(el);
    if (label) return label;
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return squash(el.getAttribute("placeholder") ?? el.title ?? "");
    return squash(text(el));
  };
  const matches = (value: string, want: Name) => (typeof want === "string" ? value === squash(want) : new RegExp(want.re, want.flags).test(value));
  const visible = (el: Element) => {
    const e = el as HTMLElement & { checkVisibility?: (o?: object) => boolean };
    if (e.checkVisibility && !e.checkVisibility({ visibilityProperty: true })) {
      // A visually hidden radio or checkbox with a visible label is still what a person taps.
      return el instanceof HTMLInputElement && [...(el.labels ?? [])].some((l) => l.getClientRects().length > 0);
    }
    return el.getClientRects().length > 0 || (el instanceof HTMLInputElement && [...(el.labels ?? [])].some((l) => l.getClientRects().length > 0));
  };
  const describe = (x: Query): string =>
    [x.role && `role=${x.role}`, x.name && `name=${JSON.stringify(x.name)}`, x.label && `label=${JSON.stringify(x.label)}`, x.testId && `testId=${x.testId}`, x.css && `css=${x.css}`]
      .filter(Boolean)
      .join(" ") + (x.within ? ` within (${describe(x.within)})` : "");
  const all = (x: Query, root: ParentNode): Element[] => {
    let scope: ParentNode = root;
    if (x.within) {
      const outer = all(x.within, root)[x.within.nth ?? 0];
      if (!outer) return [];
      scope = outer;
    }
    let css = x.css ?? (x.role ? ROLES[x.role] : undefined) ?? "*";
    if (x.testId) css = `[data-testid="${x.testId}"]`;
    if (x.label && !x.role && !x.css) css = "input, select, textarea, [role]";
    return [...scope.querySelectorAll(css)].filter(
      (el) =>
        visible(el) &&
        (x.name === undefined || matches(nameOf(el), x.name)) &&
        (x.label === undefined || matches(labelOf(el), x.label)) &&
        (!x.enabled || !(el.matches(":disabled") || el.getAttribute("aria-disabled") === "true")),
    );
  };
  const found = all(q, document)[q.nth ?? 0];
  if (!found) return { error: `nothing visible matches ${describe(q)}` };
  const w = window as unknown as { __enginePicks?: number };
  w.__enginePicks = (w.__enginePicks ?? 0) + 1;
  const mark = String(w.__enginePicks);
  found.setAttribute("data-engine-pick", mark);
  return { mark, text: squash((found as HTMLElement).innerText ?? found.textContent ?? "") };
}
