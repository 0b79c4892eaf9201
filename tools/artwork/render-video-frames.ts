// Renders a looping film as PNG frames from its scene in lib.ts: the Works tile's tide (720×960,
// the scene of works-poster.svg) or the Aptayu identity film (960×540, the scene of
// work-branding-aptayu-film.svg).
// Usage: npx tsx tools/artwork/render-video-frames.ts <works|aptayu> <out-dir> [frames=75]
// Frame i shows t = i / frames, so the frame after the last is frame 0 again: a seamless loop.
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { aptayuFilmScene, worksScene } from "./lib.ts";

const FILMS = {
  works: { scene: worksScene, width: 720, height: 960 },
  aptayu: { scene: aptayuFilmScene, width: 960, height: 540 },
} as const;

const [name, outDir, count = "75"] = process.argv.slice(2);
const film = FILMS[name as keyof typeof FILMS];
if (!film || !outDir)
  throw new Error("usage: render-video-frames.ts <works|aptayu> <out-dir> [frames]");
const frames = Number(count);
mkdirSync(outDir, { recursive: true });

for (let i = 0; i < frames; i++) {
  const svg = Buffer.from(film.scene(i / frames));
  await sharp(svg)
    .resize(film.width, film.height)
    .png()
    .toFile(`${outDir}/${String(i).padStart(3, "0")}.png`);
}
console.log(`${frames} frames of ${name} in ${outDir}`);
