// Decision 1008: a case study's hero fills the first screen with its own picture; scroll-linked
// reveals and page transitions come from the platform, move nothing, leave everything visible and
// are all off under prefers-reduced-motion.
import type { Page } from "@playwright/test";
import { readStudies } from "#server/content/works.ts";
import { expect, site, test } from "./support/fixtures.ts";
import { nextFrames, openHydrated, waitForLive } from "./support/hydrated.ts";

const CASE_STUDIES = readStudies().map((work) => work.path);

/** What the reveals animate (app/styles/works.css, "Reveals"). */
const REVEALED = ".work-figure img, .work-card-image, .other-work-image";

/** A built image's source name: "/old/assets/work-x-thumb-720-Ab12.webp" → "work-x-thumb". */
const sourceName = (src: string) =>
  src
    .replace(/^.*\//, "")
    .replace(/\.\w+$/, "")
    .replace(/(-\d+)?-[\w-]{8}$/, "");

type Shifts = { shifts: number; shiftsNow: () => number };

/**
 * Starts summing layout shifts (the CLS entries a visitor's page would report) before load;
 * `shiftsNow()` also counts the entries recorded but not yet handed to the observer.
 */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Shifts;
    w.shifts = 0;
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.shifts += entry.value;
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    w.shiftsNow = () => {
      add(observer.takeRecords());
      return w.shifts;
    };
  });
}

/** Whether every picture now in the viewport has arrived (loaded, or failed). */
const picturesInViewArrived = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      })
      .every((image) => image.complete),
  );

/**
 * Scrolls to the foot a screen at a time; at each, the page answers the scroll (its observers and
 * lazy pictures), the pictures in view arrive, and a frame lays them out, before the next.
 */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 40; i++) {
    const atFoot = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await nextFrames(page);
    await expect.poll(() => picturesInViewArrived(page), { timeout: 20_000 }).toBe(true);
    await nextFrames(page);
    if (atFoot) break;
  }
}

test.describe("the case-study hero", () => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px fills the first screen on every study, with a picture that is no thumbnail`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.goto(site("/works"));
      const thumbnails = new Set(
        (
          await page
            .locator(".work-card-image")
            .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src))
        ).map(sourceName),
      );
      expect(thumbnails.size).toBeGreaterThanOrEqual(12);
      const heroes = new Set<string>();
      for (const path of CASE_STUDIES) {
        await page.goto(site(path));
        const hero = await page.evaluate(() => {
          const header = document.querySelector(".site-header")!.getBoundingClientRect();
          const box = document.querySelector(".work-hero")!.getBoundingClientRect();
          const image = document.querySelector<HTMLImageElement>(".work-hero-image")!;
          const panel = document.querySelector(".work-hero-panel")!;
          return {
            top: box.top - header.bottom,
            bottom: box.bottom,
            width: box.width,
            imageHeight: image.getBoundingClientRect().height,
            imageBottom: image.getBoundingClientRect().bottom,
            panelTop: panel.getBoundingClientRect().top,
            src: image.src,
            ground: getComputedStyle(panel).backgroundColor,
            title: panel.querySelector("h1")?.textContent ?? "",
          };
        });
        expect(Math.abs(hero.top), `${path}: starts under the header`).toBeLessThanOrEqual(1);
        expect(hero.bottom, `${path}: reaches the screen's foot`).toBeGreaterThanOrEqual(
          viewport.height - 1,
        );
        expect(hero.width, `${path}: runs edge to edge`).toBe(viewport.width);
        expect(hero.imageHeight, `${path}: the picture is large`).toBeGreaterThan(
          viewport.height * 0.3,
        );
        expect(hero.title, `${path}: the name is on the hero`).not.toBe("");
        // The words sit under the work, never over it (issue 30).
        expect(
          hero.panelTop,
          `${path}: the words cover none of the picture`,
        ).toBeGreaterThanOrEqual(hero.imageBottom - 1);
        expect(hero.ground, `${path}: the words have a ground`).not.toMatch(
          /^(transparent|rgba\(0, 0, 0, 0\))$/,
        );
        expect(thumbnails.has(sourceName(hero.src)), `${path}: ${hero.src}`).toBe(false);
        heroes.add(sourceName(hero.src));
      }
      expect(heroes.size, "each study has its own hero").toBe(CASE_STUDIES.length);
    });
  }
});

