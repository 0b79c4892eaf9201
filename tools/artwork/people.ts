// Kadal's people, drawn in one hand for the agency's own pages: flat shapes without outlines, a
// head a little taller than wide, round-capped limbs, dot eyes, hands as small ovals, and the
// clothes a Kochi studio and a snake boat's crew wear (kurta, shirt, tee, a set-sari and a mundu
// with their kasavu borders, jeans). Nobody drawn here has a name: they show roles, not persons.
import { C, f, type Point } from "./lib.ts";

/** Skin tones from deep to light; a scene picks from these, never one tone for everyone. */
export const SKIN = ["#5a3422", "#6e4029", "#80492d", "#8f5a3a", "#a26b47", "#b57c55", "#c7936b"];
/** Hair: black, soft black, brown-black, and grey for the elder. */
export const HAIR = { black: "#17100c", soft: "#2a1c15", brown: "#3b261a", grey: "#a7a9a6" };

/** `hex` mixed towards black by `k` (0–1): a garment's or a skin's own shadow. */
export function shade(hex: string, k = 0.18): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const ch = (s: number) => Math.round(((n >> s) & 255) * (1 - k));
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, "0")}`;
}

export type HairStyle = "short" | "side" | "curly" | "bun" | "long" | "grey" | "crop" | "band";
export type Cut = "kurta" | "shirt" | "tee" | "sari" | "vest";

export type Look = {
  skin: string;
  hair: string;
  style: HairStyle;
  cut: Cut;
  /** The garment's colour (a sari's body). */
  top: string;
  /** A sari's or kurta's border, a shirt's collar. */
  trim?: string;
  glasses?: boolean;
  moustache?: boolean;
  beard?: boolean;
  /** Jasmine in a bun (mullappoo). */
  jasmine?: boolean;
};

/** An arm: where its hand is, where its elbow bends, and how far its sleeve comes down. */
export type Arm = { hand: Point; elbow: Point; sleeve: "long" | "short" | "none" };

const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
const line = (d: string, color: string, w: number) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(w)}" stroke-linecap="round" stroke-linejoin="round"/>`;
const P = (p: Point) => `${f(p[0])} ${f(p[1])}`;

/** One arm, shoulder to hand: sleeve over the upper arm (or all of it), skin below, the hand. */
export function arm(shoulder: Point, a: Arm, u: number, look: Look): string {
  const w = u * 0.27;
  const whole = `M${P(shoulder)}L${P(a.elbow)}L${P(a.hand)}`;
  let out = line(whole, a.sleeve === "long" ? look.top : look.skin, w);
  if (a.sleeve === "short") {
    const mid: Point = [
      shoulder[0] + (a.elbow[0] - shoulder[0]) * 0.6,
      shoulder[1] + (a.elbow[1] - shoulder[1]) * 0.6,
    ];
    out += line(`M${P(shoulder)}L${P(mid)}`, look.top, w * 1.12);
  }
  return out + ell(a.hand[0], a.hand[1], u * 0.13, u * 0.11, look.skin);
}

/** Hair behind the head (long hair, a bun seen over the crown), drawn before the head. */
function hairBehind(hx: number, hy: number, u: number, look: Look): string {
  if (look.style === "long")
    return `<path d="M${f(hx - u * 0.5)} ${f(hy)}C${f(hx - u * 0.56)} ${f(hy - u * 0.66)} ${f(hx + u * 0.56)} ${f(hy - u * 0.66)} ${f(hx + u * 0.5)} ${f(hy)}L${f(hx + u * 0.56)} ${f(hy + u * 1.05)}Q${f(hx)} ${f(hy + u * 1.2)} ${f(hx - u * 0.56)} ${f(hy + u * 1.05)}Z" fill="${look.hair}"/>`;
  if (look.style === "bun")
    return (
      ell(hx + u * 0.05, hy - u * 0.5, u * 0.22, u * 0.18, look.hair) +
      (look.jasmine
        ? `<path d="M${f(hx - u * 0.15)} ${f(hy - u * 0.5)}h0M${f(hx - u * 0.08)} ${f(hy - u * 0.62)}h0M${f(hx + u * 0.05)} ${f(hy - u * 0.67)}h0M${f(hx + u * 0.18)} ${f(hy - u * 0.63)}h0M${f(hx + u * 0.25)} ${f(hy - u * 0.52)}h0" stroke="${C.cream}" stroke-width="${f(u * 0.08)}" stroke-linecap="round"/>`
        : "")
    );
  return "";
}

