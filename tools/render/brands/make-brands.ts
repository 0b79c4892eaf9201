// The clients' flat art at print size: labels, cartons, sleeves, lids and posters, as SVG sources
// (type as outlines) in tools/render/brands/<client>/ and as PNG textures for the Blender scenes in
// tools/render/.cache/textures/<client>/. 16 px to the millimetre for packs (about 400 dpi).
//
//   npx tsx tools/render/brands/make-brands.ts
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { aptayuMark, lazzaMark, sahapadiMark } from "./marks.ts";
import { measure, n, paragraph, text } from "./type.ts";

const HERE = dirname(fileURLToPath(import.meta.url));
const CACHE = join(HERE, "..", ".cache", "textures");
const PX = 16;

/** Aptayu: indigo, sandalwood, copper, neem. */
export const APTAYU = {
  indigo: "#1f2a4d",
  sandal: "#eadcc2",
  copper: "#a9582f",
  neem: "#56643a",
};

/** Lazza: chocolate, falooda pink, pistachio, vanilla. */
export const LAZZA = {
  chocolate: "#3b1d14",
  pink: "#ff6f91",
  pistachio: "#a9cf8d",
  vanilla: "#fff3df",
};

/** Manorama Sahapadi: pen blue, ruled paper, highlighter, rule blue. */
export const SAHAPADI = {
  pen: "#2433a0",
  paper: "#f4f6f1",
  highlighter: "#e8f03c",
  rule: "#8db4dc",
};

type Art = { client: string; name: string; w: number; h: number; body: string };

const svg = ({ w, h, body }: Art): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ""): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const centred = (
  cx: number,
  y: number,
  words: string,
  fill: string,
  face: Parameters<typeof text>[4],
) => text(cx, y, words, fill, { anchor: "middle", ...face });

// ---------------------------------------------------------------- Aptayu

/** The balm jar's wrap-around label: 64 mm jar, 38 mm label, the front panel at the middle. */
function aptayuJarLabel(): Art {
  const w = Math.round(Math.PI * 64 * PX);
  const h = 38 * PX;
  const { indigo, sandal, copper } = APTAYU;
  const cx = w / 2;
  const mark = aptayuMark(0, 0, 250, indigo);
  const side = (x: number, title: string, words: string, foot: string) =>
    text(x, 120, title, indigo, { face: "garamondItalic", size: 50 }) +
    paragraph(x, 180, 620, 46, words, indigo, { face: "garamond", size: 36 }) +
    text(x, 470, foot, copper, { face: "garamond", size: 30, track: 0.12 });
  const body =
    rect(0, 0, w, h, sandal) +
    `<g transform="translate(${n(cx - mark.width / 2)} 245)">${mark.svg}</g>` +
    rect(cx - 260, 300, 520, 3, copper) +
    centred(cx, 385, "HARIDRA CHANDANA", indigo, { face: "garamond", size: 58, track: 0.14 }) +
    centred(cx, 455, "turmeric & sandalwood face balm", indigo, {
      face: "garamondItalic",
      size: 54,
    }) +
    rect(0, h - 78, w, 78, indigo) +
    rect(0, 14, w, 3, copper) +
    centred(cx, h - 27, "AYURVEDIC PROPRIETARY MEDICINE  ·  NET WT. 50 g", sandal, {
      face: "garamond",
      size: 32,
      track: 0.16,
    }) +
    side(
      cx - 1260,
      "Ingredients",
      "Haridra (turmeric), Chandana (sandalwood), Manjishtha (Indian madder), Yashtimadhu (liquorice) and Kumkuma (saffron) in cold-pressed sesame oil and beeswax.",
      "MADE IN KOCHI, KERALA",
    ) +
    side(
      cx + 640,
      "How to use",
      "Warm a little between the fingertips and press onto clean, damp skin at night. For external use only. Keep the lid closed, away from sunlight.",
      "BATCH HC-2611  ·  USE BEFORE 10/2028",
    );
  return { client: "aptayu", name: "jar-label", w, h, body };
}

type Carton = {
  name: string;
  ground: string;
  ink: string;
  accent: string;
  title: string;
  kind: string;
  what: string;
  volume: string;
  contains: string;
  batch: string;
};

