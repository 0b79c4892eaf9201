// The agency's content pages (issue 3): philosophy, concept brand, services, careers and the apply
// frame. Their parts are prerendered (present with JavaScript off); toggles, tiles, buttons and
// Apply Now links work once hydrated; structured data parses; images are sized, described and light.
import type { Page } from "@playwright/test";
import { APPLICATION_QUESTIONS } from "#contracts/application.ts";
import { jobNameFromSlug } from "#contracts/jobs.ts";
import { openings } from "./support/openings.ts";
import { expect, site, test } from "./support/fixtures.ts";
import { openHydrated } from "./support/hydrated.ts";
import { pageCopy, serviceCopy, specRoutes } from "./support/routes.ts";

const CONTENT_PATHS = [
  "/weirdos",
  "/thanathu",
  "/services",
  "/services/branding",
  "/services/advertising",
  "/services/content-and-stories",
  "/services/digital-marketing",
  "/services/digital-marketing/lead-generation",
  "/services/digital-marketing/seo",
  "/services/digital-marketing/ppc",
  "/careers/",
  ...openings().map((job) => `/careers/apply-now/${job.slug}`),
];

const SERVICE_TILES = [
  ["Unbranding", "/services/branding", "Unbranding and Unpackaging"],
  ["Unadvertising", "/services/advertising", "Unadvertising"],
  ["Content & Stories", "/services/content-and-stories", "Content & Stories"],
  ["Digital Marketing", "/services/digital-marketing", "Digital Marketing"],
] as const;

const DIGITAL_TILES = [
  ["Lead Generation", "/services/digital-marketing/lead-generation"],
  ["SEO", "/services/digital-marketing/seo"],
  ["Pay per click", "/services/digital-marketing/ppc"],
] as const;

const TAGLINE =
  "We are free-spirits. We are curious. We are excited. We get carried away. That's it";

async function jsonLd(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data["@type"] === type);
}