/** Hair over the head, its hairline framing the face. */
function hairOver(hx: number, hy: number, u: number, look: Look): string {
  const rx = u * 0.4;
  const cap = (top: number, line: string) =>
    `<path d="M${f(hx - rx - u * 0.03)} ${f(hy + u * 0.02)}C${f(hx - rx - u * 0.06)} ${f(hy - top)} ${f(hx + rx + u * 0.06)} ${f(hy - top)} ${f(hx + rx + u * 0.03)} ${f(hy + u * 0.02)}${line}Z" fill="${look.hair}"/>`;
  switch (look.style) {
    case "short":
      return cap(
        u * 0.72,
        `L${f(hx + rx - u * 0.02)} ${f(hy - u * 0.14)}Q${f(hx + u * 0.05)} ${f(hy - u * 0.34)} ${f(hx - rx + u * 0.04)} ${f(hy - u * 0.2)}L${f(hx - rx)} ${f(hy - u * 0.02)}`,
      );
    case "crop":
    case "band":
      return cap(
        u * 0.66,
        `L${f(hx + rx - u * 0.02)} ${f(hy - u * 0.2)}Q${f(hx)} ${f(hy - u * 0.36)} ${f(hx - rx + u * 0.02)} ${f(hy - u * 0.2)}`,
      );
    case "side":
      return cap(
        u * 0.76,
        `L${f(hx + rx - u * 0.02)} ${f(hy - u * 0.1)}Q${f(hx + u * 0.1)} ${f(hy - u * 0.24)} ${f(hx - u * 0.12)} ${f(hy - u * 0.32)}Q${f(hx - rx)} ${f(hy - u * 0.22)} ${f(hx - rx)} ${f(hy - u * 0.02)}`,
      );
    case "grey":
      return cap(
        u * 0.66,
        `L${f(hx + rx - u * 0.02)} ${f(hy - u * 0.16)}Q${f(hx + u * 0.2)} ${f(hy - u * 0.26)} ${f(hx + u * 0.18)} ${f(hy - u * 0.4)}Q${f(hx)} ${f(hy - u * 0.32)} ${f(hx - u * 0.18)} ${f(hy - u * 0.4)}Q${f(hx - u * 0.2)} ${f(hy - u * 0.26)} ${f(hx - rx + u * 0.02)} ${f(hy - u * 0.16)}`,
      );
    case "curly": {
      let d = "";
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (1.05 + (i / 8) * 0.9);
        d += ell(
          hx + Math.cos(a) * u * 0.42,
          hy - u * 0.08 + Math.sin(a) * u * 0.46,
          u * 0.17,
          u * 0.17,
          look.hair,
        );
      }
      return (
        d +
        cap(
          u * 0.6,
          `L${f(hx + rx)} ${f(hy - u * 0.2)}Q${f(hx)} ${f(hy - u * 0.3)} ${f(hx - rx)} ${f(hy - u * 0.2)}`,
        )
      );
    }
    case "long":
    case "bun":
      // A centre parting, the hair drawn down over the temples.
      return `<path d="M${f(hx - rx - u * 0.04)} ${f(hy + u * 0.12)}C${f(hx - rx - u * 0.08)} ${f(hy - u * 0.72)} ${f(hx + rx + u * 0.08)} ${f(hy - u * 0.72)} ${f(hx + rx + u * 0.04)} ${f(hy + u * 0.12)}Q${f(hx + rx - u * 0.06)} ${f(hy - u * 0.12)} ${f(hx + u * 0.02)} ${f(hy - u * 0.34)}L${f(hx)} ${f(hy - u * 0.3)}Q${f(hx - rx + u * 0.06)} ${f(hy - u * 0.12)} ${f(hx - rx - u * 0.04)} ${f(hy + u * 0.12)}Z" fill="${look.hair}"/>`;
  }
}

/**
 * A head facing the viewer, centred on (hx, hy), `u` tall: ears, dot eyes looking `gaze` (−1 left,
 * 1 right, 0 ahead; a head bent over work shows closed eyes), moustache or beard, glasses, hair.
 */
