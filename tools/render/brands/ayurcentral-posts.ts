// Ayur Central's social posts as the feed showed them (1080×1350, Instagram's 4:5), each laid on
// the studio's board for the communication study's gallery: one post from each of the four
// content buckets (the weekly question, seasonal care, myths answered, store news). Type from the brand's faces, as
// outlines (type.ts); the brand itself: docs/design.md, "Client brands".
//
//   npx tsx tools/render/brands/ayurcentral-posts.ts
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { ayurCentralMark } from "./marks.ts";
import { measure, n, paragraph, text, type SetOptions } from "./type.ts";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const STUDY = join(ROOT, "content/works/communication-ayurcentral");

/** Ayur Central: kitchen sage, forest ink, terracotta, rice paper, urali brass. */
export const AYUR = {
  sage: "#7fa36b",
  forest: "#1b2620",
  terracotta: "#b4532f",
  rice: "#f3efe4",
  brass: "#c9a24a",
};

const W = 1080;
const H = 1350;
const M = 84;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const post = (ground: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${rect(0, 0, W, H, ground)}${body}</svg>`;
const kicker = (words: string, fill: string) =>
  text(M, M + 36, words, fill, { face: "gothicDemi", size: 30, track: 0.14 });
const footer = (ink: string, accent: string, note: string, leaf = AYUR.sage) => {
  const mark = ayurCentralMark(M, H - M, 46, ink, accent, leaf);
  return (
    mark.svg +
    text(W - M, H - M, note, ink, { face: "gothicBook", size: 26, anchor: "end", track: 0.04 })
  );
};
const body = (y: number, words: string, fill: string, o: Partial<SetOptions> = {}) =>
  paragraph(M, y, W - 2 * M, 52, words, fill, { face: "gothicBook", size: 38, ...o });

/** The weekly question to the physician: forest ground, the question large. */
export function askTheVaidyan(): string {
  const { forest, rice, terracotta, sage, brass } = AYUR;
  return post(
    forest,
    kicker("ASK THE VAIDYAN  ·  WEEK 31", brass) +
      paragraph(M, 330, W - 2 * M, 100, "“Can I take ashwagandha in the summer?”", rice, {
        face: "gothicDemi",
        size: 86,
        track: -0.02,
      }) +
      rect(M, 700, 120, 6, terracotta) +
      body(
        790,
        "Our vaidyan: in a small dose, with warm milk, after food, and not on an empty stomach in the hot months. Yours may differ: ask us.",
        rice,
      ) +
      text(M, 1090, "വൈദ്യനോട് ചോദിക്കാം", sage, { face: "manjariBold", size: 48 }) +
      footer(rice, terracotta, "FREE 10-MINUTE CONSULTATION"),
  );
}

/** Seasonal care: the monsoon month, in Malayalam first, on sage with the rain drawn across. */
function karkidakam(): string {
  const { sage, forest, rice, terracotta } = AYUR;
  let rain = "";
  for (let i = 0; i < 26; i++) {
    const x = -200 + i * 58;
    const y = 40 + ((i * 137) % 260);
    rain += `<path d="M${x} ${y}l120 360" stroke="${rice}" stroke-width="3" stroke-linecap="round" opacity="0.35"/>`;
  }
  return post(
    sage,
    rain +
      kicker("SEASONAL CARE", forest) +
      text(M, 520, "കർക്കടകം", forest, { face: "manjariBold", size: 170 }) +
      text(M, 640, "Monsoon care, the old way", forest, {
        face: "gothicDemi",
        size: 62,
        track: -0.02,
      }) +
      body(
        730,
        "The rain month is the month to rest and rebuild: oil before the bath, rice gruel, early nights. Ask our vaidyan for a plan that fits you.",
        forest,
      ) +
      `<rect x="${M}" y="1000" width="560" height="92" rx="46" fill="${rice}"/>` +
      text(M + 280, 1060, "Book a free consultation", terracotta, {
        face: "gothicDemi",
        size: 34,
        anchor: "middle",
      }) +
      footer(forest, terracotta, "10 STORES  ·  KERALA", forest),
  );
}

/** Myths answered: rice paper, the myth struck through in terracotta. */
function myth(): string {
  const { rice, forest, terracotta, sage } = AYUR;
  const myth = { face: "gothicDemi", size: 104, track: -0.03 } as const;
  return post(
    rice,
    kicker("MYTH", terracotta) +
      text(M, 330, "Ayurveda", forest, myth) +
      text(M, 450, "is slow.", forest, myth) +
      rect(M - 12, 414, measure("is slow.", myth) + 24, 12, terracotta) +
      rect(M, 540, W - 2 * M, 2, sage) +
      text(M, 620, "FACT", sage, { face: "gothicDemi", size: 30, track: 0.14 }) +
      body(
        690,
        "Some remedies take weeks and some take an evening. The vaidyan tells you which before you buy anything, and tells you when to see a doctor instead.",
        forest,
        { size: 42 },
      ) +
      footer(forest, terracotta, "MYTHS ANSWERED  ·  EVERY TUESDAY"),
  );
}

/** Store news: the tenth store, on terracotta, its pin the one lit in a row of ten. */
function tenthStore(): string {
  const { terracotta, rice, brass, forest } = AYUR;
  let pins = "";
  for (let i = 0; i < 10; i++) {
    const cx = M + 40 + i * 92;
    const lit = i === 9;
    pins +=
      `<circle cx="${cx}" cy="860" r="32" fill="${lit ? brass : "none"}" stroke="${lit ? brass : rice}" stroke-width="5"/>` +
      text(cx, 874, String(i + 1), lit ? forest : rice, {
        face: "gothicDemi",
        size: 34,
        anchor: "middle",
      });
  }
  return post(
    terracotta,
    kicker("STORE NEWS  ·  No. 10", rice) +
      paragraph(M, 330, W - 2 * M, 110, "Now open in Thrissur", rice, {
        face: "gothicDemi",
        size: 104,
        track: -0.03,
      }) +
      body(
        600,
        "Round North, by the temple gate. A vaidyan on duty every day from nine to eight.",
        rice,
      ) +
      pins +
      text(M, 1040, "തൃശ്ശൂരിൽ ഇനി ഞങ്ങളും", rice, { face: "manjariBold", size: 46 }) +
      footer(rice, brass, "TEN STORES, ONE RITUAL"),
  );
}

const png = (svg: string) => sharp(Buffer.from(svg), { density: 72 }).png().toBuffer();

/** Posts on the studio's grey-beige board, two to a row, with a soft shadow under each. */
async function onBoard(posts: Buffer[], height: number, out: string) {
  const BW = 2400;
  const BH = 1800;
  const gap = 64;
  const width = Math.round((height * W) / H);
  const columns = Math.min(posts.length, 2);
  const rows = Math.ceil(posts.length / columns);
  const left0 = Math.round((BW - columns * width - (columns - 1) * gap) / 2);
  const top0 = Math.round((BH - rows * height - (rows - 1) * gap) / 2);
  const flat = await sharp({
    create: { width: width + 80, height: height + 80, channels: 4, background: "#00000000" },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width + 80}" height="${height + 80}"><rect x="40" y="46" width="${width}" height="${height}" fill="#000" opacity="0.22"/></svg>`,
        ),
      },
    ])
    .png()
    .toBuffer();
  // Blurred apart from the drawing: sharp blurs before it composites in one pipeline.
  const shadow = await sharp(flat).blur(18).png().toBuffer();
  const layers: sharp.OverlayOptions[] = [];
  for (const [i, art] of posts.entries()) {
    const left = left0 + (i % columns) * (width + gap);
    const top = top0 + Math.floor(i / columns) * (height + gap);
    layers.push({ input: shadow, left: left - 40, top: top - 40 });
    layers.push({
      input: await sharp(art).resize({ height, kernel: "lanczos3" }).png().toBuffer(),
      left,
      top,
    });
  }
  const sheet = await sharp({
    create: { width: BW, height: BH, channels: 3, background: "#d8d2c6" },
  })
    .composite(layers)
    .png()
    .toBuffer();
  const info = await sharp(sheet)
    .resize({ width: 1600, kernel: "lanczos3" })
    .jpeg({ quality: 84, mozjpeg: true })
    .toFile(out);
  console.log(`${out.slice(ROOT.length)}: ${info.width}×${info.height}, ${info.size} bytes`);
}

// Run as a script (the study's pictures); imported, only the posts (kadal/screens.ts shows one).
if (import.meta.url === `file://${process.argv[1]}`) {
  const [vaidyan, monsoon, answered, opening] = await Promise.all(
    [askTheVaidyan(), karkidakam(), myth(), tenthStore()].map(png),
  );
  await onBoard([vaidyan!], 1500, join(STUDY, "ask-the-vaidyan.jpg"));
  await onBoard([monsoon!], 1500, join(STUDY, "karkidakam.jpg"));
  await onBoard([answered!], 1500, join(STUDY, "myth.jpg"));
  await onBoard([opening!], 1500, join(STUDY, "tenth-store.jpg"));

  // The works list's thumbnail (4:3): two posts side by side, close, cut at the board's edges.
  const pair = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: "#d8d2c6" },
  })
    .composite(
      await Promise.all(
        [vaidyan!, opening!].map(async (art, i) => ({
          input: await sharp(art).resize({ height: 760, kernel: "lanczos3" }).png().toBuffer(),
          left: 72 + i * (608 + 40),
          top: 70,
        })),
      ),
    )
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(join(STUDY, "thumb.jpg"));
  console.log(`thumb.jpg: 1200×900, ${pair.size} bytes`);
}
