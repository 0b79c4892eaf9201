// The clients' marks, drawn from their faces (Aptayu and Lazza with one custom ligature each)
// (docs/design.md, "Client brands").
import { face, measure, n, set } from "./type.ts";

export type Mark = { svg: string; width: number };

/**
 * Aptayu: the word in EB Garamond, lower case, with the t's crossbar drawn on across "ayu" as one
 * hairline that ends in a drop of oil. `x` is the start of the baseline, `size` the face's size.
 */
export function aptayuMark(x: number, y: number, size: number, fill: string): Mark {
  const opts = { face: "garamond", size, track: 0.02 } as const;
  const font = face("garamond");
  const scale = size / font.unitsPerEm;
  const before = measure("ap", opts) + opts.track * size;
  const t = font.layout("t").glyphs[0]!;
  const tLeft = x + before + t.bbox.minX * scale;
  const tRight = tLeft + (t.bbox.maxX - t.bbox.minX) * scale * 0.42;
  const width = measure("aptayu", opts);
  const bar = size * 0.03;
  const barTop = y - t.bbox.maxY * scale + size * 0.004;
  const end = x + width + size * 0.06;
  const drop = size * 0.085;
  const word = set(x, y, "aptayu", opts);
  const d =
    `M${n(tRight - size * 0.02)} ${n(barTop)}H${n(end)}V${n(barTop + bar)}H${n(tRight - size * 0.02)}Z` +
    // the drop hangs from the bar's end
    `M${n(end)} ${n(barTop + bar)}C${n(end + drop * 0.15)} ${n(barTop + bar + drop * 0.9)} ${n(end + drop * 0.9)} ${n(barTop + bar + drop * 1.1)} ${n(end)} ${n(barTop + bar + drop * 2.1)}` +
    `C${n(end - drop * 0.9)} ${n(barTop + bar + drop * 1.1)} ${n(end - drop * 0.15)} ${n(barTop + bar + drop * 0.9)} ${n(end)} ${n(barTop + bar)}Z`;
  return {
    svg: `<path fill="${fill}" d="${word}"/><path fill="${fill}" d="${d}"/>`,
    width: end + drop - x,
  };
}

/**
 * Lazza: the word in League Spartan Black with the double z drawn as one ligature, the two
 * letters sharing their top and bottom strokes, and a drip running off the bottom one.
 */
export function lazzaMark(x: number, y: number, size: number, fill: string): Mark {
  const opts = { face: "spartanBlack", size, track: -0.02 } as const;
  const font = face("spartanBlack");
  const scale = size / font.unitsPerEm;
  const la = measure("La", opts) + opts.track * size;
  const z = font.layout("z").glyphs[0]!;
  const zw = (z.bbox.maxX - z.bbox.minX) * scale;
  const zSide = z.bbox.minX * scale;
  const xh = z.bbox.maxY * scale;
  const stroke = xh * 0.27;
  const zx = x + la;
  const pitch = zw * 0.6;
  const dripX = zx + zSide + pitch * 0.98;
  const dripW = stroke * 0.9;
  const dripL = xh * 0.5;
  const zz =
    set(zx, y, "z", opts) +
    set(zx + pitch, y, "z", opts) +
    `M${n(dripX - dripW / 2)} ${n(y - stroke / 2)}V${n(y + dripL - dripW / 2)}A${n(dripW / 2)} ${n(dripW / 2)} 0 0 0 ${n(dripX + dripW / 2)} ${n(y + dripL - dripW / 2)}V${n(y - stroke / 2)}Z`;
  const aX = zx + pitch + measure("z", opts) + opts.track * size;
  const d = set(x, y, "La", opts) + zz + set(aX, y, "a", opts);
  return { svg: `<path fill="${fill}" d="${d}"/>`, width: aX + measure("a", opts) - x };
}

/**
 * Manorama Sahapadi: two classmates on one bench (two pen-blue dots on a rounded bar), then
 * "sahapadi" in Manjari Bold, lower case, with "Manorama" small above it and the Malayalam
 * സഹപാഠി ("classmate") under it. `x` is the symbol's left edge, `y` the word's baseline.
 */