export function head(
  hx: number,
  hy: number,
  u: number,
  look: Look,
  gaze = 0,
  down = false,
): string {
  // A turned head keeps its outline; its features slide towards the side it turns to, and the
  // far ear goes out of sight.
  const fx = hx + gaze * u * 0.1;
  const ex = u * 0.15 * (1 - Math.abs(gaze) * 0.15);
  const ey = hy + u * 0.04 + (down ? u * 0.04 : 0);
  const ear = shade(look.skin, 0.1);
  let out = hairBehind(hx, hy, u, look);
  if (gaze < 0.5) out += ell(hx + u * 0.4, hy + u * 0.06, u * 0.07, u * 0.1, ear);
  if (gaze > -0.5) out += ell(hx - u * 0.4, hy + u * 0.06, u * 0.07, u * 0.1, ear);
  out += ell(hx, hy, u * 0.4, u * 0.5, look.skin);
  if (look.beard)
    out += `<path d="M${f(hx - u * 0.4)} ${f(hy + u * 0.02)}Q${f(hx - u * 0.36)} ${f(hy + u * 0.52)} ${f(fx)} ${f(hy + u * 0.56)}Q${f(hx + u * 0.36)} ${f(hy + u * 0.52)} ${f(hx + u * 0.4)} ${f(hy + u * 0.02)}Q${f(hx + u * 0.3)} ${f(hy + u * 0.3)} ${f(fx)} ${f(hy + u * 0.3)}Q${f(hx - u * 0.3)} ${f(hy + u * 0.3)} ${f(hx - u * 0.4)} ${f(hy + u * 0.02)}Z" fill="${look.hair}"/>`;
  if (look.moustache || look.beard)
    out += `<path d="M${f(fx - u * 0.15)} ${f(hy + u * 0.27)}Q${f(fx)} ${f(hy + u * 0.17)} ${f(fx + u * 0.15)} ${f(hy + u * 0.27)}Q${f(fx)} ${f(hy + u * 0.23)} ${f(fx - u * 0.15)} ${f(hy + u * 0.27)}Z" fill="${look.hair}"/>`;
  // A nose: one shadow stroke, pointing the way the head turns.
  out += line(
    `M${f(fx + gaze * u * 0.03)} ${f(hy + u * 0.06)}l${f(u * (0.03 + gaze * 0.03))} ${f(u * 0.1)}l${f(-u * (0.05 + gaze * 0.02))} 0`,
    shade(look.skin, 0.22),
    u * 0.035,
  );
  // Eyes: dots; looking down at work, half-discs under a level lid.
  if (down) {
    const r = u * 0.045;
    const half = (x: number) =>
      `M${f(x - r)} ${f(ey + u * 0.01)}a${f(r)} ${f(r)} 0 0 0 ${f(2 * r)} 0Z`;
    out += `<path d="${half(fx - ex + gaze * u * 0.03)}${half(fx + ex + gaze * u * 0.03)}" fill="${C.ink}"/>`;
  } else
    out += `<path d="M${f(fx - ex + gaze * u * 0.03)} ${f(ey)}h0M${f(fx + ex + gaze * u * 0.03)} ${f(ey)}h0" stroke="${C.ink}" stroke-width="${f(u * 0.075)}" stroke-linecap="round"/>`;
  if (look.glasses)
    out += `<path d="M${f(fx - ex - u * 0.11)} ${f(ey - u * 0.08)}h${f(u * 0.22)}v${f(u * 0.15)}h${f(-u * 0.22)}ZM${f(fx + ex - u * 0.11)} ${f(ey - u * 0.08)}h${f(u * 0.22)}v${f(u * 0.15)}h${f(-u * 0.22)}ZM${f(fx - ex + u * 0.11)} ${f(ey - u * 0.03)}h${f(2 * ex - u * 0.22)}" fill="none" stroke="${C.ink}" stroke-width="${f(u * 0.035)}" stroke-linejoin="round"/>`;
  out += hairOver(hx, hy, u, look);
  if (look.style === "band")
    out += `<path d="M${f(hx - u * 0.44)} ${f(hy - u * 0.2)}Q${f(hx)} ${f(hy - u * 0.4)} ${f(hx + u * 0.44)} ${f(hy - u * 0.2)}" fill="none" stroke="${look.trim ?? C.red}" stroke-width="${f(u * 0.12)}"/>`;
  return out;
}

/** Where a figure's shoulders are, for its arms: [left, right] in the picture. */
export const shoulders = (x: number, sy: number, u: number): [Point, Point] => [
  [x - u * 0.74, sy + u * 0.16],
  [x + u * 0.74, sy + u * 0.16],
];

/**
 * A torso facing the viewer from the shoulder line `sy` down to `bottom`, with its neckline and, on
 * a sari, the pallu crossing from the left shoulder. `back` draws it from behind (no neckline).
 */