test.describe("prerendered parts, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("/weirdos: WHAT, WHY and HOW blocks and the newsletter strip at the bottom", async ({
    page,
  }) => {
    await page.goto(site("/weirdos"));
    const main = page.locator("main");
    await expect(main.locator(".philosophy-label")).toHaveText(["WHAT", "WHY", "HOW"]);
    await expect(main.getByRole("heading", { level: 2, name: /^WHAT: / })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: /^WHY: / })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: /^HOW: / })).toBeVisible();
    const strip = main.locator("section.newsletter-strip");
    await expect(strip).toHaveAttribute("aria-labelledby", "newsletter-heading");
    await expect(strip.locator("#newsletter-heading")).toHaveText("Stay weird with us");
    // The strip is the page's last section.
    await expect(main.locator(".weirdos > :last-child")).toHaveClass(/newsletter-strip/);
    await expect(main.locator('span[lang="ml"]').first()).toBeVisible();
  });

  test("/thanathu: rooted, design better, civic responsiveness; the contact block is hidden", async ({
    page,
  }) => {
    await page.goto(site("/thanathu"));
    for (const id of ["rooted", "design-better", "civic-responsiveness"]) {
      await expect(page.locator(`#${id} h2`)).toBeVisible();
    }
    const contact = page.locator(".thanathu-contact");
    await expect(contact).toHaveCount(1);
    await expect(contact).toHaveAttribute("hidden", "");
    await expect(contact).toBeHidden();
    await expect(page.getByRole("heading", { name: "Make Thanathu with us" })).toHaveCount(0);
  });

  test("/services: four tiles with pictures and the See our works button", async ({ page }) => {
    await page.goto(site("/services"));
    const tiles = page.locator("main .link-tiles--four .link-tile");
    await expect(tiles).toHaveCount(4);
    for (const [index, [name, path]] of SERVICE_TILES.entries()) {
      const tile = tiles.nth(index);
      await expect(tile.getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        site(path),
      );
      await expect(tile.locator("img")).toHaveAttribute("alt", /.{8,}/);
    }
    await expect(page.locator("main").getByRole("link", { name: /See our works/ })).toHaveAttribute(
      "href",
      site("/works"),
    );
    // The band above the button shows the studies it speaks of, each linking to its page.
    const works = page.locator("main .works-band .link-tile-link");
    await expect(works).toHaveCount(4);
    for (const href of await works.evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
      expect(href).toMatch(/^\/old\/works\/[a-z]+\/[a-z]+$/);
  });

  test("the craft pages show their sections, figures and next step", async ({ page }) => {
    for (const path of [
      "/services/branding",
      "/services/advertising",
      "/services/content-and-stories",
    ]) {
      await page.goto(site(path));
      expect(await page.locator("main .content-section").count()).toBeGreaterThanOrEqual(2);
      expect(await page.locator("main .figure").count()).toBeGreaterThanOrEqual(1);
      await expect(page.locator("main .next-step a")).toHaveAttribute("href", /^\/old\/\w/);
    }
  });

  test("/services/digital-marketing: three tiles to lead generation, SEO and PPC", async ({
    page,
  }) => {
    await page.goto(site("/services/digital-marketing"));
    const tiles = page.locator("main .link-tile");
    await expect(tiles).toHaveCount(3);
    for (const [index, [name, path]] of DIGITAL_TILES.entries()) {
      await expect(tiles.nth(index).getByRole("link", { name, exact: true })).toHaveAttribute(
        "href",
        site(path),
      );
    }
  });

  test("SEO: a collapsed read-more paragraph, four highlights, six numbered FAQs, FAQPage data, 30%", async ({
    page,
  }) => {
    await page.goto(site("/services/digital-marketing/seo"));
    const main = page.locator("main");
    // Without scripts the toggle is a closed <details> (no-script.spec.ts opens it).
    const toggle = main.locator(".read-more details:not([open]) > summary");
    await expect(toggle).toHaveCount(1);
    await expect(toggle.locator(".read-more-collapsed")).toHaveText("Read more");
    const extra = main.locator(".read-more-extra");
    await expect(extra).toBeHidden();
    expect((await extra.textContent())?.length).toBeGreaterThan(100);
    await expect(main.locator(".boxes--highlights > li")).toHaveCount(4);
    await expect(main.locator("ol.faqs > li")).toHaveCount(6);
    await expect(main.locator(".stat-band-value")).toHaveText("30%");
    // Review 25: the balanced caption never breaks inside "first-page", at any of the widths.
    for (const width of [320, 375, 768, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      // a busy renderer can answer once more at the old width (visual-rules.spec's settle)
      await page.waitForFunction((w) => window.innerWidth === w, width);
      const split = await main.locator(".stat-band-label").evaluate((label) => {
        const text = label.firstChild!;
        const at = text.textContent!.indexOf("first-page");
        const top = (offset: number) => {
          const range = document.createRange();
          range.setStart(text, at + offset);
          range.setEnd(text, at + offset + 1);
          return range.getBoundingClientRect().top;
        };
        return at < 0 || top(0) !== top("first-page".length - 1);
      });
      expect(split, `"first-page" whole at ${width} px`).toBe(false);
    }

    const [faq, ...more] = await jsonLd(page, "FAQPage");
    expect(more).toHaveLength(0);
    const questions = faq!["mainEntity"] as {
      "@type": string;
      name: string;
      acceptedAnswer: { text: string };
    }[];
    expect(questions).toHaveLength(6);
    await expect(main.locator(".faq-question")).toHaveText(questions.map((q) => q.name));
    expect(
      questions.every((q) => q["@type"] === "Question" && q.acceptedAnswer.text.length > 20),
    ).toBe(true);
  });

  test("PPC: five service boxes", async ({ page }) => {
    await page.goto(site("/services/digital-marketing/ppc"));
    await expect(page.locator("main .boxes--services > li")).toHaveCount(5);
  });

  test("lead generation: two collapsed toggles, the three-step journey and 10 years", async ({
    page,
  }) => {
    await page.goto(site("/services/digital-marketing/lead-generation"));
    const main = page.locator("main");
    const toggles = main.locator(".read-more details:not([open]) > summary");
    await expect(toggles).toHaveCount(2);
    await expect(toggles.locator(".read-more-collapsed")).toHaveText(["Read more", "Read more"]);
    await expect(main.locator("ol.journey > li h3")).toHaveText([
      "Audit",
      "Implementation",
      "Real time reporting",
    ]);
    await expect(main.locator(".stat-band-value")).toHaveText("10 years");
  });

  test("careers: the tagline verbatim, Current Job Openings, six cards and six JobPostings", async ({
    page,
  }) => {
    await page.goto(site("/careers/"));
    const main = page.locator("main");
    await expect(main.locator("h1")).toHaveText("Careers");
    await expect(main.getByText(TAGLINE, { exact: true })).toBeVisible();
    await expect(
      main.getByRole("heading", { level: 2, name: "Current Job Openings" }),
    ).toBeVisible();
    const cards = main.locator(".job-card");
    const open = openings();
    await expect(cards).toHaveCount(open.length);
    for (const [index, { slug, duties }] of open.entries()) {
      const card = cards.nth(index);
      await expect(card.locator("h3")).toHaveText(new RegExp(`^${jobNameFromSlug(slug)}$`, "i"));
      await expect(card.locator(".job-card-duties > li")).toHaveCount(duties.length);
      await expect(card.locator("img")).toHaveAttribute("alt", /.{8,}/);
      const apply = card.getByRole("link", { name: /^Apply Now/ });
      await expect(apply).toHaveAttribute("href", site(`/careers/apply-now/${slug}`));
    }

    const postings = await jsonLd(page, "JobPosting");
    expect(postings).toHaveLength(open.length);
    for (const posting of postings) {
      expect(posting).toMatchObject({
        title: expect.any(String),
        description: expect.stringContaining("<li>"),
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        validThrough: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        employmentType: "FULL_TIME",
        hiringOrganization: {
          "@type": "Organization",
          name: "Kadal",
          sameAs: expect.stringMatching(/^http/),
        },
        jobLocation: {
          "@type": "Place",
          address: { "@type": "PostalAddress", addressLocality: "Kochi" },
        },
      });
    }
    expect(postings.map((p) => String(p["title"]).toLowerCase())).toEqual(
      open.map(({ slug }) => jobNameFromSlug(slug).toLowerCase()),
    );
  });

  test("apply pages: the derived job name, the description, the place for the form", async ({
    page,
  }) => {
    for (const { slug } of openings()) {
      await page.goto(site(`/careers/apply-now/${slug}`));
      await expect(page.locator("h1")).toHaveText(jobNameFromSlug(slug));
      expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
        "Time to make your move and show us what you've got!",
      );
      const formSection = page.locator("main section.apply-form-section");
      await expect(formSection).toBeVisible();
      // The four questions are the form's own labels, worded once (contracts/application.ts).
      for (const question of Object.values(APPLICATION_QUESTIONS))
        await expect(formSection.getByLabel(question)).toBeVisible();
    }
    expect(jobNameFromSlug("social-media-content-specialist")).toBe(
      "Social media content specialist",
    );
  });

  test("every image is a sized, described <picture> with AVIF and WebP; only the hero is eager", async ({
    page,
  }) => {
    for (const path of CONTENT_PATHS) {
      await page.goto(site(path));
      const images = await page.locator("main img").evaluateAll((imgs) =>
        imgs.map((img) => ({
          src: img.getAttribute("src"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          alt: img.getAttribute("alt"),
          loading: img.getAttribute("loading"),
          priority: img.getAttribute("fetchpriority"),
          types: [...(img.parentElement?.querySelectorAll("source") ?? [])].map((s) =>
            s.getAttribute("type"),
          ),
        })),
      );
      for (const image of images) {
        expect(Number(image.width), `${path} ${image.src} width`).toBeGreaterThan(0);
        expect(Number(image.height), `${path} ${image.src} height`).toBeGreaterThan(0);
        expect(image.alt?.trim().length, `${path} ${image.src} alt`).toBeGreaterThanOrEqual(8);
        expect(image.types).toEqual(["image/avif", "image/webp"]);
        expect(image.src).toMatch(/\.webp$/);
      }
      expect(
        images.filter((image) => image.priority === "high").length,
        `${path} priority images`,
      ).toBeLessThanOrEqual(1);
      expect(
        images
          .filter((image) => image.priority !== "high")
          .every((image) => image.loading === "lazy"),
        `${path} lazy images`,
      ).toBe(true);
    }
  });
});

