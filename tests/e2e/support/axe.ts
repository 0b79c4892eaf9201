// Runs axe-core's WCAG 2 A/AA rules on the page and names each violation with its targets.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

export async function axeViolations(page: Page): Promise<string[]> {
  // A card that is still fading in has its text at part opacity, and axe measures the contrast of
  // that frame; what a reader is left with is the finished frame, so wait for the entrances. Only
  // time-driven ones end by themselves: scroll-driven reveals wait for a scroll.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated through the DevTools protocol, so the page's CSP does not apply to it.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Axe = {
      run: (
        ctx: Document,
        opts: object,
      ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
    };
    const { axe } = window as unknown as { axe: Axe };
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
  });
}