export function torso(
  x: number,
  sy: number,
  bottom: number,
  u: number,
  look: Look,
  back = false,
): string {
  const hw = u * 0.86;
  const body =
    `<path d="M${f(x - hw)} ${f(sy + u * 0.3)}Q${f(x - hw)} ${f(sy)} ${f(x - hw + u * 0.34)} ${f(sy - u * 0.02)}` +
    `L${f(x + hw - u * 0.34)} ${f(sy - u * 0.02)}Q${f(x + hw)} ${f(sy)} ${f(x + hw)} ${f(sy + u * 0.3)}` +
    `L${f(x + hw * 0.86)} ${f(bottom)}L${f(x - hw * 0.86)} ${f(bottom)}Z" fill="${look.top}"/>`;
  const neck = `<path d="M${f(x - u * 0.17)} ${f(sy - u * 0.32)}V${f(sy + u * 0.02)}Q${f(x)} ${f(sy + u * 0.12)} ${f(x + u * 0.17)} ${f(sy + u * 0.02)}V${f(sy - u * 0.32)}Z" fill="${shade(look.skin, 0.14)}"/>`;
  if (back) return neck + body;
  let out = neck + body;
  switch (look.cut) {
    case "tee":
      out += `<path d="M${f(x - u * 0.22)} ${f(sy - u * 0.02)}Q${f(x)} ${f(sy + u * 0.2)} ${f(x + u * 0.22)} ${f(sy - u * 0.02)}Z" fill="${shade(look.skin, 0.14)}"/>`;
      break;
    case "vest":
      out += `<path d="M${f(x - u * 0.3)} ${f(sy - u * 0.02)}Q${f(x)} ${f(sy + u * 0.4)} ${f(x + u * 0.3)} ${f(sy - u * 0.02)}Z" fill="${shade(look.skin, 0.14)}"/>`;
      break;
    case "shirt":
      out +=
        `<path d="M${f(x - u * 0.18)} ${f(sy - u * 0.04)}L${f(x)} ${f(sy + u * 0.3)}L${f(x + u * 0.18)} ${f(sy - u * 0.04)}Z" fill="${shade(look.skin, 0.14)}"/>` +
        `<path d="M${f(x - u * 0.2)} ${f(sy - u * 0.08)}L${f(x)} ${f(sy + u * 0.3)}L${f(x - u * 0.3)} ${f(sy + u * 0.12)}ZM${f(x + u * 0.2)} ${f(sy - u * 0.08)}L${f(x)} ${f(sy + u * 0.3)}L${f(x + u * 0.3)} ${f(sy + u * 0.12)}Z" fill="${look.trim ?? shade(look.top, 0.2)}"/>` +
        `<path d="M${f(x)} ${f(sy + u * 0.5)}h0M${f(x)} ${f(sy + u * 0.8)}h0M${f(x)} ${f(sy + u * 1.1)}h0" stroke="${shade(look.top, 0.3)}" stroke-width="${f(u * 0.06)}" stroke-linecap="round"/>`;
      break;
    case "kurta":
      out +=
        `<path d="M${f(x - u * 0.18)} ${f(sy - u * 0.06)}Q${f(x)} ${f(sy + u * 0.06)} ${f(x + u * 0.18)} ${f(sy - u * 0.06)}V${f(sy + u * 0.04)}Q${f(x)} ${f(sy + u * 0.16)} ${f(x - u * 0.18)} ${f(sy + u * 0.04)}Z" fill="${look.trim ?? shade(look.top, 0.2)}"/>` +
        line(
          `M${f(x)} ${f(sy + u * 0.12)}V${f(sy + u * 0.7)}`,
          look.trim ?? shade(look.top, 0.2),
          u * 0.05,
        );
      break;
    case "sari": {
      // The blouse's neckline, then the pallu: a broad band from the left shoulder to the right hip,
      // edged in the sari's border.
      out += `<path d="M${f(x - u * 0.22)} ${f(sy - u * 0.02)}Q${f(x)} ${f(sy + u * 0.26)} ${f(x + u * 0.22)} ${f(sy - u * 0.02)}Z" fill="${shade(look.skin, 0.14)}"/>`;
      const pallu = `M${f(x - hw + u * 0.1)} ${f(sy + u * 0.02)}L${f(x - u * 0.05)} ${f(sy - u * 0.02)}L${f(x + hw * 0.9)} ${f(bottom - u * 0.55)}L${f(x + hw * 0.88)} ${f(bottom)}L${f(x + u * 0.1)} ${f(bottom)}Z`;
      out += `<path d="${pallu}" fill="${look.top}"/>`;
      out += line(
        `M${f(x - u * 0.05)} ${f(sy - u * 0.02)}L${f(x + hw * 0.9)} ${f(bottom - u * 0.55)}`,
        look.trim ?? C.gold,
        u * 0.12,
      );
      break;
    }
  }
  return out;
}

