// The contact sheet: the first screen of every route at 375, 768 and 1440 px, one image per width
// (screenshots/contact-sheet-<width>.png), each route labelled with its path, so the whole site can
// be reviewed at a glance. Builds if stale, serves the build with the real server, shoots in
// Debian's Chromium after the page's scripts have run. Env: SCREENSHOT_ROUTES (a regular
// expression on the path).
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { build } from "./build.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { freePort, sitemapPaths, startServer } from "./local-server.ts";

const WIDTHS = [
  { width: 375, height: 812, columns: 8 },
  { width: 768, height: 1024, columns: 6 },
  { width: 1440, height: 900, columns: 4 },
] as const;
/** Each shot is scaled to this width on the sheet. */
const TILE = 360;
const LABEL = 28;
const GAP = 16;
const OUT_DIR = join(import.meta.dirname, "..", "screenshots");

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

function label(text: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE}" height="${LABEL}"><text x="0" y="19" font-family="sans-serif" font-size="15" fill="#0b2a3a">${escapeXml(text)}</text></svg>`,
  );
}

async function main() {
  build({ ifStale: true });
  const paths = sitemapPaths(new RegExp(process.env.SCREENSHOT_ROUTES ?? "."));
  const dataDir = mkdtempSync(join(tmpdir(), "kadal-shots-"));
  const port = await freePort();
  const server = await startServer(port, dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  mkdirSync(OUT_DIR, { recursive: true });
  try {
    for (const { width, height, columns } of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const tileHeight = Math.round((TILE * height) / width);
      const shots: sharp.OverlayOptions[] = [];
      for (const [index, path] of paths.entries()) {
        await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: "networkidle" });
        // Scripts start after the first screen (decision 0804): wait for them, then for fonts.
        await page
          .waitForFunction(
            () => {
              const button = document.querySelector(".menu-button");
              return !!button && Object.keys(button).some((key) => key.startsWith("__reactProps$"));
            },
            undefined,
            { timeout: 10_000 },
          )
          .catch(() => console.warn(`${path}: not hydrated within 10 s; shot as it is`));
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(400);
        const shot = await sharp(await page.screenshot())
          .resize(TILE)
          .png()
          .toBuffer();
        const left = GAP + (index % columns) * (TILE + GAP);
        const top = GAP + Math.floor(index / columns) * (tileHeight + LABEL + GAP);
        shots.push({ input: label(path), left, top }, { input: shot, left, top: top + LABEL });
      }
      const rows = Math.ceil(paths.length / columns);
      const file = join(OUT_DIR, `contact-sheet-${width}.png`);
      await sharp({
        create: {
          width: GAP + columns * (TILE + GAP),
          height: GAP + rows * (tileHeight + LABEL + GAP),
          channels: 3,
          background: "#f6f1e7",
        },
      })
        .composite(shots)
        .png()
        .toFile(file);
      console.log(`${file}: ${paths.length} routes at ${width} px`);
      await context.close();
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
