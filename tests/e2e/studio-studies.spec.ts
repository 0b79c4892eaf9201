// The Studio's case studies end to end, on each database, on a server of its own (its works
// change): an editor made by the CLI signs in, adds a case study with three photos, a YouTube and
// an Instagram address, and publishes it; it appears under its category on the works list, and
// its page works with and without JavaScript. A change is published, and the history brings the
// earlier version back.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./support/fixtures.ts";
import { DATABASES, describeTarget, newMember } from "./support/inbox-helpers.ts";

test.use({
  // The app asks who is signed in before anyone is; the browser logs the 401.
  expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 401/],
});

const CLIENT = "Kayal Fish";
const TITLE = "A new sign for the morning catch";
const CHANGED = "A second sign for the evening catch";
const HERO_ALT = "The Kayal counter at dawn with the day's catch laid out on ice";
const OVERVIEW =
  "Kayal sells the morning's catch from a counter on the Vypin ferry road, and needed a sign.";
const RESULT = "The counter now sells out before nine, and the ferry queue reads the price board.";

/** A photo made for the test: a JPEG of one colour at a camera's size. */
const photo = (background: string, width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer();

async function upload(
  page: Page,
  scope: ReturnType<Page["locator"]>,
  name: string,
  colour: string,
) {
  await scope
    .getByLabel("Picture", { exact: true })
    .setInputFiles({ name, mimeType: "image/jpeg", buffer: await photo(colour) });
  await expect(scope.getByText(/^In the study's folder as /)).toBeVisible();
}

const block = (page: Page, n: number) =>
  page.getByRole("group", { name: new RegExp(`^Block ${n}: `) });

for (const db of DATABASES) {
  test.describe(`the Studio's case studies on ${db}`, () => {
    const target = describeTarget(db, { timeout: 240_000, own: true });

    const text = async (path: string) => (await fetch(`${target.origin}${path}`)).text();
    const studyPath = "/old/works/branding/kayalfish";

    test("an editor adds a case study with photos, a YouTube and an Instagram post, and publishes it", async ({
      page,
      browser,
    }) => {
      await newMember(page, target, "editor");
      await page.getByRole("link", { name: "Case studies" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Case studies" })).toBeVisible();
      await page.getByRole("link", { name: "New case study" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "New case study" })).toBeVisible();

      await page.getByLabel("Client", { exact: true }).fill(CLIENT);
      await expect(page.getByLabel("Name", { exact: true })).toHaveValue("kayalfish");
      await page.getByLabel("Headline").fill(TITLE);
      await page
        .getByLabel("Summary for search engines")
        .fill(
          "How Kadal gave Kayal, a fish counter on the Vypin ferry road, a sign and a price board.",
        );
      await page.getByLabel("Market").fill("Vypin and Kochi");
      await page.getByLabel("Service 1").fill("Signage");
      await page.getByLabel("Result badge").fill("Sold out by nine");

      const listing = page.getByRole("group", { name: "On the works list" });
      await listing.getByLabel("Project line").fill(TITLE);
      await upload(page, listing, "thumb.jpg", "#f2a541");
      await listing.getByLabel("Describe the picture").fill("The Kayal sign over the counter");

      await upload(page, block(page, 1), "hero.jpg", "#0b3d4a");
      await block(page, 1).getByLabel("Describe the picture").fill(HERO_ALT);
      await block(page, 2).getByLabel("Paragraph 1").fill(OVERVIEW);
      await block(page, 3).getByLabel("Paragraph 1").fill(RESULT);

      const addBlock = async (type: string) => {
        await page.getByLabel("Add a block").selectOption({ label: type });
        await page.getByRole("button", { name: "Add block" }).click();
      };
      await addBlock("Picture");
      await upload(page, block(page, 4), "price-board.jpg", "#e07a5f");
      await block(page, 4).getByLabel("Describe the picture").fill("The price board in chalk");
      await addBlock("Embedded post");
      const youtube = block(page, 5).getByLabel("Address");
      await youtube.fill("javascript:alert(1)");
      await expect(
        block(page, 5).getByText(/"javascript:" addresses are never taken/),
      ).toBeVisible();
      await youtube.fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42");
      await expect(
        block(page, 5).getByText(/^The site shows YouTube's video dQw4w9WgXcQ, from 0:42/),
      ).toBeVisible();
      await block(page, 5).getByLabel("Title").fill("The opening morning");
      await addBlock("Embedded post");
      await block(page, 6)
        .getByLabel("Address")
        .fill("https://www.instagram.com/p/CUbHfhpswxt/?igsh=abc");
      await block(page, 6).getByLabel("Title").fill("The first post");
      await expect(block(page, 6).getByLabel("Address")).toHaveValue(
        "https://www.instagram.com/p/CUbHfhpswxt/",
      );
      // The result goes last: down past the picture and the two posts.
      for (let n = 3; n < 6; n++)
        await page.getByRole("button", { name: `Move block ${n} down` }).click();
      await expect(block(page, 6)).toHaveAccessibleName("Block 6: Result");

      // Saved, not yet published: the preview shows the page as a visitor will see it; the site
      // does not.
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.locator("#main").getByRole("status").first()).toHaveText(/^Draft saved\./);
      await expect(page).toHaveURL(/\/inbox\/studies\/branding-kayalfish$/);
      const [preview] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("link", { name: "its page" }).click(),
      ]);
      await expect(preview.getByRole("heading", { level: 1 })).toHaveText(CLIENT);
      await expect(preview.getByRole("img", { name: HERO_ALT })).toBeVisible();
      await preview.close();
      expect(await text("/old/works")).not.toContain(CLIENT);

      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.locator("#main").getByRole("status").first()).toHaveText(/^Published\./);
      const published = Date.now();

      // Live on the site: a limit for a busy machine, with the time it took reported.
      await expect.poll(() => text("/old/works"), { timeout: 30_000 }).toContain(CLIENT);
      test.info().annotations.push({
        type: "live after publish",
        description: `${Date.now() - published} ms`,
      });

      // Under its category on the works list, and its page with scripts.
      const visitor = await browser.newPage();
      await visitor.goto(`${target.origin}/old/works`);
      const card = visitor.locator(".work-card", { hasText: CLIENT });
      await expect(card).toHaveAttribute("data-category", "branding");
      await expect(card).toContainText("Branding");
      await card.getByRole("link").click();
      await expect(visitor).toHaveURL(new RegExp(`${studyPath}$`));
      await expect(visitor.getByRole("heading", { level: 1 })).toContainText(CLIENT);
      await expect(visitor.getByRole("img", { name: HERO_ALT })).toBeVisible();
      await expect(visitor.getByText("The opening morning").first()).toBeVisible();
      await expect(visitor.getByText("The first post").first()).toBeVisible();
      await visitor.close();

      // And without: the words and the pictures are in the page itself.
      const plain = await browser.newContext({ javaScriptEnabled: false });
      const still = await plain.newPage();
      await still.goto(`${target.origin}${studyPath}`);
      await expect(still.getByRole("heading", { level: 1 })).toContainText(CLIENT);
      await expect(still.getByText(OVERVIEW)).toBeVisible();
      await expect(still.getByText(RESULT)).toBeVisible();
      for (const alt of [HERO_ALT, "The price board in chalk"]) {
        const picture = still.getByRole("img", { name: alt });
        await expect(picture).toBeVisible();
        const src = await picture.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
        const answer = await fetch(new URL(src, target.origin));
        expect(answer.status, src).toBe(200);
        expect(answer.headers.get("content-type")).toMatch(/^image\//);
      }
      // Without scripts a YouTube video is a link to it, and a post its gate with a link.
      await expect(still.getByRole("link", { name: "Watch on YouTube" })).toHaveAttribute(
        "href",
        "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42",
      );
      await expect(still.getByText("The first post").first()).toBeVisible();
      await expect(still.getByRole("link", { name: /^Open on Instagram/ })).toHaveAttribute(
        "href",
        "https://www.instagram.com/p/CUbHfhpswxt/",
      );
      await plain.close();
    });

    test("a change is published, and the history brings the earlier version back", async ({
      page,
    }) => {
      await newMember(page, target, "editor");
      await page.getByRole("link", { name: "Case studies" }).click();
      await page.getByRole("link", { name: `${CLIENT} — ${TITLE}` }).click();
      await page.getByLabel("Headline").fill(CHANGED);
      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.locator("#main").getByRole("status").first()).toHaveText(/^Published\./);
      await expect.poll(() => text(studyPath), { timeout: 30_000 }).toContain(CHANGED);

      const added = page.locator(".history-item", { hasText: "added" });
      await added.getByRole("button", { name: /Bring back revision/ }).click();
      await expect(page.locator("#main").getByRole("status").first()).toHaveText(/^Brought back/);
      await expect(page.getByLabel("Headline")).toHaveValue(TITLE);
      await expect.poll(() => text(studyPath), { timeout: 30_000 }).toContain(TITLE);
      expect(await text(studyPath)).not.toContain(CHANGED);
    });
  });
}
