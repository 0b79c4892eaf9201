// Writes the site icons: public/favicon.svg (the "k" mark over a gold wave, drawn as paths so no
// font is needed) and public/apple-touch-icon.png (180×180, rasterised from it by sharp).
// Run: npx tsx tools/artwork/make-icons.ts
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { C } from "./lib.ts";

const PUBLIC = fileURLToPath(new URL("../../public/", import.meta.url));

// 64-unit grid; the letter is a stem and two strokes, the wave is the coast under it.
const mark = (rounded: boolean): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
  `<rect width="64" height="64"${rounded ? ' rx="14"' : ""} fill="${C.ink}"/>` +
  `<path d="M19 10h8v34h-8z" fill="${C.cream}"/>` +
  `<path d="M27 32 41 18M29 30l13 13" stroke="${C.cream}" stroke-width="8" stroke-linecap="square" fill="none"/>` +
  `<path d="M8 53q6-6 12 0t12 0 12 0 12 0" stroke="${C.gold}" stroke-width="5" stroke-linecap="round" fill="none"/>` +
  `</svg>\n`;

const favicon = mark(true);
writeFileSync(`${PUBLIC}favicon.svg`, favicon);
// iOS masks its own corners and ignores transparency, so the touch icon is full-bleed.
await sharp(Buffer.from(mark(false)), { density: 72 * (180 / 64) })
  .resize(180, 180)
  .png({ compressionLevel: 9, palette: true })
  .toFile(`${PUBLIC}apple-touch-icon.png`);
console.log("public/favicon.svg, public/apple-touch-icon.png");
