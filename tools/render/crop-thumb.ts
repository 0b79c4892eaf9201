// A 4:3 picture cut from one of the stills, 1200×900, quality 80: a study's works-list card, or an
// opening's card (a detail of the studio's own shots). The window is as tall as the still divided
// by ZOOM (1: the whole height), its centre at X and Y (fractions of the width and the height),
// kept inside the still (tools/render/README.md, "From a render to a study": a thumbnail is a crop
// of a still, never the hero itself).
//
//   npx tsx tools/render/crop-thumb.ts content/works/videos-lazza/beach.jpg content/works/videos-lazza/thumb.jpg 0.45
//   npx tsx tools/render/crop-thumb.ts tools/render/out/kadal/studio.jpg content/jobs/art-director.jpg 0.15 0.4 2.2
import sharp from "sharp";

const [still, dest, atX = "0.5", atY = "0.5", zoom = "1"] = process.argv.slice(2);
if (!still || !dest) throw new Error("usage: crop-thumb.ts STILL DEST [X] [Y] [ZOOM]");
const { width = 0, height = 0 } = await sharp(still).metadata();
const h0 = Math.round(height / Number(zoom));
const w = Math.min(width, Math.round((h0 * 4) / 3));
const h = Math.round((w * 3) / 4);
const clamp = (value: number, max: number) => Math.round(Math.min(Math.max(value, 0), max));
const left = clamp(Number(atX) * width - w / 2, width - w);
const top = clamp(Number(atY) * height - h / 2, height - h);
await sharp(still)
  .extract({ left, top, width: w, height: h })
  .resize(1200, 900, { kernel: "lanczos3" })
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(dest);
console.log(dest);
