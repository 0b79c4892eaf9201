// Shared drawing kit for Kadal's generated artwork: the palette, a seeded PRNG and the coastal
// motifs (tide lines, kasavu border, Chinese fishing net, laterite, banana-leaf fan).
// Everything here is pure: same arguments, same SVG text.

/** A point as [x, y]. */
import { outline, type Weight } from "./type.ts";

export type Point = readonly [x: number, y: number];

/** The seeded random source every drawing gets; see `rng`. */
export type Rng = {
  next: () => number;
  range: (lo: number, hi: number) => number;
  int: (lo: number, hi: number) => number;
  pick: <T>(list: readonly T[]) => T;
};

export const C = {
  ink: "#0b2a3a", // sea ink — primary dark
  teal: "#0f6e6e", // backwater teal
  gold: "#d9a441", // kasavu gold
  red: "#e2553b", // vermilion
  cream: "#f6f1e7", // coconut cream — light ground
  green: "#3f7d4e", // palm green
  grey: "#5b6770", // monsoon grey
};

/** FNV-1a hash of a string, the seed for `rng`. */
export function hash(str: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small deterministic PRNG with helpers. */
export function rng(seedText: string): Rng {
  let a = hash(seedText);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (list) => at(list, Math.floor(next() * list.length)),
  };
}

/** `list[i]`, failing loudly rather than drawing "undefined" into an SVG. */
export function at<T>(list: readonly T[], i: number): T {
  if (!Number.isInteger(i) || i < 0 || i >= list.length)
    throw new RangeError(`index ${i} outside a list of ${list.length}`);
  // In range, so defined: the cast only drops the `undefined` that noUncheckedIndexedAccess adds.
  return list[i] as T;
}

/** Number formatting: one decimal at most, no trailing zeros (keeps files small and stable). */
export const f = (v: number): string => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

export function doc(w: number, h: number, body: string, defs = ""): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    (defs ? `<defs>${defs}</defs>` : "") +
    body +
    `</svg>\n`
  );
}

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  extra = "",
): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = ""): string =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = ""): string =>
  `<path d="${d}" fill="${fill}"${extra}/>`;
export const stroke = (d: string, color: string, width: number, extra = ""): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}"` +
  (extra.includes("stroke-linecap") ? "" : ` stroke-linecap="round" stroke-linejoin="round"`) +
  `${extra}/>`;

export type TextOptions = {
  size?: number;
  fill?: string;
  weight?: Weight;
  anchor?: "start" | "middle" | "end";
  /** Letter spacing in px. */
  ls?: number;
  extra?: string;
};

/** Words in the brand face, as outlines (./type.ts says why). `size` in px; (x, y) on the baseline. */
export function text(
  x: number,
  y: number,
  s: string,
  { size = 64, fill = C.ink, weight = 800, anchor = "start", ls = 0, extra = "" }: TextOptions = {},
): string {
  return `<path d="${outline(x, y, s, { size, weight, anchor, ls })}" fill="${fill}"${extra}/>`;
}

/** An open wave line from x0 to past x1 at height y (quadratic segments, alternating crests). */
export function wave(
  x0: number,
  x1: number,
  y: number,
  amp: number,
  len: number,
  phase = 0,
): string {
  const start = x0 - len + (((phase % len) + len) % len);
  let d = `M${f(start)} ${f(y)}q${f(len / 4)} ${f(-amp)} ${f(len / 2)} 0`;
  for (let x = start + len / 2; x < x1; x += len / 2) d += `t${f(len / 2)} 0`;
  return d;
}

/** A filled band whose top edge is a wave, down to `bottom`. */
export function waveBand(
  x0: number,
  x1: number,
  y: number,
  amp: number,
  len: number,
  phase: number,
  bottom: number,
): string {
  const start = x0 - len + (((phase % len) + len) % len);
  let d = `M${f(start)} ${f(y)}q${f(len / 4)} ${f(-amp)} ${f(len / 2)} 0`;
  let x = start + len / 2;
  for (; x < x1; x += len / 2) d += `t${f(len / 2)} 0`;
  return `${d}V${f(bottom)}H${f(start)}Z`;
}

/** Stacked tide lines. */
export function tideLines(
  x0: number,
  x1: number,
  y0: number,
  count: number,
  gap: number,
  color: string,
  width: number,
  r: Rng,
  { amp = 10, len = 120 }: { amp?: number; len?: number } = {},
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    out += stroke(wave(x0, x1, y0 + i * gap, amp, len, r.range(0, len)), color, width);
  }
  return out;
}

