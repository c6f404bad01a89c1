// What a person at the table does, for the bench's Node scripts (tests/bench/path-trace.mjs and the
// parts in tests/bench/parts/); the browser tests have the TypeScript twins in tests/e2e/helpers/.

const SUITS = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };

/** Adds each name on a set-up screen's player field, in order. */
export async function addPlayers(page, names) {
  for (const name of names) {
    await page.getByLabel("Another player's name", { exact: true }).fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
}

/** A card in two taps on the keypad in `region`, e.g. tapCard(page, "To play", "10H"): its rank, then its suit. */
export async function tapCard(page, region, card) {
  const pad = page.getByRole("region", { name: region, exact: true });
  await pad.getByRole("button", { name: card.slice(0, -1), exact: true }).click();
  await pad.getByRole("button", { name: SUITS[card.slice(-1)], exact: true }).click();
}

/** The link of every code of the handover series on screen, in order. */
export async function handoverLinks(page) {
  const caption = page.getByTestId("handover-code-caption");
  await caption.waitFor({ timeout: 60_000 });
  const total = Number(/of (\d+)/.exec(await caption.innerText())?.[1] ?? "1");
  const out = [];
  for (let k = 1; k <= total; k++) {
    if (k > 1) await page.getByRole("button", { name: "Next code" }).click();
    await page.getByText(`Code ${k} of ${total}`).waitFor();
    out.push(await page.getByTestId("handover-link").inputValue());
  }
  return out;
}
