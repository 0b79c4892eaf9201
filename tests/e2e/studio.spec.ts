// The Studio end to end, on each database, on a server of its own (its openings change): an editor
// made by the CLI signs in, adds a seventh opening with a JPEG picture and publishes it; a visitor
// finds it on the careers page and applies with a PDF; an admin finds the application under that
// job. The editor closes it: the careers page drops it, its page says so and the endpoint refuses.
// A reader reaches no editing action.
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { deferredModules } from "#app/lib/deferred-start.ts";
import { endpoints } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import { expect, test } from "./support/fixtures.ts";
import {
  DATABASES,
  describeTarget,
  fillApplication,
  newMember,
  postApplication,
} from "./support/inbox-helpers.ts";

test.use({
  // The reader's refused API calls are logged by the browser.
  expectedConsoleErrors: [
    /Failed to load resource: the server responded with a status of 40[0134]/,
  ],
});

const ALT = "A designer's desk with a phone showing three stacked cards";

/** A phone photo: a JPEG with the camera's EXIF and a GPS position. */
const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#2a6f97" } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: "PhoneCo", ImageDescription: "Marine Drive, Kochi" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "9/1 58/1 30/1" },
    })
    .toBuffer();

/** Publishes the editor's form; answers when the server said it was published. */
async function publish(page: Page): Promise<number> {
  const answered = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith("/publish"),
  );
  await page.getByRole("button", { name: "Publish" }).click();
  expect((await answered).status()).toBe(200);
  const at = Date.now();
  await expect(page.locator("#main").getByRole("status")).toHaveText(/^Published\./);
  return at;
}

