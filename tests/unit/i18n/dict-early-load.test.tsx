// @vitest-environment jsdom
import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

// a page's dictionaries start loading as soon as <Dictionaries>'s module runs in the browser
// (before hydration renders the page), named by an inert marker in the server HTML.

afterEach(() => {
  document.body.innerHTML = "";
  vi.resetModules();
});

describe("Dictionaries: early load from the server HTML's marker", () => {
  it("renders a marker naming its areas and language, and nothing visible", async () => {
    const { Dictionaries } = await import("@/app/_components/Dictionaries");
    const { store } = await import("@/lib/i18n/dict/store/client");
    await store.load("ru");
    const { container } = render(
      <Dictionaries lang="ru" areas={["store"]}>
        <p>child</p>
      </Dictionaries>,
    );
    const mark = container.querySelector("template[data-dictionaries]") as HTMLTemplateElement;
    expect(mark.dataset.dictionaries).toBe("store");
    expect(mark.dataset.lang).toBe("ru");
    expect(container.textContent).toBe("child");
  });

  it("the module starts loading the marked areas in the marked language, and only those", async () => {
    document.body.innerHTML = '<main><template data-dictionaries="store pechenka-card" data-lang="en"></template></main>';
    await import("@/app/_components/Dictionaries");
    const { store } = await import("@/lib/i18n/dict/store/client");
    const { pechenkaCard } = await import("@/lib/i18n/dict/pechenka-card/client");
    const { cake } = await import("@/lib/i18n/dict/cake/client");
    await vi.waitFor(() => {
      expect(store.loaded("en")).toBe(true);
      expect(pechenkaCard.loaded("en")).toBe(true);
    });
    expect(store.loaded("ru")).toBe(false);
    expect(cake.loaded("en")).toBe(false);
  });

  it("without a marker, or with a bad one, nothing loads before render", async () => {
    document.body.innerHTML = '<template data-dictionaries="store nonsense" data-lang="xx"></template>';
    await import("@/app/_components/Dictionaries");
    const { store } = await import("@/lib/i18n/dict/store/client");
    await new Promise((r) => setTimeout(r, 20));
    expect(store.loaded("en")).toBe(false);
    expect(store.loaded("ru")).toBe(false);
  });
});
