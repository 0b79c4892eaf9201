// Grand Kayal's social posts as the hotel posted them, made from its rendered photographs (the
// pool at dusk, a room's window at sunrise, the jetty terrace at the blue hour:
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

/** The window at sunrise, one line over it, the hour under it. */
async function feedWindow() {
  const mark = lineLockup(M, M + 96, 96, GK.linen);
  await compose(
    await photo("window", FW, FH, 0.5),
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
  const inset = await photo("window", FW - 2 * M, 820, 0.7, 2.2, 0.95);
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

/** The jetty terrace at the blue hour, the hotel's two words, the mark. */
async function feedJetty() {
  const mark = lockup(FW / 2, 1040, 130, GK.linen, GK.lotus);
  await compose(
    await photo("jetty", FW, FH, 0.42),
    scrim(FW, FH, 760, FH, "s3") +
      text(FW / 2, 260, "stay slow", GK.linen, { ...italic(150), anchor: "middle" }) +
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

/** Tonight: the lanterns by the pool. */
async function storyLanterns() {
  await compose(
    await photo("pool", SW, SH, 0.6),
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
    scrim(SW, SH, 640, 0, "t3", 0.75) +
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
    `<svg x="${B}" y="${B}" width="${PW - 2 * B}" height="${PH - 2 * B - 40}" viewBox="0 0 1392 902" preserveAspectRatio="xMidYMid slice">${drawing}</svg>` +
    text(B, PH - 22, name, GK.teak, { face: "libertineItalic", size: 30 }) +
    mark.svg
  );
}

const archPath = (x: number, y: number, w: number, h: number) =>
  `M${n(x)} ${n(y)}V${n(y - h + w / 2)}A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)} ${n(y - h + w / 2)}V${n(y)}Z`;

/** The lobby: a run of linen arches on teak, a lantern lit in each, their reflection in the floor. */
function lobby(): string {
  let d = rect(0, 0, 1392, 902, GK.teak);
  for (let i = 0; i < 5; i++) {
    const x = 70 + i * 262;
    d += `<path d="${archPath(x, 640, 200, 520)}" fill="${GK.linen}"/>`;
    d += `<path d="${archPath(x + 26, 640, 148, 470)}" fill="${GK.kayal}"/>`;
    d += `<path d="M${x + 100} 170V255" stroke="${GK.linen}" stroke-width="3"/>`;
    d += `<rect x="${x + 84}" y="255" width="32" height="52" rx="8" fill="${GK.lamp}"/>`;
  }
  d += rect(0, 640, 1392, 262, "#2a1b11");
  for (let i = 0; i < 5; i++) {
    const x = 70 + i * 262;
    for (let k = 0; k < 4; k++)
      d += rect(
        x + 20 + k * 12,
        670 + k * 44,
        160 - k * 24,
        6,
        GK.linen,
        ` opacity="${0.5 - k * 0.1}"`,
      );
    d += rect(x + 92, 660 + 4 * 44, 16, 10, GK.lamp, ' opacity="0.5"');
  }
  return d;
}

/** The pool from above: loungers in a row, palms' crowns, the overflow edge onto the backwater. */
function poolFromAbove(): string {
  let d = rect(0, 0, 1392, 902, GK.linen);
  d += rect(0, 600, 1392, 302, GK.kayal);
  d += rect(180, 250, 1032, 330, "#5f8f8a");
  d += rect(180, 572, 1032, 8, GK.linen);
  for (let i = 0; i < 6; i++) {
    const x = 200 + i * 170;
    d += `<rect x="${x}" y="110" width="70" height="120" rx="10" fill="${GK.teak}"/>`;
    d += `<rect x="${x + 8}" y="118" width="54" height="104" rx="8" fill="${GK.lotus}"/>`;
  }
  for (const [cx, cy, r] of [
    [90, 140, 120],
    [1300, 200, 140],
    [1240, 760, 110],
  ] as const) {
    for (let k = 0; k < 9; k++) {
      const a = (k / 9) * Math.PI * 2;
      d += `<path d="M${cx} ${cy}Q${n(cx + Math.cos(a + 0.3) * r * 0.6)} ${n(cy + Math.sin(a + 0.3) * r * 0.6)} ${n(cx + Math.cos(a) * r)} ${n(cy + Math.sin(a) * r)}Q${n(cx + Math.cos(a - 0.3) * r * 0.5)} ${n(cy + Math.sin(a - 0.3) * r * 0.5)} ${cx} ${cy}Z" fill="#3f5a3a"/>`;
    }
  }
  for (let k = 0; k < 7; k++)
    d += rect(260 + k * 130, 640 + (k % 3) * 60, 70, 4, GK.linen, ' opacity="0.4"');
  return d;
}

/** The view from a room: the arched window in teak, the backwater beyond, a houseboat going by. */
function viewFromARoom(): string {
  let d = `<defs><linearGradient id="dawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GK.linen}"/><stop offset="1" stop-color="${GK.lotus}"/></linearGradient></defs>`;
  d += rect(0, 0, 1392, 902, "url(#dawn)");
  d += rect(0, 470, 1392, 432, GK.kayal);
  for (let k = 0; k < 9; k++)
    d += rect(420 + (k % 3) * 90, 500 + k * 38, 420 - k * 30, 4, GK.lotus, ' opacity="0.55"');
  // palms on the far bank
  d += rect(0, 455, 1392, 20, "#24302a");
  for (let i = 0; i < 9; i++) {
    const x = 40 + i * 160 + (i % 2) * 40;
    const top = 300 + (i % 3) * 40;
    d += `<path d="M${x} 460Q${x + 8} ${(top + 460) / 2} ${x + 14} ${top}" stroke="#24302a" stroke-width="6" fill="none"/>`;
    for (let k = 0; k < 6; k++) {
      const a = Math.PI + (k / 5) * Math.PI;
      d += `<path d="M${x + 14} ${top}q${n(Math.cos(a) * 50)} ${n(Math.sin(a) * 30 - 10)} ${n(Math.cos(a) * 80)} ${n(Math.sin(a) * 20 + 30)}" stroke="#24302a" stroke-width="7" fill="none"/>`;
    }
  }
  // the kettuvallam: a long low hull with raised ends under a rounded canopy
  const bx = -200;
  d += `<path transform="translate(${bx} 0)" d="M700 560Q720 585 780 590H1080Q1140 585 1160 555Q1120 575 1080 572H780Q735 575 700 560Z" fill="${GK.teak}"/>`;
  d += `<path transform="translate(${bx} 0)" d="M800 574V540Q880 505 960 505Q1040 505 1060 540V574Z" fill="#8a6a44"/>`;
  for (let k = 0; k < 4; k++) d += rect(bx + 830 + k * 52, 545, 30, 16, GK.lamp);
  // the window: teak all round, an arch cut out of it
  d += `<path fill="${GK.teak}" fill-rule="evenodd" d="M0 0H1392V902H0Z${archPath(296, 902, 800, 860)}"/>`;
  d += rect(296, 760, 800, 142, GK.teak);
  return d;
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
  const info = await sharp(await photo("window", 1200, 900, 0.5))
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
