// The home landing: tiles animate the columns, then navigate; returning resets them.
import { expect, site, test } from "./support/fixtures.ts";
import { openHydrated } from "./support/hydrated.ts";

test("a tile slides the columns, marks the body as coming from home, then navigates", async ({
  page,
}) => {
  await openHydrated(page, "/");
  // Every class the columns and tiles take, with the path at that moment: the animation runs
  // on the home page, and on a busy machine the navigation may come before a check could look.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as Element;
        const names = [...element.classList].filter((c) => /^home-(col-\d|tile--)/.test(c));
        for (const name of names)
          for (const c of element.classList) seen.push(`${name} ${c} ${location.pathname}`);
      }
    }).observe(document.body, { attributes: true, attributeFilter: ["class"], subtree: true });
  });
  await page.locator(".home-tile--weirdos").click();
  await expect(page).toHaveURL(/\/old\/weirdos$/);
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  for (const expected of [
    "home-col-3 slide-open",
    "home-col-1 slide-left",
    "home-col-2 slide-left",
    "home-col-4 slide-right",
    "home-tile--weirdos box-open",
    "home-tile--thought-starters box-close",
  ])
    expect(seen, expected).toContain(`${expected} /old/`);

  await expect(page.locator("body")).toHaveClass(/\bfrom-home\b/);
  await expect(page.locator("body")).toHaveClass(/\binner-page\b/);

  await page.goBack();
  await expect(page).toHaveURL(/\/old\/$/);
  await expect(
    page.locator(".home-col.slide-open, .home-col.slide-left, .home-col.slide-right"),
  ).toHaveCount(0);
  await expect(page.locator(".box-open, .box-close")).toHaveCount(0);
  await expect(page.locator("body")).not.toHaveClass(/from-home/);
});

test("every tile leads to its section", async ({ page }) => {
  const tiles: [string, RegExp][] = [
    ["thanathu", /\/old\/thanathu$/],
    ["works", /\/old\/works$/],
    ["weirdos", /\/old\/weirdos$/],
    ["thought-starters", /\/old\/thought-starters$/],
    ["services", /\/old\/services$/],
    ["say-hello", /\/old\/contact-us$/],
  ];
  for (const [id, url] of tiles) {
    await page.goto(site("/"));
    await page.locator(`.home-tile--${id}`).click();
    await expect(page).toHaveURL(url);
    await expect(page.locator("h1")).toBeVisible();
  }
});

test("under reduced motion a tile navigates at once, without the slide", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHydrated(page, "/");
  // Record whether any column ever gets a slide class between the click and the next page.
  await page.evaluate(() => {
    const seen = { slid: false };
    (window as unknown as { __slide: typeof seen }).__slide = seen;
    new MutationObserver(() => {
      if (document.querySelector(".slide-open, .slide-left, .slide-right")) seen.slid = true;
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["class"] });
  });
  await page.locator(".home-tile--services").click();
  await expect(page).toHaveURL(/\/old\/services$/);
  expect(
    await page.evaluate(() => (window as unknown as { __slide: { slid: boolean } }).__slide.slid),
  ).toBe(false);
});

test("tiles are links that work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(site("/"));
  await page.locator(".home-tile--say-hello").click();
  await expect(page).toHaveURL(/\/old\/contact-us$/);
  await expect(page.locator("h1")).toHaveText("SAY HELLO");
  await context.close();
});

test("the Works tile plays a muted, looping, inline video over its poster image", async ({
  page,
}) => {
  await page.goto(site("/"));
  const video = page.locator(".home-tile--works video");
  await expect(video).toHaveJSProperty("muted", true);
  await expect(video).toHaveJSProperty("loop", true);
  await expect(video).toHaveAttribute("playsinline", "");
  await expect(page.locator(".home-tile--works img")).toHaveAttribute(
    "src",
    /\/old\/assets\/works-poster-[\w-]+\.webp$/,
  );
  await expect(video.locator("source")).toHaveCount(2);
});

test("every tile's words read on its own ground: 4.5:1 at least, the small line included", async ({
  page,
}) => {
  await page.goto(site("/"));
  const pairs = await page.locator(".home-tile").evaluateAll((tiles) =>
    tiles
      // The Works tile's film has a scrim of its own; a preview is not shown at rest, so every
      // other tile stands on its flat ground.
      .filter((tile) => !tile.querySelector(".home-tile-film"))
      .map((tile) => {
        const line = tile.querySelector(".home-tile-line") ?? tile;
        return {
          tile: tile.className,
          text: getComputedStyle(line).color,
          ground: getComputedStyle(tile).backgroundColor,
        };
      }),
  );
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number);
    const linear = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
  };
  expect(pairs.length).toBeGreaterThan(4);
  for (const { tile, text, ground } of pairs) {
    const [light, dark] = [luminance(text), luminance(ground)].sort((a, b) => b - a);
    expect((light! + 0.05) / (dark! + 0.05), tile).toBeGreaterThanOrEqual(4.5);
  }
});

test("hovering or focusing a tile previews the page behind it, fetched only then", async ({
  page,
}) => {
  const previews: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/hero-(thanathu|weirdos)-/.test(request.url())) previews.push(request.url());
  });
  await openHydrated(page, "/");
  const thanathu = page.locator(".home-tile--thanathu");
  const preview = thanathu.locator(".home-tile-preview");
  await expect(preview).toBeHidden();
  await expect(preview.locator("img")).toHaveAttribute("alt", "");
  expect(previews, "no preview is fetched with the landing").toEqual([]);

  await thanathu.hover();
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The tile's words turn cream over the scrim that rises behind them.
  await expect(thanathu.locator(".home-tile-label")).toHaveCSS("color", "rgb(246, 241, 231)");

  // Focus shows it too, for a reader on the keyboard.
  await page.mouse.move(0, 0);
  await expect(preview).toBeHidden();
  const weirdos = page.locator(".home-tile--weirdos");
  await weirdos.focus();
  await expect(weirdos.locator(".home-tile-preview")).toBeVisible();
});

test("Works opens into the Works page: the slide, then a view transition naming its heading", async ({
  page,
}) => {
  await openHydrated(page, "/");
  // Count the view transitions the page starts (React Router starts one for the navigation).
  await page.evaluate(() => {
    const started = { count: 0 };
    (window as unknown as { started: typeof started }).started = started;
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = ((arg: Parameters<typeof start>[0]) => {
      started.count += 1;
      return start(arg);
    }) as typeof document.startViewTransition;
  });
  const label = page.locator(".home-tile--works .home-tile-label");
  expect(await label.evaluate((el) => getComputedStyle(el).viewTransitionName)).toBe("works-title");
  await page.locator(".home-tile--works").click();
  await expect(page).toHaveURL(/\/old\/works$/);
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { started: { count: number } }).started.count),
    )
    .toBe(1);
  const heading = page.locator(".works .page-intro-heading");
  await expect(heading).toHaveText("Works");
  expect(await heading.evaluate((el) => getComputedStyle(el).viewTransitionName)).toBe(
    "works-title",
  );
});