test.describe("once hydrated", () => {
  test("SEO: Read more flips to Read less and back, with aria-expanded", async ({ page }) => {
    await openHydrated(page, "/services/digital-marketing/seo");
    const toggle = page.locator("main .read-more-button");
    // The <details> becomes the button in the render right after hydration: wait for it.
    await expect(toggle).toHaveAttribute("aria-controls", /\S/);
    const extra = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(toggle).toContainText("Read more");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toContainText("Read less");
    await expect(extra).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toContainText("Read more");
    await expect(extra).toBeHidden();
  });

  test("lead generation: the two toggles open and close independently", async ({ page }) => {
    await openHydrated(page, "/services/digital-marketing/lead-generation");
    const toggles = page.locator("main .read-more-button");
    await expect(toggles).toHaveCount(2);
    const [first, second] = [toggles.nth(0), toggles.nth(1)];
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(first).toContainText("Read less");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(second).toContainText("Read more");
    await second.click();
    await expect(second).toContainText("Read less");
    await expect(page.locator(`#${await second.getAttribute("aria-controls")}`)).toBeVisible();
    await first.click();
    await expect(first).toContainText("Read more");
    await expect(page.locator(`#${await first.getAttribute("aria-controls")}`)).toBeHidden();
  });

  test("each services tile and the See our works button navigate", async ({ page }) => {
    for (const [name, path, heading] of SERVICE_TILES) {
      await page.goto(site("/services"));
      await page.locator("main").getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/old${path}$`));
      await expect(page.locator("h1")).toHaveText(heading);
    }
    await page.goto(site("/services"));
    await page
      .locator("main")
      .getByRole("link", { name: /See our works/ })
      .click();
    await expect(page).toHaveURL(/\/old\/works$/);
    await expect(page.locator("h1")).toHaveText(pageCopy("/works").heading);
  });

  test("a click anywhere on a tile's picture follows its link", async ({ page }) => {
    await page.goto(site("/services"));
    // The title's link is stretched over the tile, so the picture itself is covered by it.
    const box = await page
      .locator("main .link-tiles--four .link-tile")
      .nth(1)
      .locator("img")
      .boundingBox();
    if (!box) throw new Error("the tile's picture is not laid out");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/old\/services\/advertising$/);
  });

  test("each digital marketing tile navigates", async ({ page }) => {
    for (const [name, path] of DIGITAL_TILES) {
      await page.goto(site("/services/digital-marketing"));
      await page.locator("main").getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/old${path}$`));
      await expect(page.locator("h1")).toHaveText(serviceCopy(path).heading);
    }
  });

  test("each craft and digital page's next-step button navigates", async ({ page }) => {
    for (const path of [
      "/services/branding",
      "/services/advertising",
      "/services/content-and-stories",
      "/services/digital-marketing/seo",
      "/services/digital-marketing/ppc",
      "/services/digital-marketing/lead-generation",
    ]) {
      await page.goto(site(path));
      const button = page.locator("main .next-step a");
      const href = (await button.getAttribute("href")) ?? "";
      await button.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[/.]/g, "\\$&")}$`));
      await expect(page.locator("h1")).toHaveCount(1);
    }
  });

  test("each Apply Now link opens its opening with the derived job name", async ({ page }) => {
    for (const [index, { slug }] of openings().entries()) {
      await page.goto(site("/careers/"));
      await page
        .locator("main .job-card")
        .nth(index)
        .getByRole("link", { name: /^Apply Now/ })
        .click();
      await expect(page).toHaveURL(new RegExp(`/old/careers/apply-now/${slug}$`));
      await expect(page.locator("h1")).toHaveText(jobNameFromSlug(slug));
      await expect(page.locator("main section.apply-form-section")).toBeVisible();
    }
  });

  test.describe("an unknown opening", () => {
    test.use({ expectedConsoleErrors: [/status of 404 \(Not Found\)/] });
    test("says it is not available instead of deriving a name", async ({ page }) => {
      await page.goto(site("/careers/apply-now/chief-happiness-officer"));
      await expect(page.locator("h1")).toHaveText("This opening is not available");
      await expect(page.locator("main section.apply-form-section")).toHaveCount(0);
    });
  });

  test("no horizontal overflow at 320 and 375 px, with the toggles open", async ({ page }) => {
    test.setTimeout(120_000); // 22 page loads, each with its toggles clicked
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of CONTENT_PATHS.slice(0, 11)) {
        await page.goto(site(path));
        for (const toggle of await page.locator("main .read-more-button").all())
          await toggle.click();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${width}px`).toBeLessThanOrEqual(0);
      }
    }
  });

  // Every route, with the budget first set for the two heaviest content pages (decision 0803):
  // the case studies' heroes, mock-ups and film posters are held to it as well.
  for (const { path } of specRoutes) {
    test(`image bytes a 375 px phone downloads for ${path}`, async ({ page }) => {
      // A video study brings two dozen pictures into view one after another: on a busy machine
      // that alone can take most of the default 30 s.
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(site(path));
      // Every shown image is one a visitor scrolling to the foot would get: each is asked for
      // now (as coming into view would), and the walk waits until all are done, read anew each
      // time (hydration may swap an element). Nothing here waits for the page to paint a frame.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const shown = [...document.images].filter((img) => img.checkVisibility());
            for (const img of shown) img.loading = "eager";
            return shown.every((img) => img.complete);
          }),
        )
        .toBe(true);
      await page.waitForLoadState("networkidle");
      const images = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry as PerformanceResourceTiming)
          .filter((entry) => entry.initiatorType === "img")
          .map((entry) => ({ name: entry.name.split("/").pop(), bytes: entry.transferSize })),
      );
      const total = images.reduce((sum, image) => sum + image.bytes, 0);
      test.info().annotations.push({
        type: "image bytes",
        description: `${path}: ${images.length} images, ${total} bytes (${images.map((i) => `${i.name} ${i.bytes}`).join(", ")})`,
      });
      console.log(`IMAGE BYTES ${path}: ${images.length} images, ${total} bytes`);
      expect(images.every((image) => /\.avif$/.test(image.name ?? ""))).toBe(true);
      expect(total).toBeLessThan(400_000);
    });
  }
});
