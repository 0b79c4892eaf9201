// Every route on phones: no horizontal overflow at 320 and 375 px; and axe-core finds no
// WCAG 2 A/AA violations on any route.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, site, test } from "./support/fixtures.ts";
import { specRoutes } from "./support/routes.ts";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

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
    // Evaluated through the DevTools protocol, so the page's CSP does not apply to it.
    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              ctx: Document,
              opts: object,
            ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe;
      const result = await axe.run(document, {
        runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      });
      return result.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
    });
    expect(violations).toEqual([]);
  });
}