/**
 * A 40 × 40 × 120 mm carton as an atlas: the four sides left to right (front, right, back, left),
 * 640 × 1920 px each, then the top and the bottom under them (640 × 640 each).
 */
function aptayuCarton(c: Carton): Art {
  const f = 40 * PX;
  const tall = 120 * PX;
  const w = f * 4;
  const h = tall + f;
  const { ground, ink, accent } = c;
  const mid = (i: number) => i * f + f / 2;
  const mark = aptayuMark(0, 0, 168, ink);
  const small = aptayuMark(0, 0, 110, ink);
  const arch = (cx: number, top: number, bottom: number, half: number) =>
    `<path fill="none" stroke="${accent}" stroke-width="5" d="M${n(cx - half)} ${n(bottom)}V${n(top + half)}A${n(half)} ${n(half)} 0 0 1 ${n(cx + half)} ${n(top + half)}V${n(bottom)}Z"/>` +
    `<path fill="none" stroke="${accent}" stroke-width="2" d="M${n(cx - half + 18)} ${n(bottom - 18)}V${n(top + half)}A${n(half - 18)} ${n(half - 18)} 0 0 1 ${n(cx + half - 18)} ${n(top + half)}V${n(bottom - 18)}Z"/>`;
  const front =
    `<g transform="translate(${n(mid(0) - mark.width / 2)} 300)">${mark.svg}</g>` +
    arch(mid(0), 520, 1380, 235) +
    centred(mid(0), 880, c.title, ink, { face: "garamond", size: 84 }) +
    centred(mid(0), 990, c.kind, ink, { face: "garamondItalic", size: 92 }) +
    rect(mid(0) - 60, 1060, 120, 3, accent) +
    centred(mid(0), 1150, c.what.toUpperCase(), ink, { face: "garamond", size: 36, track: 0.16 }) +
    centred(mid(0), 1640, c.volume, ink, { face: "garamond", size: 64 }) +
    centred(mid(0), 1780, "AYURVEDIC PROPRIETARY MEDICINE", ink, {
      face: "garamond",
      size: 25,
      track: 0.14,
    });
  const sideText = (i: number, title: string, words: string) =>
    text(i * f + 70, 420, title, ink, { face: "garamondItalic", size: 54 }) +
    paragraph(i * f + 70, 500, f - 140, 50, words, ink, { face: "garamond", size: 38 });
  const sides =
    sideText(1, "Each 10 ml contains", c.contains) +
    sideText(
      2,
      "How to use",
      "Warm three drops between the palms and press onto clean skin at night. Leave on. For external use only; stop if the skin reddens. Store away from sunlight.",
    ) +
    text(2 * f + 70, 1500, "Aptayu Ayurveda, Kochi, Kerala", ink, {
      face: "garamondItalic",
      size: 38,
    }) +
    text(2 * f + 70, 1560, c.batch, ink, { face: "garamond", size: 30, track: 0.08 }) +
    `<g transform="translate(${n(mid(3) - 80)} 300) rotate(90)">${small.svg}</g>` +
    centred(mid(3), 1640, c.volume, ink, { face: "garamond", size: 48 });
  const lids =
    `<g transform="translate(${n(mid(0) - small.width / 2)} ${n(tall + f / 2 + 30)})">${small.svg}</g>` +
    centred(mid(1), tall + f / 2 + 20, c.batch, ink, { face: "garamond", size: 26, track: 0.06 });
  const rules = [0, 1, 2, 3]
    .map((i) => rect(i * f, 60, f, 3, accent) + rect(i * f, tall - 63, f, 3, accent))
    .join("");
  const body = rect(0, 0, w, h, ground) + rules + front + sides + lids;
  return { client: "aptayu", name: c.name, w, h, body };
}

// ---------------------------------------------------------------- Lazza

/** The cone's paper sleeve, unrolled: x runs round the rim (27 mm radius), y down the slant; the
 * flavour under each of its three marks. */
