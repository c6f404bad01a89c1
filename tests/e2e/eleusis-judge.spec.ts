import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { tapCard } from "./helpers/table";

/*
 * A full hand of Eleusis with the seed's suit-cycle rule (docs/rules.md#eleusis-presets rule 2: on ♣ play ♦, on ♦ ♥,
 * on ♥ ♠, on ♠ ♣) at a 3-hand table (dealer Dana; Ann, Boris, Cyril get 17 cards each; one deck).
 * The 51 plays below use every card of the deck once besides the starter 5♣, worked out by hand
 * (generated once, then checked card by card): "+" right, "-" wrong, seats in turn Ann, Boris, Cyril.
 * Phase 1 ends with error cards Ann 2 (Q♥ Q♦), Boris 5, Cyril 7 → dealer Σ(eᵢ − min e) = 0+3+5 = 8,
 * docs/rules.md#eleusis-worked-example. The line then ends on 10♦; phase 2: Ann Q♥ ✓, Boris Q♠ ✓, Cyril Q♣ ✓,
 * Ann Q♦ ✓ → Ann has no cards: 6 + 4 + 6 = 16.
 */
const PHASE_ONE =
  "AD+ AH+ QC- AS+ QS- AC+ 2D+ 2H+ KC- QH- 2S+ 2C+ 3D+ KS- 3H+ 3S+ 3C+ KH- 4D+ 4H+ 4S+ 4C+ JH- 5D+ 5H+ 5S+ KD- QD- 6C+ 6D+ 6H+ JC- 6S+ 7C+ 7D+ JS- 7H+ 7S+ 8C+ 8D+ JD- 8H+ 8S+ 9C+ 10H- 9D+ 9H+ 9S+ 10C+ 10D+ 10S-"
    .split(" ")
    .map((t) => ({ card: t.slice(0, -1), ok: t.endsWith("+") }));
const NAMES = ["Ann", "Boris", "Cyril"];
const SUIT = { C: ["clubs", "♣"], D: ["diamonds", "♦"], H: ["hearts", "♥"], S: ["spades", "♠"] } as const;
type SuitLetter = keyof typeof SUIT;

const pretty = (card: string) => card.slice(0, -1) + SUIT[card.slice(-1) as SuitLetter][1];

async function expectVerdict(page: Page, name: string, card: string, ok: boolean) {
  const banner = page.locator("main [data-verdict]");
  await expect(banner).toContainText(`${name}: ${pretty(card)}`);
  await expect(banner).toHaveAttribute("data-verdict", ok ? "right" : "wrong");
  await expect(banner).toContainText(ok ? "Right" : "Wrong");
}

