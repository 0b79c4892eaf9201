// The base test for every spec: fails on any console error or uncaught exception from the site,
// and refuses every request that would leave this machine (the site must not need one). Each test
// is a visitor of its own address, as the server sees it through its trusted proxy.
import { test as base, expect, type Page, type TestInfo } from "@playwright/test";

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
  // Workers run tests side by side from one machine. Seen from one address, an application posted
  // by one test is refused with 429 while another test's is in flight (one per client, decision
  // 1102), so the server (TRUST_PROXY=loopback, playwright.config.ts) is told a test's own address.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": visitorAddress(testInfo) });
  },
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

let visitors = 0;
/** A private address of this test's own: workers differ in the second byte, tests in the last two. */
function visitorAddress(testInfo: TestInfo): string {
  visitors += 1;
  return `10.${testInfo.parallelIndex % 256}.${Math.floor(visitors / 250) % 256}.${1 + (visitors % 250)}`;
}

/** Path under the site's base, e.g. site("/works") → "/old/works". */
export const site = (path: string) => `/old${path === "/" ? "/" : path}`;
