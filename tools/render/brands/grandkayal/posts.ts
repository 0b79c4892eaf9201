// Grand Kayal's social posts as the hotel posted them, made from its rendered photographs (the
// pool at dusk, a room's window at sunrise and its breakfast tray close, the jetty terrace at the
// blue hour:
// tools/render/scenes/grandkayal/) and its own type (Libertine and Biolinum as outlines,
// type.ts): three feed posts (1080×1350, Instagram's 4:5),
// three stories (1080×1920), the illustration series drawn again in the hotel's palette as its
// postcards (1500×1050, also the textures of the postcards' render), and the works list's
// thumbnail. The brand: docs/design.md, "Client brands".
//
//   npx tsx tools/render/brands/grandkayal/posts.ts
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { n, paragraph, text, type SetOptions } from "../type.ts";
import { GK, archMark, lineLockup, lockup } from "./brand.ts";
import { DH, DW, lobby, poolFromAbove, viewFromARoom } from "./illustrations.ts";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));
const STUDY = join(ROOT, "content/works/communication-grandhayatt");
const RENDERS = join(ROOT, "tools/render/out/grandkayal");
const TEXTURES = join(ROOT, "tools/render/.cache/textures/grandkayal");

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
/** A scrim of teak rising from the bottom (or falling from the top) so type reads on a photo. */
const scrim = (w: number, h: number, from: number, to: number, id: string, opacity = 0.85) =>
  `<defs><linearGradient id="${id}" x1="0" y1="${from < to ? 0 : 1}" x2="0" y2="${from < to ? 1 : 0}"><stop offset="0" stop-color="${GK.teak}" stop-opacity="0"/><stop offset="1" stop-color="${GK.teak}" stop-opacity="${opacity}"/></linearGradient></defs>` +
  `<rect x="0" y="${n(Math.min(from, to))}" width="${w}" height="${n(Math.abs(to - from))}" fill="url(#${id})"/>`;
const italic = (size: number): SetOptions => ({ face: "libertineItalic", size, track: -0.005 });
const caps = (size: number, track = 0.22): SetOptions => ({ face: "biolinum", size, track });

/** A crop of a rendered photograph at `focus` (0–1 of the free axis), covering `w`×`h`. */
async function photo(
  name: string,
  w: number,
  h: number,
  focus = 0.5,
  zoom = 1,
  focusY = 0.5,
): Promise<Buffer> {
  const source = sharp(join(RENDERS, `${name}.jpg`));
  const { width = 0, height = 0 } = await source.metadata();
  const scale = Math.max(w / width, h / height) * zoom;
  const cw = Math.round(w / scale);
  const ch = Math.round(h / scale);
  const left = Math.round((width - cw) * focus);
  const top = Math.round((height - ch) * focusY);
  return sharp(join(RENDERS, `${name}.jpg`))
    .extract({ left, top, width: cw, height: ch })
    .resize({ width: w, height: h, kernel: "lanczos3" })
    .png()
    .toBuffer();
}

async function compose(base: Buffer, overlay: string, out: string, quality = 82) {
  const { width = 0, height = 0 } = await sharp(base).metadata();
  const info = await sharp(base)
    .composite([{ input: Buffer.from(svg(width, height, overlay)) }])
    .jpeg({ quality, mozjpeg: true })
    .toFile(out);
  console.log(`${out.slice(ROOT.length)}: ${info.width}×${info.height}, ${info.size} bytes`);
}

const flat = (w: number, h: number, body: string) =>
  sharp(Buffer.from(svg(w, h, body)), { density: 72 })
    .png()
    .toBuffer();

// ---------------------------------------------------------------- the feed (1080×1350)

const FW = 1080;
const FH = 1350;
const M = 84;

/** The sun on the water from the window seat, one line under it, the hour. */
async function feedWindow() {
  const mark = lineLockup(M, M + 96, 96, GK.linen);
  await compose(
    await photo("window-breakfast", FW, FH, 0.5, 1.2, 0),
    scrim(FW, FH, 760, FH, "s1") +
      scrim(FW, FH, 300, 0, "s1t", 0.55) +
      mark.svg +
      text(M, 1130, "The water wakes first.", GK.linen, italic(92)) +
      rect(M, 1180, 96, 3, GK.lotus) +
      text(M, 1258, "ROOM 214  ·  6.10 AM", GK.linen, caps(40)),
    join(STUDY, "feed-window.jpg"),
  );
}

