// Prints the overrides of app/styles/fonts.css's "Literata fallback": the scale that gives Times
// (Liberation Serif here, metric-compatible with it) Literata's average width over the site's own
// long copy, and Literata's ascent and descent divided by that scale. Run it again when the text
// face or its source changes: npx tsx scripts/text-face-fallback.ts
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import subsetFont from "subset-font";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts";
import { FACES } from "./font-subsets.ts";

const face = FACES.find((entry) => entry.name === "literata.woff2");
if (!face) throw new Error("no Literata among the subset faces");
const font = readFileSync(face.source);

// The vertical metrics of the instance the site serves, read from its OpenType tables.
const ttf = Buffer.from(
  await subsetFont(font, "a", { targetFormat: "sfnt", variationAxes: face.axes }),
);
const tables = new Map<string, number>();
for (let i = 0; i < ttf.readUInt16BE(4); i++)
  tables.set(ttf.toString("latin1", 12 + i * 16, 16 + i * 16), ttf.readUInt32BE(20 + i * 16));
const head = tables.get("head")!;
const hhea = tables.get("hhea")!;
const unitsPerEm = ttf.readUInt16BE(head + 18);
const ascent = ttf.readInt16BE(hhea + 4) / unitsPerEm;
const descent = -ttf.readInt16BE(hhea + 6) / unitsPerEm;

// The long copy: every quoted string of 80 characters or more in the content modules.
const sample = readdirSync("app/content", { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
  .sort()
  .flatMap((name) => [
    ...readFileSync(join("app/content", name), "utf8").matchAll(/"([^"]{80,})"/g),
  ])
  .map((match) => match[1])
  .join(" ");

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.setContent(
  `<style>@font-face{font-family:T;src:url(data:font/woff2;base64,${font.toString("base64")})}</style>`,
);
// Passed as a string: a function would be compiled with helpers the page does not have.
const ratio: number = await page.evaluate(`(async () => {
  await document.fonts.load("100px T");
  const context = document.createElement("canvas").getContext("2d");
  const text = ${JSON.stringify(sample)};
  context.font = "400 100px T";
  const own = context.measureText(text).width;
  context.font = "400 100px 'Liberation Serif'";
  return own / context.measureText(text).width;
})()`);
await browser.close();

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
console.log(`size-adjust: ${percent(ratio)};`);
console.log(`ascent-override: ${percent(ascent / ratio)};`);
console.log(`descent-override: ${percent(descent / ratio)};`);
console.log(`line-gap-override: 0%;`);