test("a full suit-cycle hand: keypad, reloads, an edit, phase 2, automatic end, scores, reveal, verify", async ({ page, browser }) => {
  test.setTimeout(240_000);

  // --- Set-up -------------------------------------------------------------------------------
  await page.goto("/en/eleusis");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Eleusis game");
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  for (const name of ["Dana", ...NAMES]) {
    await page.getByRole("textbox", { name: "Another player's name" }).fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  await page.getByRole("textbox", { name: "Another player's name" }).fill("ann");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "already taken" })).toBeVisible();
  await page.getByRole("textbox", { name: "Another player's name" }).fill("");
  await expect(page.getByTestId("deck-table")).toContainText("3 hands, one deck");
  await expect(page.getByTestId("deck-table")).toContainText("17 cards each");
  await page.getByRole("combobox", { name: "Preset rule" }).selectOption("suit-cycle");
  await expect(page.getByTestId("lint")).toContainText("in every position");
  await page.getByRole("button", { name: "Seal the rule and start" }).click();
  await expect(page).toHaveURL(/\/en\/eleusis\/play\?id=[a-z0-9]+$/);

  // --- From here on the rule is sealed: record everything a page shows or sends -------------
  const seen: string[] = [];
  page.on("request", (r) => seen.push(`${r.url()} ${r.postData() ?? ""}`));
  page.on("response", async (r) => {
    const type = r.request().resourceType();
    if (type === "document" || type === "fetch" || type === "xhr") seen.push(await r.text().catch(() => ""));
  });
  const snapshot = async () => {
    seen.push(page.url());
    seen.push(await page.content());
    seen.push(await page.evaluate(() => document.body.innerText));
  };

  const fingerprint = (await page.getByTestId("fingerprint").innerText()).trim();
  expect(fingerprint).toMatch(/^([0-9a-f]{4} ){4}[0-9a-f]{4}$/);
  await expect(page.getByTestId("seal-variant")).toHaveText("Rules: Eleusis (the rules in this app)");
  await expect(page.getByRole("heading", { name: "Lay the starter card" })).toBeVisible();
  await tapCard(page, "Lay the starter card", "5C");
  await expect(page.getByTestId("main-line").locator("li[data-card]")).toHaveCount(1);
  await snapshot();

  // A card already on the table is refused with the reason.
  await tapCard(page, "To play", "5C");
  await expect(page.getByRole("alert").filter({ hasText: "already on the table" })).toBeVisible();

  // --- Plays 1–3, then play 4 entered by mistake as 9♥ ---------------------------------------
  for (let i = 0; i < 3; i++) {
    const p = PHASE_ONE[i]!;
    await expect(page.getByTestId("to-play")).toHaveText(`To play: ${NAMES[i % 3]}`);
    await tapCard(page, "To play", p.card);
    await expectVerdict(page, NAMES[i % 3]!, p.card, p.ok);
  }
  await tapCard(page, "To play", "9H");
  await expectVerdict(page, "Ann", "9H", false);
  // Plays 5 and 6 as they really were: under the mistaken 9♥, Q♠ looks right.
  await tapCard(page, "To play", "QS");
  await expectVerdict(page, "Boris", "QS", true);
  await tapCard(page, "To play", "AC");
  await expectVerdict(page, "Cyril", "AC", true);
  await page.reload();
  await expect(page.locator("[data-play]")).toHaveCount(6);
  await snapshot();

  // The dealer corrects play 4: it was A♠. Later verdicts flip and the screen says which.
  await page.getByRole("button", { name: "Correct a play" }).click();
  await page.getByRole("combobox", { name: "Which play" }).selectOption({ label: "Play 4 · Ann: 9♥ ✗" });
  await tapCard(page, "Card", "AS");
  const changes = page.getByTestId("changes");
  await expect(changes).toContainText("play 4: now right");
  await expect(changes).toContainText("play 5: now wrong");
  await expect(changes).not.toContainText("play 6");
  await expect(page.locator('[data-play="5"]')).toHaveAttribute("data-ok", "false");
  await expect(page.getByTestId("seat-1-counts")).toHaveText("in hand: 15 · error cards: 1");

  // --- The rest of phase 1, reloading every five plays --------------------------------------
  for (let i = 6; i < PHASE_ONE.length; i++) {
    const p = PHASE_ONE[i]!;
    const name = NAMES[i % 3]!;
    await expect(page.getByTestId("to-play")).toHaveText(`To play: ${name}`);
    await tapCard(page, "To play", p.card);
    if (i < PHASE_ONE.length - 1) await expectVerdict(page, name, p.card, p.ok);
    if (i % 5 === 0) {
      await page.reload();
      await expect(page.locator("[data-play]")).toHaveCount(i + 1);
      if (i % 10 === 0) await snapshot();
    }
  }

  // --- Phase 2 --------------------------------------------------------------------------------
  await expect(page.getByTestId("phase2-note")).toContainText("the dealer scores 8");
  await expect(page.getByRole("heading", { name: "Phase 2: error cards only" })).toBeVisible();
  await expect(page.getByTestId("seat-0-counts")).toHaveText("in hand: 0 · error cards: 2");
  await expect(page.getByTestId("seat-1-counts")).toHaveText("in hand: 0 · error cards: 5");
  await expect(page.getByTestId("seat-2-counts")).toHaveText("in hand: 0 · error cards: 7");
  await snapshot();
  const phaseTwo: Array<[string, string]> = [["Ann", "Q♥"], ["Boris", "Q♠"], ["Cyril", "Q♣"]];
  for (const [name, card] of phaseTwo) {
    await expect(page.getByTestId("to-play")).toHaveText(`To play: ${name}`);
    await page.getByRole("button", { name: card, exact: true }).click();
    await expect(page.locator("main [data-verdict]")).toContainText(`${name}: ${card}`);
    await expect(page.locator("main [data-verdict]")).toHaveAttribute("data-verdict", "right");
  }
  await page.reload();
  await expect(page.getByTestId("to-play")).toHaveText("To play: Ann");
  await page.getByRole("button", { name: "Q♦", exact: true }).click();

  // --- The automatic end and the scores ----------------------------------------------------
  const end = page.getByTestId("hand-end");
  await expect(end).toContainText("Ann: no cards left.");
  const scores = page.getByTestId("hand-scores");
  await expect(scores.getByRole("row", { name: /Dana/ })).toContainText("8");
  await expect(scores.getByRole("row", { name: /Ann/ })).toContainText("16");
  await expect(scores.getByRole("row", { name: /Boris/ })).toContainText("0");
  await expect(scores.getByRole("row", { name: /Cyril/ })).toContainText("0");
  await expect(page.getByTestId("cycle-table").locator("tbody tr").first()).toHaveText(/1\s*8\s*\(deals\)\s*16\s*0\s*0/);
  await page.reload();
  await expect(page.getByTestId("hand-end")).toContainText("Ann: no cards left.");
  await snapshot();

  // --- Reveal ---------------------------------------------------------------------------------
  await page.getByRole("button", { name: "Reveal the rule" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reveal the rule" }).click();
  const rule = (await page.getByTestId("revealed-rule").innerText()).trim();
  const salt = (await page.getByTestId("revealed-salt").innerText()).trim();
  expect(rule).toContain("suit");
  expect(salt).toMatch(/^[0-9a-f]{32,}$/);
  await expect(page.getByTestId("revealed-wording")).toContainText("Suits in a cycle");
  await expect(page.getByTestId("revealed-variant")).toHaveText("Eleusis (the rules in this app)");
  await expect(page.getByTestId("reveal")).toContainText("never peeked");
  // The reveal takes the focus as it happens (it was left on the page's body once the dialog closed).
  await expect(page.locator('div:has(> [data-testid="reveal"])')).toBeFocused();

  // While sealed, neither the rule nor the salt was in any HTML, DOM text, URL or request.
  expect(seen.length).toBeGreaterThan(10);
  for (const text of seen) {
    expect(text.includes(rule), "rule text leaked while sealed").toBe(false);
    expect(text.includes(salt), "salt leaked while sealed").toBe(false);
  }

  // --- Verify in a second browser context (another phone) -----------------------------------
  const link = page.getByTestId("verify-link");
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toContain("/en/eleusis/verify#");
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(href!);
  const result = phone.getByTestId("verify-result");
  await expect(result).toHaveAttribute("data-match", "true");
  await expect(phone.getByTestId("computed-fingerprint")).toHaveText(fingerprint);
  await expect(result).toContainText("sha256sum");
  // A changed rule no longer verifies.
  await phone.getByRole("textbox", { name: "Rule text, exactly as revealed" }).fill(`${rule} `);
  await phone.getByRole("button", { name: "Check" }).click();
  await expect(result).toHaveAttribute("data-match", "false");
  await other.close();
});

