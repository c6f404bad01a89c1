// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { useVerdictBuzz } from "@/app/[lang]/eleusis/_components/LastVerdict";
import { STORAGE_KEYS } from "@/lib/store/backend";

// "Vibrate on a verdict", shared by the classic hand and the New Eleusis round: a new verdict buzzes
// once for right and three times for wrong, only while the switch is on; the switch is kept on the device.

const vibrate = vi.fn(() => true);

beforeEach(() => {
  localStorage.clear();
  Object.defineProperty(navigator, "vibrate", { configurable: true, value: vibrate });
  vibrate.mockClear();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

type Verdict = { id: number; ok: boolean } | null;

describe("the judge's verdict buzz", () => {
  test("off by default: new verdicts do not buzz", () => {
    const { result, rerender } = renderHook((v: Verdict) => useVerdictBuzz(v), { initialProps: null as Verdict });
    expect(result.current[0]).toBe(false);
    rerender({ id: 1, ok: true });
    expect(vibrate).not.toHaveBeenCalled();
  });

  test("on: each new verdict buzzes once (short for right, three for wrong); a verdict already shown does not", () => {
    const { result, rerender } = renderHook((v: Verdict) => useVerdictBuzz(v), { initialProps: { id: 4, ok: true } as Verdict });
    act(() => result.current[1](true));
    // The verdict on screen when the switch went on (or when the screen opened) is not news.
    expect(vibrate).not.toHaveBeenCalled();
    rerender({ id: 5, ok: true });
    expect(vibrate).toHaveBeenLastCalledWith(60);
    rerender({ id: 6, ok: false });
    expect(vibrate).toHaveBeenLastCalledWith([80, 60, 80, 60, 80]);
    rerender({ id: 6, ok: false });
    expect(vibrate).toHaveBeenCalledTimes(2);
    // Undo takes the last entry back: the one before it was shown already, and does not buzz again.
    rerender({ id: 5, ok: true });
    expect(vibrate).toHaveBeenCalledTimes(2);
    rerender({ id: 7, ok: true });
    expect(vibrate).toHaveBeenCalledTimes(3);
  });

  test("the switch is kept on this device: a reload finds it on, and off again once turned off", () => {
    const first = renderHook(() => useVerdictBuzz(null));
    act(() => first.result.current[1](true));
    expect(localStorage.getItem(STORAGE_KEYS.verdictBuzz)).toBe("1");
    first.unmount();
    const again = renderHook((v: Verdict) => useVerdictBuzz(v), { initialProps: { id: 1, ok: true } as Verdict });
    expect(again.result.current[0]).toBe(true);
    again.rerender({ id: 2, ok: false });
    expect(vibrate).toHaveBeenCalledWith([80, 60, 80, 60, 80]);
    act(() => again.result.current[1](false));
    expect(localStorage.getItem(STORAGE_KEYS.verdictBuzz)).toBe("0");
  });
});
