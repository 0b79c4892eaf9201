// The video studies' films (decision 1005): on both pages every play control starts a film that
// really plays, with JavaScript and without; every poster is its own picture; the films load only
// when asked for, in the box their poster held; and nothing is requested from another site (the
// fixture fails any spec whose page asks).
import { createHash } from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import { expect, site, test } from "./support/fixtures.ts";
import { openHydrated, waitForLive } from "./support/hydrated.ts";

/** Each study and how many films it shows (Lazza: the spec's ten; Hama: ten players, two reels). */
const STUDIES = { "/works/videos/lazza": 10, "/works/videos/hama": 12 } as const;

/** True once the element has a frame to show and its clock has moved on. */
const advancing = (video: Locator) =>
  video.evaluate(
    (v: HTMLVideoElement) => v.readyState >= 2 && v.currentTime > 0.2 && !v.paused && !v.error,
  );

function filmRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/\.(webm|mp4)$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Sums layout shifts not caused by input, from the first paint on. */
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

for (const [path, count] of Object.entries(STUDIES)) {
  test.describe(path, () => {
    test("every play control plays its own film in place, focused, in the poster's box", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const requested = filmRequests(page);
      const cls = await watchLayoutShift(page);
      await openHydrated(page, path);
      const films = page.locator(".work-film");
      await expect(films).toHaveCount(count);
      await expect(page.getByRole("button", { name: /^Play: / })).toHaveCount(count);
      // Scrolling past the posters fetches no film.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y <= height; y += 500) await page.evaluate((top) => scrollTo(0, top), y);
      expect(requested).toEqual([]);

      for (let i = 0; i < count; i++) {
        const film = films.nth(i);
        const title = await film.locator("xpath=..").locator(".work-video-caption").textContent();
        const control = film.getByRole("button", { name: `Play: ${title}` });
        await control.scrollIntoViewIfNeeded();
        const before = await control.boundingBox();
        await control.click();
        const video = film.locator("video");
        await expect(video).toBeFocused();
        await expect.poll(() => advancing(video), { timeout: 20_000 }).toBe(true);
        expect(await video.boundingBox(), title ?? "").toEqual(before);
        // Stop it, so the next one is measured on its own.
        await video.evaluate((v: HTMLVideoElement) => v.pause());
      }
      // Each control played a film of its own.
      const played = await films
        .locator("video")
        .evaluateAll((videos) => videos.map((v) => (v as HTMLVideoElement).currentSrc));
      expect(new Set(played).size).toBe(count);
      expect(await cls()).toBeLessThan(0.01);
    });

    test("one film plays at a time: starting another pauses the one playing", async ({ page }) => {
      test.setTimeout(60_000);
      await openHydrated(page, path);
      const films = page.locator(".work-film");
      const start = async (i: number) => {
        const control = films.nth(i).getByRole("button", { name: /^Play: / });
        await control.scrollIntoViewIfNeeded();
        await control.click();
        const video = films.nth(i).locator("video");
        await expect.poll(() => advancing(video), { timeout: 20_000 }).toBe(true);
        return video;
      };
      const first = await start(0);
      const second = await start(1);
      await expect.poll(() => first.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      // and the first one, played again from its own controls, pauses the second
      await first.evaluate((v: HTMLVideoElement) => v.play());
      await expect.poll(() => second.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await expect.poll(() => advancing(first), { timeout: 20_000 }).toBe(true);
    });

    test("every poster is a picture of its own: no two share their bytes", async ({ page }) => {
      await page.goto(site(path));
      const sources = await page
        .locator(".work-film-poster")
        .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).src));
      expect(sources).toHaveLength(count);
      const digests = await Promise.all(
        sources.map(async (src) => {
          const response = await page.request.get(src);
          expect(response.ok(), src).toBe(true);
          return createHash("sha256")
            .update(await response.body())
            .digest("hex");
        }),
      );
      expect(new Set(digests).size).toBe(count);
      // The posters load lazily and hold their size before they arrive.
      for (const image of await page.locator(".work-film-poster").all()) {
        await expect(image).toHaveAttribute("loading", "lazy");
        await expect(image).toHaveAttribute("width", /^\d+$/);
      }
    });

    test.describe("with reduced motion", () => {
      test.use({ reducedMotion: "reduce" });
      test("no film starts or loads by itself", async ({ page }) => {
        const requested = filmRequests(page);
        await openHydrated(page, path);
        await waitForLive(page);
        // Each film in view in turn, as a reader scrolls, without waiting on painted frames
        // (headless Chromium sometimes pauses a video study's frames for a minute under load);
        // then no film element may be on the page and none of its files asked for.
        const films = await page.locator(".work-film").count();
        for (let i = 0; i < films; i++)
          await page
            .locator(".work-film")
            .nth(i)
            .evaluate((film) => film.scrollIntoView({ block: "center", behavior: "instant" }));
        await expect(page.locator("video")).toHaveCount(0);
        expect(requested).toEqual([]);
      });
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      test("every play control is a link that plays its film", async ({ page }) => {
        test.setTimeout(90_000);
        await page.goto(site(path));
        const controls = page.locator("a.work-film-play");
        await expect(controls).toHaveCount(count);
        await expect(page.locator("video")).toHaveCount(0);
        for (let i = 0; i < count; i++) {
          const control = controls.nth(i);
          await expect(control).toHaveAccessibleName(/^Play: .{3,}/);
          await control.click();
          await expect(page).toHaveURL(/\.mp4$/);
          await expect.poll(() => advancing(page.locator("video")), { timeout: 20_000 }).toBe(true);
          await page.goBack();
          await expect(page).toHaveURL(new RegExp(`${site(path)}$`));
        }
      });
    });
  });
}

