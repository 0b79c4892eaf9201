// Opens a page and waits until React has hydrated it, so that its controls answer input.
import type { Page } from "@playwright/test";
import { site } from "./fixtures.ts";

/**
 * React keeps each element's props on the element (`__reactProps$…`) from hydration on; every page
 * has the menu button, so its props mark the page as live.
 */
export const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector(".menu-button");
    return !!button && Object.keys(button).some((key) => key.startsWith("__reactProps$"));
  });

/** Waits until the page open in `page` has hydrated. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector(".menu-button");
    return !!button && Object.keys(button).some((key) => key.startsWith("__reactProps$"));
  });
}

/**
 * Waits for the render right after hydration and its effects: the shell switches every widget to
 * its React version in one render after hydrating, and marks the document (`<html data-live>`)
 * once that render's effects have run (app/components/shell-context.tsx). So whatever the page
 * decides as it starts (a scroll to a section, a film that may play, an entrance, the modal menu)
 * is decided by then.
 */
export async function waitForLive(page: Page) {
  await page.locator("html[data-live]").waitFor({ state: "attached" });
}

/**
 * Waits for two frames of the page: an intersection or resize observer answers in a task queued at
 * the first, so what it noticed (a scroll, say) has been answered by the second.
 */
export async function nextFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

export async function openHydrated(page: Page, path: string) {
  await page.goto(site(path));
  await waitForHydration(page);
}
