// Hama's two cards on the works list, made from the shoot (run after make-hama-films.sh):
// thumb.jpg, a 4:3 crop of the train still round the backpack (never the hero itself), and
// reels.jpg, the two reels' first frames side by side on carbon, as they sit in the feed.
//
//   npx tsx tools/render/brands/hama/thumbs.ts
import { join } from "node:path";
import sharp from "sharp";
import { HAMA } from "./brand.ts";

const DIR = join(import.meta.dirname, "..", "..", "..", "..", "content", "works", "videos-hama");
const W = 1200;
const H = 900;

// the train still is 1600×1067: a 4:3 window 1067 tall, its right side on the backpack
await sharp(join(DIR, "train.jpg"))
  .extract({ left: 1600 - 1423, top: 0, width: 1423, height: 1067 })
  .resize(W, H, { kernel: "lanczos3" })
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(join(DIR, "thumb.jpg"));

const reelW = 420;
const reelH = Math.round((reelW * 16) / 9);
const gap = 60;
const left = Math.round((W - 2 * reelW - gap) / 2);
const top = Math.round((H - reelH) / 2);
const frames = await Promise.all(
  ["reel-rain-test.jpg", "reel-varkala.jpg"].map((name) =>
    sharp(join(DIR, name)).resize(reelW, reelH, { kernel: "lanczos3" }).toBuffer(),
  ),
);
await sharp({ create: { width: W, height: H, channels: 3, background: HAMA.carbon } })
  .composite(frames.map((input, i) => ({ input, left: left + i * (reelW + gap), top })))
  .jpeg({ quality: 80, mozjpeg: true })
  .toFile(join(DIR, "reels.jpg"));
console.log(join(DIR, "thumb.jpg"), join(DIR, "reels.jpg"));