function lazzaSleeve(flavour = "tender coconut", name = "cone-sleeve"): Art {
  const w = Math.round(2 * Math.PI * 27 * PX);
  const h = 100 * PX;
  const { chocolate, pink, pistachio, vanilla } = LAZZA;
  // the chocolate band's lower edge runs in drips
  let drips = `M0 0H${w}V190`;
  const count = 18;
  for (let i = count; i > 0; i--) {
    const x0 = (i * w) / count;
    const x1 = ((i - 1) * w) / count;
    const len = 40 + ((i * 37) % 5) * 22;
    const xm = (x0 + x1) / 2;
    drips += `L${n(x0 - 30)} 190C${n(xm + 38)} 190 ${n(xm + 34)} ${190 + len} ${n(xm)} ${190 + len}C${n(xm - 34)} ${190 + len} ${n(xm - 38)} 190 ${n(x1 + 30)} 190`;
  }
  drips += "L0 190Z";
  const marks = [w / 6, w / 2, (5 * w) / 6]
    .map((cx) => {
      const m = lazzaMark(0, 0, 260, chocolate);
      return (
        `<g transform="translate(${n(cx - m.width / 2)} 600)">${m.svg}</g>` +
        centred(cx, 790, flavour, chocolate, {
          face: "spartanBold",
          size: 104,
          track: -0.01,
        })
      );
    })
    .join("");
  const body =
    rect(0, 0, w, h, pink) +
    `<path fill="${chocolate}" d="${drips}"/>` +
    marks +
    rect(0, 900, w, 70, pistachio) +
    rect(0, 1000, w, 18, vanilla) +
    centred(w / 2, 1160, "100 ml  ·  MADE IN KOCHI", chocolate, {
      face: "spartanMedium",
      size: 56,
      track: 0.1,
    });
  return { client: "lazza", name, w, h, body };
}

/** The 500 ml tub's lid, 100 mm across. */
function lazzaLid(): Art {
  const s = 100 * PX;
  const { chocolate, pistachio, vanilla, pink } = LAZZA;
  const m = lazzaMark(0, 0, 380, chocolate);
  const body =
    rect(0, 0, s, s, pistachio) +
    `<circle cx="${s / 2}" cy="${s / 2}" r="${s / 2 - 60}" fill="none" stroke="${vanilla}" stroke-width="28"/>` +
    `<circle cx="${s / 2}" cy="${s / 2}" r="${s / 2 - 110}" fill="none" stroke="${pink}" stroke-width="8"/>` +
    `<g transform="translate(${n(s / 2 - m.width / 2)} 820)">${m.svg}</g>` +
    centred(s / 2, 1060, "jackfruit", chocolate, { face: "spartanBold", size: 150 }) +
    centred(s / 2, 1200, "500 ml", chocolate, { face: "spartanMedium", size: 70, track: 0.06 });
  return { client: "lazza", name: "tub-lid", w: s, h: s, body };
}

/** The campaign's bus-shelter poster, 1185 × 1750 mm. */
function lazzaPoster(): Art {
  const w = 1600;
  const h = Math.round((1750 / 1185) * w);
  const { chocolate, pink, pistachio, vanilla } = LAZZA;
  let top = `M0 0H${w}V120`;
  const drops = [
    [1480, 210],
    [1270, 120],
    [1080, 330],
    [840, 160],
    [560, 260],
    [330, 130],
    [140, 220],
  ] as const;
  for (const [x, len] of drops)
    top += `L${x + 55} 120C${x + 40} 120 ${x + 42} ${120 + len} ${x} ${120 + len}C${x - 42} ${120 + len} ${x - 40} 120 ${x - 55} 120`;
  top += "L0 120Z";
  const line = { face: "spartanBlack", size: 470, track: -0.04 } as const;
  const m = lazzaMark(0, 0, 250, vanilla);
  const body =
    rect(0, 0, w, h, pink) +
    `<path fill="${vanilla}" d="${top}"/>` +
    text(100, 860, "Lick", chocolate, line) +
    text(100, 1280, "the", chocolate, line) +
    text(100, 1700, "heat.", chocolate, line) +
    rect(0, 1860, w, h - 1860, chocolate) +
    rect(0, 1860, w, 26, pistachio) +
    text(100, 2010, "Tender coconut, jackfruit,", vanilla, { face: "spartanBold", size: 62 }) +
    text(100, 2090, "filter coffee. Fourteen", vanilla, { face: "spartanBold", size: 62 }) +
    text(100, 2170, "parlours across Kochi.", vanilla, { face: "spartanBold", size: 62 }) +
    `<g transform="translate(${n(w - 100 - m.width)} 2160)">${m.svg}</g>`;
  return { client: "lazza", name: "poster", w, h, body };
}