test("verify page by hand: typed rule, salt and fingerprint; bad salt is explained (Russian)", async ({ page }) => {
  await page.goto("/ru/eleusis/verify");
  await page.getByRole("textbox", { name: "Текст правила, в точности как при вскрытии" }).fill("card.color != prev.color");
  await page.getByRole("textbox", { name: "Соль (hex)" }).fill("zz");
  await page.getByRole("textbox", { name: "Отпечаток или полный хеш, который вы записали" }).fill("0000 0000 0000 0000");
  await page.getByRole("button", { name: "Проверить" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "шестнадцатеричные" })).toBeVisible();
  // sha256("eleusis-commit-v1\n00112233445566778899aabbccddeeff\ncard.color != prev.color"), computed with sha256sum.
  await page.getByRole("textbox", { name: "Соль (hex)" }).fill("00112233445566778899aabbccddeeff");
  await page.getByRole("textbox", { name: "Отпечаток или полный хеш, который вы записали" }).fill(EXPECTED_FP);
  await page.getByRole("button", { name: "Проверить" }).click();
  await expect(page.getByTestId("verify-result")).toHaveAttribute("data-match", "true");
});

const EXPECTED_FP = "7592 eb8c 2b8b 1998 bd9d";

async function newTable(page: Page, names: string[], opts: { robot?: boolean; pin?: string } = {}) {
  await page.goto("/en/eleusis");
  await expect(page.locator('[data-hydrated="true"]')).toBeVisible();
  for (const name of names) {
    await page.getByRole("textbox", { name: "Another player's name" }).fill(name);
    await page.getByRole("button", { name: "Add", exact: true }).click();
  }
  if (opts.robot) {
    await page.getByRole("radio", { name: /Robot dealer/ }).check();
  } else {
    await page.getByRole("combobox", { name: "Preset rule" }).selectOption("suit-cycle");
    await expect(page.getByTestId("lint")).toContainText("in every position");
  }
  if (opts.pin) await page.getByLabel("Dealer PIN (optional, protects peek and edit)").fill(opts.pin);
  await page.getByRole("button", { name: "Seal the rule and start" }).click();
  await expect(page).toHaveURL(/\/en\/eleusis\/play\?id=/);
  await tapCard(page, "Lay the starter card", "5C");
}

async function oneCardEach(page: Page, names: string[]) {
  for (const [i, name] of names.entries()) {
    await page.getByTestId(`seat-${i}`).getByRole("button", { name: "Fix hand count" }).click();
    await page.getByRole("textbox", { name: `Cards in ${name}'s hand` }).fill("1");
    await page.getByTestId(`seat-${i}`).getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId(`seat-${i}-counts`)).toHaveText("in hand: 1 · error cards: 0");
  }
}

