// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createElement, Suspense } from "react";
import { act, render, renderHook, screen } from "@testing-library/react";
import { preloadGameSession } from "@/app/_components/store/useGameSession";
import { lazyWithId, preloadWithId, useSessionIdFromUrl } from "@/app/_components/store/session-id";

// a game screen opened with ?id= starts loading the browser's store as its module runs, not after
// hydration (the game's definition is already in the screen's chunk).
const loads = vi.hoisted(() => ({ store: 0 }));
vi.mock("@/lib/store/session-store", async (actual) => {
  loads.store++;
  return await actual();
});

afterEach(() => {
  window.history.replaceState(null, "", "/");
  vi.resetModules();
});

describe("preloadGameSession", () => {
  it("without an id, loads nothing; with ?id= in the address, starts loading the store at once", async () => {
    window.history.replaceState(null, "", "/en/cake/play");
    preloadGameSession();
    window.history.replaceState(null, "", "/en/cake/play?id=");
    preloadGameSession();
    await new Promise((r) => setTimeout(r, 20));
    expect(loads.store).toBe(0);
    window.history.replaceState(null, "", "/en/cake/play?id=abc");
    preloadGameSession();
    await vi.waitFor(() => expect(loads.store).toBe(1));
  });
});

describe("preloadWithId", () => {
  it("starts every load at once when the address names a game, and swallows a failed one", async () => {
    window.history.replaceState(null, "", "/en/eleusis/play?id=abc");
    const a = vi.fn(async () => "screen");
    const b = vi.fn(() => Promise.reject(new Error("offline")));
    preloadWithId(a, b);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });

  it("loads nothing without an id, nor for an empty one", () => {
    const a = vi.fn(async () => "screen");
    window.history.replaceState(null, "", "/en/eleusis/play");
    preloadWithId(a);
    window.history.replaceState(null, "", "/en/eleusis/play?id=");
    preloadWithId(a);
    expect(a).not.toHaveBeenCalled();
  });
});

describe("lazyWithId", () => {
  const screenModule = () => ({ Screen: ({ name }: { name: string }) => createElement("p", null, `game ${name}`), Other: () => null });

  it("with ?id=, starts the screen's load and the others as it is made, and renders the export it picks", async () => {
    window.history.replaceState(null, "", "/en/pechenka/play?id=abc");
    const load = vi.fn(async () => screenModule());
    const schema = vi.fn(async () => "schema");
    const Screen = lazyWithId(load, (m) => m.Screen, schema);
    expect(load).toHaveBeenCalledTimes(1);
    expect(schema).toHaveBeenCalledTimes(1);
    await act(async () => {
      render(createElement(Suspense, { fallback: createElement("p", null, "gate") }, createElement(Screen, { name: "abc" })));
    });
    expect(await screen.findByText("game abc")).toBeTruthy();
  });

  it("without an id, loads nothing until the screen is rendered", async () => {
    window.history.replaceState(null, "", "/en/pechenka/play");
    const load = vi.fn(async () => screenModule());
    const schema = vi.fn(async () => "schema");
    const Screen = lazyWithId(load, (m) => m.Screen, schema);
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      render(createElement(Suspense, { fallback: null }, createElement(Screen, { name: "x" })));
    });
    expect(await screen.findByText("game x")).toBeTruthy();
    expect(schema).not.toHaveBeenCalled();
  });
});

describe("useSessionIdFromUrl", () => {
  it("reads the id after mounting, null for none or an empty one, and follows back and forward", () => {
    window.history.replaceState(null, "", "/en/cake/play?id=g1");
    const { result } = renderHook(() => useSessionIdFromUrl());
    expect(result.current).toBe("g1");
    act(() => {
      window.history.pushState(null, "", "/en/cake/play?id=");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(result.current).toBeNull();
    act(() => {
      window.history.pushState(null, "", "/en/cake/play?id=g2");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(result.current).toBe("g2");
  });
});