/** The drip along the top of Lazza's print, `depth` px deep plus the drops, across `w`. */
function lazzaDrip(w: number, depth: number, drops: readonly (readonly [number, number])[]): string {
  let top = `M0 0H${w}V${depth}`;
  for (const [x, len] of drops)
    top += `L${x + 40} ${depth}C${x + 30} ${depth} ${x + 32} ${depth + len} ${x} ${depth + len}C${x - 32} ${depth + len} ${x - 30} ${depth} ${x - 40} ${depth}`;
  return `${top}L0 ${depth}Z`;
}

/** "Lick the heat": the daily heat card each parlour put on its counter, A5 (148 × 210 mm) at
 * 8 px/mm, printed every morning with the day's reading and the offer it unlocked. */
function lazzaHeatCard(): Art {
  const w = 1184;
  const h = 1680;
  const { chocolate, pink, pistachio, vanilla } = LAZZA;
  const m = lazzaMark(0, 0, 150, chocolate);
  const drip = lazzaDrip(w, 90, [
    [1060, 120],
    [820, 70],
    [560, 150],
    [300, 90],
    [110, 130],
  ]);
  const body =
    rect(0, 0, w, h, pink) +
    `<path fill="${vanilla}" d="${drip}"/>` +
    text(90, 360, "HOW HOT IS KOCHI TODAY?", chocolate, { face: "spartanBold", size: 54, track: 0.06 }) +
    text(70, 820, "38°", chocolate, { face: "spartanBlack", size: 520, track: -0.05 }) +
    text(90, 920, "at 2 pm, Thursday 17 April", chocolate, { face: "spartanMedium", size: 52 }) +
    rect(0, 1010, w, 470, chocolate) +
    rect(0, 1010, w, 18, pistachio) +
    text(90, 1130, "Above 37°:", pistachio, { face: "spartanBold", size: 66 }) +
    text(90, 1240, "the second scoop", vanilla, { face: "spartanBlack", size: 96, track: -0.02 }) +
    text(90, 1340, "is on the heat.", vanilla, { face: "spartanBlack", size: 96, track: -0.02 }) +
    text(90, 1430, "Today only, at every Lazza parlour.", vanilla, { face: "spartanMedium", size: 44 }) +
    text(90, 1600, "lazza.in/heat", chocolate, { face: "spartanBold", size: 52 }) +
    `<g transform="translate(${n(w - 90 - m.width)} 1610)">${m.svg}</g>`;
  return { client: "lazza", name: "heat-card", w, h, body };
}

/** The campaign page on a phone (1080 × 2340): the heat reading that set the day's offer, the
 * offer, and the wall of customers' melting cones (drawn as their colours: the photos were theirs). */
