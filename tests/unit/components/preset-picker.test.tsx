// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { PresetPicker } from "@/app/[lang]/eleusis/workshop/_components/PresetPicker";
import { PRESETS } from "@/lib/eleusis/presets";
import { eleusisWorkshop } from "@/lib/i18n/dict/eleusis-workshop/client";
import { eleusisWording } from "@/lib/i18n/dict/eleusis-wording/client";

beforeAll(async () => {
  await Promise.all([eleusisWorkshop.load("en"), eleusisWording.load("en")]);
});
afterEach(cleanup);

const first = PRESETS[0]!;
const wording = () => eleusisWording.en.presets[first.id].wording;
/** The first rule's fold (its summary names the rule for screen readers). */
const firstFold = (root: HTMLElement) =>
  [...root.querySelectorAll("details")].find((d) => d.querySelector("summary")?.textContent?.endsWith(`: ${eleusisWording.en.presets[first.id].name}`))!;

describe("PresetPicker", () => {
  test("the server's HTML has every rule's name, disabled groups and no wording", () => {
    const html = renderToString(<PresetPicker lang="en" onPick={() => undefined} />);
    for (const p of PRESETS) expect(html).toContain(eleusisWording.en.presets[p.id].name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
    expect(html).not.toContain(wording());
    expect(html.match(/<fieldset[^>]*disabled/g)?.length).toBe(new Set(PRESETS.map((p) => p.difficulty)).size);
  });

  test("a rule's button hands the rule over once the page runs", () => {
    const onPick = vi.fn();
    render(<PresetPicker lang="en" onPick={onPick} />);
    const button = screen.getByRole("button", { name: eleusisWording.en.presets[first.id].name });
    expect((button as HTMLButtonElement).matches(":disabled")).toBe(false);
    fireEvent.click(button);
    expect(onPick).toHaveBeenCalledWith(first);
  });

  test("opening a rule's fold renders its wording, and only that one's", () => {
    const { container } = render(<PresetPicker lang="en" onPick={() => undefined} />);
    const details = firstFold(container);
    details.open = true;
    fireEvent(details, new Event("toggle"));
    expect(screen.getByText(wording())).toBeTruthy();
    expect(container.querySelectorAll("details p").length).toBe(2);
    details.open = false;
    fireEvent(details, new Event("toggle"));
    expect(screen.getByText(wording())).toBeTruthy();
  });

  test("a fold opened before the page's code ran fills in when the page hydrates", async () => {
    const picker = <PresetPicker lang="en" onPick={() => undefined} />;
    const root = document.createElement("div");
    root.innerHTML = renderToString(picker);
    document.body.appendChild(root);
    firstFold(root).open = true;
    await act(async () => {
      hydrateRoot(root, picker);
    });
    expect(root.textContent).toContain(wording());
    expect(root.querySelector("fieldset:disabled")).toBeNull();
    root.remove();
  });
});
