// Renders a looping film as PNG frames from its scene: one of Lazza's video study's films
// (film-scenes.ts, each the scene of its film-<name>.svg; Hama's are rendered by tools/render). (The Works tile's reel and the branding
// study's loop are cut from rendered photographs by tools/render/make-loops.sh.)
// Usage: npx tsx tools/artwork/render-video-frames.ts <film> <out-dir> [frames=75]
//        npx tsx tools/artwork/render-video-frames.ts --list   (the study films: "name frames" lines)
// Frame i shows t = i / frames, so the frame after the last is frame 0 again: a seamless loop.
import { mkdirSync } from "node:fs";
import sharp from "sharp";
import { studyFilms } from "./film-scenes.ts";

type Scene = { scene: (t: number) => string; width: number; height: number };
const FILMS: Record<string, Scene> = {
  ...Object.fromEntries(studyFilms.map((film) => [film.name, film])),
};

if (process.argv[2] === "--list") {
  for (const film of studyFilms) console.log(`${film.name} ${film.frames}`);
  process.exit(0);
}

const [name, outDir, count = "75"] = process.argv.slice(2);
const film = name ? FILMS[name] : undefined;
if (!film || !outDir)
  throw new Error(
    `usage: render-video-frames.ts <${Object.keys(FILMS).join("|")}> <out-dir> [frames]`,
  );
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
