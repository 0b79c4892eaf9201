// The portfolio (issue 4): the works filter with its fade and its URL, the project ring with both
// wraps, the approach accordions, the Onam scroll, other works, images and structured data.
// Expectations are written out from the specification, not read from the app's content.
import type { Page } from "@playwright/test";
import { expect, site, test } from "./support/fixtures.ts";
import { nextFrames, waitForLive } from "./support/hydrated.ts";
import { recordScrolls, scrollsAsked } from "./support/scrolls.ts";

/** Spec §2: the ordered list Previous/Next walk. */
const RING = [
  "/works/branding/aptayu",
  "/works/media/palmtree",
  "/works/communication/ayurcentral",
  "/works/campaign/lazza",
  "/works/campaign/palmtree",
  "/works/campaign/manorama",
  "/works/packaging/aptayu",
  "/works/website/alf",
  "/works/website/ayurcentral",
  "/works/communication/palmtree",
  "/works/videos/hama",
  "/works/videos/lazza",
];
const HOTEL = "/works/communication/grandhayatt";
const WORK_PAGES = [...RING, HOTEL];

/** Items per tab in the sixteen-item list (docs/decisions/0501-sixteen-works.md). */
const TAB_COUNTS = {
  Branding: 1,
  Campaign: 4,
  Communication: 3,
  Media: 1,
  Packaging: 2,
  Videos: 3,
  Website: 2,
} as const;

/** How many 'Our Approach' accordions each page has (the Palm Tree campaign: World Cup and Onam). */
const ACCORDIONS: Record<string, number> = {
  ...Object.fromEntries(WORK_PAGES.map((path) => [path, 1])),
  "/works/campaign/palmtree": 2,
  "/works/website/ayurcentral": 0,
};

const url = (path: string) => new RegExp(`/old${path.replace(/[/.]/g, "\\$&")}(\\?.*)?$`);
const cards = (page: Page) => page.locator(".work-card");
const displayedCards = (page: Page) => page.locator(".work-card:not([hidden])");
const displayedCount = (page: Page) =>
  page
    .locator(".work-card")
    .evaluateAll((items) => items.filter((item) => !(item as HTMLElement).hidden).length);

async function openWorks(page: Page, query = "") {
  await page.goto(site(`/works${query}`));
  await expect(page.locator(".works-list[data-live]")).toBeAttached();
}

async function openWork(page: Page, path: string) {
  await page.goto(site(path));
  await waitForLive(page);
}

