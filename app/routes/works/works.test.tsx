import { act, screen } from "@testing-library/react";
import { readFileSync } from "node:fs";
import { createRoutesStub, Outlet } from "react-router";
import { pages } from "../../content/pages.ts";
import { describe, expect, it, vi } from "vitest";
import { hydrate, prerender } from "../../../tests/support/hydrate.tsx";
import { workPages } from "../../content/works/pages.ts";
import { workItemsOf } from "../../content/works/work-list.ts";
import Works, { FILTER_CATEGORIES } from "./works.tsx";

const workItems = workItemsOf(workPages);

// A data router, as in the app: the cards' view transitions need one (useViewTransitionState).
// Under the root route, whose loader gives every page's words (app/root.tsx).
const Stub = createRoutesStub([
  {
    id: "root",
    Component: Outlet,
    children: [{ id: "works", path: "/works", Component: Works }],
  },
]);
// The page with its loader's data, as the server renders it.
const page = (url: string) => (
  <Stub
    initialEntries={[url]}
    hydrationData={{ loaderData: { root: { pages }, works: { items: workItems } } }}
  />
);

describe("the works filter without scripts (decision 0910)", () => {
  it("is prerendered with tabs that link to #category-…, a target for each, and every count", () => {
    const container = prerender(page("/works"));
    const tabs = [...container.querySelectorAll(".filter-tab")];
    expect(tabs.map((tab) => tab.tagName)).toEqual(Array(8).fill("A"));
    expect(tabs.map((tab) => tab.getAttribute("href"))).toEqual([
      "#category-all",
      ...FILTER_CATEGORIES.map((category) => `#category-${category}`),
    ]);
    for (const category of FILTER_CATEGORIES) {
      const target = container.querySelector(`#category-${category}`);
      expect(target?.hasAttribute("hidden"), category).toBe(true);
      expect(container.querySelector(`.works-count [data-category=${category}]`)?.textContent).toBe(
        `Showing ${workItems.filter((item) => item.category === category).length} of 16 works: ${tabs[FILTER_CATEGORIES.indexOf(category) + 1]!.textContent}`,
      );
    }
    expect(container.querySelector(".works-list")!.hasAttribute("data-live")).toBe(false);
    expect(container.querySelectorAll(".work-card:not([hidden])")).toHaveLength(16);
  });

  it("has a :target rule in works.css for each category, hiding the others and pressing its tab", () => {
    // Read as text: the test runner hands CSS imports over empty.
    const css = readFileSync("app/styles/works.css", "utf8").replace(/\s+/g, " ");
    for (const category of FILTER_CATEGORIES) {
      const scope = `.works-list:not([data-live]):has(#category-${category}:target)`;
      expect(css, category).toContain(
        `${scope} :is(.work-card, .works-count > span):not([data-category="${category}"])`,
      );
      expect(css, category).toContain(`${scope} .filter-tab[data-category="${category}"]`);
    }
  });

  it("hydrates into toggle buttons showing the category a followed tab named, without a fade", async () => {
    const matchMedia = vi.fn(
      () =>
        ({
          matches: false,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    vi.stubGlobal("matchMedia", matchMedia);
    const container = prerender(page("/works#category-media"));
    const root = await hydrate(container, page("/works#category-media"));
    expect(container.querySelector(".works-list")!.hasAttribute("data-live")).toBe(true);
    expect(container.querySelector("[id^=category-]")).toBeNull();
    expect(screen.getByRole("button", { name: "Media" }).getAttribute("aria-pressed")).toBe("true");
    const shown = [...container.querySelectorAll<HTMLElement>(".work-card:not([hidden])")];
    expect(shown.map((card) => card.dataset.category)).toEqual(
      workItems.filter((item) => item.category === "media").map(() => "media"),
    );
    expect(container.querySelector(".works-grid")?.getAttribute("data-phase")).toBe("idle");
    expect(container.querySelector(".works-count")?.textContent).toMatch(/works: Media$/);
    act(() => root.unmount());
    vi.unstubAllGlobals();
  });
});
