// Grand Kayal, a backwater hotel in Kochi: its palette and its mark (docs/design.md, "Client
// brands"). Type from Linux Libertine and Biolinum (Debian's fonts-linuxlibertine), as outlines.
import { measure, n, set } from "../type.ts";

/** Teak hulls and doors, the linen of its rooms, the lotus on the water, the backwater at dusk. */
export const GK = {
  teak: "#3a2618",
  linen: "#f3ece0",
  lotus: "#e8a0a8",
  kayal: "#2e3d38",
  lamp: "#f2c987",
};

export type Mark = { svg: string; width: number; height: number };

/**
 * The arch: one of the hotel's colonnade arches drawn as a hairline, the monogram GK standing in
 * it, and the arch's reflection broken into three strokes of water under its foot. `x` is the
 * arch's left edge, `y` the water line, `h` the arch's height above the water.
 */
export function archMark(x: number, y: number, h: number, fill: string): Mark {
  const w = h * 0.62;
  const r = w / 2;
  const line = h * 0.022;
  const o = line / 2;
  // the arch as a closed band: outer path, then the inner one reversed (even-odd fill)
  const outer = `M${n(x)} ${n(y)}V${n(y - h + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y - h + r)}V${n(y)}H${n(x + w - line)}V${n(y - h + r)}A${n(r - line)} ${n(r - line)} 0 0 0 ${n(x + line)} ${n(y - h + r)}V${n(y)}Z`;
  const gk = { face: "libertineDisplay", size: h * 0.34, track: 0.04 } as const;
  const monogram = set(x + w / 2, y - h * 0.2, "GK", { ...gk, anchor: "middle" });
  // the reflection: three strokes, each shorter, a little apart under the foot
  let water = "";
  for (let i = 0; i < 3; i++) {
    const inset = w * (0.06 + i * 0.16);
    const wy = y + h * (0.07 + i * 0.065);
    water += `M${n(x + inset)} ${n(wy - o)}H${n(x + w - inset)}V${n(wy + o)}H${n(x + inset)}Z`;
  }
  return {
    svg: `<g fill="${fill}"><path fill-rule="evenodd" d="${outer}"/><path d="${monogram}"/><path d="${water}"/></g>`,
    width: w,
    height: h * 1.25,
  };
}

/**
 * The lock-up: the arch, then GRAND KAYAL in Libertine Display capitals, widely tracked, and
 * "backwater hotel · kochi" in Biolinum small capitals under a hairline. `cx` centres it; `y` is
 * the arch's water line; `h` the arch's height. Stacked (arch over the words).
 */
export function lockup(cx: number, y: number, h: number, fill: string, accent = fill): Mark {
  const arch = archMark(cx - h * 0.31, y, h, fill);
  const name = { face: "libertineDisplay", size: h * 0.22, track: 0.24 } as const;
  const nameY = y + h * 0.6;
  const small = { face: "biolinum", size: h * 0.085, track: 0.3 } as const;
  const words =
    `<path fill="${fill}" d="${set(cx, nameY, "GRAND KAYAL", { ...name, anchor: "middle" })}"/>` +
    `<rect x="${n(cx - h * 0.3)}" y="${n(nameY + h * 0.12)}" width="${n(h * 0.6)}" height="${n(h * 0.012)}" fill="${accent}"/>` +
    `<path fill="${fill}" d="${set(cx, nameY + h * 0.3, "BACKWATER HOTEL · KOCHI", { ...small, anchor: "middle" })}"/>`;
  return {
    svg: arch.svg + words,
    width: Math.max(measure("GRAND KAYAL", name), arch.width),
    height: h + h * 0.62 + h * 0.3,
  };
}

/** The lock-up in one line: the arch at the left, the name beside it on the water line. */
export function lineLockup(x: number, y: number, h: number, fill: string): Mark {
  const arch = archMark(x, y, h, fill);
  const name = { face: "libertineDisplay", size: h * 0.42, track: 0.2 } as const;
  const wx = x + arch.width + h * 0.3;
  return {
    svg: arch.svg + `<path fill="${fill}" d="${set(wx, y - h * 0.2, "GRAND KAYAL", name)}"/>`,
    width: wx + measure("GRAND KAYAL", name) - x,
    height: h,
  };
}
