// Content published while the site runs: a server of its own (so the shared one's openings stay as
// the other specs expect) takes content/ as its first revision; a seventh opening with a new JPEG
// picture is published with `npm run content -- import`, and the running server shows it without
// a restart or a build: on the careers page with its JobPosting data, on a page of its own that
// takes an application, in the sitemap, its picture made by the server. Then the opening closes.
import { type ChildProcess, execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, expect, test } from "@playwright/test";
import sharp from "sharp";
import { endpoints } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import { freePort, startServer } from "../../scripts/local-server.ts";
import { addFourteenthStudy } from "#server/test-support/seventh-job.ts";
import { watchFormTokens } from "./support/forms-helpers.ts";
import { fillApplication, postApplication } from "./support/inbox-helpers.ts";

const SEVENTH = `title: UI/UX Designer
order: 70
summary: Shape the screens our clients' customers use, from the first sketch to the last pixel.
duties:
  - Map how people find their way through a site before anyone draws a screen
  - Test every flow with the people who will use it
picture:
  file: ui-ux-designer.jpg
  alt: A designer's desk with a phone showing three stacked cards
employmentType: FULL_TIME
datePosted: 2026-11-20
validThrough: 2027-02-28
`;

let server: ChildProcess;
let origin: string;
let dataDir: string;
let content: string;

const fetchText = async (path: string) => (await fetch(`${origin}${path}`)).text();

/**
 * Publishes the folder `content` as the next revision, as an operator would, then waits until the
 * running server's page at `path` holds `text` (or, with `gone`, no longer does).
 */
async function publish(note: string, path: string, text: string, gone = false) {
  execFileSync(
    process.execPath,
    ["--import", "tsx", "server/cli/content-main.ts", "import", "--from", content, "--note", note],
    { env: { ...process.env, DATA_DIR: dataDir }, stdio: "pipe" },
  );
  // A limit for a busy machine (a render, and a new picture's AVIF), not a pause.
  const shown = expect.poll(() => fetchText(path), {
    message: `${path} after "${note}"`,
    timeout: 60_000,
  });
  await (gone ? shown.not.toContain(text) : shown.toContain(text));
}

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  watchFormTokens(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "kadal-live-"));
  content = join(dataDir, "content-edit");
  cpSync("content", content, { recursive: true });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startServer(port, dataDir);
});

test.afterAll(() => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a published opening is listed, has its page and takes an application, with no restart", async ({
  browser,
}) => {
  expect(await fetchText("/old/careers/")).not.toContain("UI/UX Designer");
  writeFileSync(join(content, "jobs/ui-ux-designer.yaml"), SEVENTH);
  // A real photograph's format: a JPEG the build never saw, made ready by the server.
  await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 40, g: 90, b: 120 } },
  })
    .jpeg({ quality: 80 })
    .toFile(join(content, "jobs/ui-ux-designer.jpg"));
  await publish("A seventh opening", "/old/careers/", "UI/UX Designer");

  const { page, errors, close } = await newPage(browser);
  await page.goto("/old/careers/");
  const card = page.locator(".job-card", { hasText: "UI/UX Designer" });
  await expect(card).toBeVisible();
  const picture = card.locator("img");
  await expect(picture).toHaveAttribute(
    "alt",
    "A designer's desk with a phone showing three stacked cards",
  );
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
    /\/old\/media\/[a-z0-9]+-\d+\.(avif|webp)$/,
  );
  const postings = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  expect(postings.filter((data) => data.includes('"@type":"JobPosting"'))).toHaveLength(7);
  expect(postings.join("")).toContain('"title":"UI/UX Designer"');

  // From the card to its page, in the browser's own navigation (its loader data comes from the
  // server too), then the application.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await card.getByRole("link", { name: /Apply Now/ }).click();
  await expect(page).toHaveURL(/\/old\/careers\/apply-now\/ui-ux-designer$/);
  await expect(page.locator("h1")).toHaveText("Ui ux designer");

  expect(await fetchText("/old/sitemap.xml")).toContain(
    "/old/careers/apply-now/ui-ux-designer</loc>",
  );

  const email = await postApplication(page, { origin }, "cv.pdf", "ui-ux-designer");
  const cli = (...args: string[]) =>
    execFileSync(process.execPath, ["--import", "tsx", "server/cli/main.ts", ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: "utf8",
    });
  const listed = cli("list", "--form", "application");
  const line = listed.split("\n").find((row) => row.includes(email));
  expect(line, listed).toContain("files=1");
  const shown = JSON.parse(cli("show", line!.split(/\s+/)[0]!)) as unknown;
  expect(JSON.stringify(shown)).toContain('"job":"Ui ux designer"');
  expect(errors).toEqual([]);
  await close();
});

