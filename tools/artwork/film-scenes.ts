// The scenes of Lazza's old drawn films, kept only for campaign-lazza's third gallery picture (the
// shared posts in a phone, make-artwork.ts), which shows frames of six of them through
// `filmFrame()`. Nothing here is a film any more: Lazza's video study (content/works/videos-lazza/)
// is rendered photographs and films cut from them by tools/render (its README), and nothing in
// tools/artwork draws for it or writes into its folder. A scene is `(t) => SVG` with t in [0, 1)
// the position in the old loop.
import {
  C,
  circle,
  doc,
  f,
  fishingNet,
  leafFan,
  netPattern,
  path,
  rect,
  rng,
  stroke,
  text,
  type TextOptions,
  wave,
  waveBand,
  type Rng,
} from "./lib.ts";
import { outline } from "./type.ts";

/** One old film's scene and the name it is asked for by. */
export type Film = {
  name: string;
  scene: (t: number) => string;
};

// ───────────────────────────── motion and layout helpers ─────────────────────────────

const TAU = Math.PI * 2;
/** A sine that runs `cycles` whole periods per loop. */
const osc = (t: number, cycles = 1, phase = 0): number => Math.sin(TAU * (t * cycles + phase));
const wrap = (v: number, m: number): number => ((v % m) + m) % m;
const g = (transform: string, body: string, extra = ""): string =>
  `<g transform="${transform}"${extra}>${body}</g>`;
const at = (x: number, y: number, s = 1, rot = 0): string =>
  `translate(${f(x)} ${f(y)})` +
  (rot ? ` rotate(${f(rot)})` : "") +
  (s !== 1 ? ` scale(${f(s)})` : "");

/** Every scene draws on a 1280×720 viewBox (twice the 640×360 its film was encoded at). */
const LW = 1280;
const LH = 720;

/** Words in a frame: at least 28 px at the old films' size (their viewBox was twice their pixels). */
export const MIN_WORD_SIZE = 56;

/** `text()` for films, refusing type too small to read at the film's own size. */
export function words(x: number, y: number, s: string, options: TextOptions & { size: number }) {
  if (options.size < MIN_WORD_SIZE)
    throw new RangeError(`"${s}" at ${options.size} is under the films' ${MIN_WORD_SIZE}`);
  return text(x, y, s, options);
}

/** How wide a line of words is drawn, in px: the ink of its outlines (./type.ts). */
function inkWidth(line: string, size: number, ls: number): number {
  const xs = [
    ...outline(0, 0, line, { size, weight: 800, anchor: "start", ls }).matchAll(
      /(-?[\d.]+) (-?[\d.]+)/g,
    ),
  ].map((m) => Number(m[1]));
  return Math.max(...xs) - Math.min(...xs);
}

/** A word or two on its own flat ground, a pill that fits them (design.md: text has a ground). */
function caption(
  x: number,
  y: number,
  line: string,
  { size = 72, bg = C.cream, fg = C.ink, anchor = "start" as "start" | "middle" } = {},
): string {
  const ls = -size * 0.02;
  const h = size * 1.45;
  const w = inkWidth(line, size, ls) + h * 0.9;
  const left = anchor === "middle" ? x - w / 2 : x;
  return (
    rect(left, y, w, h, bg, ` rx="${f(h / 2)}"`) +
    words(left + h * 0.45, y + h * 0.68, line, { size, fill: fg, ls })
  );
}

/** Rays from a centre, turning one ray spacing per loop (seamless). */
function sunRays(
  cx: number,
  cy: number,
  r0: number,
  r1: number,
  n: number,
  t: number,
  color: string,
) {
  let d = "";
  const spin = (TAU / n) * t;
  for (let i = 0; i < n; i++) {
    const a = spin + (TAU * i) / n;
    const b = a + TAU / n / 2.4;
    d += `M${f(cx + r0 * Math.cos(a))} ${f(cy + r0 * Math.sin(a))}L${f(cx + r1 * Math.cos(a))} ${f(cy + r1 * Math.sin(a))}L${f(cx + r1 * Math.cos(b))} ${f(cy + r1 * Math.sin(b))}Z`;
  }
  return path(d, color);
}