/** Kasavu border: a cream band with a broad gold stripe, two fine lines and a temple-tooth edge. */
export function kasavu(
  x: number,
  y: number,
  w: number,
  h: number,
  {
    ground = C.cream,
    gold = C.gold,
    teeth = true,
  }: { ground?: string; gold?: string; teeth?: boolean } = {},
): string {
  let out = rect(x, y, w, h, ground);
  out += rect(x, y + h * 0.28, w, h * 0.34, gold);
  out += rect(x, y + h * 0.12, w, h * 0.05, gold);
  out += rect(x, y + h * 0.73, w, h * 0.05, gold);
  if (teeth) {
    const t = h * 0.16;
    let d = `M${f(x)} ${f(y + h * 0.62)}`;
    for (let i = 0; x + i * t < x + w; i++)
      d += `l${f(t / 2)} ${f(t * 0.7)}l${f(t / 2)} ${f(-t * 0.7)}`;
    out += path(`${d}Z`, gold);
  }
  return out;
}

/** A pattern of net mesh (diamond grid) for filling a shape. */
export function netPattern(id: string, color: string, size = 22, width = 2): string {
  return (
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<path d="M0 0H${size}M0 0V${size}" stroke="${color}" stroke-width="${width}" fill="none"/></pattern>`
  );
}

/** Chinese fishing net in elevation: tripod, two arms and a mesh bowl. `netId` names a netPattern. */
export function fishingNet(
  cx: number,
  base: number,
  s: number,
  color: string,
  netId: string,
  width = 8,
): string {
  const apex: Point = [cx - s * 0.15, base - s];
  const lt: Point = [cx - s * 1.05, base - s * 0.2];
  const rt: Point = [cx + s * 0.75, base - s * 0.35];
  let out = stroke(
    `M${f(cx - s * 0.55)} ${f(base)}L${f(apex[0])} ${f(apex[1])}L${f(cx + s * 0.2)} ${f(base)}`,
    color,
    width,
  );
  out += stroke(
    `M${f(apex[0])} ${f(apex[1])}Q${f(cx - s * 0.7)} ${f(base - s * 0.85)} ${f(lt[0])} ${f(lt[1])}`,
    color,
    width * 0.8,
  );
  out += stroke(
    `M${f(apex[0])} ${f(apex[1])}Q${f(cx + s * 0.45)} ${f(base - s * 0.9)} ${f(rt[0])} ${f(rt[1])}`,
    color,
    width * 0.8,
  );
  out += stroke(
    `M${f(apex[0])} ${f(apex[1])}L${f(cx + s * 0.9)} ${f(base - s * 0.05)}`,
    color,
    width * 0.4,
  );
  const bowl = `M${f(lt[0])} ${f(lt[1])}Q${f(cx - s * 0.15)} ${f(base + s * 0.25)} ${f(rt[0])} ${f(rt[1])}Q${f(cx - s * 0.15)} ${f(base - s * 0.1)} ${f(lt[0])} ${f(lt[1])}Z`;
  out += path(bowl, `url(#${netId})`) + stroke(bowl, color, width * 0.35);
  out += stroke(`M${f(cx - s * 0.8)} ${f(base)}H${f(cx + s * 0.6)}`, color, width);
  return out;
}

/** Laterite wall: running-bond blocks with a few pores. */
export function laterite(
  x: number,
  y: number,
  cols: number,
  rows: number,
  bw: number,
  bh: number,
  r: Rng,
  {
    colors = [C.red, "#c9482f", "#b8432d"],
    gap = 6,
    pores = true,
  }: { colors?: readonly string[]; gap?: number; pores?: boolean } = {},
): string {
  let out = "";
  const holes: Point[] = [];
  for (let j = 0; j < rows; j++) {
    const off = j % 2 ? -bw / 2 : 0;
    for (let i = 0; i < cols + 1; i++) {
      const bx = x + off + i * bw;
      const left = Math.max(bx, x);
      const right = Math.min(bx + bw - gap, x + cols * bw - gap);
      if (right - left < 10) continue;
      out += rect(left, y + j * bh, right - left, bh - gap, r.pick(colors), ` rx="4"`);
      if (pores && r.next() < 0.6) {
        for (let k = 0; k < 3; k++)
          holes.push([
            r.range(left + 8, right - 8),
            r.range(y + j * bh + 8, y + (j + 1) * bh - gap - 8),
          ]);
      }
    }
  }
  return out + dotsAt(holes, 3.5, C.ink).replace("/>", ` opacity=".25"/>`);
}

/** Banana-leaf fan: `n` pointed leaves from (cx, cy) spread between angles a0..a1 (degrees). */
export function leafFan(
  cx: number,
  cy: number,
  len: number,
  n: number,
  a0: number,
  a1: number,
  color: string,
  { rib = C.cream, width = 0.2 }: { rib?: string; width?: number } = {},
): string {
  let out = `<g transform="translate(${f(cx)} ${f(cy)})">`;
  for (let i = 0; i < n; i++) {
    const a = n === 1 ? a0 : a0 + ((a1 - a0) * i) / (n - 1);
    const w = len * width;
    out +=
      `<g transform="rotate(${f(a)})">` +
      path(`M0 0Q${f(w)} ${f(-len * 0.45)} 0 ${f(-len)}Q${f(-w)} ${f(-len * 0.45)} 0 0Z`, color) +
      stroke(`M0 0V${f(-len * 0.92)}`, rib, Math.max(2, len * 0.012)) +
      `</g>`;
  }
  return `${out}</g>`;
}

/** Concentric rings (ripples, targets, pookalam). */
export function rings(
  cx: number,
  cy: number,
  r0: number,
  r1: number,
  count: number,
  colors: readonly string[],
  width: number,
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const rr = r0 + ((r1 - r0) * i) / Math.max(1, count - 1);
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(rr)}" fill="none" stroke="${at(colors, i % colors.length)}" stroke-width="${f(width)}"/>`;
  }
  return out;
}

