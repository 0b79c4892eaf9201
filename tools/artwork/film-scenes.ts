// The short films of Lazza's video study (ten), each its own scene built from the parametrised
// pieces below. A scene is `(t) => SVG` with t in [0, 1) the loop position: every motion completes
// whole cycles per loop, so the last frame leads back into the first, and t = 0 is the film's
// poster (written by make-artwork.ts, rendered by render-video-frames.ts, encoded by
// make-films.sh). Hama's films are not drawn here: they are rendered in Blender by tools/render
// (its README).
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

/** One film: its file stem, frame size in pixels, what it shows and its scene. */
export type Film = {
  /** File stem: app/assets/video/<name>.{webm,mp4} and app/assets/art/film-<name>.svg. */
  name: string;
  /** Pixels of the encoded film; the scene's viewBox is twice that (posters stay sharp). */
  width: number;
  height: number;
  /** Loop length in frames at 15 fps. */
  frames: number;
  /** What the film (and its first frame, the poster) shows: the artwork catalogue's line. */
  desc: string;
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

/** Landscape films: 1280×720 viewBox, 640×360 pixels (the feature films 960×540). */
const LW = 1280;
const LH = 720;

/** Words in a frame: at least 28 px on the encoded film (its viewBox is twice its pixels). */
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

/** A jackfruit: a green oval stippled with spikes. */
function jackfruit(cx: number, cy: number, s: number, r: Rng): string {
  let out = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(s * 0.8)}" ry="${f(s)}" fill="#6f8f2f"/>`;
  let d = "";
  for (let i = 0; i < 46; i++) {
    const a = r.range(0, TAU);
    const rad = Math.sqrt(r.next()) * 0.9;
    d += `M${f(cx + Math.cos(a) * s * 0.8 * rad)} ${f(cy + Math.sin(a) * s * rad)}h0`;
  }
  out += `<path d="${d}" stroke="#4c6a1f" stroke-width="${f(s * 0.07)}" stroke-linecap="round"/>`;
  return out + stroke(`M${f(cx)} ${f(cy - s)}v${f(-s * 0.25)}`, "#4c6a1f", s * 0.09);
}

/** A jackfruit bulb (the yellow pod). */
const bulb = (cx: number, cy: number, s: number, rot: number): string =>
  g(
    at(cx, cy, 1, rot),
    `<ellipse rx="${f(s * 0.55)}" ry="${f(s)}" fill="${L.jack}"/>` +
      `<ellipse rx="${f(s * 0.2)}" ry="${f(s * 0.45)}" fill="#c98f22"/>`,
  );

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