export type Lower = "mundu" | "jeans" | "sari" | "trousers";

/**
 * A standing figure's lower half, waist `wy` to the floor `fy`: a mundu with its kasavu hem and
 * the border along its front edge, a sari's pleats and border, jeans or trousers; feet in sandals.
 */
export function lower(
  x: number,
  wy: number,
  fy: number,
  u: number,
  kind: Lower,
  look: Look,
  cloth: string,
): string {
  const hw = u * 0.74;
  const feet =
    ell(x - u * 0.26, fy - u * 0.05, u * 0.22, u * 0.09, C.ink) +
    ell(x + u * 0.26, fy - u * 0.05, u * 0.22, u * 0.09, C.ink);
  if (kind === "jeans" || kind === "trousers") {
    const leg = (s: number) =>
      `<path d="M${f(x + s * u * 0.02)} ${f(wy)}H${f(x + s * hw)}L${f(x + s * u * 0.5)} ${f(fy - u * 0.1)}H${f(x + s * u * 0.08)}Z" fill="${cloth}"/>`;
    return (
      feet +
      leg(-1) +
      leg(1) +
      line(`M${f(x - hw)} ${f(wy + u * 0.06)}H${f(x + hw)}`, shade(cloth, 0.3), u * 0.08)
    );
  }
  const hem = fy - u * (kind === "sari" ? 0.08 : 0.16);
  let out =
    feet +
    `<path d="M${f(x - hw)} ${f(wy)}H${f(x + hw)}L${f(x + hw + u * 0.1)} ${f(hem)}H${f(x - hw - u * 0.1)}Z" fill="${cloth}"/>`;
  const border = look.trim ?? C.gold;
  out += line(
    `M${f(x - hw - u * 0.08)} ${f(hem - u * 0.1)}H${f(x + hw + u * 0.08)}`,
    border,
    u * 0.14,
  );
  if (kind === "mundu")
    out += line(
      `M${f(x + u * 0.22)} ${f(wy + u * 0.05)}L${f(x + u * 0.28)} ${f(hem - u * 0.1)}`,
      border,
      u * 0.09,
    );
  else
    out += line(
      `M${f(x - u * 0.12)} ${f(wy + u * 0.5)}L${f(x - u * 0.16)} ${f(hem - u * 0.2)}M${f(x + u * 0.04)} ${f(wy + u * 0.5)}L${f(x + u * 0.04)} ${f(hem - u * 0.2)}M${f(x + u * 0.2)} ${f(wy + u * 0.5)}L${f(x + u * 0.24)} ${f(hem - u * 0.2)}`,
      shade(cloth, 0.15),
      u * 0.05,
    );
  return out;
}

/** A figure's parts in the order a scene layers them: what goes behind a table, and its arms. */
export type Figure = { body: string; arms: string };

/**
 * A person facing the viewer from the waist up (seated behind a table whose top is at `bottom`),
 * shoulders at `sy`, head `u` tall; the arms go in front of the table.
 */
export function seated(
  x: number,
  sy: number,
  bottom: number,
  u: number,
  look: Look,
  arms: [Arm, Arm],
  { tilt = 0, gaze = 0, down = false }: { tilt?: number; gaze?: number; down?: boolean } = {},
): Figure {
  const hy = sy - u * 0.72;
  const h = head(x, hy, u, look, gaze, down);
  const body =
    torso(x, sy, bottom, u, look) +
    (tilt ? `<g transform="rotate(${f(tilt)} ${f(x)} ${f(sy - u * 0.2)})">${h}</g>` : h);
  const [l, r] = shoulders(x, sy, u);
  return { body, arms: arm(l, arms[0], u, look) + arm(r, arms[1], u, look) };
}

