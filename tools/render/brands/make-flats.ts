// The clients' flat art as a study shows it: a design route laid out flat, as the client saw it on
// the table before anything was printed. Made from the brands' textures (make-brands.ts first)
// and written beside the study that shows it, as a JPEG like any other picture of the work.
//
//   npx tsx tools/render/brands/make-brands.ts && npx tsx tools/render/brands/make-flats.ts
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { aptayuMark } from "./marks.ts";
import { n, paragraph, text, type SetOptions } from "./type.ts";

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

// ---------------------------------------------------------------- Aptayu's identity, as sheets

const APTAYU = { indigo: "#1f2a4d", sandal: "#eadcc2", copper: "#a9582f", neem: "#56643a" };
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const centred = (cx: number, y: number, words: string, fill: string, o: SetOptions) =>
  text(cx, y, words, fill, { anchor: "middle", ...o });
const markAt = (cx: number, baseline: number, size: number, fill: string) => {
  const mark = aptayuMark(0, 0, size, fill);
  return `<g transform="translate(${n(cx - mark.width / 2)} ${n(baseline)})">${mark.svg}</g>`;
};
const arch = (cx: number, top: number, bottom: number, half: number, stroke: string) =>
  `<path fill="none" stroke="${stroke}" stroke-width="6" d="M${n(cx - half)} ${n(bottom)}V${n(top + half)}A${n(half)} ${n(half)} 0 0 1 ${n(cx + half)} ${n(top + half)}V${n(bottom)}Z"/>` +
  `<path fill="none" stroke="${stroke}" stroke-width="2.5" d="M${n(cx - half + 20)} ${n(bottom - 20)}V${n(top + half)}A${n(half - 20)} ${n(half - 20)} 0 0 1 ${n(cx + half - 20)} ${n(top + half)}V${n(bottom - 20)}Z"/>`;
const sheet = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600" viewBox="0 0 2400 1600">${body}</svg>`;

/** The lock-up, negative and positive: sandalwood on indigo, indigo on sandalwood. */
function aptayuLockup(): string {
  const { indigo, sandal, copper } = APTAYU;
  const half = (x: number, ground: string, ink: string) =>
    rect(x, 0, 1200, 1600, ground) +
    markAt(x + 600, 860, 300, ink) +
    rect(x + 430, 960, 340, 4, copper) +
    centred(x + 600, 1060, "AYURVEDA  ·  KOCHI", ink, { face: "garamond", size: 44, track: 0.28 });
  return sheet(half(0, indigo, sandal) + half(1200, sandal, indigo));
}

/**
 * The four colours and the face that speaks for the brand. Each swatch carries its name only: the
 * hex values and roles are the study's live caption, not type too small to read (review 11), and
 * they ran past their swatches.
 */
function aptayuPalette(): string {
  const { indigo, sandal, copper, neem } = APTAYU;
  const swatches = [
    ["Indigo", indigo, sandal],
    ["Sandalwood", sandal, indigo],
    ["Copper", copper, sandal],
    ["Neem", neem, sandal],
  ] as const;
  const body =
    rect(0, 0, 2400, 1600, "#f4eee3") +
    swatches
      .map(
        ([name, hex, ink], i) =>
          rect(120 + i * 555, 120, 495, 760, hex) +
          text(160 + i * 555, 830, name, ink, { face: "garamondItalic", size: 72 }),
      )
      .join("") +
    text(120, 1180, "Aa", indigo, { face: "garamond", size: 300 }) +
    text(620, 1010, "EB GARAMOND  ·  REGULAR, ITALIC, CAPITALS", copper, {
      face: "garamond",
      size: 34,
      track: 0.16,
    }) +
    text(620, 1110, "Warm three drops between the palms.", indigo, { face: "garamond", size: 76 }) +
    text(620, 1210, "Kumkumadi Tailam, saffron face oil", indigo, {
      face: "garamondItalic",
      size: 64,
    }) +
    text(620, 1300, "AYURVEDIC PROPRIETARY MEDICINE  ·  NET 30 ml", indigo, {
      face: "garamond",
      size: 34,
      track: 0.16,
    }) +
    rect(120, 1420, 2160, 3, copper);
  return sheet(body);
}

