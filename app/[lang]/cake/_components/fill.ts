/** Fills a dictionary template, e.g. fill("Round {r} of 5", { r: 2 }) → "Round 2 of 5". */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
