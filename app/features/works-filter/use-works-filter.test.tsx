import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FILTER_FADE_IN_DELAY_MS, FILTER_HIDE_DELAY_MS, matchesFilter } from "./filter.ts";
import { FilterTabs } from "./filter-tabs.tsx";
import { useWorksFilter } from "./use-works-filter.ts";

const categories = ["branding", "campaign"] as const;
const labels = { branding: "Branding", campaign: "Campaign" };
const items = [
  { id: "a", category: "branding" as const },
  { id: "b", category: "campaign" as const },
  { id: "c", category: "campaign" as const },
];

function List() {
  const filter = useWorksFilter(categories);
  const location = useLocation();
  return (
    <>
      <FilterTabs
        categories={categories}
        labels={labels}
        selected={filter.selected}
        onChoose={filter.choose}
        label="Filter"
        live={filter.live}
      />
      <p data-testid="search">{location.search + location.hash}</p>
      <ul data-phase={filter.phase}>
        {items.map((item) => (
          <li key={item.id} data-testid={item.id} hidden={!matchesFilter(item, filter.shown)}>
            {item.id}
          </li>
        ))}
      </ul>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: "/works", element: <List /> }], {
        initialEntries: [url],
      })}
    />,
  );

const displayed = () =>
  items.filter((item) => !screen.getByTestId(item.id).hidden).map((item) => item.id);
const phase = () => screen.getByRole("list").dataset.phase;
const reduceMotion = (reduce: boolean) =>
  vi
    .spyOn(window, "matchMedia")
    .mockImplementation(
      (query: string) =>
        ({ matches: reduce && query.includes("reduce"), media: query }) as MediaQueryList,
    );

describe("useWorksFilter", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.matchMedia ??= (() => ({ matches: false })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => vi.useRealTimers());

  it("applies the URL's category on entry, without animation", async () => {
    reduceMotion(false);
    renderAt("/works?category=campaign");
    await act(async () => {});
    expect(displayed()).toEqual(["b", "c"]);
    expect(phase()).toBe("idle");
    expect(screen.getByRole("button", { name: "Campaign" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  it("fades all out, swaps after 300 ms, fades the matching ones in after a further 200 ms", async () => {
    reduceMotion(false);
    renderAt("/works");
    await act(async () => {});
    expect(screen.getByRole("button", { name: "All" }).getAttribute("aria-pressed")).toBe("true");
    act(() => screen.getByRole("button", { name: "Branding" }).click());
    expect(screen.getByTestId("search").textContent).toBe("?category=branding");
    expect(phase()).toBe("fading-out");
    expect(displayed()).toEqual(["a", "b", "c"]);
    act(() => vi.advanceTimersByTime(FILTER_HIDE_DELAY_MS - 1));
    expect(displayed()).toEqual(["a", "b", "c"]);
    act(() => vi.advanceTimersByTime(1));
    expect(displayed()).toEqual(["a"]);
    expect(phase()).toBe("fading-in");
    act(() => vi.advanceTimersByTime(FILTER_FADE_IN_DELAY_MS));
    expect(phase()).toBe("idle");

    act(() => screen.getByRole("button", { name: "All" }).click());
    expect(screen.getByTestId("search").textContent).toBe("");
    act(() => vi.advanceTimersByTime(FILTER_HIDE_DELAY_MS + FILTER_FADE_IN_DELAY_MS));
    expect(displayed()).toEqual(["a", "b", "c"]);
  });

  it("changes at once under reduced motion", async () => {
    reduceMotion(true);
    renderAt("/works");
    await act(async () => {});
    act(() => screen.getByRole("button", { name: "Campaign" }).click());
    expect(displayed()).toEqual(["b", "c"]);
    expect(phase()).toBe("idle");
  });

  it("takes over a tab followed before the scripts ran (#category-…), and drops it on the next choice", async () => {
    reduceMotion(false);
    renderAt("/works#category-campaign");
    await act(async () => {});
    expect(displayed()).toEqual(["b", "c"]);
    expect(phase()).toBe("idle");
    expect(screen.getByRole("button", { name: "Campaign" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    act(() => screen.getByRole("button", { name: "All" }).click());
    expect(screen.getByTestId("search").textContent).toBe("");
    act(() => vi.advanceTimersByTime(FILTER_HIDE_DELAY_MS + FILTER_FADE_IN_DELAY_MS));
    expect(displayed()).toEqual(["a", "b", "c"]);
  });

  it("ignores an unknown category in the URL", async () => {
    reduceMotion(false);
    renderAt("/works?category=nonsense");
    await act(async () => {});
    expect(displayed()).toEqual(["a", "b", "c"]);
    expect(screen.getByRole("button", { name: "All" }).getAttribute("aria-pressed")).toBe("true");
  });
});