/** Things falling (rain, petals) on a loop: each moves `k` whole heights per loop. */
function fall(
  r: Rng,
  n: number,
  box: { x: number; y: number; w: number; h: number },
  t: number,
  draw: (x: number, y: number, i: number) => string,
  k = 2,
): string {
  let out = "";
  for (let i = 0; i < n; i++) {
    const x0 = r.range(box.x, box.x + box.w);
    const y0 = r.range(0, box.h);
    const speed = r.int(1, k);
    out += draw(x0, box.y + wrap(y0 + t * box.h * speed, box.h), i);
  }
  return out;
}

// ───────────────────────────── Lazza: ice cream ─────────────────────────────

const L = {
  red: C.red,
  deep: "#b8432d",
  pink: "#f2b8a6",
  cream: C.cream,
  gold: C.gold,
  ink: C.ink,
  choc: "#5a2e22",
  coffee: "#8a5a3c",
  mango: "#f4b23b",
  jack: "#f2c14e",
  coconut: "#7a4a2a",
  leaf: C.green,
};

/**
 * A waffle cone with stacked scoops, its tip at (cx, tip). `s` is the cone's height. A drop runs
 * down the cone once per loop (`t`), from the lowest scoop's rim to the tip.
 */
function cone(
  cx: number,
  tip: number,
  s: number,
  scoops: readonly string[],
  t: number,
  tilt = 0,
): string {
  const w = s * 0.36;
  const top = tip - s;
  let out = path(`M${f(cx - w)} ${f(top)}L${f(cx)} ${f(tip)}L${f(cx + w)} ${f(top)}Z`, L.gold);
  let hatch = "";
  for (let i = 1; i < 5; i++) {
    const y = top + (s * i) / 5;
    const half = w * (1 - i / 5);
    hatch += `M${f(cx - half)} ${f(y - half * 0.5)}L${f(cx + half)} ${f(y + half * 0.5)}M${f(cx + half)} ${f(y - half * 0.5)}L${f(cx - half)} ${f(y + half * 0.5)}`;
  }
  out += stroke(hatch, "#b7822c", s * 0.02);
  const rr = w * 1.05;
  scoops.forEach((color, i) => {
    const cy = top - i * rr * 1.25;
    // The rim of each scoop is a wavy skirt, the melt line.
    let skirt = `M${f(cx - rr * 1.02)} ${f(cy)}`;
    for (let k = 0; k < 6; k++) {
      const x = cx - rr * 1.02 + ((k + 0.5) * rr * 2.04) / 6;
      skirt += `Q${f(x)} ${f(cy + rr * (k % 2 ? 0.18 : 0.34))} ${f(cx - rr * 1.02 + ((k + 1) * rr * 2.04) / 6)} ${f(cy)}`;
    }
    out += circle(cx, cy - rr * 0.35, rr, color) + path(`${skirt}Z`, color);
    out += circle(cx - rr * 0.38, cy - rr * 0.72, rr * 0.18, "#ffffff", ` opacity=".35"`);
  });
  // The drop: grows on the rim for the first half, runs down in the second.
  const lowest = scoops[0] ?? L.cream;
  // It is gone (grown to nothing, run dry) at both ends of the loop, so the loop joins up.
  const run = Math.max(0, t * 2 - 1);
  const size = Math.min(1, t * 2) * (1 - run);
  const dx = cx + w * 0.45 * (1 - run);
  const dy = top + rr * 0.2 + run * s * 0.85;
  if (size > 0.05)
    out += path(
      `M${f(dx - 9 * size)} ${f(dy)}Q${f(dx)} ${f(dy + 30 * size + 8)} ${f(dx + 9 * size)} ${f(dy)}Z`,
      lowest,
    );
  return tilt ? g(`rotate(${f(tilt)} ${f(cx)} ${f(tip)})`, out) : out;
}