function lazzaHeatPage(): Art {
  const w = 1080;
  const h = 2340;
  const { chocolate, pink, pistachio, vanilla } = LAZZA;
  const m = lazzaMark(0, 0, 110, chocolate);
  const tiles: string[] = [];
  const colours = [pink, "#f2c94c", "#8a5a3c", pistachio, "#fbd3de", "#c98b3a", "#5a2c18", "#ffb3c6", "#e9e2cf"];
  const cell = 300;
  const gap = 24;
  const x0 = (w - 3 * cell - 2 * gap) / 2;
  colours.forEach((c, i) => {
    const x = x0 + (i % 3) * (cell + gap);
    const y = 1600 + Math.floor(i / 3) * (cell + gap);
    // a melting scoop on its cone, the way the shared photos framed them
    tiles.push(
      rect(x, y, cell, cell, i % 2 ? "#f6efe4" : "#efe4d2", ` rx="18"`) +
        `<path d="M${n(x + cell / 2 - 55)} ${n(y + 150)}L${n(x + cell / 2)} ${n(y + 270)}L${n(x + cell / 2 + 55)} ${n(y + 150)}Z" fill="#d9a35c"/>` +
        `<circle cx="${n(x + cell / 2)}" cy="${n(y + 120)}" r="70" fill="${c}"/>` +
        `<path d="M${n(x + cell / 2 - 60)} ${n(y + 140)}q10 ${40 + (i % 3) * 15} 22 0q12 30 24 0z" fill="${c}"/>`,
    );
  });
  const body =
    rect(0, 0, w, h, vanilla) +
    text(60, 96, "2:41", chocolate, { face: "spartanBold", size: 40 }) +
    `<g transform="translate(60 250)">${m.svg}</g>` +
    text(w - 60, 230, "lazza.in/heat", chocolate, { face: "spartanMedium", size: 36, anchor: "end" }) +
    rect(0, 320, w, 760, pink) +
    text(70, 430, "HOW HOT IS KOCHI RIGHT NOW?", chocolate, { face: "spartanBold", size: 40, track: 0.06 }) +
    text(60, 780, "37.8°", chocolate, { face: "spartanBlack", size: 300, track: -0.05 }) +
    // the thermometer bar: past the 37° mark, so the offer is on
    rect(70, 870, 940, 44, vanilla, ` rx="22"`) +
    rect(70, 870, 905, 44, chocolate, ` rx="22"`) +
    rect(70 + 940 * 0.87, 850, 6, 84, pistachio) +
    text(70 + 940 * 0.87, 990, "37°", chocolate, { face: "spartanBold", size: 36, anchor: "middle" }) +
    text(70, 1040, "Kochi, 2:40 pm, the public weather feed", chocolate, { face: "spartanMedium", size: 34 }) +
    rect(0, 1080, w, 360, chocolate) +
    text(70, 1180, "TODAY’S SCOOP", pistachio, { face: "spartanBold", size: 38, track: 0.08 }) +
    text(70, 1280, "The second one", vanilla, { face: "spartanBlack", size: 78 }) +
    text(70, 1370, "is on the heat.", vanilla, { face: "spartanBlack", size: 78 }) +
    text(70, 1530, "The melt wall", chocolate, { face: "spartanBlack", size: 64 }) +
    text(w - 70, 1530, "Share yours", pink, { face: "spartanBold", size: 40, anchor: "end" }) +
    tiles.join("");
  return { client: "lazza", name: "heat-page", w, h, body };
}

/** The staff's badge, a 58 mm pin: "how hot is it?" in chocolate on pistachio, a pink scoop. */
function lazzaBadge(): Art {
  const s = 928;
  const { chocolate, pink, pistachio, vanilla } = LAZZA;
  const body =
    rect(0, 0, s, s, pistachio) +
    `<path d="M${s / 2 - 95} ${s / 2 + 180}L${s / 2} ${s / 2 + 390}L${s / 2 + 95} ${s / 2 + 180}Z" fill="${vanilla}"/>` +
    `<circle cx="${s / 2}" cy="${s / 2 + 150}" r="110" fill="${pink}"/>` +
    centred(s / 2, 290, "HOW HOT", chocolate, { face: "spartanBlack", size: 140, track: 0.02 }) +
    centred(s / 2, 420, "IS IT?", chocolate, { face: "spartanBlack", size: 140, track: 0.02 });
  return { client: "lazza", name: "badge", w: s, h: s, body };
}

/** The parlours' fascia board over the shop front, 3.6 × 0.6 m at 1 px/mm: the mark in vanilla on
 * chocolate, a pink melt running along its top edge, the trade in pistachio capitals. */
function lazzaFascia(): Art {
  const w = 3600;
  const h = 600;
  const { chocolate, pink, pistachio, vanilla } = LAZZA;
  let melt = `M0 0H${w}V70`;
  for (let i = 24; i > 0; i--) {
    const x0 = (i * w) / 24;
    const x1 = ((i - 1) * w) / 24;
    const xm = (x0 + x1) / 2;
    const len = 30 + ((i * 53) % 7) * 14;
    melt += `L${n(x0 - 22)} 70C${n(xm + 30)} 70 ${n(xm + 26)} ${70 + len} ${n(xm)} ${70 + len}C${n(xm - 26)} ${70 + len} ${n(xm - 30)} 70 ${n(x1 + 22)} 70`;
  }
  melt += "L0 70Z";
  const m = lazzaMark(0, 0, 330, vanilla);
  const body =
    rect(0, 0, w, h, chocolate) +
    `<path fill="${pink}" d="${melt}"/>` +
    `<g transform="translate(${n(w / 2 - m.width / 2 - 420)} 470)">${m.svg}</g>` +
    text(w / 2 + 620, 360, "ICE CREAM", pistachio, {
      face: "spartanMedium",
      size: 96,
      track: 0.22,
    }) +
    text(w / 2 + 620, 470, "PARLOUR", pistachio, { face: "spartanMedium", size: 96, track: 0.22 }) +
    rect(0, h - 24, w, 24, pistachio);
  return { client: "lazza", name: "fascia", w, h, body };
}

