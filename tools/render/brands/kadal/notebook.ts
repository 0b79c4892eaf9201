// The notebook open on the meeting table in Kadal's contact-page photograph (scenes/kadal/chai.py):
// a client's first brief, taken down in pencil. An A5 ruled notebook open flat, both pages as one
// spread (296×210 mm at 8 px/mm): on the left "brief —" and a date-like scrawl, then lines of
// greeked handwriting (no legible invented words: loops and strokes with the rhythm of words), a
// couple of ticks and underlines; on the right a logo idea sketched and redrawn (a circle with a
// wave through it, a small sail), an arrow, two thumbnails and a few more lines. Every stroke is
// a smoothed path from a seeded generator, so the texture is the same on every run.
//
//   npx tsx tools/render/brands/kadal/notebook.ts     # .cache/textures/kadal/notebook.png
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { n } from "../type.ts";

const PX = 8; // px per mm
const W = 296 * PX;
const H = 210 * PX;
const PAGE = 148 * PX;

const PAPER = "#f3eee1";
const RULE = "#a9bccb";
const MARGIN = "#d99a9a";
const GRAPHITE = "#222229";

/** A small deterministic generator (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = rng(2611);
const between = (lo: number, hi: number) => lo + (hi - lo) * rand();

type P = [number, number];

/** A Catmull-Rom spline through `pts` as SVG cubic Béziers. */
function spline(pts: P[]): string {
  if (pts.length < 2) return "";
  let d = `M${n(pts[0]![0])} ${n(pts[0]![1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)]!;
    const p1 = pts[i]!;
    const p2 = pts[i + 1]!;
    const p3 = pts[Math.min(pts.length - 1, i + 2)]!;
    const c1: P = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: P = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** A pencil stroke: graphite, a little uneven in weight and pressure. */
function stroke(d: string, width = 0.5, opacity = 0.9): string {
  const w = width * PX * between(0.9, 1.12);
  return `<path d="${d}" fill="none" stroke="${GRAPHITE}" stroke-width="${n(w)}" stroke-linecap="round" stroke-linejoin="round" opacity="${between(opacity - 0.1, opacity).toFixed(2)}"/>`;
}

/**
 * One greeked handwritten word from x on the baseline y: a cursive run of letters, each an up
 * and down stroke to the x-height (now and then an ascender, a descender or a small loop), slanted
 * forward. Returns the path and where the word ends.
 */
function word(x: number, y: number, letters: number, xh: number): { d: string; end: number } {
  const slant = 0.22;
  const pts: P[] = [[x, y - xh * 0.2]];
  let cx = x;
  for (let k = 0; k < letters; k++) {
    const w = xh * between(0.55, 0.95);
    const r = rand();
    let top = xh * between(0.8, 1.1);
    let bottom = 0;
    if (r < 0.14)
      top = xh * between(1.9, 2.3); // an ascender: l, h, k, d
    else if (r < 0.24) bottom = -xh * between(0.8, 1.1); // a descender: g, p, y
    const loop = rand() < 0.35;
    const up: P = [cx + w * 0.55 + top * slant, y - top];
    pts.push(up);
    if (loop) pts.push([cx + w * 0.25 + top * 0.8 * slant, y - top * 0.85]);
    pts.push([cx + w * 0.6 + bottom * slant, y - bottom]);
    pts.push([cx + w + xh * 0.15 * slant, y - xh * between(0.15, 0.4)]);
    cx += w;
  }
  pts.forEach((p) => {
    p[0] += between(-0.15, 0.15) * PX;
    p[1] += between(-0.15, 0.15) * PX;
  });
  return { d: spline(pts), end: cx };
}

/** A line of greeked handwriting from x0 to about x1 on the baseline y. */
function line(x0: number, x1: number, y: number, xh = 2.2 * PX): string {
  let out = "";
  let x = x0;
  const drift = between(-1, 1) * PX * 0.4; // the line rises or falls a little across the page
  while (x < x1 - 6 * PX) {
    const letters = Math.floor(between(2, 8));
    const yy = y + drift * ((x - x0) / (x1 - x0));
    const wd = word(x, yy, letters, xh);
    out += stroke(wd.d);
    x = wd.end + between(2.2, 3.6) * PX;
    if (rand() < 0.06) {
      // a comma or a full stop
      out += stroke(
        spline([
          [x - 1.8 * PX, yy - 0.2 * PX],
          [x - 2 * PX, yy + 0.8 * PX],
        ]),
        0.4,
      );
    }
  }
  return out;
}

/** A single-stroke cursive "brief" and a dash, written at (x, y) with x-height xh. */
function briefTitle(x: number, y: number, xh: number): string {
  const u = xh;
  const s = 0.2;
  const pt = (dx: number, dy: number): P => [x + dx * u - dy * u * s, y - dy * u];
  // b: a tall loop up and down, then the bowl
  const b = [
    pt(0, 0.3),
    pt(0.5, 1.6),
    pt(0.55, 2.3),
    pt(0.25, 2.1),
    pt(0.15, 1.0),
    pt(0.1, 0.05),
    pt(0.55, 0.1),
    pt(0.85, 0.6),
    pt(0.55, 0.95),
    pt(0.3, 0.7),
    pt(0.75, 0.75),
    pt(1.1, 0.9),
  ];
  // r
  const r = [
    pt(1.1, 0.9),
    pt(1.25, 1.0),
    pt(1.3, 0.7),
    pt(1.3, 0.0),
    pt(1.35, 0.6),
    pt(1.65, 0.95),
    pt(1.85, 0.85),
  ];
  // i (the dot comes later)
  const i = [pt(1.85, 0.85), pt(2.0, 0.9), pt(1.95, 0.1), pt(2.1, 0.0), pt(2.35, 0.25)];
  // e
  const e = [
    pt(2.35, 0.25),
    pt(2.75, 0.45),
    pt(2.9, 0.8),
    pt(2.65, 0.95),
    pt(2.45, 0.6),
    pt(2.55, 0.1),
    pt(2.9, 0.0),
    pt(3.2, 0.3),
  ];
  // f: up to the ascender, back down through the baseline to a descender, and its bar
  const f = [
    pt(3.2, 0.3),
    pt(3.55, 1.5),
    pt(3.75, 2.2),
    pt(3.55, 2.35),
    pt(3.35, 1.8),
    pt(3.3, 0.6),
    pt(3.25, -0.8),
    pt(3.05, -0.95),
    pt(3.0, -0.6),
    pt(3.4, 0.2),
    pt(3.75, 0.45),
  ];
  const path = spline([...b, ...r.slice(1), ...i.slice(1), ...e.slice(1), ...f.slice(1)]);
  const bar = spline([pt(2.95, 0.95), pt(3.4, 1.0), pt(3.85, 1.02)]);
  const dot: P = pt(2.05, 1.45);
  const dash = spline([pt(4.5, 0.55), pt(5.6, 0.6), pt(6.8, 0.52)]);
  return (
    stroke(path, 0.9, 1) +
    stroke(bar, 0.45, 0.9) +
    `<circle cx="${n(dot[0])}" cy="${n(dot[1])}" r="${n(0.35 * PX)}" fill="${GRAPHITE}" opacity="0.85"/>` +
    stroke(dash, 0.45, 0.9)
  );
}

/** A wobbly hand-drawn circle, gone round a little more than once. */
function handCircle(cx: number, cy: number, r: number, turns = 1.12): string {
  const pts: P[] = [];
  const start = between(0, Math.PI * 2);
  const steps = 40;
  for (let k = 0; k <= steps * turns; k++) {
    const a = start + (k / steps) * Math.PI * 2;
    const rr =
      r * (1 + 0.03 * Math.sin(a * 3 + start) + between(-0.008, 0.008)) * (1 - 0.02 * (k / steps));
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a) * 0.97]);
  }
  return spline(pts);
}

/** A wave across (x0..x1) at y: two crests, as the logo's sea. */
function wave(x0: number, x1: number, y: number, amp: number, phase = 0): string {
  const pts: P[] = [];
  for (let k = 0; k <= 24; k++) {
    const t = k / 24;
    pts.push([
      x0 + (x1 - x0) * t,
      y - amp * Math.sin(t * Math.PI * 4 + phase) + between(-0.1, 0.1) * PX,
    ]);
  }
  return spline(pts);
}

function notebookSvg(): string {
  const parts: string[] = [];
  parts.push(`<rect width="${W}" height="${H}" fill="${PAPER}"/>`);
  // the rules: 7 mm apart from 24 mm down, both pages; a margin on each page's outer side
  const rules: string[] = [];
  for (let y = 24 * PX; y < H - 8 * PX; y += 7 * PX) {
    rules.push(`M${6 * PX} ${y}H${PAGE - 4 * PX}M${PAGE + 4 * PX} ${y}H${W - 6 * PX}`);
  }
  parts.push(
    `<path d="${rules.join("")}" stroke="${RULE}" stroke-width="${0.3 * PX}" opacity="0.9"/>`,
  );
  parts.push(
    `<path d="M${22 * PX} 0V${H}M${PAGE + 22 * PX} 0V${H}" stroke="${MARGIN}" stroke-width="${0.25 * PX}" opacity="0.7"/>`,
  );
  // the gutter: the fold darkens a little where the pages meet
  parts.push(
    `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="0.5" stop-color="#000" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
      `<rect x="${PAGE - 5 * PX}" width="${10 * PX}" height="${H}" fill="url(#g)"/>`,
  );

  // ---- left page: the title, a date-like scrawl at the right, the brief in lines
  const ruleY = (k: number) => 24 * PX + k * 7 * PX - 1.0 * PX; // writing sits just on the rule
  parts.push(briefTitle(26 * PX, ruleY(1), 3.6 * PX));
  parts.push(line(108 * PX, 140 * PX, ruleY(0), 1.8 * PX));
  parts.push(
    stroke(
      spline([
        [26 * PX, ruleY(1) + 2.2 * PX],
        [60 * PX, ruleY(1) + 1.9 * PX],
        [75 * PX, ruleY(1) + 2.3 * PX],
      ]),
      0.35,
      0.7,
    ),
  );
  for (let k = 3; k <= 22; k++) {
    if (k === 9 || k === 15 || k === 19) continue; // paragraph breaks
    const x0 = (k === 10 || k === 16 ? 30 : 26) * PX;
    const x1 = (k === 8 || k === 14 || k === 22 ? between(70, 110) : between(128, 141)) * PX;
    if (k >= 16 && k <= 18) {
      // a short list: a dash, then a line
      parts.push(
        stroke(
          spline([
            [26 * PX, ruleY(k) - 1.2 * PX],
            [29 * PX, ruleY(k) - 1.3 * PX],
          ]),
          0.4,
        ),
      );
      parts.push(line(32 * PX, between(85, 120) * PX, ruleY(k)));
      continue;
    }
    parts.push(line(x0, x1, ruleY(k)));
  }
  // an underline under one phrase and a ring round another
  parts.push(
    stroke(
      spline([
        [48 * PX, ruleY(5) + 1.6 * PX],
        [70 * PX, ruleY(5) + 1.3 * PX],
        [92 * PX, ruleY(5) + 1.7 * PX],
      ]),
      0.4,
    ),
  );
  parts.push(stroke(handCircle(98 * PX, ruleY(12) - 1.6 * PX, 9 * PX, 1.05), 0.35, 0.7));

  // ---- right page: the logo idea, drawn over twice, an arrow, two thumbnails, notes
  const cx = PAGE + 58 * PX;
  const cy = 68 * PX;
  const R = 24 * PX;
  parts.push(stroke(handCircle(cx, cy, R), 1.1, 1));
  parts.push(stroke(handCircle(cx + 0.6 * PX, cy - 0.4 * PX, R * 1.02, 0.7), 0.5, 0.6));
  parts.push(stroke(wave(cx - R * 0.92, cx + R * 0.92, cy + 4 * PX, 3.2 * PX), 1.3, 1));
  parts.push(stroke(wave(cx - R * 0.8, cx + R * 0.8, cy + 10 * PX, 2.4 * PX, 0.6), 1.0, 0.9));
  // a small sail over the waves
  parts.push(
    stroke(
      spline([
        [cx - 4 * PX, cy - 1 * PX],
        [cx + 1 * PX, cy - 17 * PX],
        [cx + 2 * PX, cy - 1.5 * PX],
        [cx - 4 * PX, cy - 1 * PX],
      ]),
      1.1,
      1,
    ),
  );
  // hatching in the lower half of the circle (the sea, shaded)
  for (let k = 0; k < 9; k++) {
    const hx = cx - R * 0.6 + k * 3.4 * PX;
    parts.push(
      stroke(
        spline([
          [hx, cy + 15 * PX],
          [hx + 4 * PX, cy + 9 * PX],
        ]),
        0.25,
        0.5,
      ),
    );
  }
  // the arrow from the circle to a note at the right
  parts.push(
    stroke(
      spline([
        [cx + R + 3 * PX, cy - 8 * PX],
        [cx + R + 14 * PX, cy - 16 * PX],
        [cx + R + 24 * PX, cy - 18 * PX],
      ]),
      0.4,
    ),
  );
  parts.push(
    stroke(
      spline([
        [cx + R + 21 * PX, cy - 21 * PX],
        [cx + R + 24.5 * PX, cy - 18 * PX],
        [cx + R + 20 * PX, cy - 15.5 * PX],
      ]),
      0.4,
    ),
  );
  parts.push(line(cx + R + 12 * PX, W - 8 * PX, cy - 23 * PX, 1.9 * PX));
  // two thumbnails: a square with a wave, and a word-mark-like scribble in a box
  const tY = 112 * PX;
  for (const [k, tx] of [PAGE + 30 * PX, PAGE + 72 * PX].entries()) {
    const tw = 30 * PX;
    const th = 22 * PX;
    parts.push(
      stroke(
        spline([
          [tx, tY],
          [tx + tw, tY + 0.5 * PX],
          [tx + tw - 0.4 * PX, tY + th],
          [tx + 0.3 * PX, tY + th - 0.3 * PX],
          [tx, tY - 1 * PX],
        ]),
        0.85,
        0.95,
      ),
    );
    if (k === 0)
      parts.push(stroke(wave(tx + 4 * PX, tx + tw - 4 * PX, tY + th / 2 + 2 * PX, 2.5 * PX), 0.45));
    else {
      parts.push(stroke(handCircle(tx + 8 * PX, tY + th / 2, 4.5 * PX), 0.4));
      parts.push(stroke(word(tx + 15 * PX, tY + th / 2 + 2 * PX, 4, 2.4 * PX).d, 0.45));
    }
  }
  // a question mark by the second, a tick by the first
  parts.push(
    stroke(
      spline([
        [PAGE + 40 * PX, tY + 28 * PX],
        [PAGE + 43 * PX, tY + 31 * PX],
        [PAGE + 50 * PX, tY + 24 * PX],
      ]),
      0.5,
      0.9,
    ),
  );
  // notes under the thumbnails
  for (let k = 0; k < 4; k++)
    parts.push(
      line(
        PAGE + 28 * PX,
        between(PAGE + 100 * PX, W - 12 * PX),
        24 * PX + (21 + k) * 7 * PX - 1 * PX,
      ),
    );

  // the paper: a faint grain, and a smudge of graphite where a hand rested on the left page
  parts.push(
    `<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.6" numOctaves="2" seed="7"/><feColorMatrix values="0 0 0 0 0.3  0 0 0 0 0.28  0 0 0 0 0.24  0 0 0 0.06 0"/></filter>` +
      `<rect width="${W}" height="${H}" filter="url(#grain)"/>` +
      `<filter id="soft"><feGaussianBlur stdDeviation="${6 * PX}"/></filter>` +
      `<ellipse cx="${118 * PX}" cy="${150 * PX}" rx="${20 * PX}" ry="${8 * PX}" fill="${GRAPHITE}" opacity="0.06" filter="url(#soft)"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join("")}</svg>`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = join(import.meta.dirname, "..", "..", ".cache", "textures", "kadal");
  mkdirSync(out, { recursive: true });
  const file = join(out, "notebook.png");
  await sharp(Buffer.from(notebookSvg()), { density: 72 })
    .png({ compressionLevel: 6 })
    .toFile(file);
  console.log(file);
}
