// The base test for every spec: fails on any console error or uncaught exception from the site,
// and refuses every request that would leave this machine (the site must not need one).
import { test as base, expect, type Page } from "@playwright/test";

export type SiteErrors = { messages: string[]; external: string[] };

function watch(page: Page): SiteErrors {
  const errors: SiteErrors = { messages: [], external: [] };
  page.on("console", (message) => {
    if (message.type() === "error") errors.messages.push(message.text());
  });
  page.on("pageerror", (error) => errors.messages.push(`uncaught: ${error.message}`));
  return errors;
}

export const test = base.extend<{
  siteErrors: SiteErrors;
  expectedConsoleErrors: RegExp[];
}>({
  /** Console errors a spec expects, e.g. the browser's own line for a page served with 404. */
  expectedConsoleErrors: [[], { option: true }],
  siteErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors = watch(page);
      await page.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => {
        errors.external.push(route.request().url());
        return route.abort("blockedbyclient");
      });
      await use(errors);
      const unexpected = errors.messages.filter(
        (message) => !expectedConsoleErrors.some((pattern) => pattern.test(message)),
      );
      expect(unexpected, "console errors from the site").toEqual([]);
      expect(errors.external, "requests that left the site").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Path under the site's base, e.g. site("/works") → "/old/works". */
export const site = (path: string) => `/old${path === "/" ? "/" : path}`;