/** The arch: the old dispensary's niche, one for each remedy. */
function aptayuArches(): string {
  const { indigo, sandal, copper } = APTAYU;
  const remedies = [
    ["Kumkumadi", "Tailam", "saffron face oil"],
    ["Nalpamaradi", "Keram", "turmeric body oil"],
    ["Haridra", "Chandana", "face balm"],
    ["Eladi", "Choornam", "bath powder"],
  ];
  const body =
    rect(0, 0, 2400, 1600, indigo) +
    remedies
      .map(([title, kind, what], i) => {
        const cx = 360 + i * 560;
        return (
          arch(cx, 260, 1260, 220, copper) +
          centred(cx, 760, title!, sandal, { face: "garamond", size: 68 }) +
          centred(cx, 850, kind!, sandal, { face: "garamondItalic", size: 74 }) +
          rect(cx - 50, 910, 100, 3, copper) +
          centred(cx, 990, what!.toUpperCase(), sandal, { face: "garamond", size: 26, track: 0.16 })
        );
      })
      .join("") +
    centred(1200, 1440, "ONE NICHE FOR EVERY REMEDY", sandal, {
      face: "garamond",
      size: 34,
      track: 0.3,
    });
  return sheet(body);
}

/** Letterhead, card and compliment slip laid on the studio's board. */
function aptayuStationery(): string {
  const { indigo, sandal, copper } = APTAYU;
  const shadow = `<filter id="s" x="-10%" y="-10%" width="130%" height="130%"><feGaussianBlur stdDeviation="14"/></filter>`;
  const sheetAt = (x: number, y: number, w: number, h: number, fill: string) =>
    rect(x + 10, y + 22, w, h, "rgb(40 30 20 / 0.35)", ` filter="url(#s)"`) +
    rect(x, y, w, h, fill);
  const letter =
    sheetAt(200, 140, 940, 1330, "#f3ead8") +
    markAt(670, 330, 120, indigo) +
    rect(560, 372, 220, 2.5, copper) +
    text(300, 520, "To our neighbours,", indigo, { face: "garamondItalic", size: 38 }) +
    paragraph(
      300,
      590,
      740,
      50,
      "For three generations this house has prepared oils and balms for the families of our street. From this month our remedies carry a new name on the shelf, and the same care inside the jar. Each carton says what is in it, in Sanskrit and in English, and how much. Warm three drops between the palms; the rest is habit.",
      indigo,
      { face: "garamond", size: 32 },
    ) +
    text(300, 1010, "With care, from the dispensary", indigo, {
      face: "garamondItalic",
      size: 32,
    }) +
    rect(300, 1340, 740, 2.5, copper) +
    text(300, 1390, "APTAYU AYURVEDA  ·  CHITTOOR ROAD, KOCHI 682011  ·  APTAYU.IN", indigo, {
      face: "garamond",
      size: 20,
      track: 0.14,
    });
  const card =
    sheetAt(1320, 220, 850, 520, indigo) +
    markAt(1745, 470, 140, sandal) +
    rect(1645, 520, 200, 2.5, copper) +
    centred(1745, 600, "VAIDYASHALA SINCE 1961", sandal, {
      face: "garamond",
      size: 22,
      track: 0.22,
    });
  const back =
    sheetAt(1380, 860, 850, 520, sandal) +
    arch(1560, 920, 1320, 110, copper) +
    text(1720, 1050, "Consultations", indigo, { face: "garamondItalic", size: 44 }) +
    text(1720, 1110, "Monday to Saturday,", indigo, { face: "garamond", size: 32 }) +
    text(1720, 1155, "eight to one", indigo, { face: "garamond", size: 32 }) +
    text(1720, 1250, "+91 484 000 0000", indigo, { face: "garamond", size: 30, track: 0.06 });
  return sheet(`<defs>${shadow}</defs>` + rect(0, 0, 2400, 1600, "#d8d2c6") + letter + card + back);
}

/** An SVG sheet as a 1600 px JPEG beside the study that shows it. */
async function sheetTo(source: string, out: string) {
  const info = await sharp(Buffer.from(source), { density: 72 })
    .resize({ width: 1600, kernel: "lanczos3" })
    .jpeg({ quality: 84, mozjpeg: true })
    .toFile(out);
  console.log(`${out.slice(ROOT.length)}: ${info.width}×${info.height}, ${info.size} bytes`);
}

const IDENTITY = join(WORKS, "branding-aptayu");
await sheetTo(aptayuLockup(), join(IDENTITY, "lockup.jpg"));
await sheetTo(aptayuPalette(), join(IDENTITY, "palette.jpg"));
await sheetTo(aptayuArches(), join(IDENTITY, "arches.jpg"));
await sheetTo(aptayuStationery(), join(IDENTITY, "stationery.jpg"));

// Lazza's key visual: the bus-shelter poster, flat, as it went to the printer.
await onBoard(
  sharp(join(TEXTURES, "lazza/poster.png")),
  1400,
  join(WORKS, "campaign-lazza/poster.jpg"),
);

// Sahapadi's launch ad as it ran, cut from its newspaper page (the hero shows the whole page).
await onBoard(
  sharp(join(TEXTURES, "sahapadi/newspaper.png")).extract({
    left: 40,
    top: 1552,
    width: 1900,
    height: 1528,
  }),
  1400,
  join(WORKS, "campaign-manorama/page.jpg"),
);
