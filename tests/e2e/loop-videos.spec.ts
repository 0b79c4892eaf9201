// The muted loops (the home page's Works tile, the branding study's film) play only while on
// screen, fetch nothing of the film before they are seen, never play for visitors who ask for less
// motion, and the study's film can be paused.
import type { Page } from "@playwright/test";
import { expect, site, test } from "./support/fixtures.ts";
import { nextFrames, openHydrated, waitForLive } from "./support/hydrated.ts";

const STUDY = "/works/branding/aptayu";

function filmRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/\/(works-loop|branding-aptayu-film)-[\w-]+\.(webm|mp4)$/.test(request.url()))
      urls.push(request.url());
  });
  return urls;
}

const playing = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0);

test("the branding study's film is not fetched with the first screen, plays in view and pauses on request", async ({
  page,
}) => {
  const films = filmRequests(page);
  await openHydrated(page, STUDY);
  const video = page.locator(".work-loop-video");
  await expect(video).not.toHaveAttribute("autoplay", /.*/);
  expect(films, "film requested before it was seen").toEqual([]);

  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => playing(page, ".work-loop-video")).toBe(true);
  expect(films.length).toBeGreaterThan(0);
  // The study's own film, not the home tile's (decision 1004).
  expect(
    films.every((url) => /\/branding-aptayu-film-/.test(url)),
    films.join(),
  ).toBe(true);

  const toggle = page.getByRole("button", { name: "Pause the film" });
  await toggle.click();
  await expect(page.getByRole("button", { name: "Play the film" })).toBeFocused();
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.getByRole("button", { name: "Play the film" }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

  // Out of view it stops.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});

test("the Works tile's film plays on the landing", async ({ page }) => {
  await openHydrated(page, "/");
  await page.locator(".home-tile--works video").scrollIntoViewIfNeeded();
  await expect.poll(() => playing(page, ".home-tile--works video")).toBe(true);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  // The study's film carries its poster; the home tile's film lies over its poster image.
  for (const [path, selector, still, attribute, poster] of [
    [
      STUDY,
      ".work-loop-video",
      ".work-loop-video",
      "poster",
      /\/old\/assets\/branding-aptayu-film-[\w-]+\.webp$/,
    ],
    [
      "/",
      ".home-tile--works video",
      ".home-tile--works img",
      "src",
      /\/old\/assets\/works-poster-[\w-]+\.webp$/,
    ],
  ] as const) {
    test(`${path}: the film never plays or loads; its poster stays, with no pause button`, async ({
      page,
    }) => {
      const films = filmRequests(page);
      await openHydrated(page, path);
      // Live: the film has decided whether it may play (app/lib/use-play-while-visible.ts).
      await waitForLive(page);
      const video = page.locator(selector);
      await video.scrollIntoViewIfNeeded();
      // In view for a frame: a film that plays in view would have been told to by now.
      await nextFrames(page);
      await expect(page.locator(still)).toHaveAttribute(attribute, poster);
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      expect(films).toEqual([]);
      await expect(page.getByRole("button", { name: /the film$/ })).toHaveCount(0);
    });
  }
});

test("without JavaScript the study shows the film's poster at its size", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site(STUDY));
  const video = page.locator(".work-loop-video");
  await expect(video).toHaveAttribute("width", /\d+/);
  await expect(video).toHaveAttribute("height", /\d+/);
  await expect(video).toHaveAttribute("poster", /branding-aptayu-film/);
  await context.close();
});