/** Breakfast on the window seat: the tray close, on a teak page with one line. */
async function feedBreakfast() {
  const inset = await photo("window-breakfast", FW - 2 * M, 820, 0.5, 1.25, 0.92);
  const page = await sharp({ create: { width: FW, height: FH, channels: 3, background: GK.teak } })
    .composite([{ input: inset, left: M, top: M }])
    .png()
    .toBuffer();
  await compose(
    page,
    paragraph(M, 1050, FW - 2 * M, 100, "Appam, stew, and nowhere to be.", GK.linen, italic(86)) +
      rect(M, 1200, 96, 3, GK.lotus) +
      text(M, 1270, "BREAKFAST AT THE WINDOW", GK.linen, caps(40)),
    join(STUDY, "feed-breakfast.jpg"),
  );
}

/** The jetty terrace at the blue hour, the hotel's two words, the mark: both over the far bank's
 * dark line (on the tablecloth the linen mark did not read). */
async function feedJetty() {
  const mark = lockup(FW / 2, 400, 110, GK.linen, GK.lotus);
  await compose(
    await photo("jetty", FW, FH, 0.42),
    scrim(FW, FH, 700, 0, "s3", 0.45) +
      text(FW / 2, 210, "stay slow", GK.linen, { ...italic(140), anchor: "middle" }) +
      mark.svg,
    join(STUDY, "feed-jetty.jpg"),
  );
}

// ---------------------------------------------------------------- stories (1080×1920)

const SW = 1080;
const SH = 1920;

const replyPill = (y: number, words: string) =>
  `<rect x="${M}" y="${y}" width="${SW - 2 * M}" height="104" rx="52" fill="${GK.linen}"/>` +
  text(SW / 2, y + 66, words, GK.teak, { ...caps(40, 0.18), anchor: "middle" });

/** Tonight: the lanterns lit down the colonnade, the pool lit beside them. */
async function storyLanterns() {
  await compose(
    await photo("pool", SW, SH, 0.3),
    scrim(SW, SH, 1150, SH, "t1b", 0.92) +
      text(M, 1400, "TONIGHT  ·  7 PM", GK.linen, caps(44)) +
      paragraph(
        M,
        1515,
        SW - 2 * M,
        110,
        "Lanterns by the pool, and the last boats home.",
        GK.lamp,
        italic(96),
      ) +
      replyPill(1740, "REPLY TO KEEP A LOUNGER"),
    join(STUDY, "story-lanterns.jpg"),
  );
}

/** Tonight's menu, set on the backwater's own green, read at a glance. */
async function storyMenu() {
  const course = (y: number, name: string, line: string) =>
    text(SW / 2, y, name, GK.linen, { face: "libertine", size: 64, anchor: "middle" }) +
    text(SW / 2, y + 70, line, GK.lotus, { ...italic(46), anchor: "middle" });
  const arch = archMark(SW / 2 - 62, 420, 200, GK.linen);
  const menu = await flat(
    SW,
    SH,
    rect(0, 0, SW, SH, GK.kayal) +
      arch.svg +
      text(SW / 2, 640, "TONIGHT, BY THE WATER", GK.linen, {
        ...caps(44, 0.26),
        anchor: "middle",
      }) +
      rect(SW / 2 - 48, 690, 96, 3, GK.lotus) +
      course(850, "Karimeen pollichathu", "pearl spot baked in banana leaf") +
      course(1090, "Kappa and fish curry", "tapioca, kodampuli, coconut oil") +
      course(1330, "Palada pradhaman", "rice flakes slow-cooked in milk") +
      text(SW / 2, 1560, "7.30 to 10  ·  the jetty terrace", GK.linen, {
        ...italic(48),
        anchor: "middle",
      }) +
      replyPill(1700, "REPLY TO BOOK A TABLE"),
  );
  const info = await sharp(menu)
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(join(STUDY, "story-menu.jpg"));
  console.log(`story-menu.jpg: ${info.width}×${info.height}, ${info.size} bytes`);
}

