// Renders the Works tile loop as PNG frames (720×960) from the same scene as works-poster.svg.
// Usage: npx tsx tools/artwork/render-video-frames.ts <out-dir> [frames=75]
// Frame i shows t = i / frames, so the frame after the last is frame 0 again: a seamless loop.
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { worksScene } from "./lib.ts";

const [outDir, count = "75"] = process.argv.slice(2);
if (!outDir) throw new Error("usage: render-video-frames.ts <out-dir> [frames]");
const frames = Number(count);
mkdirSync(outDir, { recursive: true });

for (let i = 0; i < frames; i++) {
  const svg = Buffer.from(worksScene(i / frames));
  await sharp(svg)
    .resize(720, 960)
    .png()
    .toFile(`${outDir}/${String(i).padStart(3, "0")}.png`);
}
console.log(`${frames} frames in ${outDir}`);