for (const db of DATABASES) {
  test.describe(`the Studio on ${db}`, () => {
    const target = describeTarget(db, { timeout: 180_000, own: true });

    const careers = async () => (await fetch(`${target.origin}/old/careers/`)).text();

    test("an editor publishes a seventh opening, a visitor applies, the editor closes it", async ({
      page,
      browser,
    }) => {
      await newMember(page, target, "editor");
      await expect(page.getByRole("link", { name: "Submissions" })).toHaveCount(0);

      await page.getByRole("link", { name: "New opening" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "New opening" })).toBeVisible();
      await page.getByLabel("Title").fill("UI/UX Designer");
      await expect(page.getByLabel("Address")).toHaveValue("ui-ux-designer");
      await page
        .getByLabel("Summary")
        .fill(
          "Shape the screens our clients' customers use, from the first sketch to the last pixel.",
        );
      await page
        .getByLabel("Duty 1", { exact: true })
        .fill("Test every flow with the people who will use it");
      await page.getByRole("button", { name: "Add a duty" }).click();
      await expect(page.getByLabel("Duty 2", { exact: true })).toBeFocused();
      await page
        .getByLabel("Duty 2", { exact: true })
        .fill("Map how people find their way through a site before anyone draws a screen");
      await page.getByRole("button", { name: "Move duty 2 up" }).click();
      await expect(page.getByLabel("Duty 1", { exact: true })).toHaveValue(/^Map how people/);
      await page.getByLabel("First day").fill("2026-11-20");
      await page.getByLabel("Last day").fill("2027-02-28");
      await page
        .getByLabel("Picture", { exact: true })
        .setInputFiles({ name: "desk.jpg", mimeType: "image/jpeg", buffer: await photo() });
      await page.getByLabel("Describe the picture").fill(ALT);

      // Saved, not yet published: the preview shows it as a visitor will see it; the site does not.
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.locator("#main").getByRole("status")).toHaveText(/^Draft saved\./);
      const [preview] = await Promise.all([
        page.waitForEvent("popup"),
        page.getByRole("link", { name: "the careers page" }).click(),
      ]);
      await expect(preview.locator(".job-card", { hasText: "UI/UX Designer" })).toBeVisible();
      const previewAnswer = await preview.request.get(preview.url());
      expect(previewAnswer.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      expect(previewAnswer.headers()["cache-control"]).toBe("no-store");
      await preview.close();
      expect(await careers()).not.toContain("UI/UX Designer");

      const published = await publish(page);
      await expect(page).toHaveURL(/\/inbox\/openings\/ui-ux-designer$/);
      await expect(page.locator(".studio-picture")).toHaveAttribute("alt", ALT);

      // Live on the site: a limit for a busy machine, with the time it took reported.
      await expect.poll(careers, { timeout: 30_000 }).toContain("UI/UX Designer");
      test.info().annotations.push({
        type: "live after publish",
        description: `${Date.now() - published} ms`,
      });

      const visitor = await browser.newPage();
      await visitor.goto(`${target.origin}/old/careers/`);
      const card = visitor.locator(".job-card", { hasText: "UI/UX Designer" });
      await expect(card.locator("img")).toHaveAttribute("alt", ALT);
      await expect(card).toContainText("Map how people find their way");
      const duties = await card.locator("li").allTextContents();
      expect(duties[0]).toMatch(/^Map how people/);
      // Its page loads exactly the scripts of a page the build made: no byte more.
      const html = async (slug: string) =>
        (await fetch(`${target.origin}/old/careers/apply-now/${slug}`)).text();
      const scripts = deferredModules(await html("ui-ux-designer"));
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts).toEqual(deferredModules(await html("illustrator")));
      const email = await postApplication(visitor, target, "cv.pdf", "ui-ux-designer");

      // An admin finds it in the inbox under that job.
      const admin = await browser.newPage();
      await newMember(admin, target, "admin");
      const item = admin.locator(".submission", { hasText: email });
      await expect(item).toContainText("Ui ux designer");

      // An applicant has the form open when the editor closes the opening.
      const late = await fillApplication(visitor, target, "cv.pdf", "ui-ux-designer");
      await page.getByRole("button", { name: "Close this opening" }).click();
      await expect(page.locator("#main").getByRole("status")).toHaveText(/^Closed\./);
      await expect.poll(careers, { timeout: 30_000 }).not.toContain("UI/UX Designer");
      const answer = visitor.waitForResponse(
        (response) => new URL(response.url()).pathname === endpoints.application,
      );
      await late.submit.click();
      const refused = await answer;
      expect(refused.status()).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain(messages.jobClosed);
      await visitor.goto(`${target.origin}/old/careers/apply-now/ui-ux-designer`);
      await expect(visitor.getByText("This opening has closed.")).toBeVisible();
      await expect(visitor.locator("form")).toHaveCount(0);

      // What was sent before stays in the inbox.
      await admin.reload();
      await expect(admin.locator(".submission", { hasText: email })).toBeVisible();
      await visitor.close();
      await admin.close();
    });

    test("the history brings an earlier version back", async ({ page }) => {
      await newMember(page, target, "editor");
      await page.getByRole("link", { name: "UI/UX Designer" }).click();
      // The opening's editor, loaded (the list's tags are gone, its own is shown).
      await expect(page.getByLabel("Title")).toHaveValue("UI/UX Designer");
      await expect(page.locator(".tag")).toHaveText("Closed");
      const openAgain = page.locator(".history-item", { hasText: "added" });
      await openAgain.getByRole("button", { name: /Bring back revision/ }).click();
      await expect(page.locator("#main").getByRole("status")).toHaveText(/^Brought back/);
      await expect(page.locator(".tag").first()).toHaveText("Open");
      await expect.poll(careers, { timeout: 30_000 }).toContain("UI/UX Designer");
    });

    test("a publish on one server is live on another on the same database", async ({ page }) => {
      test.skip(db !== "postgres", "several servers share PostgreSQL");
      const other = await target.another!();
      const otherCareers = async () => (await fetch(`${other}/old/careers/`)).text();
      await expect.poll(otherCareers, { timeout: 30_000 }).toContain("UI/UX Designer");
      await newMember(page, target, "editor");
      await page.getByRole("link", { name: "UI/UX Designer" }).click();
      // Typed only once the editor holds the opening, so its loading cannot undo the change.
      await expect(page.getByLabel("Title")).toHaveValue("UI/UX Designer");
      const summary = "Design the screens of Kerala's shops, schools and hospitals with us.";
      await page.getByLabel("Summary").fill(summary);
      await expect(page.getByLabel("Summary")).toHaveValue(summary);
      const published = await publish(page);
      await expect
        .poll(otherCareers, { timeout: 30_000 })
        .toContain("shops, schools and hospitals");
      test.info().annotations.push({
        type: "live on the other server after publish",
        description: `${Date.now() - published} ms`,
      });
    });

    test("what an editor types is text on the pages it makes, never markup or script", async ({
      page,
    }) => {
      await newMember(page, target, "editor");
      const me = await page.request.get(`${target.origin}/inbox/api/me`);
      const csrf = ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
      const headers = { "x-csrf-token": csrf, origin: target.origin };
      const api = `${target.origin}/inbox/api/content/openings`;
      const list = await (await page.request.get(api)).json();
      const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
      const saved = await page.request.post(`${api}/hostile-copy/draft`, {
        headers,
        data: {
          version: 0,
          base: list.data.revision,
          fields: {
            title: `Writer ${hostile}`,
            order: 90,
            summary: `Summary ${hostile}`,
            duties: [`Duty ${hostile}`],
            employmentType: "FULL_TIME",
            datePosted: "2026-11-20",
            validThrough: "2027-02-28",
            closed: false,
            pictureAlt: `A desk and ${hostile}`,
          },
        },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const uploaded = await page.request.post(`${api}/hostile-copy/picture?version=1`, {
        headers: { ...headers, "content-type": "image/jpeg" },
        data: await photo(),
      });
      expect(uploaded.status(), await uploaded.text()).toBe(200);
      // The pages as the server renders them with this draft: the careers list (with its
      // JobPosting data) and the opening's own page.
      for (const preview of [
        `${api}/hostile-copy/preview?page=careers`,
        `${api}/hostile-copy/preview`,
      ]) {
        const html = await (await page.request.get(preview)).text();
        // As text in the page, and as escaped JSON in its loader data; never as a tag.
        if (preview.endsWith("careers")) expect(html).toContain("Summary &lt;script&gt;alert");
        expect(html).toContain("Summary \\u003cscript\\u003ealert");
        expect(html, preview).not.toMatch(/<script>alert|<img src=x/);
        const view = await page.context().newPage();
        await view.goto(preview);
        if (preview.endsWith("careers"))
          await expect(view.locator(".job-card", { hasText: "Writer <script>" })).toBeVisible();
        expect(await view.evaluate(() => document.querySelectorAll("img[src=x]").length)).toBe(0);
        await view.close();
      }
      const discarded = await page.request.post(`${api}/hostile-copy/discard`, {
        headers,
        data: { version: 2 },
      });
      expect(discarded.status()).toBe(200);
    });

    test("a reader reaches no editing screen or action", async ({ page }) => {
      await newMember(page, target, "reader");
      await expect(page.getByRole("link", { name: "Openings" })).toHaveCount(0);
      await page.goto(`${target.origin}/inbox/openings/ui-ux-designer`);
      await expect(
        page.getByRole("heading", {
          level: 1,
          name: "Only an admin or an editor can change the site's content.",
        }),
      ).toBeVisible();
      const me = await page.request.get(`${target.origin}/inbox/api/me`);
      const csrf = ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
      const headers = { "x-csrf-token": csrf, origin: target.origin };
      const api = `${target.origin}/inbox/api/content/openings`;
      for (const [method, url, data] of [
        ["GET", api, undefined],
        ["GET", `${api}/ui-ux-designer`, undefined],
        ["POST", `${api}/ui-ux-designer/close`, { base: 1 }],
        ["POST", `${api}/ui-ux-designer/draft`, { fields: {}, version: 0, base: 1 }],
        ["POST", `${api}/ui-ux-designer/revert`, { to: 1, base: 1 }],
      ] as const) {
        const response = await page.request.fetch(url, { method, headers, data });
        expect(response.status(), `${method} ${url}`).toBe(403);
      }
    });
  });
}