/** Tomorrow morning: the sun over the far bank, from a window room. */
async function storySunrise() {
  await compose(
    await photo("window", SW, SH, 0.55),
    scrim(SW, SH, 820, 0, "t3", 0.92) +
      scrim(SW, SH, 1400, SH, "t3b", 0.75) +
      text(M, 200, "TOMORROW  ·  6.10 AM", GK.linen, caps(44)) +
      paragraph(
        M,
        330,
        SW - 2 * M,
        120,
        "The sun comes up over the far bank.",
        GK.linen,
        italic(104),
      ) +
      replyPill(1700, "REPLY FOR A WINDOW ROOM"),
    join(STUDY, "story-sunrise.jpg"),
  );
}

// ---------------------------------------------------------------- the postcards (1500×1050)

const PW = 1500;
const PH = 1050;
const B = 54; // the printed card's linen border

/** A postcard: the drawing inside a linen border, its name and the mark in the margin. */
function postcard(drawing: string, name: string): string {
  const mark = lineLockup(PW - B - 300, PH - 18, 30, GK.teak);
  return (
    rect(0, 0, PW, PH, GK.linen) +
    `<svg x="${B}" y="${B}" width="${PW - 2 * B}" height="${PH - 2 * B - 40}" viewBox="0 0 ${DW} ${DH}" preserveAspectRatio="xMidYMid slice">${drawing}</svg>` +
    text(B, PH - 22, name, GK.teak, { face: "libertineItalic", size: 30 }) +
    mark.svg
  );
}

async function postcards() {
  mkdirSync(TEXTURES, { recursive: true });
  const cards = [
    ["lobby", lobby(), "The lobby"],
    ["pool-from-above", poolFromAbove(), "The pool"],
    ["view-from-a-room", viewFromARoom(), "The view from a room"],
  ] as const;
  for (const [slug, drawing, name] of cards) {
    const card = await flat(PW, PH, postcard(drawing, name));
    await sharp(card).toFile(join(TEXTURES, `postcard-${slug}.png`));
    if (only !== "postcards") await scanned(card, join(STUDY, `postcard-${slug}.jpg`));
  }
}

/** A postcard as the studio scanned it: on a warm grey board, a soft shadow under it (3:2). */
async function scanned(card: Buffer, out: string) {
  const BW = 2400;
  const BH = 1600;
  const w = 1800;
  const h = Math.round((w * PH) / PW);
  const shadow = await sharp({
    create: { width: w + 120, height: h + 120, channels: 4, background: "#00000000" },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${w + 120}" height="${h + 120}"><rect x="60" y="70" width="${w}" height="${h}" fill="#000" opacity="0.25"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
  const soft = await sharp(shadow).blur(22).png().toBuffer();
  const left = (BW - w) / 2;
  const top = (BH - h) / 2;
  const sheet = await sharp({
    create: { width: BW, height: BH, channels: 3, background: "#d6cfc2" },
  })
    .composite([
      { input: soft, left: left - 60, top: top - 60 },
      {
        input: await sharp(card).resize({ width: w, kernel: "lanczos3" }).png().toBuffer(),
        left,
        top,
      },
    ])
    .png()
    .toBuffer();
  const info = await sharp(sheet)
    .resize({ width: 1600, kernel: "lanczos3" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(out);
  console.log(`${out.slice(ROOT.length)}: ${info.width}×${info.height}, ${info.size} bytes`);
}

// ---------------------------------------------------------------- the works list's thumbnail

async function thumbnail() {
  const info = await sharp(await photo("pool", 1200, 900, 0.5))
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(join(STUDY, "thumb.jpg"));
  console.log(`thumb.jpg: 1200×900, ${info.size} bytes`);
}

const only = process.argv[2];
if (only === "postcards") await postcards();
else {
  await postcards();
  await feedWindow();
  await feedBreakfast();
  await feedJetty();
  await storyLanterns();
  await storyMenu();
  await storySunrise();
  await thumbnail();
}