test("dealer PIN: a peek and a change of rule are logged, re-judge the layout, and show at the reveal", async ({ page }) => {
  await newTable(page, ["Dana", ...NAMES], { pin: "1234" });
  const firstFingerprint = (await page.getByTestId("fingerprint").innerText()).trim();
  await oneCardEach(page, NAMES);
  await tapCard(page, "To play", "7D");
  await expectVerdict(page, "Ann", "7D", true);
  await tapCard(page, "To play", "3H");
  await expectVerdict(page, "Boris", "3H", true);

  const tools = page.locator("details").filter({ hasText: "Dealer only" });
  await tools.locator("summary").click();
  await tools.getByLabel("Dealer PIN").fill("0000");
  await tools.getByRole("button", { name: "Unlock" }).click();
  await expect(tools.getByRole("alert")).toHaveText("Wrong PIN.");
  await tools.getByLabel("Dealer PIN").fill("1234");
  await tools.getByRole("button", { name: "Unlock" }).click();
  await tools.getByRole("button", { name: "Peek at the rule" }).click();
  await expect(tools.locator("code")).toContainText("suit");
  await tools.getByRole("button", { name: "Hide the rule" }).click();
  await expect(tools.locator("code")).toHaveCount(0);

  await tools.getByLabel("Dealer PIN").fill("1234");
  await tools.getByRole("button", { name: "Unlock" }).click();
  await tools.getByRole("button", { name: "Change the rule" }).click();
  await tools.getByRole("combobox", { name: "Preset rule" }).selectOption("red-black");
  await expect(tools.getByTestId("lint")).toContainText("in every position");
  await tools.getByRole("button", { name: "Seal the new rule" }).click();
  // Red on black: 7♦ on 5♣ stays right, 3♥ on 7♦ becomes wrong.
  await expect(page.getByTestId("changes")).toContainText("play 2: now wrong");
  await expect(page.getByTestId("fingerprint")).not.toHaveText(firstFingerprint);

  // Cyril's black 4♠ on 7♦ is right; nobody has cards in hand; Ann and Cyril have no cards at all.
  await tapCard(page, "To play", "4S");
  await expect(page.getByTestId("hand-end")).toContainText("Ann, Cyril: no cards left.");
  const scores = page.getByTestId("hand-scores");
  await expect(scores.getByRole("row", { name: /Dana/ })).toContainText("1");
  await expect(scores.getByRole("row", { name: /Ann/ })).toContainText("7");
  await expect(scores.getByRole("row", { name: /Cyril/ })).toContainText("7");

  await page.getByRole("button", { name: "Reveal the rule" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Reveal the rule" }).click();
  const reveal = page.getByTestId("reveal");
  await expect(page.getByTestId("revealed-rule")).toContainText("color");
  await expect(reveal).toContainText("Earlier seals");
  await expect(reveal).toContainText(firstFingerprint);
  await expect(page.getByTestId("reveal-log").locator("li")).toHaveText([/peeked at the rule/, /changed the rule/]);

  // Next deal: Ann deals; the cycle table keeps hand 1.
  const next = page.getByRole("region", { name: "Next deal" });
  await expect(next).toContainText("Ann deals next.");
  await next.getByRole("combobox", { name: "Preset rule" }).selectOption("even-odd");
  await expect(next.getByTestId("lint")).toContainText("in every position");
  await next.getByRole("button", { name: "Seal and deal" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hand 2 of 4");
  await expect(page.getByText("Dealer: Ann")).toBeVisible();
  // The screen goes to the new hand: its title and first step on screen, the step focused (it was
  // left where "Seal and deal" had been, below the new keypad).
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  await expect(page.getByTestId("starter-title")).toBeInViewport();
  await expect(page.getByTestId("starter-title")).toBeFocused();
  await expect(page.getByTestId("cycle-table").locator("tbody tr")).toHaveCount(2);
  await expect(page.getByTestId("cycle-table").locator("tfoot")).toHaveText(/Total\s*1\s*7\s*0\s*7/);
});

test("robot dealer: everyone holds a hand, no dealer tools, the rule stays sealed", async ({ page }) => {
  await newTable(page, NAMES, { robot: true });
  await expect(page.getByText("Robot dealer", { exact: true })).toBeVisible();
  await expect(page.locator("details").filter({ hasText: "Dealer only" })).toHaveCount(0);
  await expect(page.getByTestId("seat-2-counts")).toHaveText("in hand: 17 · error cards: 0");
  await tapCard(page, "To play", "7D");
  await expect(page.locator("main [data-verdict]")).toContainText("Ann: 7♦");
  await page.reload();
  await expect(page.getByTestId("seat-0-counts")).toContainText("in hand: 16");
  // The judge panel in play: no accessibility violations, and it fits a 320 px phone.
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