test.describe("works list", () => {
  test("shows the heading, seven tabs in the spec's order after All, and sixteen linked items", async ({
    page,
  }) => {
    await openWorks(page);
    await expect(page.locator("h1")).toHaveText("Works");
    await expect(page.locator(".filter-tab")).toHaveText(["All", ...Object.keys(TAB_COUNTS)]);
    await expect(page.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(cards(page)).toHaveCount(16);
    await expect(displayedCards(page)).toHaveCount(16);
    for (const card of await cards(page).all()) {
      await expect(card.locator("img")).toHaveAttribute("alt", /.{8,}/);
      await expect(card.locator(".work-card-title")).not.toBeEmpty();
      await expect(card.locator(".work-card-client")).not.toBeEmpty();
      await expect(card.locator(".work-card-category")).not.toBeEmpty();
      expect(await card.locator("a").getAttribute("href")).toMatch(/^\/old\/works\//);
    }
    const hrefs = await page
      .locator(".work-card a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toContain("/old/works/campaign/palmtree/lessgo");
    expect(hrefs).toContain("/old/works/campaign/palmtree/onam");
    // Titled by the project, the client second: Palm Tree's four cards read as four projects.
    const palmTree = cards(page).filter({
      has: page.locator(".work-card-client", { hasText: /^Palm Tree$/ }),
    });
    await expect(palmTree).toHaveCount(4);
    const titles = await palmTree.locator(".work-card-title").allTextContents();
    expect(new Set(titles).size, titles.join(" / ")).toBe(4);
  });

  test("choosing a tab fades everything out first, then shows only the matching items", async ({
    page,
  }) => {
    // The page's clock is driven by hand, so the spec's delays are checked exactly and never raced.
    await page.clock.install({ time: new Date("2026-01-01T00:00:00Z") });
    await openWorks(page);
    await page.clock.pauseAt(new Date("2026-01-01T01:00:00Z"));
    await page.getByRole("button", { name: "Campaign" }).click();
    await expect(page.locator(".works-grid")).toHaveAttribute("data-phase", "fading-out");
    // For the first 300 ms every item is still displayed, fading out…
    await page.clock.runFor(299);
    expect(await displayedCount(page)).toBe(16);
    await expect(page.locator(".works-grid")).toHaveAttribute("data-phase", "fading-out");
    // …then only the matching ones remain, and they fade in 200 ms later.
    await page.clock.runFor(1);
    await expect(displayedCards(page)).toHaveCount(TAB_COUNTS.Campaign);
    await expect(page.locator(".works-grid")).toHaveAttribute("data-phase", "fading-in");
    await page.clock.runFor(199);
    await expect(page.locator(".works-grid")).toHaveAttribute("data-phase", "fading-in");
    await page.clock.runFor(1);
    await expect(page.locator(".works-grid")).toHaveAttribute("data-phase", "idle");
    for (const card of await displayedCards(page).all()) {
      await expect(card).toHaveAttribute("data-category", "campaign");
      await expect(card).toHaveCSS("opacity", "1");
    }
    await expect(page).toHaveURL(/\/old\/works\?category=campaign$/);
    await expect(page.getByRole("button", { name: "Campaign" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  test("each tab shows as many items as the content holds, and All brings all sixteen back", async ({
    page,
  }) => {
    await openWorks(page);
    for (const [tab, count] of Object.entries(TAB_COUNTS)) {
      await page.getByRole("button", { name: tab, exact: true }).click();
      await expect(displayedCards(page)).toHaveCount(count);
      await expect(page.locator(".works-grid")).toHaveAttribute("data-phase", "idle");
    }
    await page.getByRole("button", { name: "All" }).click();
    await expect(displayedCards(page)).toHaveCount(16);
    await expect(page).toHaveURL(/\/old\/works$/);
  });

  test("the tabs work from the keyboard", async ({ page }) => {
    await openWorks(page);
    await page.getByRole("button", { name: "Media" }).focus();
    await page.keyboard.press("Enter");
    await expect(displayedCards(page)).toHaveCount(TAB_COUNTS.Media);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect(displayedCards(page)).toHaveCount(TAB_COUNTS.Communication);
  });

  test("the filter is in the URL and survives a reload", async ({ page }) => {
    await openWorks(page);
    await page.getByRole("button", { name: "Packaging" }).click();
    await expect(page).toHaveURL(/\?category=packaging$/);
    await page.reload();
    await expect(page.locator(".works-list[data-live]")).toBeAttached();
    await expect(displayedCards(page)).toHaveCount(TAB_COUNTS.Packaging);
    await expect(page.getByRole("button", { name: "Packaging" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    // A shared link opens filtered straight away, without the fade.
    await openWorks(page, "?category=video");
    await expect(displayedCards(page)).toHaveCount(TAB_COUNTS.Videos);
    await expect(page.locator(".works-grid")).toHaveAttribute("data-phase", "idle");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("the filter changes at once", async ({ page }) => {
      await openWorks(page);
      await page.getByRole("button", { name: "Website" }).click();
      // The click's update is React's next commit, not the same task: waited for, not assumed.
      await expect(displayedCards(page)).toHaveCount(TAB_COUNTS.Website);
      // No fade on the way: read once, as the items change, the grid is idle (with motion it
      // would be "in" for 200 ms after the swap).
      expect(await page.locator(".works-grid").getAttribute("data-phase")).toBe("idle");
    });
  });

  test("the grid keeps its place: the first card does not move while the items fade", async ({
    page,
  }) => {
    await openWorks(page);
    const before = await cards(page).first().boundingBox();
    await page.getByRole("button", { name: "Branding" }).click();
    expect(await cards(page).first().boundingBox()).toEqual(before);
    await expect(displayedCards(page)).toHaveCount(1);
    expect(await cards(page).first().boundingBox()).toEqual(before);
  });
});

test.describe("project navigation", () => {
  test("Next Project walks all twelve and wraps from the last to the first", async ({ page }) => {
    await openWork(page, RING[0]!);
    for (let i = 1; i <= RING.length; i += 1) {
      await page.getByRole("link", { name: /^Next Project/ }).click();
      await expect(page).toHaveURL(url(RING[i % RING.length]!));
    }
  });

  test("Previous Project walks all twelve backwards and wraps from the first to the last", async ({
    page,
  }) => {
    await openWork(page, RING[0]!);
    for (let i = 1; i <= RING.length; i += 1) {
      await page.getByRole("link", { name: /^Previous Project/ }).click();
      await expect(page).toHaveURL(url(RING[(RING.length - i) % RING.length]!));
    }
  });

  test("each of the twelve links to its neighbours", async ({ page }) => {
    for (const [index, path] of RING.entries()) {
      await page.goto(site(path));
      const previous = RING[(index - 1 + RING.length) % RING.length]!;
      const next = RING[(index + 1) % RING.length]!;
      await expect(page.getByRole("link", { name: /^Previous Project/ })).toHaveAttribute(
        "href",
        `/old${previous}`,
      );
      await expect(page.getByRole("link", { name: /^Next Project/ })).toHaveAttribute(
        "href",
        `/old${next}`,
      );
    }
  });

  test("the hotel page sits between the ring's end and its start", async ({ page }) => {
    await openWork(page, HOTEL);
    await page.getByRole("link", { name: /^Previous Project/ }).click();
    await expect(page).toHaveURL(url(RING.at(-1)!));
    await openWork(page, HOTEL);
    await page.getByRole("link", { name: /^Next Project/ }).click();
    await expect(page).toHaveURL(url(RING[0]!));
  });

  test("See all work goes to /works", async ({ page }) => {
    await openWork(page, "/works/videos/hama");
    await page.getByRole("link", { name: "See all work" }).click();
    await expect(page).toHaveURL(/\/old\/works$/);
    await expect(page.locator("h1")).toHaveText("Works");
  });

  test("the breadcrumb reads Home / Works / category / name and links Home and Works", async ({
    page,
  }) => {
    await openWork(page, "/works/campaign/palmtree/lessgo");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).locator("li");
    await expect(crumbs).toHaveText(["Home", "Works", "Campaign", "Palm Tree"]);
    await expect(crumbs.nth(0).locator("a")).toHaveAttribute("href", "/old/");
    await expect(crumbs.nth(1).locator("a")).toHaveAttribute("href", "/old/works");
  });
});

test.describe("case studies", () => {
  test("a client's name breaks between its words on a tablet and a laptop, never inside one", async ({
    page,
  }) => {
    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        "/works/website/alf",
        "/works/campaign/manorama",
        "/works/website/ayurcentral",
      ]) {
        await page.goto(site(path));
        await page.locator(".work-client").evaluate((el) => document.fonts.ready.then(() => el));
        // Each word of the name, as a range of its text: a word broken across lines has two boxes.
        const broken = await page.locator(".work-client").evaluate((el) => {
          const text = el.firstChild as Text;
          const words = [...text.data.matchAll(/\S+/g)];
          return words
            .filter((word) => {
              const range = document.createRange();
              range.setStart(text, word.index);
              range.setEnd(text, word.index + word[0].length);
              return range.getClientRects().length > 1;
            })
            .map((word) => word[0]);
        });
        expect(broken, `${path} at ${width} px`).toEqual([]);
      }
    }
  });

  test("every 'Our Approach' accordion starts closed and keeps at most one panel open", async ({
    page,
  }) => {
    // Every case study in one test: room for each on a busy machine.
    test.setTimeout(WORK_PAGES.length * 15_000);
    for (const path of WORK_PAGES) {
      await openWork(page, path);
      const accordions = page.locator(".approach");
      await expect(accordions, path).toHaveCount(ACCORDIONS[path]!);
      for (const accordion of await accordions.all()) {
        const buttons = accordion.locator(".approach-button");
        await expect(buttons).toHaveText([
          /01\s*Activation/,
          /02\s*Insight and Strategy/,
          /03\s*Challenges/,
        ]);
        const states = () =>
          buttons.evaluateAll((all) => all.map((b) => b.getAttribute("aria-expanded")));
        expect(await states(), path).toEqual(["false", "false", "false"]);
        await buttons.nth(0).click();
        expect(await states(), path).toEqual(["true", "false", "false"]);
        const first = page.locator(`#${await buttons.nth(0).getAttribute("aria-controls")}`);
        await expect(first).toBeVisible();
        await buttons.nth(2).click();
        expect(await states(), path).toEqual(["false", "false", "true"]);
        await expect(first).toBeHidden();
        await buttons.nth(2).click();
        expect(await states(), path).toEqual(["false", "false", "false"]);
      }
    }
  });

  test("the Palm Tree campaign's World Cup and Onam accordions are independent", async ({
    page,
  }) => {
    await openWork(page, "/works/campaign/palmtree");
    const worldCup = page.locator("#lessgo .approach-button");
    const onam = page.locator("#onam .approach-button");
    await worldCup.nth(1).click();
    await onam.nth(2).click();
    await expect(worldCup.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(onam.nth(2)).toHaveAttribute("aria-expanded", "true");
    await onam.nth(0).click();
    await expect(worldCup.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(onam.nth(2)).toHaveAttribute("aria-expanded", "false");
  });

  test("/works/campaign/palmtree/onam scrolls to the Onam section; other ids and none stay at the top", async ({
    page,
  }) => {
    await recordScrolls(page);
    await page.goto(site("/works/campaign/palmtree/onam"));
    await expect
      .poll(() =>
        page.locator("#onam").evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeLessThanOrEqual(120);
    expect(
      await page.locator("#onam").evaluate((el) => el.getBoundingClientRect().top),
    ).toBeGreaterThanOrEqual(0);
    expect(await scrollsAsked(page)).toEqual(["#onam"]);
    for (const path of [
      "/works/campaign/palmtree/lessgo",
      "/works/campaign/palmtree",
      "/works/campaign/palmtree/other",
    ]) {
      // Live means the page's entry effect has run (before the render that marks it): any
      // scroll it was going to start, smooth or not, has been asked for by then.
      await openWork(page, path);
      expect(await scrollsAsked(page), path).toEqual([]);
      expect(await page.evaluate(() => window.scrollY), path).toBe(0);
    }
  });

  test("a list item of a section opens its page at that section", async ({ page }) => {
    await openWorks(page);
    await page.locator('.work-card a[href$="#prototypes"]').click();
    await expect(page).toHaveURL(/\/old\/works\/packaging\/aptayu#prototypes$/);
    await expect
      .poll(() =>
        page.locator("#prototypes").evaluate((el) => Math.round(el.getBoundingClientRect().top)),
      )
      .toBeLessThanOrEqual(120);
  });

  test("no case study lists itself among its six other works; every image is sized and has alt", async ({
    page,
  }) => {
    // Every case study in one test: room for each on a busy machine.
    test.setTimeout(WORK_PAGES.length * 15_000);
    for (const path of WORK_PAGES) {
      await page.goto(site(path));
      const workId = await page.locator("article.case-study").getAttribute("data-work-id");
      const others = page.locator(".other-work");
      // Six, of six different works (OTHER_WORKS_SHOWN in app/content/works/work-list.ts).
      expect(await others.count(), path).toBe(6);
      expect(
        await others.evaluateAll((all) => all.map((o) => o.getAttribute("data-work-id"))),
      ).not.toContain(workId);
      const hrefs = await others
        .locator("a")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(
        hrefs.some(
          (href) =>
            href === `/old${path}` ||
            href?.startsWith(`/old${path}/`) ||
            href?.startsWith(`/old${path}#`),
        ),
        path,
      ).toBe(false);
      const images = await page.locator("main img").evaluateAll((imgs) =>
        imgs.map((img) => ({
          w: img.getAttribute("width"),
          h: img.getAttribute("height"),
          alt: img.getAttribute("alt"),
        })),
      );
      for (const image of images) {
        expect(Number(image.w), path).toBeGreaterThan(0);
        expect(Number(image.h), path).toBeGreaterThan(0);
        expect(image.alt, path).not.toBeNull();
      }
      await expect(page.locator(".work-result h2")).toHaveText("Result");
    }
  });

  test("each case study wears its client's colours, not Kadal's: one client's pages alike, two clients apart", async ({
    page,
  }) => {
    test.setTimeout(WORK_PAGES.length * 15_000);
    // Kadal's paper, ink, teal, gold, vermilion, cream and palm (app/styles/global.css).
    const kadal = ["#fffdf8", "#0b2a3a", "#0f6e6e", "#d9a441", "#e2553b", "#f6f1e7", "#3f7d4e"];
    const rgb = (hex: string) =>
      `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;
    const CLIENT_OF = (path: string) => path.split("/")[3]!;
    const groundOf = new Map<string, string>();
    for (const path of WORK_PAGES) {
      await page.goto(site(path));
      const [hero, result] = await Promise.all(
        [".work-hero-panel", ".work-result"].map((selector) =>
          page.locator(selector).evaluate((el) => {
            const style = getComputedStyle(el);
            return { ground: style.backgroundColor, ink: style.color };
          }),
        ),
      );
      // The words over the hero and the result band share the client's ground and ink.
      expect(result, path).toEqual(hero);
      expect(kadal.map(rgb), path).not.toContain(hero!.ground);
      const client = CLIENT_OF(path);
      expect(groundOf.get(client) ?? hero!.ground, path).toBe(hero!.ground);
      groundOf.set(client, hero!.ground);
    }
    // Aptayu, Palm Tree, Ayur Central, Lazza, Manorama Sahapadi, ALF, Hama, Grand Kayal.
    expect(groundOf.size).toBe(8);
    expect(new Set(groundOf.values()).size).toBe(8);
  });

  test("each case study carries BreadcrumbList and CreativeWork structured data", async ({
    page,
  }) => {
    // Every case study in one test: room for each on a busy machine.
    test.setTimeout(WORK_PAGES.length * 15_000);
    for (const path of WORK_PAGES) {
      await page.goto(site(path));
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>),
        );
      const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList") as
        { itemListElement: { name: string; item: string }[] } | undefined;
      expect(breadcrumb, path).toBeDefined();
      expect(breadcrumb!.itemListElement.map((item) => item.name).slice(0, 2)).toEqual([
        "Home",
        "Works",
      ]);
      expect(breadcrumb!.itemListElement.at(-1)!.item).toMatch(new RegExp(`/old${path}$`));
      const work = blocks.find((block) => block["@type"] === "CreativeWork");
      expect(work?.["url"], path).toMatch(new RegExp(`/old${path}$`));
      expect(work?.["name"]).toBeTruthy();
    }
  });

  test("the spec's figures are quoted on their pages", async ({ page }) => {
    const figures: Record<string, string[]> = {
      "/works/campaign/palmtree": [
        "reach over 1 million",
        "99.1% paid traffic",
        "followers from 2,500 to 11,000 in 14 days",
        "10,000 new followers in 7 days",
        "over 8,000 contacts collected",
        "16 posts",
        "2,000 followers gained",
      ],
      "/works/communication/ayurcentral": [
        "35% footfall increase",
        "10 stores",
        "more than 750 consultations",
      ],
      "/works/communication/palmtree": [
        "followers from 1,500 (July 2020) to more than 7,500 (March 2023)",
      ],
      "/works/campaign/lazza": ["target 10,000 visits, achieved 30,000"],
      [HOTEL]: ["followers from 23.7K to 30.5K", "pages ranked in the top 5 properties in Kerala"],
    };
    for (const [path, quotes] of Object.entries(figures)) {
      await page.goto(site(path));
      const text = await page.locator("main").textContent();
      for (const quote of quotes) expect(text, path).toContain(quote);
    }
  });

  test("the video pages show their own films, with no third party admitted or asked", async ({
    page,
  }) => {
    await openWork(page, "/works/videos/lazza");
    await expect(page.locator(".work-video .work-film")).toHaveCount(10);
    const response = await page.goto(site("/works/videos/hama"));
    await waitForLive(page);
    // Nothing on the page embeds a provider, so its CSP admits no other origin and no frame.
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).not.toMatch(/https:\/\//);
    expect(csp).toContain("frame-src 'none'");
    await expect(page.locator(".embed")).toHaveCount(0);
    await expect(page.locator(".work-video-row--columns")).toHaveCount(3);
    await expect(page.locator(".work-video-row--reels .work-film--portrait")).toHaveCount(2);
    await expect(page.getByRole("button", { name: /^Play: / })).toHaveCount(12);
    // Down the whole page a screen at a time, a frame at each, so whatever loads near the
    // viewport is asked for; after it, still nothing on the page comes from elsewhere. (And the
    // fixture fails the test if any request left the site.)
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 600) {
      await page.mouse.wheel(0, 600);
      await nextFrames(page);
    }
    await expect(page.locator(".embed, iframe")).toHaveCount(0);
    const foreign = await page.locator("img, video, source").evaluateAll((elements) =>
      elements
        .flatMap((element) => {
          const e = element as HTMLImageElement & HTMLVideoElement;
          return [e.currentSrc, e.src, e.poster, e.getAttribute("srcset") ?? ""];
        })
        .flatMap((value) => (value ?? "").split(",").map((part) => part.trim().split(" ")[0]!))
        .filter((value) => value && new URL(value, location.href).origin !== location.origin),
    );
    expect(foreign).toEqual([]);
  });
});

test.describe("a client's studies read as one story", () => {
  test("each Palm Tree page lists the four chapters, marks its own and links the others", async ({
    page,
  }) => {
    const chapters = [
      "/old/works/media/palmtree",
      "/old/works/campaign/palmtree/lessgo",
      "/old/works/campaign/palmtree/onam",
      "/old/works/communication/palmtree",
    ];
    for (const path of chapters) {
      await page.goto(site(path.replace(/^\/old/, "")));
      const nav = page.getByRole("navigation", { name: "More of Palm Tree’s story" });
      const links = nav.getByRole("link");
      expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual(
        chapters,
      );
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", path);
    }
    // A client with one study has no such list.
    await page.goto(site("/works/communication/grandhayatt"));
    await expect(page.locator(".client-chapters")).toHaveCount(0);
  });
});
