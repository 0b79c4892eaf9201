// The clients' flat art as a study shows it: a design route laid out flat, as the client saw it on
// the table before anything was printed. Made from the brands' textures (make-brands.ts first)
// and written beside the study that shows it, as a JPEG like any other picture of the work.
//
//   npx tsx tools/render/brands/make-brands.ts && npx tsx tools/render/brands/make-flats.ts
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const TEXTURES = join(ROOT, "tools/render/.cache/textures");
const WORKS = join(ROOT, "content/works");

/** A sheet of the studio's grey-beige board, 3:2, with `art` centred at `height` px tall. */
async function onBoard(art: sharp.Sharp, height: number, out: string) {
  const W = 2400;
  const H = 1600;
  const laid = await art.resize({ height, kernel: "lanczos3" }).png().toBuffer();
  const { width = 0 } = await sharp(laid).metadata();
  // sharp composites after it resizes: lay the art first, then scale the sheet.
  const sheet = await sharp({ create: { width: W, height: H, channels: 3, background: "#d8d2c6" } })
    .composite([
      { input: laid, left: Math.round((W - width) / 2), top: Math.round((H - height) / 2) },
    ])
    .png()
    .toBuffer();
  const info = await sharp(sheet)
    .resize({ width: 1600, kernel: "lanczos3" })
    .jpeg({ quality: 84, mozjpeg: true })
    .toFile(out);
  console.log(`${out.slice(ROOT.length)}: ${info.width}×${info.height}, ${info.size} bytes`);
}

// Aptayu's two packaging routes: A, the carton's four sides unrolled (indigo, the name in the
// copper arch); B, the jar's sandalwood paper label, unrolled.
await onBoard(
  sharp(join(TEXTURES, "aptayu/carton-kumkumadi.png")).extract({
    left: 0,
    top: 0,
    width: 2560,
    height: 1920,
  }),
  1400,
  join(WORKS, "packaging-aptayu/route-a.jpg"),
);
await onBoard(
  sharp(join(TEXTURES, "aptayu/jar-label.png")),
  420,
  join(WORKS, "packaging-aptayu/route-b.jpg"),
);