export function sahapadiMark(x: number, y: number, size: number, fill: string): Mark {
  const bold = { face: "manjariBold", size, track: -0.01 } as const;
  const r = size * 0.16;
  const bench = size * 0.11;
  const gap = size * 0.08;
  const benchW = 4 * r + gap + size * 0.22;
  const benchY = y - bench;
  const headY = benchY - size * 0.08 - r;
  const c1 = x + size * 0.11 + r;
  const c2 = c1 + 2 * r + gap;
  const symbol =
    `<circle cx="${n(c1)}" cy="${n(headY)}" r="${n(r)}"/>` +
    `<circle cx="${n(c2)}" cy="${n(headY)}" r="${n(r)}"/>` +
    `<rect x="${n(x)}" y="${n(benchY)}" width="${n(benchW)}" height="${n(bench)}" rx="${n(bench / 2)}"/>`;
  const wx = x + benchW + size * 0.22;
  const word = set(wx, y, "sahapadi", bold);
  const wordW = measure("sahapadi", bold);
  const small = { face: "manjari", size: size * 0.3, track: 0.16 } as const;
  const over = set(wx + size * 0.02, y - size * 0.78, "MANORAMA", small);
  const ml = { face: "manjariBold", size: size * 0.42 } as const;
  const under = set(wx + size * 0.02, y + size * 0.5, "സഹപാഠി", ml);
  return {
    svg: `<g fill="${fill}">${symbol}<path d="${word}"/><path d="${over}"/><path d="${under}"/></g>`,
    width: wx + wordW - x,
  };
}

/**
 * Ayur Central: an urali (the wide brass vessel medicines are cooked in) with one leaf rising from
 * it, then "ayur central" in URW Gothic Demi, lower case, "ayur" in the accent. `x` is the
 * symbol's left edge, `y` the words' baseline; the leaf is `leafColour` (the accent by default).
 */
export function ayurCentralMark(
  x: number,
  y: number,
  size: number,
  fill: string,
  accent: string,
  leafColour = accent,
): Mark {
  const word = { face: "gothicDemi", size, track: -0.02 } as const;
  const w = size * 1.05;
  const rim = y - size * 0.42;
  const bowl =
    `<path d="M${n(x)} ${n(rim)}h${n(w)}a${n(w / 2)} ${n(size * 0.4)} 0 0 1 -${n(w)} 0z"/>` +
    `<rect x="${n(x + w * 0.36)}" y="${n(y - size * 0.04)}" width="${n(w * 0.28)}" height="${n(size * 0.06)}" rx="${n(size * 0.03)}"/>`;
  // The leaf: a broad blade from its stalk on the rim to its tip, leaning right, its midrib cut
  // out of it (so it reads as a leaf, not a lamp's flame).
  const fx = x + w * 0.5;
  const fy = rim - size * 0.06;
  const tx = x + w * 0.95;
  const ty = rim - size * 0.86;
  const leaf =
    `<path fill="${leafColour}" fill-rule="evenodd" d="M${n(fx)} ${n(fy)}` +
    `C${n(x + w * 0.2)} ${n(rim - size * 0.5)} ${n(x + w * 0.55)} ${n(rim - size * 0.9)} ${n(tx)} ${n(ty)}` +
    `C${n(x + w * 1.02)} ${n(rim - size * 0.42)} ${n(x + w * 0.75)} ${n(rim - size * 0.12)} ${n(fx)} ${n(fy)}z` +
    `M${n(fx + size * 0.03)} ${n(fy - size * 0.06)}L${n(tx - size * 0.06)} ${n(ty + size * 0.08)}` +
    `L${n(tx - size * 0.08)} ${n(ty + size * 0.1)}L${n(fx + size * 0.01)} ${n(fy - size * 0.05)}z"/>`;
  const wx = x + w + size * 0.28;
  const ayur = set(wx, y, "ayur", word);
  const gap = measure("ayur ", word);
  const central = set(wx + gap, y, "central", word);
  return {
    svg: `<g fill="${fill}">${bowl}${leaf}<path fill="${accent}" d="${ayur}"/><path d="${central}"/></g>`,
    width: wx + gap + measure("central", word) - x,
  };
}