// ---------------------------------------------------------------- Manorama Sahapadi

/** A repeatable pseudo-random sequence (the page's greeked text is the same every run). */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Newsprint columns greeked: a line is a row of word-bars at the x-height with a tick for an
 * ascender here and there, ragged only at a paragraph's last line.
 */
function greek(
  x: number,
  y: number,
  w: number,
  lines: number,
  leading: number,
  random: () => number,
  fill = "#3b3b3b",
): string {
  const xh = leading * 0.36;
  let d = "";
  let paraLeft = 4 + Math.floor(random() * 9);
  for (let l = 0; l < lines; l++) {
    const base = y + l * leading;
    const last = paraLeft === 1;
    const end = last ? x + w * (0.25 + random() * 0.6) : x + w;
    let pen = x;
    while (pen < end - leading * 0.6) {
      const word = Math.min(leading * (0.6 + random() * 3.2), end - pen);
      d += `M${n(pen)} ${n(base - xh)}h${n(word)}v${n(xh)}h${n(-word)}Z`;
      if (random() < 0.5) {
        const at = pen + random() * word * 0.8;
        d += `M${n(at)} ${n(base - xh * 1.75)}h${n(leading * 0.09)}v${n(xh * 0.75)}h${n(-leading * 0.09)}Z`;
      }
      pen += word + leading * 0.28;
    }
    paraLeft -= 1;
    if (paraLeft === 0) paraLeft = 4 + Math.floor(random() * 9);
  }
  return `<path fill="${fill}" fill-opacity="0.82" d="${d}"/>`;
}

/**
 * A broadsheet page (330 × 520 mm at 6 px/mm) of the Kochi Courier, a fictional daily: the folio
 * and the EDUCATION section strip at the top, two news stories in six greeked columns with a
 * photograph, and Sahapadi's launch advertisement across the lower half.
 */
