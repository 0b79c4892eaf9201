// A page starts its scripts only after its first screen has loaded and been painted
// (app/lib/scripts-after-first-screen.tsx, decision 0804). In a real browser: no script is fetched
// before the load event (unless the 3 s fallback fired) or before the first contentful paint, the
// page still hydrates, and it loads exactly the scripts the byte budgets count.
import { weighSite } from "../../scripts/page-weight.ts";
import { openHydrated } from "./support/hydrated.ts";
import { expect, site, test } from "./support/fixtures.ts";

const FALLBACK_MS = 3000;
const pages = weighSite();
const paths = [
  "/",
  "/services",
  "/works/branding/aptayu",
  "/careers/apply-now/art-director",
  "/thanathu",
];

for (const path of paths) {
  test(`${path}: scripts start after the load event and the first paint, and hydrate the page`, async ({
    page,
  }) => {
    await openHydrated(page, path);
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        "navigation",
      )[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }));
      return { loadStart: navigation.loadEventStart, paint: paint?.startTime, scripts };
    });
    expect(timing.paint, "a first contentful paint").toBeGreaterThan(0);
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const script of timing.scripts) {
      expect(script.start, `${script.path} after the first paint`).toBeGreaterThanOrEqual(
        timing.paint!,
      );
      if (script.start < FALLBACK_MS)
        expect(script.start, `${script.path} after the load event`).toBeGreaterThanOrEqual(
          timing.loadStart,
        );
    }
    const counted = pages.find((weight) => weight.path === site(path).replace(/\/?$/, "/"));
    expect(counted, `page weight of ${path}`).toBeDefined();
    expect(new Set(timing.scripts.map((script) => script.path))).toEqual(
      new Set(counted!.js.map((item) => item.href)),
    );
  });
}