/** A tender coconut cut open: green husk, white flesh, a straw. */
function coconut(cx: number, cy: number, s: number): string {
  return (
    circle(cx, cy, s, "#4f8a3c") +
    path(
      `M${f(cx - s * 0.95)} ${f(cy - s * 0.3)}Q${f(cx)} ${f(cy - s * 0.75)} ${f(cx + s * 0.95)} ${f(cy - s * 0.3)}Z`,
      "#fffaf0",
    ) +
    path(
      `M${f(cx - s * 0.7)} ${f(cy - s * 0.38)}Q${f(cx)} ${f(cy - s * 0.62)} ${f(cx + s * 0.7)} ${f(cy - s * 0.38)}Z`,
      "#dfe9d2",
    ) +
    stroke(
      `M${f(cx + s * 0.2)} ${f(cy - s * 0.45)}L${f(cx + s * 0.55)} ${f(cy - s * 1.3)}`,
      L.red,
      s * 0.1,
    )
  );
}

/** Steel tumbler and dabara of Kerala filter coffee; the tumbler pulls the coffee up and down. */
function coffeePull(cx: number, base: number, s: number, t: number): string {
  const lift = (0.5 - 0.5 * Math.cos(TAU * t)) * s * 1.1;
  const steel = "#c9cfd3";
  const shade = "#9aa4ab";
  // Dabara: the wide bowl.
  let out = path(
    `M${f(cx - s * 0.75)} ${f(base - s * 0.55)}H${f(cx + s * 0.75)}L${f(cx + s * 0.55)} ${f(base)}H${f(cx - s * 0.55)}Z`,
    steel,
  );
  out += rect(cx - s * 0.8, base - s * 0.6, s * 1.6, s * 0.1, shade, ` rx="${f(s * 0.05)}"`);
  // Tumbler above it.
  const ty = base - s * 0.9 - lift;
  out += path(
    `M${f(cx - s * 0.32)} ${f(ty - s * 0.95)}H${f(cx + s * 0.32)}L${f(cx + s * 0.25)} ${f(ty)}H${f(cx - s * 0.25)}Z`,
    steel,
  );
  out += rect(cx - s * 0.35, ty - s * 1, s * 0.7, s * 0.08, shade, ` rx="${f(s * 0.04)}"`);
  // The stream, as long as the pull.
  out += stroke(
    `M${f(cx + s * 0.05)} ${f(ty + s * 0.02)}V${f(base - s * 0.6)}`,
    L.coffee,
    s * 0.09,
  );
  // Froth in the bowl.
  out += `<ellipse cx="${f(cx)}" cy="${f(base - s * 0.56)}" rx="${f(s * 0.6)}" ry="${f(s * 0.08)}" fill="#e7cfae"/>`;
  return out;
}

/** Steam curls rising off (cx, cy), two cycles per loop. */
function steam(cx: number, cy: number, s: number, t: number, color: string): string {
  let out = "";
  for (let i = 0; i < 3; i++) {
    const p = wrap(t * 2 + i / 3, 1);
    const y = cy - p * s;
    const x = cx + (i - 1) * s * 0.25;
    out += stroke(
      `M${f(x)} ${f(y)}q${f(s * 0.12)} ${f(-s * 0.15)} 0 ${f(-s * 0.3)}t0 ${f(-s * 0.3)}`,
      color,
      s * 0.05,
      ` opacity="${f(1 - p)}"`,
    );
  }
  return out;
}