function sahapadiNewspaper(): Art {
  const mm = 6;
  const w = 330 * mm;
  const h = 520 * mm;
  const margin = 12 * mm;
  const gutter = 4 * mm;
  const cols = 6;
  const colW = (w - 2 * margin - (cols - 1) * gutter) / cols;
  const colX = (i: number) => margin + i * (colW + gutter);
  const ink = "#1d1d1f";
  const random = lcg(2611);
  const { pen, paper, highlighter, rule } = SAHAPADI;
  const leading = 4.2 * mm;

  // ---- the news half
  const folio =
    text(margin, 60, "8", ink, { face: "garamondBold", size: 40 }) +
    centred(w / 2, 60, "THE KOCHI COURIER", ink, { face: "garamondBold", size: 38, track: 0.18 }) +
    text(w - margin, 60, "KOCHI  ·  THURSDAY 26 NOVEMBER 2026", ink, {
      face: "garamond",
      size: 30,
      track: 0.1,
      anchor: "end",
    }) +
    rect(margin, 80, w - 2 * margin, 5, ink) +
    rect(margin, 92, w - 2 * margin, 2, ink);
  const strip =
    rect(margin, 112, w - 2 * margin, 64, ink) +
    text(margin + 24, 160, "EDUCATION", "#f2f0ea", { face: "garamondBold", size: 44, track: 0.2 }) +
    text(w - margin - 24, 160, "Plus One  ·  SSLC  ·  Campus", "#f2f0ea", {
      face: "garamondItalic",
      size: 38,
      anchor: "end",
    });
  const lead =
    paragraph(
      colX(0),
      300,
      colW * 4 + gutter * 3,
      104,
      "Plus One second allotment list on Monday; 41,000 seats still open",
      ink,
      { face: "garamondBold", size: 92 },
    ) +
    paragraph(
      colX(0),
      500,
      colW * 4 + gutter * 3,
      54,
      "Schools to admit students till 4 December; sports quota seats to be filled the same week",
      ink,
      { face: "garamondItalic", size: 46 },
    ) +
    text(colX(0), 600, "STAFF REPORTER  ·  THIRUVANANTHAPURAM", ink, {
      face: "garamond",
      size: 26,
      track: 0.12,
    });
  const newsBottom = h / 2 - 40;
  const body = (i: number, top: number) =>
    greek(colX(i), top, colW, Math.floor((newsBottom - top) / leading), leading, random);
  const leadCols = [0, 1, 2, 3].map((i) => body(i, 660)).join("");
  // the second story: a photograph over two columns, its caption, a headline, text
  const photo =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#9a9a98"/><stop offset="0.55" stop-color="#5d5d5b"/><stop offset="1" stop-color="#2e2e2d"/></linearGradient></defs>` +
    rect(colX(4), 230, colW * 2 + gutter, 560, "url(#sky)") +
    `<path fill="#262626" d="M${n(colX(4))} 700C${n(colX(4) + 200)} 600 ${n(colX(4) + 380)} 640 ${n(colX(4) + 620)} 560V790H${n(colX(4))}Z"/>` +
    `<path fill="#3a3a39" d="M${n(colX(4) + 60)} 790V520h24v270Zm300 0V470h30v320Z"/>` +
    text(colX(4), 830, "Boats at the Vypeen jetty on Wednesday evening.", ink, {
      face: "garamondItalic",
      size: 28,
    });
  const second =
    paragraph(
      colX(4),
      920,
      colW * 2 + gutter,
      66,
      "Water Metro to add a Kakkanad route by March",
      ink,
      {
        face: "garamondBold",
        size: 60,
      },
    ) +
    body(4, 1080) +
    body(5, 1080);
  const rules =
    rect(colX(4) - gutter / 2 - 1, 230, 2, newsBottom - 230, "#6b6b6b") +
    rect(margin, newsBottom + 20, w - 2 * margin, 3, ink);

  // ---- the advertisement: the lower half, on ruled notebook paper
  const ax = margin;
  const ay = h / 2;
  const aw = w - 2 * margin;
  const ah = h - margin - ay;
  let ruled = "";
  for (let y = ay + 150; y < ay + ah - 30; y += 48)
    ruled += `M${n(ax + 10)} ${n(y)}h${n(aw - 20)}v2.5h${n(-(aw - 20))}Z`;
  const marginLine = `M${n(ax + 170)} ${n(ay + 10)}v${n(ah - 20)}h3v${n(-(ah - 20))}Z M${n(ax + 182)} ${n(ay + 10)}v${n(ah - 20)}h3v${n(-(ah - 20))}Z`;
  const head = { face: "manjariBold", size: 330, track: -0.02 } as const;
  const hx = ax + 250;
  const togetherW = measure("together.", head);
  // a highlighter's stroke: straight-ish, its ends cut at a slant, thicker where it was pressed
  const hy = ay + 770;
  const stroke = `<path fill="${highlighter}" d="M${n(hx - 30)} ${n(hy - 180)}L${n(hx + togetherW + 40)} ${n(hy - 196)}L${n(hx + togetherW + 20)} ${n(hy + 14)}L${n(hx - 10)} ${n(hy + 30)}Z"/>`;
  const mark = sahapadiMark(0, 0, 124, pen);
  const doodleX = ax + 1440;
  const doodleY = ay + 430;
  const doodle =
    `<g fill="none" stroke="${pen}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">` +
    // two classmates on a bench, one pointing at the other's book
    `<circle cx="${doodleX}" cy="${doodleY - 150}" r="46"/><circle cx="${doodleX + 170}" cy="${doodleY - 146}" r="46"/>` +
    `<path d="M${doodleX - 50} ${doodleY + 30}C${doodleX - 40} ${doodleY - 60} ${doodleX + 40} ${doodleY - 80} ${doodleX + 50} ${doodleY + 30}"/>` +
    `<path d="M${doodleX + 120} ${doodleY + 30}C${doodleX + 130} ${doodleY - 60} ${doodleX + 210} ${doodleY - 76} ${doodleX + 220} ${doodleY + 30}"/>` +
    `<path d="M${doodleX + 40} ${doodleY - 30}L${doodleX + 120} ${doodleY - 6}"/>` +
    `<path d="M${doodleX + 80} ${doodleY + 8}h110l-14 22h-84Z"/>` +
    `<path d="M${doodleX - 110} ${doodleY + 40}H${doodleX + 290}M${doodleX - 80} ${doodleY + 40}V${doodleY + 120}M${doodleX + 260} ${doodleY + 40}V${doodleY + 120}"/>` +
    `</g>`;
  const ad =
    rect(ax, ay, aw, ah, paper) +
    `<path fill="${rule}" d="${ruled}"/>` +
    `<path fill="${rule}" d="${marginLine}"/>` +
    stroke +
    text(hx, ay + 440, "Learn", pen, head) +
    text(hx, hy, "together.", pen, head) +
    paragraph(
      hx,
      ay + 900,
      1060,
      64,
      "The friend on the next bench always explained it better than the textbook. Sahapadi puts that friend beside every student in classes 8 to 12: classmates who ask, explain and answer, in Malayalam and in English.",
      pen,
      { face: "manjari", size: 50 },
    ) +
    doodle +
    text(hx, ay + ah - 96, "sahapadi.in  ·  free to join", pen, {
      face: "manjariBold",
      size: 56,
    }) +
    `<g transform="translate(${n(ax + aw - 100 - mark.width)} ${n(ay + ah - 150)})">${mark.svg}</g>` +
    `<rect x="${n(ax + 4)}" y="${n(ay + 4)}" width="${n(aw - 8)}" height="${n(ah - 8)}" fill="none" stroke="${ink}" stroke-width="8"/>`;

  const page =
    rect(0, 0, w, h, "#f2f0ea") + folio + strip + lead + leadCols + photo + second + rules + ad;
  return { client: "sahapadi", name: "newspaper", w, h, body: page };
}

