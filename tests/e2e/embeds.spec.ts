// The embeds on a real page (/works/videos/hama): nothing leaves the site while it loads and scrolls;
// a YouTube facade loads the player only when clicked; an Instagram reel runs its stages once asked
// for; the reserved boxes keep layout shift under 0.01. The providers' scripts are stand-ins
// (support/provider-stand-ins.ts).
import type { Page } from "@playwright/test";
import { expect, site, test } from "./support/fixtures.ts";
import { fakeProviders, INSTAGRAM_SCRIPT, YOUTUBE_API } from "./support/provider-stand-ins.ts";

/** Starts summing layout shifts not caused by input, from the first paint on. */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/** Records every value each embed's data-stage takes, in order. */
async function watchStages(page: Page) {
  await page.addInitScript(() => {
    const seen: Record<string, string[]> = {};
    (window as unknown as { __stages: typeof seen }).__stages = seen;
    const note = (el: Element) => {
      const kind = [...el.classList].find((c) => c.startsWith("embed-")) ?? "embed";
      const stage = el.getAttribute("data-stage");
      const list = (seen[kind] ??= []);
      if (stage && list.at(-1) !== stage) list.push(stage);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (record.type === "attributes") note(target);
        for (const node of record.addedNodes)
          if (node instanceof Element)
            for (const el of node.querySelectorAll("[data-stage]")) note(el);
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["data-stage"],
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __stages: Record<string, string[]> }).__stages);
}

async function openHama(page: Page) {
  await page.goto(site("/works/videos/hama"));
  await expect(page.locator("article.case-study[data-live]")).toBeAttached();
}

test.describe("embeds on a page", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("loading and scrolling the page requests nothing from the providers and does not shift", async ({
    page,
  }) => {
    const requested = await fakeProviders(page);
    const cls = await watchLayoutShift(page);
    await openHama(page);
    // Scroll through every embed; each must stay a still until the visitor asks for it.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 400) await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    await expect(page.locator(".embed iframe")).toHaveCount(0);
    for (const stage of await page
      .locator(".embed[data-stage]")
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-stage"))))
      expect(stage).toBe("idle");
    expect(await cls()).toBeLessThan(0.01);
  });

  test("a YouTube facade starts the player only when clicked, in place and focused", async ({
    page,
  }) => {
    const requested = await fakeProviders(page);
    const stages = await watchStages(page);
    const cls = await watchLayoutShift(page);
    await openHama(page);
    const feature = page.locator("#brand-film");
    const box = feature.locator(".embed-youtube").first();
    await box.scrollIntoViewIfNeeded();
    const before = await box.boundingBox();
    expect(requested).toEqual([]);

    await box.getByRole("button", { name: /^Play video:/ }).click();
    await expect(box).toHaveAttribute("data-stage", "embed-success");
    expect(requested).toEqual([YOUTUBE_API]);
    const player = box.locator("iframe");
    await expect(player).toHaveAttribute("data-host", "https://www.youtube-nocookie.com");
    await expect(player).toHaveAttribute("data-video-id", /^[\w-]{11}$/);
    await expect(player).toHaveAttribute("data-playing", "yes");
    await expect(player).toBeFocused();
    await expect(player).toHaveAttribute("title", /.+/);
    // The player takes exactly the facade's box.
    expect(await box.boundingBox()).toEqual(before);
    expect((await stages())["embed-youtube"]).toEqual([
      "idle",
      "check-script",
      "load-script",
      "confirm-script-loaded",
      "process-embed",
      "confirm-embed-success",
      "embed-success",
    ]);
    // Only the clicked video started; a second one reuses the script already loaded.
    await expect(page.locator(".embed-youtube iframe")).toHaveCount(1);
    const other = page.locator(".work-video-row--columns .embed-youtube").first();
    await other.scrollIntoViewIfNeeded();
    await other.getByRole("button", { name: /^Play video:/ }).click();
    await expect(other).toHaveAttribute("data-stage", "embed-success");
    expect(requested).toEqual([YOUTUBE_API]);
    expect(await cls()).toBeLessThan(0.01);
  });

  test("an Instagram reel loads only when asked for, then runs its stages to success", async ({
    page,
  }) => {
    const requested = await fakeProviders(page);
    const stages = await watchStages(page);
    const cls = await watchLayoutShift(page);
    await openHama(page);
    const reels = page.locator(".work-video-row--reels");
    await reels.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);

    await reels
      .getByRole("button", { name: /^Load reel/ })
      .first()
      .click();
    const reel = reels.locator(".embed-instagram[data-stage]").first();
    await expect(reel).toHaveAttribute("data-stage", "embed-success");
    expect(requested).toEqual([INSTAGRAM_SCRIPT]);
    await expect(reel.locator("iframe")).toHaveAttribute(
      "data-permalink",
      /^https:\/\/www\.instagram\.com\/reel\/[\w-]+\/\?utm_source=ig_embed/,
    );
    // Mounted in view, it leaves "idle" within the same frame and runs every stage once.
    expect((await stages())["embed-instagram"]).toEqual([
      "check-script",
      "load-script",
      "confirm-script-loaded",
      "process-embed",
      "confirm-embed-success",
      "embed-success",
    ]);
    // The other reel is still only a button and a link.
    await expect(reels.getByRole("button", { name: /^Load reel/ })).toHaveCount(1);
    expect(await cls()).toBeLessThan(0.01);
  });
});
