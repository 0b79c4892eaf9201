// Page benchmark: Lighthouse (mobile and desktop presets, Debian's Chromium) on every route of the
// sitemap, served by the real server from the current build; medians of BENCH_RUNS runs (default
// 3). Then the bytes each page makes a browser load, by type. Prints tables; asserts nothing.
// Env: BENCH_RUNS, BENCH_PRESETS (mobile,desktop), BENCH_ROUTES (a regular expression on the path).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { build } from "./build.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { freePort, sitemapPaths, startServer } from "./local-server.ts";
import { total, weighSite } from "./page-weight.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PRESETS = (process.env.BENCH_PRESETS ?? "mobile,desktop").split(",") as (
  "mobile" | "desktop"
)[];
const ONLY = new RegExp(process.env.BENCH_ROUTES ?? ".");
// Every hostname but loopback fails at once: the site must not need one, and Chromium's own
// background lookups would otherwise add noise.
const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_ARGS,
  "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost",
];
interface Row {
  perf: number;
  a11y: number;
  bp: number;
  seo: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  script: number;
  stylesheet: number;
  image: number;
  font: number;
}

/**
 * Which Lighthouse and browser measured, printed with every table: two Lighthouse versions can
 * score one build differently (12.8 and 13.5 did), so a figure always names its measurer.
 */
let measuredBy = "";

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function measure(url: string, preset: "mobile" | "desktop"): Promise<Row> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error" },
      preset === "desktop" ? desktopConfig : undefined,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code}`);
    const browser = /(?:Chrome|Chromium)\/[\d.]+/.exec(lhr.environment.hostUserAgent)?.[0];
    measuredBy = `Lighthouse ${lhr.lighthouseVersion}, ${browser ?? lhr.environment.hostUserAgent}`;
    const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
    const value = (key: string) => lhr.audits[key]?.numericValue ?? Number.NaN;
    // Transferred bytes per resource type, as this page's visit downloaded them.
    const summary =
      (
        lhr.audits["resource-summary"]?.details as
          { items?: { resourceType: string; transferSize: number }[] } | undefined
      )?.items ?? [];
    const typeBytes = (type: string) =>
      summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
    return {
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      lcp: value("largest-contentful-paint"),
      fcp: value("first-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      bytes: value("total-byte-weight"),
      script: typeBytes("script"),
      stylesheet: typeBytes("stylesheet"),
      image: typeBytes("image"),
      font: typeBytes("font"),
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse now and then loses a trace (NO_NAVSTART, NO_FCP); such a run is taken again. */
async function measureWithRetry(url: string, preset: "mobile" | "desktop"): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, preset);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`  ${preset} ${url}: ${String(error)}; again\n`);
    }
  }
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join("  ");
  return [line(head), ...rows.map(line)].join("\n");
}

build({ ifStale: true });
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), "kadal-bench-"));
const server = await startServer(port, dataDir);
try {
  const paths = sitemapPaths(ONLY);
  for (const preset of PRESETS) {
    const rows: string[][] = [];
    for (const path of paths) {
      const runs: Row[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await measureWithRetry(`http://127.0.0.1:${port}${path}`, preset));
      const m = (key: keyof Row) => median(runs.map((row) => row[key]));
      rows.push([
        path,
        ...(["perf", "a11y", "bp", "seo"] as const).map((key) => String(m(key))),
        ...(["lcp", "fcp", "tbt"] as const).map((key) => String(Math.round(m(key)))),
        m("cls").toFixed(3),
        ...(["bytes", "script", "stylesheet", "image", "font"] as const).map((key) =>
          String(Math.round(m(key))),
        ),
      ]);
      process.stderr.write(`  ${preset} ${path} done\n`);
    }
    console.log(
      `\n${measuredBy}, ${preset} (median of ${RUNS}; scores 0–100, times in ms, bytes transferred)`,
    );
    console.log(
      table(
        [
          "route",
          "perf",
          "a11y",
          "bp",
          "seo",
          "LCP",
          "FCP",
          "TBT",
          "CLS",
          "bytes",
          "JS",
          "CSS",
          "img",
          "font",
        ],
        rows,
      ),
    );
  }

  // What each page names in its HTML, compressed as the server sends it (br) and as gzip.
  const weights = weighSite().filter((page) => ONLY.test(page.path));
  console.log("\nPage weight (bytes; JS and CSS as loaded before interaction, gzip / brotli)");
  console.log(
    table(
      ["page", "JS gzip", "JS br", "CSS gzip", "CSS br", "font preloads", "img tags"],
      weights.map((page) => [
        page.path,
        String(total(page.js)),
        String(total(page.js, "brotli")),
        String(total(page.css)),
        String(total(page.css, "brotli")),
        String(total(page.fontPreloads, "raw")),
        String(page.images.length),
      ]),
    ),
  );
} finally {
  server.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}