/** A field of dots on a grid (zero-length round-capped strokes: the smallest way to write dots). */
export function dots(
  x: number,
  y: number,
  cols: number,
  rows: number,
  gap: number,
  rad: number,
  color: string,
  extra = "",
): string {
  let d = "";
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) d += `M${f(x + i * gap)} ${f(y + j * gap)}h0`;
  return `<path d="${d}" stroke="${color}" stroke-width="${f(rad * 2)}" stroke-linecap="round"${extra}/>`;
}

/** Dots at arbitrary points, as one path: [[x, y], …]. */
export function dotsAt(points: readonly Point[], rad: number, color: string): string {
  const d = points.map(([x, y]) => `M${Math.round(x)} ${Math.round(y)}h0`).join("");
  return d
    ? `<path d="${d}" stroke="${color}" stroke-width="${f(rad * 2)}" stroke-linecap="round"/>`
    : "";
}

/** A regular polygon / star path centred on (cx, cy). */
export function star(
  cx: number,
  cy: number,
  rOut: number,
  rIn: number,
  points: number,
  rot = -90,
): string {
  let d = "";
  for (let i = 0; i < points * 2; i++) {
    const rr = i % 2 ? rIn : rOut;
    const a = ((rot + (180 / points) * i) * Math.PI) / 180;
    d += `${i ? "L" : "M"}${f(cx + rr * Math.cos(a))} ${f(cy + rr * Math.sin(a))}`;
  }
  return `${d}Z`;
}

/**
 * The Aptayu mark: a single leaf held in a gold disc. `leafTurn` (degrees) turns the leaf inside
 * the disc, for the identity film; the still artwork draws it upright.
 */
export function aptayuMark(cx: number, cy: number, s: number, leafTurn = 0): string {
  const leaf =
    path(
      `M${f(cx - s * 0.5)} ${f(cy + s * 0.5)}Q${f(cx - s * 0.55)} ${f(cy - s * 0.55)} ${f(cx + s * 0.55)} ${f(cy - s * 0.55)}Q${f(cx + s * 0.5)} ${f(cy + s * 0.5)} ${f(cx - s * 0.5)} ${f(cy + s * 0.5)}Z`,
      C.green,
    ) +
    stroke(
      `M${f(cx - s * 0.5)} ${f(cy + s * 0.5)}L${f(cx + s * 0.25)} ${f(cy - s * 0.25)}`,
      C.gold,
      s * 0.07,
    );
  return (
    circle(cx, cy, s, C.gold) +
    (leafTurn ? `<g transform="rotate(${f(leafTurn)} ${f(cx)} ${f(cy)})">${leaf}</g>` : leaf)
  );
}
