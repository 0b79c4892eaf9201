// Palm Tree's flat art at print size (docs/design.md, "Palm Tree"): the social posts of its three
// studies as the feed showed them (1080×1350, Instagram's 4:5, JPEG), the opening's 40×20 ft
// hoarding (3600×1800) and its carry bag's front (2400×2700, a 400×450 mm bag at 6 px/mm), both
// also written as PNG textures for the Blender scenes (tools/render/.cache/textures/palmtree/).
// Type from the brand's faces as outlines (type.ts).
//
//   npx tsx tools/render/brands/palmtree/flats.ts
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { measure, n, paragraph, text, type SetOptions } from "../type.ts";
import { PALM, palmTreeMark } from "./mark.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, "..", "..", "..", "..");
const TEXTURES = join(HERE, "..", "..", ".cache", "textures", "palmtree");
const WORKS = join(ROOT, "content", "works");
const { banana, kokum, chilli, leaf, paper } = PALM;

const W = 1080;
const H = 1350;
const M = 84;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const svg = (w: number, h: number, ground: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${rect(0, 0, w, h, ground)}${body}</svg>`;
const post = (ground: string, body: string) => svg(W, H, ground, body);

const display = (size: number, o: Partial<SetOptions> = {}): SetOptions => ({
  face: "bookmanDemi",
  size,
  track: -0.02,
  ...o,
});
const copy = (size = 38, o: Partial<SetOptions> = {}): SetOptions => ({
  face: "bookmanLight",
  size,
  ...o,
});
const caps = (size = 30, o: Partial<SetOptions> = {}): SetOptions => ({
  face: "narrowBold",
  size,
  track: 0.12,
  ...o,
});
const hand = (size = 56, o: Partial<SetOptions> = {}): SetOptions => ({
  face: "chilanka",
  size,
  ...o,
});

/** The kicker at the top left: the bucket or the campaign, in tracked narrow capitals. */
const kicker = (words: string, fill: string) => text(M, M + 30, words, fill, caps(30));
/** The foot of every post: the tag at the left, the handle at the right. */
function foot(tag: string, word: string, note: string, noteFill: string) {
  const mark = palmTreeMark(M, H - M - 62, 47, tag, word);
  return (
    mark.svg + text(W - M, H - M - 20, note, noteFill, caps(26, { anchor: "end", track: 0.08 }))
  );
}
/** A hand-written line, turned a little, as if added with a marker after the post was set. */
const scrawl = (x: number, y: number, words: string, fill: string, size = 56, turn = -4) =>
  `<g transform="rotate(${turn} ${n(x)} ${n(y)})">${text(x, y, words, fill, hand(size))}</g>`;
/** A struck-out old price: the figures, and one marker stroke across them. */
function struck(x: number, y: number, words: string, fill: string, stroke: string, o: SetOptions) {
  const w = measure(words, o);
  return (
    text(x, y, words, fill, o) +
    `<path d="M${n(x - 10)} ${n(y - o.size * 0.28)}L${n(x + w + 10)} ${n(y - o.size * 0.42)}" stroke="${stroke}" stroke-width="${n(o.size * 0.09)}" stroke-linecap="round"/>`
  );
}
/** A price: the rupee sign in the marker face (Bookman has none), the figures in Bookman Demi. */
function price(
  x: number,
  y: number,
  words: string,
  fill: string,
  size: number,
  anchor: "start" | "end" = "start",
) {
  if (!words.startsWith("₹")) return text(x, y, words, fill, display(size, { anchor }));
  const figures = words.slice(1);
  const sign = hand(size * 0.8);
  const gap = size * 0.04;
  const w = measure("₹", sign) + gap + measure(figures, display(size));
  const x0 = anchor === "end" ? x - w : x;
  return (
    text(x0, y, "₹", fill, sign) +
    text(x0 + measure("₹", sign) + gap, y, figures, fill, display(size))
  );
}
/** The shelf tag: a price tag with the hole, the price set in it. */
function shelfTag(x: number, y: number, w: number, h: number, fill: string) {
  const p = h * 0.42;
  const r = h * 0.12;
  const hx = x + p * 0.8;
  const hr = h * 0.08;
  const cy = y + h / 2;
  return `<path fill="${fill}" fill-rule="evenodd" d="M${n(x)} ${n(cy)}L${n(x + p)} ${n(y)}H${n(x + w - r)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + r)}V${n(y + h - r)}Q${n(x + w)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)}H${n(x + p)}ZM${n(hx + hr)} ${n(cy)}A${n(hr)} ${n(hr)} 0 1 0 ${n(hx - hr)} ${n(cy)}A${n(hr)} ${n(hr)} 0 1 0 ${n(hx + hr)} ${n(cy)}Z"/>`;
}

// ---------------------------------------------------------------- Lessgo! (World Cup)

/** The entry post: how to play, on kokum, the word large with a chilli shadow. */
function lessgoEntry() {
  const big = display(250, { track: -0.04 });
  return post(
    kokum,
    kicker("WORLD CUP  ·  MATCH-NIGHT HAMPER GIVEAWAY", banana) +
      text(M + 10, 470, "Lessgo!", chilli, big) +
      text(M, 460, "Lessgo!", banana, big) +
      paragraph(
        M,
        590,
        W - 2 * M,
        54,
        "Post your match-night setup: the jersey, the snacks, the cousins on the sofa. Tag @palmtree.kerala and #lessgo. One hamper every match day.",
        paper,
        copy(40),
      ) +
      scrawl(M, 905, "Brazil fans also allowed.", banana, 60) +
      rect(M, 990, W - 2 * M, 2, banana, ' opacity="0.5"') +
      text(M, 1060, "1  POST", banana, caps(34)) +
      text(M + 300, 1060, "2  TAG", banana, caps(34)) +
      text(M + 570, 1060, "3  WIN THE HAMPER", banana, caps(34)) +
      foot(banana, kokum, "DRAW AT FULL TIME", banana),
  );
}

/** A fan's setup reposted: the fan's own photograph (the family in front of the TV on the
 * verandah), their words under it, the winner's stamp in marker. */
function lessgoSetup(photo: string) {
  const top = 640;
  return post(
    banana,
    `<image href="${photo}" x="0" y="0" width="${W}" height="${top}" preserveAspectRatio="xMidYMid slice"/>` +
      text(M, top + 76, "SETUP OF THE DAY  ·  MATCH 14", kokum, caps(30)) +
      paragraph(
        M,
        top + 160,
        W - 2 * M,
        60,
        "“Ammachi in the Argentina jersey, three packets of banana chips, and the big TV moved to the verandah. We are ready.”",
        kokum,
        display(46, { track: -0.025 }),
      ) +
      text(M, top + 420, "— @rinu_from_kaloor, with 1,204 likes", kokum, copy(32)) +
      `<g transform="rotate(-8 805 1190)"><rect x="615" y="1140" width="380" height="92" rx="12" fill="none" stroke="${chilli}" stroke-width="7"/>` +
      text(805, 1203, "Hamper winner!", chilli, hand(46, { anchor: "middle" })) +
      `</g>` +
      foot(kokum, banana, "", kokum),
  );
}

/** Match-day price drop: the shelf tag, the old price struck out by hand. */
function lessgoPriceDrop() {
  return post(
    chilli,
    kicker("MATCH-DAY PRICE DROP", banana) +
      paragraph(
        M,
        300,
        W - 2 * M,
        110,
        "Till the final whistle.",
        paper,
        display(104, { track: -0.03 }),
      ) +
      shelfTag(M, 560, W - 2 * M, 400, banana) +
      text(M + 230, 700, "Banana chips, 500 g", kokum, copy(44)) +
      struck(M + 230, 800, "₹149", kokum, chilli, hand(80)) +
      price(M + 230, 915, "₹119", kokum, 150) +
      scrawl(M + 20, 1090, "Extra salt for the extra time.", paper, 50) +
      foot(banana, chilli, "IN ALL 23 STORES", paper),
  );
}

/** A question to the followers, in Manglish, on the eve of the final. */
function lessgoQuestion() {
  return post(
    paper,
    kicker("FINAL TONIGHT", chilli) +
      paragraph(
        M,
        330,
        W - 2 * M,
        116,
        "Who’s bringing the chips to your house?",
        kokum,
        display(108, { track: -0.035 }),
      ) +
      paragraph(
        M,
        760,
        W - 2 * M,
        54,
        "Tag the cousin who always comes empty-handed. One of you wins tonight’s hamper.",
        kokum,
        copy(40),
      ) +
      scrawl(M, 1010, "Comment cheyyu, quick!", chilli, 64) +
      foot(chilli, banana, "#LESSGO", kokum),
  );
}

// ---------------------------------------------------------------- Ponnonam (Onam)

/** A pookalam to copy: rings of petals in the brand's colours, built from the tag's point;
 * `flowers` recolours it as the real one is laid (the verandah scene, palmtree/onam). */
function pookalam(cx: number, cy: number, r: number, flowers = PALM) {
  const { banana, kokum, chilli, leaf, paper } = flowers;
  const rings: [number, number, string, number][] = [
    // radius (of r), petals, colour, petal length (of r)
    [1.0, 32, chilli, 0.18],
    [0.82, 24, banana, 0.2],
    [0.6, 16, leaf, 0.2],
    [0.4, 12, kokum, 0.2],
    [0.2, 8, chilli, 0.18],
  ];
  let out = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 1.04)}" fill="${kokum}"/>`;
  for (const [rr, count, fill, len] of rings) {
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * rr)}" fill="${fill === banana ? leaf : paper}"/>`;
    let d = "";
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + (rr * 10) / count;
      const b = Math.PI / count;
      const ox = cx + Math.cos(a) * r * (rr - len);
      const oy = cy + Math.sin(a) * r * (rr - len);
      const tx = cx + Math.cos(a) * r * rr;
      const ty = cy + Math.sin(a) * r * rr;
      const lx = cx + Math.cos(a - b) * r * (rr - len * 0.45);
      const ly = cy + Math.sin(a - b) * r * (rr - len * 0.45);
      const qx = cx + Math.cos(a + b) * r * (rr - len * 0.45);
      const qy = cy + Math.sin(a + b) * r * (rr - len * 0.45);
      d += `M${n(ox)} ${n(oy)}L${n(lx)} ${n(ly)}L${n(tx)} ${n(ty)}L${n(qx)} ${n(qy)}Z`;
    }
    out += `<path fill="${fill}" d="${d}"/>`;
  }
  return out + `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.07)}" fill="${banana}"/>`;
}

