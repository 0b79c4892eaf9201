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

export async function openHydrated(page: Page, path: string) {
  await page.goto(site(path));
  await waitForHydration(page);
}