// The rows' players are a chunk of their own (app/routes/works/video-rows-code.ts). Held back, it
// must never cost a row: neither at the first load (hydration waits for it) nor on a navigation
// (the page changes once it has come).
test.describe("the video rows while their code is slow to come", () => {
  /** Holds every request for the rows' code until `release` is called. */
  async function holdRowsCode(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    await page.route(/\/work-videos-[\w-]+\.js$/, async (route) => {
      asked.push(route.request().url());
      await released;
      await route.continue();
    });
    return { release, asked };
  }

  test("a first load keeps every row drawn, and hydrates once the code is here", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __rowsLost: number };
      w.__rowsLost = 0;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && node.matches(".work-video-row")) w.__rowsLost++;
      }).observe(document, { childList: true, subtree: true });
    });
    const held = await holdRowsCode(page);
    await page.goto(site("/works/videos/hama"), { waitUntil: "load" });
    await expect.poll(() => held.asked.length).toBe(1);
    await expect(page.locator(".work-video-row")).toHaveCount(5);
    held.release();
    await waitForLive(page);
    await expect(page.getByRole("button", { name: /^Play: / })).toHaveCount(
      STUDIES["/works/videos/hama"],
    );
    await expect(page.locator(".work-video-row")).toHaveCount(5);
    expect(
      await page.evaluate(() => (window as unknown as { __rowsLost: number }).__rowsLost),
    ).toBe(0);
  });

  test("a navigation to a video study shows it whole, once the code is here", async ({ page }) => {
    await openHydrated(page, "/works/branding/aptayu");
    const held = await holdRowsCode(page);
    await page
      .locator(`a[href="${site("/works/videos/lazza")}"]`)
      .first()
      .click();
    await expect.poll(() => held.asked.length).toBe(1);
    // Until then the reader stays on the page they were reading.
    await expect(page).toHaveURL(new RegExp(`${site("/works/branding/aptayu")}$`));
    held.release();
    await expect(page).toHaveURL(new RegExp(`${site("/works/videos/lazza")}$`));
    await expect(page.locator(".work-video-row")).toHaveCount(4);
    await expect(page.getByRole("button", { name: /^Play: / })).toHaveCount(
      STUDIES["/works/videos/lazza"],
    );
  });
});