test("a closed opening leaves the careers page, its page says so and no application is taken", async ({
  browser,
}) => {
  // An applicant has the form open, filled in, when the opening closes.
  const applicant = await newPage(browser);
  const { submit } = await fillApplication(applicant.page, { origin }, "cv.pdf", "ui-ux-designer");

  const entry = join(content, "jobs/ui-ux-designer.yaml");
  writeFileSync(
    entry,
    readFileSync(entry, "utf8").replace("validThrough: 2027-02-28", "validThrough: 2026-11-25"),
  );
  await publish("The seventh opening closes", "/old/careers/", "UI/UX Designer", true);

  // The endpoint refuses it, naming why; the form shows the specification's failure message.
  const answer = applicant.page.waitForResponse(
    (response) => new URL(response.url()).pathname === endpoints.application,
  );
  await submit.click();
  const refused = await answer;
  expect(refused.status()).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain(messages.jobClosed);
  await expect(applicant.page.locator(".form-status")).toContainText(messages.failure);
  await applicant.close();

  const { page, close } = await newPage(browser);
  await page.goto("/old/careers/apply-now/ui-ux-designer");
  await expect(page.locator("h1")).toHaveText("Ui ux designer");
  await expect(
    page.getByText(/This opening has closed: it took applications until 25 November 2026/),
  ).toBeVisible();
  await expect(page.locator("form")).toHaveCount(0);
  await close();
  expect(await fetchText("/old/sitemap.xml")).not.toContain(
    "/old/careers/apply-now/ui-ux-designer<",
  );
});

test("a published fourteenth case study is listed, in the ring at its order, with a page of its own", async ({
  browser,
}) => {
  addFourteenthStudy(content);
  await publish("A fourteenth case study", "/old/works/", "Boats that carry a name");

  const { page, errors, close } = await newPage(browser);
  await page.goto("/old/works/");
  await expect(page.locator(".works-count")).toContainText("Showing all 17 works");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page
    .getByRole("link", { name: /Kayal Boats/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/old\/works\/branding\/kayal$/);
  await expect(page.locator("h1.work-client")).toHaveText("Kayal Boats");
  // In the ring between the studies of order 10 and 20.
  await expect(page.locator(".project-nav-next")).toHaveAttribute(
    "href",
    "/old/works/media/palmtree",
  );
  await page.goto("/old/works/branding/aptayu");
  await expect(page.locator(".project-nav-next")).toHaveAttribute(
    "href",
    "/old/works/branding/kayal",
  );
  expect(await fetchText("/old/sitemap.xml")).toContain("/old/works/branding/kayal</loc>");
  expect(errors).toEqual([]);
  await close();
});

test("a service page's words published while the site runs are on its page and its tile above", async () => {
  const entry = join(content, "services/digital-marketing/seo.yaml");
  writeFileSync(
    entry,
    readFileSync(entry, "utf8").replace(
      "intro: If you are not on the first page, you are a rumour. We help you become an answer.",
      "intro: Found first, by the people already looking for you.",
    ),
  );
  await publish(
    "New words for SEO",
    "/old/services/digital-marketing/seo/",
    "Found first, by the people already looking for you.",
  );
  expect(await fetchText("/old/services/digital-marketing/seo.data")).toContain(
    "Found first, by the people already looking for you.",
  );
});

test("a page's opening words and body published while the site runs are its heading, title and copy", async ({
  browser,
}) => {
  const entry = join(content, "pages/weirdos.yaml");
  writeFileSync(
    entry,
    readFileSync(entry, "utf8")
      .replace("heading: We are who we are", "heading: Who we are, still")
      .replace("title: Weirdos", "title: The Weirdos")
      .replace("heading: Sound like where you are from", "heading: Sound like home"),
  );
  await publish("New words for Weirdos", "/old/weirdos/", "Who we are, still");
  const { page, errors, close } = await newPage(browser);
  await page.goto("/old/weirdos/");
  await expect(page).toHaveTitle("The Weirdos | Kadal Company");
  // The body below the words is the published file's too.
  await expect(page.getByRole("heading", { level: 2, name: "WHY: Sound like home" })).toBeVisible();
  await expect(page.locator("body")).toHaveClass(/\bweirdos-page\b/);
  // Moving inside the site keeps every page's own words and body class.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await page.locator(".site-footer").getByRole("link", { name: "Thanathu" }).click();
  await expect(page).toHaveURL(/\/old\/thanathu$/);
  await expect(page.locator("body")).toHaveClass(/\bthanathu-page\b/);
  expect(errors).toEqual([]);
  await close();
});