/** A person standing, facing the viewer, feet on `fy`; `u` is the head's height. */
export function standing(
  x: number,
  fy: number,
  u: number,
  look: Look,
  kind: Lower,
  cloth: string,
  arms: [Arm, Arm],
  { tilt = 0, gaze = 0 }: { tilt?: number; gaze?: number } = {},
): Figure & { sy: number } {
  const sy = fy - u * 5.3;
  const wy = sy + u * 2.05;
  const hy = sy - u * 0.72;
  const h = head(x, hy, u, look, gaze);
  const body =
    lower(x, wy, fy, u, kind, look, cloth) +
    torso(x, sy, wy + u * 0.1, u, look) +
    (tilt ? `<g transform="rotate(${f(tilt)} ${f(x)} ${f(sy - u * 0.2)})">${h}</g>` : h);
  const [l, r] = shoulders(x, sy, u);
  return { body, arms: arm(l, arms[0], u, look) + arm(r, arms[1], u, look), sy };
}

/**
 * A person seen from behind, standing: the back of the head (a braid down the back, jasmine
 * pinned in it, when `look.style` is "long"), back and arms.
 */
export function standingBack(
  x: number,
  fy: number,
  u: number,
  look: Look,
  kind: Lower,
  cloth: string,
  arms: [Arm, Arm],
): Figure {
  const sy = fy - u * 5.3;
  const wy = sy + u * 2.05;
  const hy = sy - u * 0.72;
  let body = lower(x, wy, fy, u, kind, look, cloth) + torso(x, sy, wy + u * 0.1, u, look, true);
  // A sari's pallu over the left shoulder, hanging down the back to its border.
  if (look.cut === "sari") {
    const end = wy + u * 1.1;
    body +=
      `<path d="M${f(x - u * 0.84)} ${f(sy + u * 0.2)}Q${f(x - u * 0.8)} ${f(sy - u * 0.02)} ${f(x - u * 0.45)} ${f(sy - u * 0.02)}L${f(x - u * 0.05)} ${f(sy)}L${f(x - u * 0.1)} ${f(end)}L${f(x - u * 0.78)} ${f(end - u * 0.1)}Z" fill="${shade(look.top, 0.06)}"/>` +
      line(
        `M${f(x - u * 0.12)} ${f(end - u * 0.1)}L${f(x - u * 0.76)} ${f(end - u * 0.2)}`,
        look.trim ?? C.gold,
        u * 0.16,
      ) +
      line(
        `M${f(x - u * 0.8)} ${f(sy + u * 0.3)}L${f(x - u * 0.78)} ${f(end - u * 0.2)}`,
        look.trim ?? C.gold,
        u * 0.07,
      );
  }
  body += ell(x - u * 0.4, hy + u * 0.06, u * 0.07, u * 0.1, shade(look.skin, 0.1));
  body += ell(x + u * 0.4, hy + u * 0.06, u * 0.07, u * 0.1, shade(look.skin, 0.1));
  body += ell(x, hy, u * 0.42, u * 0.5, look.hair);
  if (look.style === "long") {
    body += line(
      `M${f(x)} ${f(hy + u * 0.3)}Q${f(x + u * 0.06)} ${f(sy + u * 0.8)} ${f(x - u * 0.02)} ${f(wy + u * 0.2)}`,
      look.hair,
      u * 0.2,
    );
    if (look.jasmine)
      body += `<path d="M${f(x - u * 0.1)} ${f(hy + u * 0.36)}h0M${f(x + u * 0.1)} ${f(hy + u * 0.36)}h0M${f(x - u * 0.12)} ${f(hy + u * 0.5)}h0M${f(x + u * 0.12)} ${f(hy + u * 0.5)}h0M${f(x)} ${f(hy + u * 0.44)}h0" stroke="${C.cream}" stroke-width="${f(u * 0.09)}" stroke-linecap="round"/>`;
  }
  const [l, r] = shoulders(x, sy, u);
  return { body, arms: arm(l, arms[0], u, look) + arm(r, arms[1], u, look) };
}

/** A glass of chai on a table at (x, y): a short tumbler with its milky top. */
export function chai(x: number, y: number, s: number): string {
  return (
    `<path d="M${f(x - s * 0.5)} ${f(y - s * 1.3)}L${f(x - s * 0.38)} ${f(y)}H${f(x + s * 0.38)}L${f(x + s * 0.5)} ${f(y - s * 1.3)}Z" fill="#b0713a"/>` +
    ell(x, y - s * 1.3, s * 0.5, s * 0.12, "#e7c9a0") +
    `<path d="M${f(x - s * 0.5)} ${f(y - s * 1.3)}L${f(x - s * 0.38)} ${f(y)}" stroke="${C.cream}" stroke-width="${f(s * 0.12)}" opacity=".45"/>`
  );
}