/** A parlour front: striped, scalloped awning that stirs in the breeze, a window of tubs, a sign. */
function parlour(
  x: number,
  base: number,
  w: number,
  h: number,
  stripes: readonly [string, string],
  sign: string,
  t: number,
  signSize = 64,
): string {
  const awnY = base - h * 0.72;
  let out = rect(x, base - h, w, h, L.cream);
  // Sign board over the awning, the place name in big type on its own ground.
  out +=
    rect(x, base - h, w, h * 0.26, L.ink) +
    words(x + w / 2, base - h + h * 0.13 + signSize * 0.36, sign, {
      size: signSize,
      fill: L.cream,
      anchor: "middle",
      ls: -1,
    });
  const n = 8;
  const sw = w / n;
  const flutter = 6 * osc(t, 2);
  for (let i = 0; i < n; i++) {
    const sx = x + i * sw;
    out += path(
      `M${f(sx)} ${f(awnY)}h${f(sw)}v${f(h * 0.14 + flutter * (i % 2 ? 1 : -1) * 0.4)}q${f(-sw / 2)} ${f(sw * 0.55)} ${f(-sw)} 0Z`,
      i % 2 ? stripes[1] : stripes[0],
    );
  }
  // Window with tubs of colours, a door.
  const wy = awnY + h * 0.26;
  out += rect(x + w * 0.08, wy, w * 0.52, h * 0.36, "#d9e6e6", ` rx="8"`);
  [L.pink, L.mango, L.choc, "#9ccf9a"].forEach((c, i) => {
    out += rect(x + w * 0.12 + i * w * 0.12, wy + h * 0.2, w * 0.09, h * 0.12, c, ` rx="6"`);
  });
  out += rect(x + w * 0.68, wy - h * 0.04, w * 0.22, base - wy + h * 0.04, L.red, ` rx="6"`);
  return out;
}

/** A sheet of paper tumbling. */
const sheet = (x: number, y: number, s: number, rot: number): string =>
  g(
    at(x, y, 1, rot),
    rect(-s / 2, -s * 0.65, s, s * 1.3, "#ffffff", ` rx="4"`) +
      stroke(
        `M${f(-s * 0.3)} ${f(-s * 0.35)}h${f(s * 0.6)}M${f(-s * 0.3)} ${f(-s * 0.1)}h${f(s * 0.6)}M${f(-s * 0.3)} ${f(s * 0.15)}h${f(s * 0.4)}`,
        "#9aa7b0",
        s * 0.05,
      ),
  );

/** A candle with a flame that flickers four times a loop. */
function candle(cx: number, base: number, s: number, t: number): string {
  const flick = 1 + 0.12 * osc(t, 4) + 0.06 * osc(t, 7, 0.3);
  return (
    rect(cx - s * 0.16, base - s, s * 0.32, s, L.cream, ` rx="${f(s * 0.04)}"`) +
    stroke(`M${f(cx)} ${f(base - s)}v${f(-s * 0.1)}`, L.ink, s * 0.03) +
    g(
      at(cx, base - s * 1.1, flick),
      path(
        `M0 0C${f(s * 0.18)} ${f(-s * 0.15)} ${f(s * 0.06)} ${f(-s * 0.38)} 0 ${f(-s * 0.45)}C${f(-s * 0.06)} ${f(-s * 0.38)} ${f(-s * 0.18)} ${f(-s * 0.15)} 0 0Z`,
        L.mango,
      ),
    )
  );
}

/** A ceiling fan seen from below, turning one blade spacing per loop (it is winding down). */
const ceilingFan = (cx: number, cy: number, s: number, t: number, color: string): string =>
  g(
    `rotate(${f(120 * t)} ${f(cx)} ${f(cy)})`,
    [0, 120, 240]
      .map((a) =>
        g(
          `rotate(${a} ${f(cx)} ${f(cy)})`,
          rect(cx - s * 0.09, cy, s * 0.18, s, color, ` rx="${f(s * 0.08)}"`),
        ),
      )
      .join("") + circle(cx, cy, s * 0.16, color),
  );

// ───────────────────────────── Lazza scenes ─────────────────────────────

function lazzaOpener(t: number): string {
  let body = rect(0, 0, LW, LH, L.red);
  body += sunRays(380, 330, 120, 900, 18, t, L.deep);
  body += circle(380, 330, 200, L.gold, ` opacity=".25"`);
  body += cone(380, 680, 250, [L.pink, L.cream, L.choc], t);
  // The line, on its own cream ground.
  body += rect(700, 190, 520, 320, L.cream, ` rx="36"`);
  body += words(740, 320, "melt", { size: 132, fill: L.red, ls: -4 });
  body += words(740, 455, "slowly", { size: 132, fill: L.ink, ls: -4 });
  // Melted cream pooling along the foot.
  body += path(waveBand(0, LW, 690, 10, 160, 160 * t, LH), L.cream);
  return doc(LW, LH, body);
}

