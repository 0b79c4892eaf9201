// A study's works-list card cut from one of its stills: a 4:3 window as tall as the still, its
// centre at X (a fraction of the width), 1200×900, quality 80 (tools/render/README.md, "From a
// render to a study": a thumbnail is a crop of a still, never the hero itself).
//
//   npx tsx tools/render/crop-thumb.ts content/works/videos-lazza/beach.jpg content/works/videos-lazza/thumb.jpg 0.45
import sharp from "sharp";

const [still, dest, at = "0.5"] = process.argv.slice(2);
if (!still || !dest) throw new Error("usage: crop-thumb.ts STILL DEST [X]");
const { width = 0, height = 0 } = await sharp(still).metadata();
const w = Math.min(width, Math.round((height * 4) / 3));
const h = Math.round((w * 3) / 4);
const left = Math.round(Math.min(Math.max(Number(at) * width - w / 2, 0), width - w));
await sharp(still)
  .extract({ left, top: Math.round((height - h) / 2), width: w, height: h })
  .resize(1200, 900, { kernel: "lanczos3" })
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(dest);
console.log(dest);