/** Atham, the first day: a pattern to lay out at home. */
function onamAtham() {
  return post(
    paper,
    kicker("PONNONAM  ·  DAY 1 OF 10", chilli) +
      text(M, 240, "Atham: the first ring.", kokum, display(74, { track: -0.03 })) +
      text(W - M, M + 36, "അത്തം", chilli, hand(52, { anchor: "end" })) +
      pookalam(W / 2, 660, 320) +
      text(M, 1080, "Copy this one. Thumba in the middle,", kokum, copy(36)) +
      text(M, 1126, "marigold and chethi around it.", kokum, copy(36)) +
      foot(kokum, banana, "SAVE IT FOR TOMORROW", kokum),
  );
}

/** The sadya list: the market run as a checklist, ticked by hand. */
function onamSadyaList() {
  const items: [string, string, boolean][] = [
    ["Banana leaves, 10", "₹60", true],
    ["Matta rice, 5 kg", "₹295", true],
    ["Nendran, for the chips", "₹48/kg", true],
    ["Pappadam, 2 packets", "₹70", false],
    ["Jaggery and cashew, payasam", "₹240", false],
    ["Ash gourd, drumstick, yam", "₹110", false],
  ];
  let list = "";
  items.forEach(([what, cost, done], i) => {
    const y = 470 + i * 100;
    list +=
      rect(M, y + 24, W - 2 * M, 2, kokum, ' opacity="0.25"') +
      `<rect x="${M}" y="${y - 40}" width="44" height="44" rx="6" fill="none" stroke="${kokum}" stroke-width="4"/>` +
      text(M + 76, y, what, kokum, copy(40)) +
      price(W - M, y, cost, kokum, 40, "end");
    if (done)
      list += `<path d="M${M + 6} ${y - 22}l14 16l30 -42" fill="none" stroke="${chilli}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
  return post(
    banana,
    kicker("PONNONAM  ·  DAY 8  ·  UTHRADAM", kokum) +
      paragraph(
        M,
        230,
        W - 2 * M,
        92,
        "The sadya list. Screenshot it.",
        kokum,
        display(84, { track: -0.035 }),
      ) +
      list +
      scrawl(M, 1115, "Ellam ready aano?", chilli, 60) +
      foot(kokum, banana, "OPEN TILL 11 PM", kokum),
  );
}

/** The bakery chef's payasam, as a recipe card on kokum. */
function onamPayasam() {
  return post(
    kokum,
    kicker("PONNONAM  ·  FROM OUR BAKERY CHEF", banana) +
      paragraph(
        M,
        260,
        W - 2 * M,
        112,
        "Pal payasam, slow.",
        banana,
        display(112, { track: -0.04 }),
      ) +
      text(M, 480, "SERVES 8  ·  1 HOUR 20 MIN", banana, caps(30)) +
      paragraph(
        M,
        570,
        W - 2 * M,
        56,
        "Two litres of milk, a cup of unakkalari, a cup and a half of sugar. Stir on a low flame till the milk turns the colour of a banana skin in the sun. Do not walk away. Really.",
        paper,
        copy(40),
      ) +
      scrawl(M, 900, "– Joseph chettan, Thrissur", banana, 54, -3) +
      text(M, 1100, "പാൽ പായസം", banana, hand(110)) +
      foot(banana, kokum, "RECIPE 4 OF 16", banana),
  );
}

// ---------------------------------------------------------------- What’s cooking? (the feed)

/** Monday, What’s cooking: a recipe card, every ingredient with its aisle price. */
function feedRecipe() {
  const rows: [string, string][] = [
    ["Kappa (tapioca), 1 kg", "₹38"],
    ["Mathi (sardines), 500 g", "₹90"],
    ["Kudampuli, 4 pieces", "₹12"],
    ["Shallots, chilli powder, curry leaves", "₹45"],
    ["Coconut oil, the good one", "you have it"],
  ];
  let list = "";
  rows.forEach(([what, cost], i) => {
    const y = 640 + i * 78;
    list += text(M + 40, y, what, kokum, copy(36)) + price(W - M - 40, y, cost, chilli, 36, "end");
  });
  return post(
    banana,
    `<rect x="${M - 20}" y="${M - 10}" width="${W - 2 * M + 40}" height="${H - 2 * M - 120}" rx="18" fill="${paper}"/>` +
      text(M + 40, M + 70, "WHAT’S COOKING?  ·  MONDAY", chilli, caps(30)) +
      paragraph(
        M + 40,
        300,
        W - 2 * M - 80,
        96,
        "Kappa and mathi curry, for four.",
        kokum,
        display(88, { track: -0.035 }),
      ) +
      text(
        M + 40,
        540,
        "Rs 185 for the lot, from aisles 2, 5 and the fish counter.",
        kokum,
        copy(32),
      ) +
      list +
      scrawl(M + 40, 1080, "Rain + kappa = Monday sorted.", chilli, 50) +
      foot(kokum, banana, "FULL RECIPE: LINK IN BIO", kokum),
  );
}

/** Good deals: a price drop on the shelf tag, one post in four and no more. */
function feedPriceDrop() {
  return post(
    chilli,
    kicker("GOOD DEALS  ·  THIS WEEKEND", banana) +
      paragraph(
        M,
        290,
        W - 2 * M,
        118,
        "Nendran came in cheap. So it’s cheap.",
        paper,
        display(104, { track: -0.04 }),
      ) +
      shelfTag(M, 640, W - 2 * M, 380, banana) +
      text(M + 230, 760, "Nendran banana, per kg", kokum, copy(42)) +
      struck(M + 230, 862, "₹58", kokum, chilli, hand(76)) +
      price(M + 430, 960, "₹44", kokum, 170) +
      foot(banana, chilli, "SAT–SUN, WHILE THE BUNCHES LAST", paper),
  );
}

/** Fresh today: the morning’s arrivals as the store’s staff photographed them on the back step
 * (the photograph above), and the board’s list of what came in when, in marker, below. */
function feedFresh(photo: string) {
  const rows: [string, string][] = [
    ["6:10", "Bread, out of our oven"],
    ["6:25", "Milk and curd, Milma"],
    ["6:40", "Karimeen, Vypin boats"],
    ["7:05", "Tender coconut, 40 of them"],
    ["7:20", "Curry leaves, our cousin’s farm"],
  ];
  const top = 600;
  let list = "";
  rows.forEach(([time, what], i) => {
    const y = top + 236 + i * 62;
    list += text(M, y, time, banana, hand(44)) + text(M + 150, y, what, paper, hand(44));
  });
  return post(
    "#2b0a17",
    `<image href="${photo}" x="0" y="0" width="${W}" height="${top}" preserveAspectRatio="xMidYMid slice"/>` +
      text(M, top + 70, "FRESH TODAY  ·  KAKKANAD STORE", banana, caps(30)) +
      text(M, top + 150, "In before the shutters went up:", paper, display(54, { track: -0.03 })) +
      list +
      text(M, 1136, "Shot at 7:30 by Anu, store 9.", banana, copy(30)) +
      foot(banana, kokum, "EVERY TUESDAY AND FRIDAY", banana),
  );
}

/** Our people, as a question to the followers: Sainaba at her counter with her three bakes on it
 * (the photograph above, the question below), and what should she make on Friday? */
function feedQuestion(photo: string) {
  const options: [string, string][] = [
    ["A", "Egg puffs"],
    ["B", "Unniyappam"],
    ["C", "Plum cake"],
  ];
  const top = 720;
  let list = "";
  const gap = 16;
  const pill = (W - 2 * M - 2 * gap) / 3;
  options.forEach(([k, what], i) => {
    const x = M + i * (pill + gap);
    const y = 1086;
    list +=
      `<rect x="${n(x)}" y="${y - 54}" width="${n(pill)}" height="78" rx="39" fill="${paper}"/>` +
      text(x + 38, y, k, chilli, display(38, { anchor: "middle" })) +
      text(x + 68, y, what, kokum, copy(32));
  });
  return post(
    banana,
    // the photograph: Sainaba behind her counter, the three bakes on it, each with its card
    `<image href="${photo}" x="0" y="0" width="${W}" height="${top}" preserveAspectRatio="xMidYMid slice"/>` +
      text(M, top + 76, "OUR PEOPLE  ·  WEDNESDAY", kokum, caps(30)) +
      paragraph(
        M,
        top + 146,
        W - 2 * M,
        62,
        "Sainaba chechi has run our Edappally bakery counter for 11 years. This Friday, you choose what she bakes.",
        kokum,
        display(48, { track: -0.025 }),
      ) +
      list +
      scrawl(W - M - 460, H - M - 24, "Vote in the comments!", chilli, 50) +
      foot(kokum, banana, "", kokum),
  );
}

/** A photograph for a post, `w`×`h` (cropped to fill), as a data URI the SVG can hold. */
async function photoUri(file: string, w: number, h: number): Promise<string> {
  const jpeg = await sharp(file)
    .resize(w, h, { fit: "cover", kernel: "lanczos3" })
    .jpeg({ quality: 90 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

// ---------------------------------------------------------------- the opening: outdoor, bag, social

/** The 40×20 ft hoarding at the junction: read from a moving bus, so six words, the tag, and the
 * promise in Malayalam on a chilli panel ("see you tomorrow morning"). */
function hoarding() {
  const w = 3600;
  const h = 1800;
  const panel = 2520;
  const mark = palmTreeMark(190, 1190, 200, kokum, banana);
  const pc = (panel + w) / 2;
  return svg(
    w,
    h,
    banana,
    rect(panel, 0, w - panel, h, chilli) +
      text(180, 600, "Fresh every", kokum, display(390, { track: -0.045 })) +
      text(180, 1010, "morning.", kokum, display(390, { track: -0.045 })) +
      mark.svg +
      text(190, 1660, "Bread from our own oven at 6:30. Doors open at 7.", kokum, copy(92)) +
      `<g transform="rotate(-5 ${pc} 900)">` +
      text(pc, 560, "നാളെ", banana, hand(250, { anchor: "middle" })) +
      text(pc, 860, "രാവിലെ", banana, hand(250, { anchor: "middle" })) +
      text(pc, 1160, "കാണാം!", banana, hand(250, { anchor: "middle" })) +
      `</g>` +
      text(pc, 1480, "NOW OPEN", paper, caps(110, { anchor: "middle", track: 0.1 })) +
      text(pc, 1630, "KAKKANAD", paper, caps(110, { anchor: "middle", track: 0.1 })),
  );
}

/** The carry bag's front: kokum kraft, the tag large, one cheeky line. */
function carryBag() {
  const w = 2400;
  const h = 2700;
  const mark = palmTreeMark(0, 0, 300, banana, kokum);
  const mx = (w - mark.width) / 2;
  const placed = palmTreeMark(mx, 900, 300, banana, kokum);
  return svg(
    w,
    h,
    kokum,
    placed.svg +
      text(
        w / 2,
        1700,
        "Fresh every morning.",
        banana,
        display(150, { anchor: "middle", track: -0.03 }),
      ) +
      `<g transform="rotate(-4 ${w / 2} 2080)">${text(w / 2, 2080, "Bring me back tomorrow.", paper, hand(130, { anchor: "middle" }))}</g>` +
      text(
        w / 2,
        2480,
        "PALM TREE SUPERMARKETS  ·  KERALA",
        banana,
        caps(64, { anchor: "middle", track: 0.16 }),
      ),
  );
}

/**
 * The front of Palm Tree's own-label chips pouch, 160 × 260 mm at 6 px/mm: the tag at the top,
 * the snack's name, a handful of the chips drawn flat, and the weight. The pouch's crimped top and
 * bottom (the scene's geometry) take the plain bands.
 */
function chipsPouch(
  ground: string,
  ink: string,
  name: string,
  kind: string,
  chip: string,
  rim: string,
) {
  const w = 960;
  const h = 1560;
  const probe = palmTreeMark(0, 0, 96, ink, ground);
  const mark = palmTreeMark((w - probe.width) / 2, 190, 96, ink, ground);
  let chips = "";
  // a loose pile of rounds, back to front, each with its darker ring and a seed-dot centre
  for (const [cx, cy, r, turn] of [
    [300, 1010, 120, -12],
    [640, 990, 128, 20],
    [470, 930, 116, 4],
    [380, 1120, 126, 34],
    [600, 1130, 120, -26],
  ] as const) {
    chips +=
      `<g transform="rotate(${turn} ${cx} ${cy})">` +
      `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.86}" fill="${rim}"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.86}" ry="${r * 0.72}" fill="${chip}"/>` +
      `<ellipse cx="${cx}" cy="${cy}" rx="${r * 0.16}" ry="${r * 0.13}" fill="${rim}" opacity="0.55"/>` +
      `</g>`;
  }
  return svg(
    w,
    h,
    ground,
    mark.svg +
      text(w / 2, 560, name, ink, display(150, { anchor: "middle", track: -0.04 })) +
      text(w / 2, 670, kind, ink, copy(76, { anchor: "middle" })) +
      chips +
      text(w / 2, 1340, "FRIED IN COCONUT OIL", ink, caps(46, { anchor: "middle", track: 0.14 })) +
      text(w / 2, 1440, "200 g", ink, display(70, { anchor: "middle" })),
  );
}

/**
 * The newspaper jacket on opening day: the Kochi Courier's front page (330 × 520 mm at 6 px/mm)
 * kept to its nameplate and the day's two headlines in the ears, the rest of it Palm Tree's: the
 * promise large, the doors' hours, a coupon to cut out for the first loaf (the till takes it like
 * the post), and the red panel's Malayalam sign-off in marker, as on the hoarding.
 */
function newspaperJacket() {
  const mm = 6;
  const w = 330 * mm;
  const h = 520 * mm;
  const margin = 12 * mm;
  const ink = "#1d1d1f";
  const newsprint = "#f2f0ea";
  const serif = (size: number, o: Partial<SetOptions> = {}): SetOptions => ({
    face: "garamond",
    size,
    ...o,
  });
  // the nameplate, the folio line and its rules, as every day
  const top =
    text(
      w / 2,
      250,
      "The Kochi Courier",
      ink,
      serif(150, { face: "garamondBold", anchor: "middle" }),
    ) +
    text(margin, 150, "Rain by evening", ink, serif(34, { face: "garamondItalic" })) +
    text(margin, 200, "31° / 24°", ink, serif(34)) +
    text(
      w - margin,
      150,
      "Metro to Kakkanad",
      ink,
      serif(34, { face: "garamondItalic", anchor: "end" }),
    ) +
    text(w - margin, 200, "Page 3", ink, serif(34, { anchor: "end" })) +
    rect(margin, 300, w - 2 * margin, 6, ink) +
    text(margin, 350, "VOL. LXII  ·  NO. 318", ink, serif(30, { track: 0.1 })) +
    text(
      w / 2,
      350,
      "KOCHI  ·  FRIDAY 20 NOVEMBER 2026",
      ink,
      serif(30, { track: 0.1, anchor: "middle" }),
    ) +
    text(w - margin, 350, "₹ 7  ·  20 PAGES", ink, serif(30, { track: 0.1, anchor: "end" })) +
    rect(margin, 372, w - 2 * margin, 2, ink);
  // the jacket: banana yellow from the nameplate's rule to the foot
  const jy = 400;
  const jh = h - margin - jy;
  const panelY = jy + jh - 720;
  const mark = palmTreeMark(margin + 90, jy + 1480, 120, kokum, banana);
  const coupon = { x: w - margin - 90 - 820, y: jy + 1330, w: 820, h: 420 };
  const dash = `stroke="${kokum}" stroke-width="6" stroke-dasharray="26 18" fill="none"`;
  const jacket =
    rect(margin, jy, w - 2 * margin, jh, banana) +
    text(margin + 90, jy + 180, "ADVERTISEMENT", kokum, caps(34, { track: 0.3 })) +
    text(margin + 80, jy + 520, "Fresh every", kokum, display(250, { track: -0.045 })) +
    text(margin + 80, jy + 790, "morning.", kokum, display(250, { track: -0.045 })) +
    text(margin + 90, jy + 960, "Palm Tree opens in Kakkanad today.", kokum, copy(62)) +
    text(
      margin + 90,
      jy + 1050,
      "Bread from our own oven at 6:30. Doors open at 7.",
      kokum,
      copy(46),
    ) +
    text(margin + 90, jy + 1120, "Seaport–Airport Road, opposite the bus stop.", kokum, copy(46)) +
    mark.svg +
    `<rect x="${coupon.x}" y="${coupon.y}" width="${coupon.w}" height="${coupon.h}" ${dash}/>` +
    text(
      coupon.x + 50,
      coupon.y + 90,
      "CUT OUT  ·  TILL SUNDAY",
      chilli,
      caps(32, { track: 0.16 }),
    ) +
    text(coupon.x + 50, coupon.y + 200, "Your first loaf", kokum, display(66, { track: -0.03 })) +
    text(coupon.x + 50, coupon.y + 280, "is on us.", kokum, display(66, { track: -0.03 })) +
    text(coupon.x + 50, coupon.y + 360, "One a household. Show it at the till.", kokum, copy(30)) +
    rect(margin, panelY, w - 2 * margin, jh - (panelY - jy), chilli) +
    `<g transform="rotate(-3 ${w / 2} ${panelY + 330})">` +
    text(w / 2, panelY + 330, "നാളെ രാവിലെ കാണാം!", banana, hand(150, { anchor: "middle" })) +
    `</g>` +
    text(
      w / 2,
      panelY + 560,
      "NOW OPEN  ·  KAKKANAD  ·  7 AM TO 11 PM",
      paper,
      caps(58, { anchor: "middle", track: 0.1 }),
    );
  return svg(w, h, newsprint, top + jacket);
}

/**
 * The front of the kitchen radio the breakfast spot played on (240 × 150 mm at 5 px/mm): a punched
 * steel grille, the tuning dial's window with its medium-wave scale and red needle, the maker's
 * name. A prop, not Palm Tree's art; it stands beside the jacket in the same scene.
 */
function radioFront() {
  const w = 1200;
  const h = 750;
  const plastic = "#e6dcc6";
  let holes = "";
  for (let y = 70; y < h - 60; y += 24)
    for (let x = 70 + ((y / 24) % 2) * 12; x < 690; x += 24)
      holes += `M${x + 7} ${y}a7 7 0 1 0 -14 0a7 7 0 1 0 14 0Z`;
  const scale = [530, 600, 700, 800, 1000, 1200, 1400, 1600]
    .map((f, i) =>
      text(790 + i * 46, 250, String(f / 10), "#f4efe2", {
        face: "narrowBold",
        size: 24,
        anchor: "middle",
      }),
    )
    .join("");
  let ticks = "";
  for (let i = 0; i <= 28; i++)
    ticks += `M${n(790 + i * 11.5)} 270v${i % 4 === 0 ? 26 : 14}h2v${i % 4 === 0 ? -26 : -14}Z`;
  return svg(
    w,
    h,
    plastic,
    rect(40, 40, 680, h - 80, "#a9a59a", ' rx="18"') +
      `<path fill="#26221e" d="${holes}"/>` +
      rect(760, 160, 400, 190, "#1e2623", ' rx="14"') +
      scale +
      `<path fill="#f4efe2" d="${ticks}"/>` +
      text(790, 330, "MW", "#f4efe2", caps(22)) +
      rect(985, 176, 5, 158, "#e0412f") +
      text(960, 470, "NILA", "#5a4632", display(70, { anchor: "middle", track: 0.08 })) +
      text(
        960,
        520,
        "THREE BAND  ·  TRANSISTOR",
        "#5a4632",
        caps(22, { anchor: "middle", track: 0.16 }),
      ),
  );
}

/** The opening fortnight's geo-targeted post: within three kilometres, the first bread is on us. */
function openingPost() {
  return post(
    banana,
    kicker("NEW STORE  ·  KAKKANAD", kokum) +
      text(M, 300, "Live within 3 km?", kokum, display(100, { track: -0.04 })) +
      text(M, 416, "Your first loaf", kokum, display(100, { track: -0.04 })) +
      text(M, 532, "is on us.", kokum, display(100, { track: -0.04 })) +
      shelfTag(M, 760, W - 2 * M, 260, kokum) +
      text(M + 210, 870, "Show this post at the till.", banana, copy(42)) +
      text(M + 210, 950, "Till Sunday, 7 am to 11 pm.", banana, copy(42)) +
      scrawl(M, 1130, "Ninga varane!", chilli, 60) +
      foot(chilli, banana, "SEAPORT–AIRPORT ROAD", kokum),
  );
}

// ---------------------------------------------------------------- output

const png = (source: string) => sharp(Buffer.from(source), { density: 72 }).png().toBuffer();
const jpeg = async (image: Buffer, out: string) => {
  const info = await sharp(image).jpeg({ quality: 80, mozjpeg: true }).toFile(out);
  console.log(`${out.slice(ROOT.length + 1)}: ${info.width}×${info.height}, ${info.size} bytes`);
};

/** Posts side by side on a ground, as a hero or a thumbnail: the work itself, nothing drawn over it. */
async function spread(
  posts: Buffer[],
  w: number,
  h: number,
  ground: string,
  postH: number,
  out: string,
  gap = 40,
) {
  const pw = Math.round((postH * W) / H);
  const total = posts.length * pw + (posts.length - 1) * gap;
  const left0 = Math.round((w - total) / 2);
  const top = Math.round((h - postH) / 2);
  const layers = await Promise.all(
    posts.map(async (p, i) => ({
      input: await sharp(p).resize({ height: postH, kernel: "lanczos3" }).png().toBuffer(),
      left: left0 + i * (pw + gap),
      top,
    })),
  );
  const sheet = await sharp({ create: { width: w, height: h, channels: 3, background: ground } })
    .composite(layers)
    .png()
    .toBuffer();
  await jpeg(sheet, out);
}

const campaign = join(WORKS, "campaign-palmtree");
const communication = join(WORKS, "communication-palmtree");
const media = join(WORKS, "media-palmtree");
mkdirSync(TEXTURES, { recursive: true });

const posts = {
  "campaign-palmtree/lessgo-entry": lessgoEntry(),
  // the winner's own photograph, rendered by tools/render/scenes/palmtree/verandah.py
  "campaign-palmtree/lessgo-setup": lessgoSetup(
    await photoUri(join(HERE, "..", "..", "out", "palmtree", "verandah.jpg"), W, 640),
  ),
  "campaign-palmtree/lessgo-price-drop": lessgoPriceDrop(),
  "campaign-palmtree/lessgo-question": lessgoQuestion(),
  "campaign-palmtree/onam-atham": onamAtham(),
  "campaign-palmtree/onam-sadya-list": onamSadyaList(),
  "campaign-palmtree/onam-payasam": onamPayasam(),
  "communication-palmtree/whats-cooking": feedRecipe(),
  "communication-palmtree/good-deals": feedPriceDrop(),
  // the morning's arrivals at the back step, rendered by tools/render/scenes/palmtree/arrivals.py
  "communication-palmtree/fresh-today": feedFresh(
    await photoUri(join(HERE, "..", "..", "out", "palmtree", "arrivals.jpg"), W, 600),
  ),
  // Sainaba at her counter with the bakes, rendered by tools/render/scenes/palmtree/bakes.py
  "communication-palmtree/our-people": feedQuestion(
    await photoUri(join(HERE, "..", "..", "out", "palmtree", "bakes.jpg"), W, 720),
  ),
  "media-palmtree/opening-post": openingPost(),
};
const made: Record<string, Buffer> = {};
for (const [name, source] of Object.entries(posts)) {
  made[name] = await png(source);
  await jpeg(made[name]!, join(WORKS, `${name}.jpg`));
}

// the hoarding and the bag: flat JPEGs for the media study, PNG textures for the scenes
const board = await png(hoarding());
await sharp(board).png({ compressionLevel: 6 }).toFile(join(TEXTURES, "hoarding.png"));
await jpeg(
  await sharp(board).resize({ width: 1600, kernel: "lanczos3" }).toBuffer(),
  join(media, "hoarding-artwork.jpg"),
);
const bag = await png(carryBag());
await sharp(bag).png({ compressionLevel: 6 }).toFile(join(TEXTURES, "carry-bag.png"));
// the flat bag front (8:9) on more of its own kokum, 4:5 like the post it sits beside on the page,
// so the two pictures in the row are one height and their captions share a line
await jpeg(
  await sharp(bag)
    .resize({ width: 1080, kernel: "lanczos3" })
    .extend({ top: 67, bottom: 68, background: kokum })
    .toBuffer(),
  join(media, "carry-bag-artwork.jpg"),
);

// the opening day's newspaper jacket: a texture for the breakfast-table scene (palmtree/breakfast)
await sharp(await png(newspaperJacket()))
  .png({ compressionLevel: 6 })
  .toFile(join(TEXTURES, "newspaper-jacket.png"));

await sharp(await png(radioFront()))
  .png({ compressionLevel: 6 })
  .toFile(join(TEXTURES, "radio-front.png"));

// the Atham pattern as it was laid on a verandah in flowers: chethi for chilli, marigold for
// banana, chopped leaves for leaf, vadamalli (globe amaranth) for kokum, thumba for paper; the
// pattern's texture for the petals in palmtree/onam, transparent round it
await sharp(
  await png(
    `<svg xmlns="http://www.w3.org/2000/svg" width="2048" height="2048" viewBox="0 0 2048 2048">${pookalam(
      1024,
      1024,
      980,
      {
        chilli: "#c4161c",
        banana: "#ff8a00",
        leaf: "#3d7a22",
        kokum: "#8e1a5a",
        paper: "#fbf7ea",
      },
    )}</svg>`,
  ),
)
  .png({ compressionLevel: 6 })
  .toFile(join(TEXTURES, "pookalam.png"));

// the own-label chips in the match-night hamper: two pouches, banana and tapioca
const pouches = {
  "chips-banana": chipsPouch(banana, kokum, "Nendran", "banana chips", "#f2c23a", "#c98a1c"),
  "chips-tapioca": chipsPouch(leaf, paper, "Kappa", "tapioca chips, chilli", "#f4e3b0", "#b8862e"),
};
for (const [name, source] of Object.entries(pouches)) {
  await sharp(await png(source))
    .png({ compressionLevel: 6 })
    .toFile(join(TEXTURES, `${name}.png`));
}

// The feed as a phone shows it, for the billing-counter scene (palmtree/counter): the profile's
// head (the tag, the name, the count the communication study ends on, the promise) over a grid of
// nine posts, three to a row at Instagram's 4:5, on the app's white (1080×2340, the phone's screen).
{
  const sw = 1080;
  const cell = 358;
  const cellH = Math.round((cell * 1350) / 1080);
  const grid = [
    "communication-palmtree/whats-cooking",
    "communication-palmtree/fresh-today",
    "communication-palmtree/good-deals",
    "communication-palmtree/our-people",
    "campaign-palmtree/onam-atham",
    "campaign-palmtree/lessgo-entry",
    "campaign-palmtree/onam-sadya-list",
    "campaign-palmtree/lessgo-price-drop",
    "media-palmtree/opening-post",
  ];
  const top = 860;
  const head =
    rect(0, 0, sw, 2340, "#ffffff") +
    text(60, 96, "9:41", "#111111", caps(40, { track: 0.02 })) +
    text(sw / 2, 230, "palmtree.kerala", "#111111", display(52, { anchor: "middle", track: 0 })) +
    `<circle cx="170" cy="420" r="118" fill="${banana}"/>` +
    palmTreeMark(70, 398, 31, kokum, banana).svg +
    text(560, 400, "412", "#111111", display(56, { anchor: "middle" })) +
    text(560, 456, "posts", "#444444", copy(34, { anchor: "middle" })) +
    text(760, 400, "7,612", "#111111", display(56, { anchor: "middle" })) +
    text(760, 456, "followers", "#444444", copy(34, { anchor: "middle" })) +
    text(955, 400, "38", "#111111", display(56, { anchor: "middle" })) +
    text(955, 456, "following", "#444444", copy(34, { anchor: "middle" })) +
    text(60, 620, "Palm Tree Supermarkets", "#111111", display(40, { track: 0 })) +
    text(60, 676, "Fresh every morning. Nine stores, Kochi to Kottayam.", "#333333", copy(34)) +
    rect(60, 730, sw - 120, 90, "#efefef", ' rx="16"') +
    text(sw / 2, 788, "Following", "#111111", caps(36, { anchor: "middle", track: 0.04 }));
  const cells = await Promise.all(
    grid.map(async (name, i) => ({
      input: await sharp(made[name]!).resize(cell, cellH, { kernel: "lanczos3" }).png().toBuffer(),
      left: (i % 3) * (cell + 3),
      top: top + Math.floor(i / 3) * (cellH + 3),
    })),
  );
  await sharp(await png(svg(sw, 2340, "#ffffff", head)))
    .composite(cells)
    .png({ compressionLevel: 6 })
    .toFile(join(TEXTURES, "feed-screen.png"));
}

// thumbnails made of the posts themselves (the communication study's hero is the render of the
// feed on a phone at the billing counter, palmtree/counter)
await spread(
  [made["communication-palmtree/whats-cooking"]!, made["communication-palmtree/good-deals"]!],
  1200,
  900,
  "#e8dcc4",
  780,
  join(communication, "thumb.jpg"),
);
await spread(
  [made["campaign-palmtree/lessgo-entry"]!, made["campaign-palmtree/lessgo-setup"]!],
  1200,
  900,
  "#231c1a",
  780,
  join(campaign, "lessgo-thumb.jpg"),
);

// The renders, once made (tools/render/render.sh palmtree/junction, palmtree/hamper,
// palmtree/counter): the media study's hero is a copy of the junction, its thumbnail a 1200×900
// crop round the hoarding; the campaign's hero is the hamper, the communication study's the counter. (The Onam card is a crop of palmtree/onam, by crop-thumb.ts:
// `out/palmtree/onam.jpg content/works/campaign-palmtree/onam-thumb.jpg 0.5 0.62 1.2`.)
const hamper = join(HERE, "..", "..", "out", "palmtree", "hamper.jpg");
if (existsSync(hamper)) copyFileSync(hamper, join(campaign, "hamper.jpg"));
const counter = join(HERE, "..", "..", "out", "palmtree", "counter.jpg");
if (existsSync(counter)) copyFileSync(counter, join(communication, "counter.jpg"));
const junction = join(HERE, "..", "..", "out", "palmtree", "junction.jpg");
if (existsSync(junction)) {
  copyFileSync(junction, join(media, "junction.jpg"));
  const { width = 1600, height = 1067 } = await sharp(junction).metadata();
  const crop = {
    left: Math.round(width * 0.1),
    top: Math.round(height * 0.02),
    width: Math.round(width * 0.8),
    height: Math.round(width * 0.8 * 0.75),
  };
  crop.height = Math.min(crop.height, height - crop.top);
  const thumb = await sharp(junction)
    .extract(crop)
    .resize({ width: 1200, height: 900, fit: "cover", kernel: "lanczos3" })
    .toBuffer();
  await jpeg(thumb, join(media, "thumb.jpg"));
}