const ART: Art[] = [
  aptayuJarLabel(),
  aptayuCarton({
    name: "carton-kumkumadi",
    ground: APTAYU.indigo,
    ink: APTAYU.sandal,
    accent: APTAYU.copper,
    title: "Kumkumadi",
    kind: "Tailam",
    what: "saffron face oil",
    volume: "30 ml",
    contains:
      "Kumkuma (saffron) 0.5 g, Chandana (sandalwood) 1 g, Manjishtha (Indian madder) 1 g, Yashtimadhu (liquorice) 1 g, in Tila taila (sesame oil) and goat's milk to 10 ml.",
    batch: "BATCH KT-2611  ·  USE BEFORE 10/2028",
  }),
  aptayuCarton({
    name: "carton-nalpamaradi",
    ground: APTAYU.neem,
    ink: APTAYU.sandal,
    accent: APTAYU.sandal,
    title: "Nalpamaradi",
    kind: "Keram",
    what: "turmeric body oil",
    volume: "100 ml",
    contains:
      "Haridra (turmeric) 1 g, bark of the four fig trees (Nalpamaram) 2 g, Amalaki (gooseberry) 0.5 g, in Narikela taila (coconut oil) to 10 ml.",
    batch: "BATCH NK-2611  ·  USE BEFORE 10/2028",
  }),
  lazzaSleeve(),
  lazzaSleeve("jackfruit", "cone-sleeve-jackfruit"),
  lazzaSleeve("filter coffee", "cone-sleeve-filter-coffee"),
  lazzaLid(),
  lazzaPoster(),
  lazzaFascia(),
  lazzaHeatCard(),
  lazzaHeatPage(),
  lazzaBadge(),
  sahapadiNewspaper(),
];

let total = 0;
for (const art of ART) {
  const source = svg(art);
  const svgPath = join(HERE, art.client, `${art.name}.svg`);
  const pngPath = join(CACHE, art.client, `${art.name}.png`);
  mkdirSync(dirname(svgPath), { recursive: true });
  mkdirSync(dirname(pngPath), { recursive: true });
  writeFileSync(svgPath, source);
  await sharp(Buffer.from(source), { density: 72 }).png({ compressionLevel: 6 }).toFile(pngPath);
  total += source.length;
  console.log(
    `${art.client}/${art.name}`.padEnd(28),
    `${art.w}×${art.h}`.padEnd(11),
    `${(source.length / 1024).toFixed(0)} KB svg`,
  );
}
console.log(`${ART.length} files, ${(total / 1024).toFixed(0)} KB of SVG`);
