// Records the scrolls a page's own scripts ask for, so that a test can say that none was asked for
// once the page has decided, rather than wait a while to see whether a smooth scroll starts.
import type { Page } from "@playwright/test";

type Recorded = { scrollsAsked: string[] };

/**
 * From the next document on, notes every scroll the page's scripts ask for: "#id" for an element's
 * scrollIntoView, else the window method's name. Call it before the page opens.
 */
export async function recordScrolls(page: Page) {
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as Recorded).scrollsAsked = asked;
    const intoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (
      this: Element,
      ...args: Parameters<Element["scrollIntoView"]>
    ) {
      asked.push(`#${this.id}`);
      intoView.apply(this, args);
    };
    for (const name of ["scroll", "scrollTo", "scrollBy"] as const) {
      const original = window[name].bind(window) as (...args: unknown[]) => void;
      window[name] = ((...args: unknown[]) => {
        asked.push(name);
        original(...args);
      }) as typeof window.scroll;
    }
  });
}

/** The scrolls the open page's scripts asked for so far. */
export const scrollsAsked = (page: Page) =>
  page.evaluate(() => (window as unknown as Recorded).scrollsAsked);