function lazzaFlavour(
  t: number,
  {
    ground,
    scoop,
    word,
    side,
  }: { ground: string; scoop: readonly string[]; word: string; side: (t: number) => string },
): string {
  let body = rect(0, 0, LW, LH, ground);
  body += side(t);
  body += cone(420, 600 + 8 * osc(t), 260, scoop, t);
  body += caption(64, 612, word, { size: 64, bg: L.cream, fg: L.ink });
  return doc(LW, LH, body);
}

const lazzaCoconut = (t: number) =>
  lazzaFlavour(t, {
    ground: C.teal,
    scoop: ["#fffaf0", "#fffaf0"],
    word: "tender coconut",
    side: (t) =>
      g(
        `rotate(${f(4 * osc(t, 2))} 140 -40)`,
        leafFan(140, -40, 520, 6, 100, 200, C.green, { rib: "#5c9a68" }),
      ) +
      path(waveBand(0, LW, 560, 14, 200, 200 * t, LH), "#0d5a5e") +
      coconut(900, 420 + 16 * osc(t, 2), 150) +
      stroke(wave(700, 1120, 610, 8, 120, 120 * t * 2), L.cream, 6, ` opacity=".6"`),
  });

const lazzaCoffee = (t: number) =>
  lazzaFlavour(t, {
    ground: L.ink,
    scoop: [L.coffee, "#b98a62"],
    word: "filter coffee",
    side: (t) =>
      circle(950, 360, 250, "#123a4e") +
      coffeePull(950, 580, 200, t) +
      steam(950, 380, 160, t, L.cream) +
      steam(420, 250, 140, t + 0.5, L.cream),
  });

function lazzaParlour(
  t: number,
  {
    sky,
    place,
    stripes,
    behind,
    defs = "",
  }: {
    sky: string;
    place: string;
    stripes: readonly [string, string];
    behind: (t: number) => string;
    defs?: string;
  },
): string {
  let body = rect(0, 0, LW, LH, sky);
  body += behind(t);
  body += rect(0, 640, LW, 80, "#4a3b35");
  body += parlour(560, 640, 600, 470, stripes, place, t, place.length > 10 ? 60 : 72);

  return doc(LW, LH, body, defs);
}

const lazzaFortKochi = (t: number) =>
  lazzaParlour(t, {
    sky: L.mango,
    place: "Fort Kochi",
    stripes: [L.red, L.cream],
    defs: netPattern("fk-net", L.ink, 20, 2),
    behind: (t) =>
      circle(300, 230, 110, L.cream, ` opacity=".7"`) +
      rect(0, 470, 560, 180, C.teal) +
      stroke(wave(0, 560, 500, 8, 110, 110 * t * 2), "#5fa3a0", 5) +
      g(`rotate(${f(-6 + 6 * osc(t))} 280 520)`, fishingNet(280, 520, 260, L.ink, "fk-net", 9)),
  });

function lazzaMoment(t: number, draw: (t: number) => string): string {
  return doc(LW, LH, draw(t));
}

const lazzaExam = (t: number) =>
  lazzaMoment(t, (t) => {
    const r = rng("lazza-exam");
    let out = rect(0, 0, LW, LH, L.cream);
    out += rect(0, 0, LW, 150, L.red);
    out += words(64, 105, "after the exam", { size: 76, fill: L.cream, ls: -2 });
    // Answer sheets thrown up, tumbling; each rises through the frame once or twice a loop.
    out += fall(r, 14, { x: 0, y: 150, w: LW, h: 620 }, 1 - t, (x, y, i) =>
      sheet(x, y, 70, wrap(i * 47 + 360 * t * (i % 2 ? 1 : -1), 360)),
    );
    out += cone(640, 700, 300, [L.pink, L.mango], t, 6 * osc(t));
    return out;
  });