test.describe("nothing moves the layout", () => {
  for (const path of ["/works/branding/aptayu", "/works/videos/hama", "/works"])
    for (const width of [375, 1440])
      test(`${path} at ${width} px: layout shifts sum to 0.01 or less through load and a scroll to the foot`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: width < 500 ? 740 : 900 });
        await recordShifts(page);
        await openHydrated(page, path);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        await scrollThrough(page);
        const shifts = await page.evaluate(() => (window as unknown as Shifts).shiftsNow());
        expect(shifts).toBeLessThanOrEqual(0.01);
      });
});

test.describe("the reveals", () => {
  for (const path of ["/works", "/works/branding/aptayu", "/works/campaign/palmtree"])
    test(`${path}: every revealed block is fully visible once scrolled into view`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await openHydrated(page, path);
      const count = await page.locator(REVEALED).count();
      expect(count).toBeGreaterThan(3);
      // The reveals are in force here (Chromium has scroll-driven animations), so this checks them.
      const driven = await page.evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)].filter((element) =>
            element
              .getAnimations()
              .some((animation) => animation.timeline?.constructor.name === "ViewTimeline"),
          ).length,
        REVEALED,
      );
      expect(driven).toBe(count);
      for (let i = 0; i < count; i++) {
        const block = page.locator(REVEALED).nth(i);
        await block.scrollIntoViewIfNeeded();
        await block.evaluate((element) => element.scrollIntoView({ block: "center" }));
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const style = await block.evaluate((element) => {
          const computed = getComputedStyle(element);
          return { opacity: computed.opacity, transform: computed.transform };
        });
        expect(style.opacity, `block ${i}`).toBe("1");
        expect(style.transform, `block ${i}`).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
      }
    });
});

/** Counts the page transitions the page starts (document.startViewTransition calls). */
async function countTransitions(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { transitions: number };
    w.transitions = 0;
    const start = document.startViewTransition?.bind(document);
    if (start)
      document.startViewTransition = ((update: ViewTransitionUpdateCallback) => {
        w.transitions += 1;
        return start(update);
      }) as typeof document.startViewTransition;
  });
}

test.describe("page transitions", () => {
  test("following a work card starts a view transition", async ({ page }) => {
    await countTransitions(page);
    await openHydrated(page, "/works");
    // The links ask for a transition from the render after hydration on (usePageTransitions).
    await waitForLive(page);
    await page.locator(".work-card-link").first().click();
    await expect(page).toHaveURL(/\/works\/branding\/aptayu$/);
    // React Router starts the transition in an effect after the address changes, and renders the
    // new page from inside it: once the case study is on screen, the count is final.
    await expect(page.locator("article.case-study")).toBeAttached();
    expect(
      await page.evaluate(() => (window as unknown as { transitions: number }).transitions),
    ).toBe(1);
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const path of ["/works", "/works/branding/aptayu"])
    test(`${path}: no animation runs, before or after a scroll`, async ({ page }) => {
      await openHydrated(page, path);
      const running = () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === "running")
            .map((animation) => {
              const target = (animation.effect as KeyframeEffect | null)?.target;
              return `${target?.tagName}.${target?.getAttribute("class")}: ${animation.constructor.name}`;
            }),
        );
      // Everything the page starts as it goes live has started by now, and a frame has passed.
      await waitForLive(page);
      await nextFrames(page);
      expect(await running()).toEqual([]);
      await scrollThrough(page);
      // The 0.01 ms that reduced motion leaves each one ends within a frame.
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(await running()).toEqual([]);
    });

  test("following a work card starts no view transition", async ({ page }) => {
    await countTransitions(page);
    await openHydrated(page, "/works");
    // The links ask for a transition from the render after hydration on (usePageTransitions).
    await waitForLive(page);
    await page.locator(".work-card-link").first().click();
    await expect(page).toHaveURL(/\/works\/branding\/aptayu$/);
    // A transition would have been started before the new page rendered (see above).
    await expect(page.locator("article.case-study")).toBeAttached();
    expect(
      await page.evaluate(() => (window as unknown as { transitions: number }).transitions),
    ).toBe(0);
  });
});
