// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, test } from "vitest";
import { FoldedDetails } from "@/app/_components/FoldedDetails";

const fold = (
  <FoldedDetails summary={<summary>In words</summary>} className="x">
    <p>Red on black and black on red.</p>
  </FoldedDetails>
);

afterEach(cleanup);

describe("FoldedDetails", () => {
  test("the server's HTML carries the summary and not the folded text", () => {
    const html = renderToString(fold);
    expect(html).toContain("<summary>In words</summary>");
    expect(html).not.toContain("Red on black");
  });

  test("opening it renders the folded text, which stays when it is closed and opened again", () => {
    const { container } = render(fold);
    const details = container.querySelector("details")!;
    expect(screen.queryByText("Red on black and black on red.")).toBeNull();
    details.open = true;
    fireEvent(details, new Event("toggle"));
    expect(screen.getByText("Red on black and black on red.")).toBeTruthy();
    details.open = false;
    fireEvent(details, new Event("toggle"));
    expect(screen.getByText("Red on black and black on red.")).toBeTruthy();
  });

  test("a fold opened before the page's code ran fills in when the page hydrates", async () => {
    const root = document.createElement("div");
    root.innerHTML = renderToString(fold);
    document.body.appendChild(root);
    root.querySelector("details")!.open = true; // a tap before hydration: the toggle event is gone
    await act(async () => {
      hydrateRoot(root, fold);
    });
    expect(root.textContent).toContain("Red on black and black on red.");
    root.remove();
  });
});