/** Kerala temple roof: tiered, sloped copper-tile roofs (Thrissur's Vadakkunnathan skyline). */
function templeRoof(cx: number, base: number, s: number, color: string): string {
  let out = rect(cx - s * 0.9, base - s * 0.35, s * 1.8, s * 0.35, "#efe3c6");
  out += path(
    `M${f(cx - s * 1.3)} ${f(base - s * 0.33)}L${f(cx - s * 0.6)} ${f(base - s * 0.75)}H${f(cx + s * 0.6)}L${f(cx + s * 1.3)} ${f(base - s * 0.33)}Z`,
    color,
  );
  out += path(
    `M${f(cx - s * 0.8)} ${f(base - s * 0.72)}L${f(cx - s * 0.3)} ${f(base - s * 1.08)}H${f(cx + s * 0.3)}L${f(cx + s * 0.8)} ${f(base - s * 0.72)}Z`,
    color,
  );
  return (
    out +
    path(
      `M${f(cx - 10)} ${f(base - s * 1.08)}L${f(cx)} ${f(base - s * 1.3)}L${f(cx + 10)} ${f(base - s * 1.08)}Z`,
      L.gold,
    )
  );
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

const lazzaJackfruit = (t: number) =>
  lazzaFlavour(t, {
    ground: L.jack,
    scoop: [L.mango, "#f7d27a"],
    word: "jackfruit",
    side: (t) => {
      const r = rng("lazza-jackfruit");
      let out = circle(980, 300, 300, "#f7d27a");
      out += jackfruit(990, 300, 200, r);
      // Bulbs orbit the cone, a third of a turn per loop (three bulbs: seamless).
      for (let i = 0; i < 3; i++) {
        const a = TAU * (i / 3 + t / 3) - Math.PI / 2;
        out += bulb(420 + Math.cos(a) * 280, 320 + Math.sin(a) * 170, 90, (a * 180) / Math.PI + 90);
      }
      return out;
    },
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

const lazzaKakkanad = (t: number) =>
  lazzaParlour(t, {
    sky: "#1d4d63",
    place: "Kakkanad",
    stripes: [L.pink, L.cream],
    behind: (t) => {
      const r = rng("lazza-kakkanad");
      let out = "";
      [
        [40, 180, 150, 460],
        [210, 90, 170, 550],
        [400, 230, 130, 410],
      ].forEach(([x, y, w, h], k) => {
        out += rect(x!, y!, w!, h!, "#0b3a48");
        for (let j = 0; j < Math.floor(h! / 48) - 1; j++)
          for (let i = 0; i < 3; i++) {
            // Windows switch on and off on their own beats, whole cycles per loop.
            const on = osc(t, r.int(1, 3), r.next()) > -0.2 + k * 0.1;
            out += rect(
              x! + 16 + i * ((w! - 32) / 3),
              y! + 24 + j * 48,
              (w! - 32) / 3 - 12,
              26,
              on ? L.mango : "#16506a",
            );
          }
      });
      return out;
    },
  });

const lazzaThrissur = (t: number) =>
  lazzaParlour(t, {
    sky: L.gold,
    place: "Thrissur Round",
    stripes: [C.green, L.cream],
    behind: (t) => {
      let out = templeRoof(280, 420, 200, L.deep);
      out += `<ellipse cx="280" cy="560" rx="270" ry="70" fill="none" stroke="${L.ink}" stroke-width="34"/>`;
      out += `<ellipse cx="280" cy="560" rx="270" ry="70" fill="none" stroke="${L.cream}" stroke-width="3" stroke-dasharray="18 18"/>`;
      // Traffic going round the Round, a quarter of the circle per loop (four vehicles: seamless).
      for (let i = 0; i < 4; i++) {
        const a = TAU * (i / 4 + t / 4);
        out += rect(
          280 + Math.cos(a) * 270 - 22,
          560 + Math.sin(a) * 70 - 12,
          44,
          24,
          [L.red, C.teal, L.cream, L.pink][i]!,
          ` rx="8"`,
        );
      }
      return out;
    },
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

const lazzaBeach = (t: number) =>
  lazzaMoment(t, (t) => {
    let out = rect(0, 0, LW, LH, L.gold);
    out += rect(0, 0, LW, 120, L.red) + rect(0, 120, LW, 110, L.mango);
    out += circle(880, 380, 130, L.red);
    out += path(waveBand(0, LW, 380, 12, 220, 220 * t, LH), C.teal);
    out += path(waveBand(0, LW, 450, 10, 160, -160 * t, LH), "#0d5a5e");
    // The sun's path on the water, shimmering.
    for (let i = 0; i < 4; i++)
      out += rect(
        880 - 90 + i * 12 - 10 * osc(t, 2, i / 4),
        410 + i * 28,
        180 - i * 24,
        8,
        L.mango,
        ` rx="4"`,
      );
    out += path(waveBand(0, LW, 560, 16, 300, 300 * t, LH), "#e8cf9e");
    out += cone(300, 680, 250, [L.pink, L.cream], t, -8);
    out += caption(64, 52, "the beach at five", { size: 64, bg: L.cream, fg: L.ink });
    return out;
  });

// ───────────────────────────── the list ─────────────────────────────

const player = (
  name: string,
  desc: string,
  scene: (t: number) => string,
  feature = false,
): Film => ({
  name,
  width: feature ? 960 : 640,
  height: feature ? 540 : 360,
  frames: 60,
  desc,
  scene,
});

/** Every film of the drawn video study (Lazza), in page order. */
export const studyFilms: readonly Film[] = [
  player(
    "lazza-opener",
    "Lazza's series opener: a three-scoop cone in vermilion sun rays, a drop running down it, the line 'melt slowly' on cream, melted cream along the foot.",
    lazzaOpener,
    true,
  ),
  player(
    "lazza-tender-coconut",
    "Lazza flavour story, tender coconut: a coconut-white cone on backwater teal, a cut tender coconut with a straw bobbing on the water, palm fronds swaying.",
    lazzaCoconut,
  ),
  player(
    "lazza-jackfruit",
    "Lazza flavour story, jackfruit: a mango-yellow cone on jackfruit yellow, golden bulbs circling it, a whole jackfruit behind.",
    lazzaJackfruit,
  ),
  player(
    "lazza-filter-coffee",
    "Lazza flavour story, filter coffee: a coffee cone on sea ink beside a steel tumbler pulling coffee into its dabara, steam curling.",
    lazzaCoffee,
  ),
  player(
    "lazza-fort-kochi",
    "Lazza parlour portrait, Fort Kochi: a Chinese fishing net dipping into the water beside the parlour's vermilion-striped awning.",
    lazzaFortKochi,
  ),
  player(
    "lazza-kakkanad",
    "Lazza parlour portrait, Kakkanad: office towers with windows lighting up at dusk behind the parlour's pink-striped awning.",
    lazzaKakkanad,
  ),
  player(
    "lazza-thrissur-round",
    "Lazza parlour portrait, Thrissur Round: the temple's tiered roof, traffic going round the Round, the parlour's green-striped awning.",
    lazzaThrissur,
  ),
  player(
    "lazza-after-the-exam",
    "Lazza summer moment, after the exam: answer sheets thrown up and tumbling around a two-scoop cone.",
    lazzaExam,
  ),
  player(
    "lazza-power-cut",
    "Lazza summer moment, the power cut: a dark room, a ceiling fan winding down, a candle's warm glow on a chocolate cone.",
    lazzaPowerCut,
  ),
  player(
    "lazza-beach-at-five",
    "Lazza summer moment, the beach at five: the sun low over the sea, its path shimmering, a cone planted in the sand.",
    lazzaBeach,
  ),
];

/** The poster file of a film: its first frame, as artwork (converted to AVIF/WebP at build). */
export const posterName = (film: Film): string => `film-${film.name}.svg`;

/** The posters as artwork entries for make-artwork.ts. */
export const filmPosters = () =>
  studyFilms.map((film) => ({
    name: posterName(film),
    w: film.width * 2,
    h: film.height * 2,
    desc: `${film.desc} (Poster: the film's first frame.)`,
    raw: film.scene(0),
  }));

/**
 * Which part of a frame stays when it is cropped to a box: x and y from 0 (left, top) to 1 (right,
 * bottom) over the part that does not fit, and a zoom past the size that just covers the box.
 */
export type FrameView = { x?: number; y?: number; zoom?: number };

/**
 * A frame of a film placed inside other artwork (a storyboard, a phone, an editor): the frame
 * fills the w×h box at (x, y) and is cropped to it; `view` chooses which part stays. Clipped explicitly, as not every renderer hides a nested <svg>'s
 * overflow; its ids get `key` appended so two frames in one picture keep their own.
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
  // The scene's own drawing size (a feature film draws on the same 1280×720 as the others).
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

/** A study's film by its file stem. */
export function filmNamed(name: string): Film {
  const film = studyFilms.find((candidate) => candidate.name === name);
  if (!film) throw new Error(`no film named ${name}`);
  return film;
}
