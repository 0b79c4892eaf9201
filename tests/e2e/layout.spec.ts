// Every route on phones: no horizontal overflow at 320 and 375 px; and axe-core finds no
// WCAG 2 A/AA violations on any route.
import { axeViolations } from "./support/axe.ts";
import { expect, site, test } from "./support/fixtures.ts";
import { specRoutes } from "./support/routes.ts";

for (const route of specRoutes) {
  test(`${route.path}: no horizontal overflow on phones, no axe violations`, async ({ page }) => {
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(site(route.path));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(site(route.path));
    expect(await axeViolations(page)).toEqual([]);
  });
}