const lazzaPowerCut = (t: number) =>
  lazzaMoment(t, (t) => {
    let out = rect(0, 0, LW, LH, "#0a1f2b");
    out +=
      rect(860, 50, 300, 200, "#123a4e", ` rx="10"`) +
      circle(1060, 115, 40, L.cream) +
      stroke("M1010 50V250M860 150H1160", "#0a1f2b", 12);
    out += ceilingFan(300, 40, 170, t, "#123a4e");
    // Candlelight: a warm pool that breathes with the flame.
    out += circle(520, 520, 260 + 10 * osc(t, 4), L.mango, ` opacity=".16"`);
    out += circle(520, 520, 170 + 6 * osc(t, 4), L.mango, ` opacity=".18"`);
    out += candle(700, 640, 150, t);
    out += cone(480, 690, 280, [L.choc, L.pink], t);
    out += rect(0, 640, LW, 80, "#102f40");
    out += words(860, 370, "power", { size: 96, fill: L.gold, ls: -3 });
    out += words(860, 465, "cut", { size: 96, fill: L.gold, ls: -3 });
    return out;
  });

// ───────────────────────────── the list ─────────────────────────────

/** The scenes campaign-lazza's shared posts show, by their old films' names. */
export const films: readonly Film[] = [
  { name: "lazza-opener", scene: lazzaOpener },
  { name: "lazza-tender-coconut", scene: lazzaCoconut },
  { name: "lazza-filter-coffee", scene: lazzaCoffee },
  { name: "lazza-fort-kochi", scene: lazzaFortKochi },
  { name: "lazza-after-the-exam", scene: lazzaExam },
  { name: "lazza-power-cut", scene: lazzaPowerCut },
];

/**
 * Which part of a frame stays when it is cropped to a box: x and y from 0 (left, top) to 1 (right,
 * bottom) over the part that does not fit, and a zoom past the size that just covers the box.
 */
export type FrameView = { x?: number; y?: number; zoom?: number };

/**
 * A frame of a scene placed inside other artwork (a post in a phone): the frame fills the w×h box
 * at (x, y) and is cropped to it; `view` chooses which part stays. Clipped explicitly, as not every
 * renderer hides a nested <svg>'s overflow; its ids get `key` appended so two frames in one
 * picture keep their own.
 */
export function filmFrame(
  film: Film,
  t: number,
  box: { x: number; y: number; w: number; h: number },
  key: string,
  view: FrameView = {},
): string {
  const { x: fx = 0.5, y: fy = 0.5, zoom = 1 } = view;
  const svg = film.scene(t);
  // The scene's own drawing size (1280×720 for every one).
  const [vw = 0, vh = 0] = (svg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/) ?? [])
    .slice(1)
    .map(Number);
  if (!vw || !vh) throw new Error(`${film.name}: a scene without a viewBox`);
  const scale = Math.max(box.w / vw, box.h / vh) * zoom;
  const cropW = box.w / scale;
  const cropH = box.h / scale;
  const viewBox = [fx * (vw - cropW), fy * (vh - cropH), cropW, cropH].map(f).join(" ");
  const inner = svg
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>\s*$/, "")
    .replace(/id="([^"]+)"/g, `id="$1-${key}"`)
    .replace(/url\(#([^)]+)\)/g, `url(#$1-${key})`);
  const { x, y, w, h } = box;
  return (
    `<clipPath id="frame-${key}">${rect(x, y, w, h, "#000")}</clipPath>` +
    `<g clip-path="url(#frame-${key})">` +
    `<svg x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" viewBox="${viewBox}">` +
    inner +
    `</svg></g>`
  );
}

/** A scene by its old film's name. */
export function filmNamed(name: string): Film {
  const film = films.find((candidate) => candidate.name === name);
  if (!film) throw new Error(`no film named ${name}`);
  return film;
}
