// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { useMoveHere } from "@/app/_components/useMoveHere";

// After a step (the next round, a reveal) the step's heading comes to the top and takes the focus;
// a page opened or re-rendered with the same step moves nothing.

function Step({ step, scroll }: { step: string; scroll?: boolean }) {
  const ref = useMoveHere<HTMLHeadingElement>(step, scroll === undefined ? undefined : { scroll });
  return (
    <>
      <button type="button">next</button>
      <h2 ref={ref} tabIndex={-1}>
        {step}
      </h2>
    </>
  );
}

afterEach(cleanup);

describe("useMoveHere", () => {
  test("the first render leaves focus and scroll alone; a new step focuses its heading and scrolls it to the top", () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    const { getByRole, rerender } = render(<Step step="1:play" />);
    const button = getByRole("button");
    button.focus();
    expect(scrolled).not.toHaveBeenCalled();
    rerender(<Step step="1:play" />);
    expect(document.activeElement).toBe(button);
    rerender(<Step step="1:entry" />);
    expect(document.activeElement).toBe(getByRole("heading"));
    expect(scrolled).toHaveBeenCalledWith({ block: "start" });
    button.focus();
    rerender(<Step step="1:entry" />);
    expect(document.activeElement).toBe(button);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  test("with scroll off, a new step only takes the focus", () => {
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    const { getByRole, rerender } = render(<Step step="sealed" scroll={false} />);
    rerender(<Step step="revealed" scroll={false} />);
    expect(document.activeElement).toBe(getByRole("heading"));
    expect(scrolled).not.toHaveBeenCalled();
  });
});
