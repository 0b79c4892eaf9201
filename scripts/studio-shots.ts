// The editor's guide's pictures (docs/studio.md): the Studio as an editor sees it, on a phone
// (375 px) and a laptop (1440 px), taken from the built app on a server of its own with an
// editor made by the CLI. Run after a build: `npx tsx scripts/studio-shots.ts`.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { freePort, startServer } from "./local-server.ts";

const OUT = join(import.meta.dirname, "..", "docs", "studio");
const PASSWORD = "a lantern over quiet water";
const EMAIL = "editor@kadal.example";

const dataDir = mkdtempSync(join(tmpdir(), "kadal-studio-shots-"));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = await startServer(port, dataDir);
try {
  const added = execFileSync(
    process.execPath,
    ["--import", "tsx", "server/cli/main.ts", "staff", "add", EMAIL, "--role", "editor"],
    { env: { ...process.env, DATA_DIR: dataDir, SITE_ORIGIN: origin }, encoding: "utf8" },
  );
  const token = /#token=([\w-]+)/.exec(added)![1]!;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  mkdirSync(OUT, { recursive: true });
  const photo = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: "#2a6f97" },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect x="560" y="240" width="480" height="760" rx="60" fill="#f6f1e7"/><rect x="620" y="330" width="360" height="160" rx="16" fill="#e2553b"/><rect x="620" y="520" width="360" height="160" rx="16" fill="#d9a441"/><rect x="620" y="710" width="360" height="160" rx="16" fill="#3f7d4e"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

  for (const width of [375, 1440]) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 812 : 900 },
      deviceScaleFactor: width < 600 ? 2 : 1,
    });
    const page = await context.newPage();
    if (width === 375) {
      await page.goto(`${origin}/inbox/set-password#token=${token}`);
      await page.getByLabel("New password").fill(PASSWORD);
      await page.getByLabel("The same password again").fill(PASSWORD);
      await page.getByRole("button", { name: "Set password" }).click();
      await page.getByRole("heading", { level: 1, name: "Sign in" }).waitFor();
    } else await page.goto(`${origin}/inbox/sign-in`);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("E-mail").fill(EMAIL);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: "Openings" }).waitFor();
    await page.getByRole("link", { name: "Art Director" }).waitFor();
    // Kept small for the repository: a palette PNG is a third of the size and looks the same.
    const shot = async (name: string, target: Page = page) =>
      sharp(await target.screenshot({ fullPage: true }))
        .png({ palette: true, quality: 85, effort: 10 })
        .toFile(join(OUT, `${name}-${width}.png`));
    await shot("openings");

    if (width === 375) {
      await page.getByRole("link", { name: "New opening" }).click();
      await page.getByLabel("Title").fill("UI/UX Designer");
      await page
        .getByLabel("Summary")
        .fill(
          "Shape the screens our clients' customers use, from the first sketch to the last pixel.",
        );
      await page
        .getByLabel("Duty 1", { exact: true })
        .fill("Map how people find their way through a site before anyone draws a screen");
      await page.getByRole("button", { name: "Add a duty" }).click();
      await page
        .getByLabel("Duty 2", { exact: true })
        .fill("Test every flow with the people who will use it");
      await page
        .getByLabel("Picture", { exact: true })
        .setInputFiles({ name: "desk.jpg", mimeType: "image/jpeg", buffer: photo });
      await page
        .getByLabel("Describe the picture")
        .fill("A designer's desk with a phone showing three stacked cards");
      await page.getByRole("button", { name: "Save draft" }).click();
      await page.getByText(/^Draft saved\./).waitFor();
    } else {
      await page.getByRole("link", { name: "UI/UX Designer" }).click();
      await page.getByRole("heading", { level: 1, name: "UI/UX Designer" }).waitFor();
      await page
        .locator(".studio-picture")
        .evaluate(
          (img: HTMLImageElement) =>
            img.complete || new Promise((done) => img.addEventListener("load", done)),
        );
    }
    await shot("opening");

    // The case studies, and one study's editor: its first screen (the whole is very long).
    await page.getByRole("link", { name: "Case studies" }).click();
    await page.getByRole("heading", { level: 1, name: "Case studies" }).waitFor();
    await page
      .getByRole("link", { name: /Aptayu/ })
      .first()
      .waitFor();
    await shot("studies");
    await page.goto(`${origin}/inbox/studies/branding-aptayu`);
    await page.getByRole("heading", { level: 1 }).filter({ hasText: "Aptayu" }).waitFor();
    await sharp(await page.screenshot())
      .png({ palette: true, quality: 85, effort: 10 })
      .toFile(join(OUT, `study-${width}.png`));

    // The pages, and the SEO service page's editor: its first screen.
    await page.getByRole("link", { name: "Pages", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Pages" }).waitFor();
    await page.getByRole("link", { name: "SEO", exact: true }).waitFor();
    await shot("pages");
    await page.goto(`${origin}/inbox/pages/services.digital-marketing.seo`);
    await page.getByRole("heading", { level: 1, name: "SEO" }).waitFor();
    await sharp(await page.screenshot())
      .png({ palette: true, quality: 85, effort: 10 })
      .toFile(join(OUT, `page-${width}.png`));
    await context.close();
  }
  await browser.close();
} finally {
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
