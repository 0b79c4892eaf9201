// The four Thought Starters pictures as the studio prints them to pin up (scenes/kadal/thoughts.py):
// each of the questionnaire's own pictures (app/assets/art/thought-{1..4}.svg, the files the page
// shows) on a photo print's white border, 1200×900 art on a 1296×996 sheet.
//
//   npx tsx tools/render/brands/kadal/thought-prints.ts   # .cache/textures/kadal/thought-{1..4}.png
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));
const OUT = join(ROOT, "tools/render/.cache/textures/kadal");
const BORDER = 48;
const PAPER = "#f5f3ee";

mkdirSync(OUT, { recursive: true });
for (const n of [1, 2, 3, 4]) {
  const art = await sharp(join(ROOT, `app/assets/art/thought-${n}.svg`))
    .resize({ width: 1200, height: 900 })
    .png()
    .toBuffer();
  await sharp(art)
    .extend({ top: BORDER, bottom: BORDER, left: BORDER, right: BORDER, background: PAPER })
    .png()
    .toFile(join(OUT, `thought-${n}.png`));
}
console.log(`${OUT}/thought-{1..4}.png`);
