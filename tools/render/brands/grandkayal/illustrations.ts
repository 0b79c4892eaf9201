// Grand Kayal's illustration series, the drawings printed as the postcards left in every room
// (posts.ts lays them on the card): the lobby's colonnade running away to the water at dusk, the
// pool from above at noon, the backwater at dawn through a room's window. Drawn in the hotel's
// five inks (brand.ts) as a screen print would have them: flat colour in layers, each layer's ink
// broken by the paper's grain (an feTurbulence mask), light as soft radial glows. Every drawing is
// 1392×902 and deterministic (its "randomness" is a seeded generator).
import { n } from "../type.ts";
import { GK } from "./brand.ts";

export const DW = 1392;
export const DH = 902;

/** A small deterministic generator (mulberry32), so a drawing is the same every run. */
function seeded(seed: number) {
  let t = seed >>> 0;
  return () => {
    t += 0x6d2b79f5;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const tint = {
  teakDeep: "#2a1b11",
  oxide: "#7a3a26",
  pool: "#5f9a94",
  poolLight: "#8cc0b6",
  leaf: "#3f5a3a",
  leafLight: "#6a8a5a",
  bank: "#24302a",
};

/** The print's grain: ink missing in small specks where the paper's tooth did not take it. */
const grain = (id: string, seed: number, frequency = 0.85) =>
  `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${seed}" result="n"/><feColorMatrix in="n" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -18 12.6" result="m"/><feComposite in="SourceGraphic" in2="m" operator="in"/></filter>`;

const glow = (id: string, colour: string, opacity = 0.9) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="0.35" stop-color="${colour}" stop-opacity="${opacity * 0.45}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

const poly = (pts: readonly (readonly [number, number])[], fill: string, extra = "") =>
  `<path d="M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z" fill="${fill}"${extra}/>`;

/** A coconut palm's crown seen from the side: drooping fronds, each a midrib and leaflets. */
function sidePalm(x: number, y: number, size: number, ink: string, rnd: () => number): string {
  let d = "";
  const fronds = 9;
  for (let f = 0; f < fronds; f++) {
    const a = Math.PI * (1.05 + (f / (fronds - 1)) * 0.9) + (rnd() - 0.5) * 0.2;
    const len = size * (0.75 + rnd() * 0.35);
    const droop = size * (0.25 + rnd() * 0.35);
    const ex = x + Math.cos(a) * len;
    const ey = y + Math.sin(a) * len * 0.45 + droop;
    const cx = x + Math.cos(a) * len * 0.5;
    const cy = y + Math.sin(a) * len * 0.55 - droop * 0.2;
    d += `<path d="M${n(x)} ${n(y)}Q${n(cx)} ${n(cy)} ${n(ex)} ${n(ey)}" stroke="${ink}" stroke-width="${n(size * 0.03)}" fill="none"/>`;
    for (let k = 2; k < 12; k++) {
      const t = k / 12;
      const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * ex;
      const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * ey;
      const leaf = size * 0.22 * Math.sin(Math.PI * Math.min(1, t * 1.1));
      for (const s of [-1, 1])
        d += `<path d="M${n(px)} ${n(py)}l${n(Math.cos(a + s * 1.2) * leaf * 0.4)} ${n(leaf * 0.9)}" stroke="${ink}" stroke-width="${n(size * 0.018)}" stroke-linecap="round"/>`;
    }
  }
  return d;
}

/** A palm's crown seen from above: fronds radiating, each a midrib with leaflets both sides. */
function topPalm(cx: number, cy: number, r: number, ink: string, rnd: () => number): string {
  let d = "";
  const fronds = 11;
  for (let f = 0; f < fronds; f++) {
    const a = (f / fronds) * Math.PI * 2 + rnd() * 0.3;
    const len = r * (0.8 + rnd() * 0.25);
    const bend = (rnd() - 0.5) * 0.5;
    const ex = cx + Math.cos(a + bend) * len;
    const ey = cy + Math.sin(a + bend) * len;
    const mx = cx + Math.cos(a) * len * 0.5;
    const my = cy + Math.sin(a) * len * 0.5;
    d += `<path d="M${n(cx)} ${n(cy)}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}" stroke="${ink}" stroke-width="5" fill="none"/>`;
    for (let k = 2; k < 14; k++) {
      const t = k / 14;
      const px = (1 - t) * (1 - t) * cx + 2 * (1 - t) * t * mx + t * t * ex;
      const py = (1 - t) * (1 - t) * cy + 2 * (1 - t) * t * my + t * t * ey;
      const leaf = r * 0.28 * Math.sin(Math.PI * Math.min(1, t * 1.05));
      for (const s of [-1, 1]) {
        const la = a + bend * t + s * 1.0;
        d += `<path d="M${n(px)} ${n(py)}l${n(Math.cos(la) * leaf)} ${n(Math.sin(la) * leaf)}" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`;
      }
    }
  }
  return d;
}

// ------------------------------------------------------------------------------ the lobby

/**
 * The lobby at dusk, along its colonnade: arches down both sides running to a vanishing point,
 * brass lanterns lit down the middle, the red oxide floor holding their reflections, the teak
 * ceiling's beams, and at the far end the open arch onto the backwater at sunset.
 */
export function lobby(): string {
  const rnd = seeded(11);
  const vx = DW / 2;
  const vy = 430;
  const f = 520;
  const eye = 1.6;
  const P = (x: number, y: number, z: number) =>
    [vx + (x * f) / z, vy - ((y - eye) * f) / z] as const;
  const W = 3.2; // the walls stand 3.2 m either side of the middle
  const H = 4.2;
  const end = 22;
  let back = "";
  let ink = "";
  // the ceiling, the walls, the floor as four planes from the near frame to the far end
  const nearZ = 1.3;
  ink += poly([P(-W, H, nearZ), P(W, H, nearZ), P(W, H, end), P(-W, H, end)], GK.teak);
  ink += poly([P(-W, 0, nearZ), P(-W, H, nearZ), P(-W, H, end), P(-W, 0, end)], GK.linen);
  ink += poly([P(W, 0, nearZ), P(W, H, nearZ), P(W, H, end), P(W, 0, end)], "#e9dfcc");
  ink += poly([P(-W, 0, nearZ), P(W, 0, nearZ), P(W, 0, end), P(-W, 0, end)], tint.oxide);
  // the far end: an arch onto the water at sunset
  const archPts = (
    x0: number,
    x1: number,
    spring: number,
    z: number,
    plane: "end" | "left" | "right",
    z1 = z,
  ) => {
    const pts: (readonly [number, number])[] = [];
    const r = plane === "end" ? (x1 - x0) / 2 : (z1 - z) / 2;
    for (let k = 0; k <= 24; k++) {
      const a = Math.PI - (k / 24) * Math.PI;
      if (plane === "end")
        pts.push(P((x0 + x1) / 2 + Math.cos(a) * r, spring + Math.sin(a) * r, z));
      else pts.push(P(x0, spring + Math.sin(a) * r, (z + z1) / 2 - Math.cos(a) * r));
    }
    if (plane === "end") return [P(x0, 0, z), ...pts, P(x1, 0, z)];
    return [P(x0, 0, z1), ...pts, P(x0, 0, z)];
  };
  back += `<defs><linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GK.linen}"/><stop offset="0.55" stop-color="${GK.lotus}"/><stop offset="1" stop-color="${GK.lamp}"/></linearGradient>${glow("lamp", GK.lamp)}${glow("lampFloor", GK.lamp, 0.5)}${grain("g1", 3)}${grain("g2", 8, 1.1)}</defs>`;
  ink += poly([P(-W, 0, end), P(W, 0, end), P(W, H, end), P(-W, H, end)], "#d9ccb4");
  ink += poly(archPts(-1.4, 1.4, 2.2, end, "end"), "url(#dusk)");
  const [, wl] = P(0, 0.55, end);
  const [elx] = P(-1.4, 0, end);
  const [erx] = P(1.4, 0, end);
  const [, ebot] = P(0, 0, end);
  ink += `<rect x="${n(elx)}" y="${n(wl)}" width="${n(erx - elx)}" height="${n(ebot - wl)}" fill="${GK.kayal}"/>`;
  for (let k = 0; k < 5; k++) {
    const x = elx + 4 + rnd() * (erx - elx - 30);
    ink += `<path d="M${n(x)} ${n(wl)}q3 -16 5 -30" stroke="${tint.bank}" stroke-width="1.6" fill="none"/>`;
    ink += sidePalm(x + 5, wl - 30, 14, tint.bank, rnd);
  }
  // the arches down both walls, the garden's dusk through them, the piers between
  for (let i = 0; i < 7; i++) {
    const z0 = 2.2 + i * 2.8;
    const z1 = z0 + 2.0;
    if (z1 > end) break;
    ink += poly(archPts(-W, -W, 2.4, z0, "left", z1), tint.bank);
    ink += poly(archPts(W, W, 2.4, z0, "right", z1), "url(#dusk)");
    // the arches' light lying on the polished floor in front of them
    ink += poly(
      [P(W, 0, z0 + 0.2), P(W, 0, z1 - 0.2), P(W - 1.4, 0, z1 - 0.4), P(W - 1.4, 0, z0 + 0.4)],
      GK.lotus,
      ' opacity="0.3"',
    );
    ink += poly(
      [P(-W, 0, z0 + 0.2), P(-W, 0, z1 - 0.2), P(-W + 1.2, 0, z1 - 0.4), P(-W + 1.2, 0, z0 + 0.4)],
      tint.bank,
      ' opacity="0.25"',
    );
    // a palm or two in the garden through the left arches
    const [gx, gy] = P(-W, 0.6, (z0 + z1) / 2);
    if (i < 4) ink += sidePalm(gx - 10, gy - (200 / (z0 + 1)) * 3, 260 / (z0 + 1), tint.leaf, rnd);
  }
  // beams across the ceiling
  for (let z = 2; z < end; z += 1.4) {
    const [ax, ay] = P(-W, H, z);
    const [bx, by] = P(W, H, z);
    ink += `<path d="M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}" stroke="${tint.teakDeep}" stroke-width="${n(Math.max(1.5, 70 / z))}"/>`;
  }
  // the lanterns down the middle: chain, brass cage, glow; and their glow in the floor
  let light = "";
  for (let i = 0; i < 7; i++) {
    const z = 2.2 + i * 2.8 + 1.0;
    if (z > end - 1) break;
    for (const side of [-1, 1]) {
      const x = side * (W - 0.35);
      const [lx, ly] = P(x, 2.6, z);
      const [, cy] = P(x, 3.4, z);
      const s = f / z;
      light += `<path d="M${n(lx)} ${n(cy)}V${n(ly - s * 0.15)}" stroke="${GK.teak}" stroke-width="${n(Math.max(1, s * 0.012))}"/>`;
      light += `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(s * 0.5)}" fill="url(#lamp)"/>`;
      light += `<rect x="${n(lx - s * 0.07)}" y="${n(ly - s * 0.13)}" width="${n(s * 0.14)}" height="${n(s * 0.24)}" rx="${n(s * 0.03)}" fill="${GK.lamp}" stroke="${GK.teak}" stroke-width="${n(Math.max(1, s * 0.018))}"/>`;
      // its glow on the polished floor below it
      const [fx, fy] = P(x * 0.9, 0, z);
      light += `<ellipse cx="${n(fx)}" cy="${n(fy)}" rx="${n(s * 0.35)}" ry="${n(s * 0.08)}" fill="url(#lampFloor)"/>`;
    }
  }
  // a teak bench against the right wall, near
  const bench = [
    P(W - 0.05, 0.45, 3.0),
    P(W - 0.05, 0.45, 5.2),
    P(W - 0.55, 0.45, 5.2),
    P(W - 0.55, 0.45, 3.0),
  ] as const;
  ink += poly(bench, GK.teak);
  ink += poly([bench[3], bench[2], P(W - 0.55, 0.38, 5.2), P(W - 0.55, 0.38, 3.0)], tint.teakDeep);
  for (const z of [3.2, 5.0])
    ink += poly(
      [P(W - 0.5, 0.38, z), P(W - 0.44, 0.38, z), P(W - 0.44, 0, z), P(W - 0.5, 0, z)],
      tint.teakDeep,
    );
  return back + `<g filter="url(#g1)">${ink}</g><g filter="url(#g2)">${light}</g>`;
}

// ------------------------------------------------------------------------------ the pool

/**
 * The pool from above at noon: the long pool with the sun's net moving on its floor, loungers in
 * a row with the day's towels and two parasols, palm crowns and their shadows, frangipani on the
 * deck; beyond the overflow edge the backwater, and a country boat going by.
 */
export function poolFromAbove(): string {
  const rnd = seeded(23);
  let d = `<defs>${grain("g3", 5)}${grain("g4", 12, 1.2)}<clipPath id="poolClip"><rect x="170" y="300" width="1052" height="300" rx="6"/></clipPath></defs>`;
  let ink = `<rect width="${DW}" height="${DH}" fill="#e4d8c2"/>`;
  // the deck's stone slabs
  for (let x = 0; x < DW; x += 116)
    ink += `<path d="M${x} 0V700" stroke="${GK.teak}" stroke-opacity="0.12" stroke-width="2"/>`;
  for (let y = 0; y < 700; y += 78)
    ink += `<path d="M0 ${y}H${DW}" stroke="${GK.teak}" stroke-opacity="0.12" stroke-width="2"/>`;
  // the backwater beyond the overflow edge, its ripples, a country boat
  ink += `<rect x="0" y="690" width="${DW}" height="212" fill="${GK.kayal}"/>`;
  for (let k = 0; k < 40; k++) {
    const x = rnd() * DW;
    const y = 705 + rnd() * 190;
    ink += `<path d="M${n(x)} ${n(y)}q20 -5 40 0t40 0" stroke="${GK.linen}" stroke-opacity="0.22" stroke-width="2.5" fill="none"/>`;
  }
  // a country boat from above: a long double-ended hull, its thwarts, the boatman and his pole
  ink += `<path d="M840 800Q950 770 1080 798Q950 826 840 800Z" fill="${GK.teak}"/>`;
  ink += `<path d="M852 800Q950 782 1066 798Q950 816 852 800Z" fill="#5a3a24"/>`;
  for (const x of [900, 960, 1020])
    ink += `<path d="M${x} 788V812" stroke="${GK.teak}" stroke-width="4"/>`;
  ink += `<ellipse cx="1035" cy="799" rx="9" ry="14" fill="${GK.linen}"/><circle cx="1035" cy="799" r="7" fill="${GK.teak}"/>`;
  ink += `<path d="M1030 796L1120 740" stroke="${GK.lamp}" stroke-width="3"/>`;
  ink += `<path d="M836 802q-50 8 -110 6M836 806q-60 14 -140 12" stroke="${GK.linen}" stroke-opacity="0.35" stroke-width="2" fill="none"/>`;
  // the pool: coping, water, the sun's net on the floor, the overflow lip
  ink += `<rect x="156" y="286" width="1080" height="328" rx="10" fill="#c9a88a"/>`;
  ink += `<rect x="170" y="300" width="1052" height="300" rx="6" fill="${tint.pool}"/>`;
  let net = "";
  for (let row = 0; row < 9; row++)
    for (let col = 0; col < 26; col++) {
      const x = 170 + col * 42 + (row % 2) * 21 + rnd() * 8;
      const y = 300 + row * 36 + rnd() * 8;
      net += `<path d="M${n(x)} ${n(y)}q${n(10 + rnd() * 8)} ${n(-6 + rnd() * 4)} ${n(22 + rnd() * 8)} ${n(2 + rnd() * 6)}q${n(-4 + rnd() * 4)} ${n(12 + rnd() * 6)} ${n(6 + rnd() * 6)} ${n(22 + rnd() * 6)}" stroke="${tint.poolLight}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    }
  ink += `<g clip-path="url(#poolClip)">${net}<rect x="170" y="300" width="40" height="300" fill="${GK.kayal}" opacity="0.18"/></g>`;
  ink += `<rect x="156" y="604" width="1080" height="10" fill="${GK.linen}"/>`;
  // the shadows first (the sun high and a little west), then what casts them
  let shade = "";
  let things = "";
  for (let i = 0; i < 6; i++) {
    const x = 190 + i * 175;
    shade += `<rect x="${x + 12}" y="112" width="74" height="150" rx="10" fill="${GK.teak}" opacity="0.22"/>`;
    things += `<rect x="${x}" y="100" width="74" height="150" rx="10" fill="${GK.teak}"/>`;
    things += `<rect x="${x + 7}" y="108" width="60" height="134" rx="7" fill="${GK.lotus}"/>`;
    things += `<rect x="${x + 7}" y="108" width="60" height="40" rx="7" fill="#d98d97"/>`;
    if (i % 2 === 0) {
      things += `<rect x="${x + 10}" y="190" width="54" height="40" rx="4" fill="${GK.linen}"/>`;
      things += `<rect x="${x + 10}" y="204" width="54" height="6" fill="${GK.lotus}"/>`;
    }
  }
  for (const [cx, cy, r] of [
    [462, 160, 78],
    [987, 160, 78],
  ] as const) {
    shade += `<circle cx="${cx + 26}" cy="${cy + 22}" r="${r}" fill="${GK.teak}" opacity="0.22"/>`;
    for (let k = 0; k < 8; k++) {
      const a0 = (k / 8) * Math.PI * 2;
      const a1 = ((k + 1) / 8) * Math.PI * 2;
      things += poly(
        [
          [cx, cy],
          [cx + Math.cos(a0) * r, cy + Math.sin(a0) * r],
          [cx + Math.cos(a1) * r, cy + Math.sin(a1) * r],
        ],
        k % 2 ? GK.linen : "#efe3cf",
      );
    }
    things += `<circle cx="${cx}" cy="${cy}" r="6" fill="${GK.teak}"/>`;
  }
  for (const [cx, cy, r] of [
    [70, 130, 150],
    [1330, 210, 170],
    [1290, 640, 120],
    [80, 620, 110],
  ] as const) {
    shade += `<g opacity="0.28" transform="translate(34 30)">${topPalm(cx, cy, r, GK.teak, seeded(cx + cy))}</g>`;
    things += topPalm(cx, cy, r, tint.leaf, seeded(cx + cy));
    things += `<g opacity="0.7">${topPalm(cx, cy, r * 0.55, tint.leafLight, seeded(cx * 3 + cy))}</g>`;
  }
  // frangipani fallen on the deck
  for (let k = 0; k < 14; k++) {
    const x = 60 + rnd() * 1270;
    const y = rnd() < 0.5 ? 270 + rnd() * 14 : 640 + rnd() * 40;
    for (let p = 0; p < 5; p++) {
      const a = (p / 5) * Math.PI * 2 + k;
      things += `<ellipse cx="${n(x + Math.cos(a) * 6)}" cy="${n(y + Math.sin(a) * 6)}" rx="6" ry="3.5" transform="rotate(${n((a * 180) / Math.PI)} ${n(x + Math.cos(a) * 6)} ${n(y + Math.sin(a) * 6)})" fill="${GK.linen}"/>`;
    }
    things += `<circle cx="${n(x)}" cy="${n(y)}" r="3" fill="${GK.lamp}"/>`;
  }
  d += `<g filter="url(#g3)">${ink}${shade}</g><g filter="url(#g4)">${things}</g>`;
  return d;
}

// ------------------------------------------------------------------------------ the view

/**
 * The backwater at dawn through a room's arched window: the sun just up with its path on the
 * water, the far bank's trees and palms, a houseboat going by with its lamps still lit, a boatman
 * poling nearer; the teak window with its louvred shutters folded back and the breakfast tray on
 * the sill.
 */
export function viewFromARoom(): string {
  const rnd = seeded(37);
  let d = `<defs><linearGradient id="dawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${GK.linen}"/><stop offset="0.7" stop-color="${GK.lotus}"/><stop offset="1" stop-color="${GK.lamp}"/></linearGradient>${glow("sun", GK.lamp, 1)}${grain("g5", 9)}${grain("g6", 14, 1.1)}</defs>`;
  let ink = `<rect width="${DW}" height="${DH}" fill="url(#dawn)"/>`;
  ink += `<circle cx="760" cy="420" r="190" fill="url(#sun)"/><circle cx="760" cy="425" r="38" fill="${GK.lamp}"/>`;
  // the far bank: a canopy of trees, palms standing out of it
  const bankTop = (x: number) =>
    440 - 18 * Math.sin(x / 60) - 10 * Math.sin(x / 23 + 1) - 6 * Math.sin(x / 9);
  let bank = `M0 470`;
  for (let x = 0; x <= DW; x += 8) bank += `L${x} ${n(bankTop(x))}`;
  bank += `L${DW} 470Z`;
  ink += `<path d="${bank}" fill="${tint.bank}"/>`;
  for (let k = 0; k < 14; k++) {
    const x = 30 + k * 98 + rnd() * 50;
    const h = 70 + rnd() * 90;
    const lean = (rnd() - 0.5) * 40;
    ink += `<path d="M${n(x)} ${n(bankTop(x) + 10)}q${n(lean * 0.3)} ${n(-h * 0.5)} ${n(lean)} ${n(-h)}" stroke="${tint.bank}" stroke-width="4" fill="none"/>`;
    ink += sidePalm(x + lean, bankTop(x) + 10 - h, 46 + rnd() * 16, tint.bank, rnd);
  }
  // the water, the sun's path on it, ripples
  ink += `<rect x="0" y="468" width="${DW}" height="434" fill="${GK.kayal}"/>`;
  for (let k = 0; k < 46; k++) {
    const y = 476 + k * 9 + rnd() * 4;
    const w = 30 + k * 4 + rnd() * 30;
    ink += `<rect x="${n(760 - w / 2 + (rnd() - 0.5) * 30)}" y="${n(y)}" width="${n(w)}" height="3" fill="${GK.lamp}" opacity="${n(0.85 - k * 0.012)}"/>`;
  }
  for (let k = 0; k < 50; k++) {
    const x = rnd() * DW;
    const y = 480 + rnd() * 400;
    ink += `<rect x="${n(x)}" y="${n(y)}" width="${n(20 + rnd() * 60)}" height="2" fill="${GK.lotus}" opacity="0.45"/>`;
  }
  // the houseboat: raised hull, barrel roof with its ribs, posts and lamps
  const hx = 330;
  const hy = 560;
  ink += `<path d="M${hx} ${hy - 30}Q${hx + 20} ${hy + 8} ${hx + 80} ${hy + 10}H${hx + 330}Q${hx + 390} ${hy + 6} ${hx + 410} ${hy - 36}Q${hx + 380} ${hy - 8} ${hx + 330} ${hy - 10}H${hx + 80}Q${hx + 30} ${hy - 8} ${hx} ${hy - 30}Z" fill="${GK.teak}"/>`;
  ink += `<path d="M${hx + 70} ${hy - 10}V${hy - 44}Q${hx + 210} ${hy - 96} ${hx + 350} ${hy - 44}V${hy - 10}Z" fill="#8a6a44"/>`;
  for (let k = 0; k < 9; k++)
    ink += `<path d="M${hx + 90 + k * 30} ${hy - 50 - Math.sin((k / 8) * Math.PI) * 28}v40" stroke="${GK.teak}" stroke-width="2.5"/>`;
  for (let k = 0; k < 5; k++)
    ink += `<rect x="${hx + 96 + k * 50}" y="${hy - 36}" width="26" height="18" fill="${GK.lamp}"/>`;
  ink += `<path d="M${hx + 70} ${hy + 14}H${hx + 350}" stroke="${GK.lamp}" stroke-opacity="0.5" stroke-width="3"/>`;
  // the boatman nearer, poling a country boat across the sun's path
  ink += `<path d="M820 690Q900 706 1010 700Q1000 712 900 714Q840 712 820 690Z" fill="${GK.teak}"/>`;
  ink += `<path d="M930 700l-6 -52M930 650l12 -20" stroke="${GK.teak}" stroke-width="10" stroke-linecap="round"/>`;
  ink += `<circle cx="946" cy="618" r="10" fill="${GK.teak}"/>`;
  ink += `<path d="M900 560L980 760" stroke="${GK.teak}" stroke-width="4"/>`;
  // the window: teak all round, the arch cut out; louvred shutters folded back, the tray
  let frame = `<path fill="${GK.teak}" fill-rule="evenodd" d="M0 0H${DW}V${DH}H0Z M316 790V330A380 380 0 0 1 1076 330V790Z"/>`;
  for (const side of [-1, 1]) {
    const x0 = side < 0 ? 316 : 1076;
    const x1 = x0 + side * 210;
    frame += poly(
      [
        [x0, 360],
        [x1, 300],
        [x1, 860],
        [x0, 790],
      ],
      tint.teakDeep,
    );
    for (let k = 0; k < 22; k++) {
      const t = (k + 1) / 23;
      const ya = 360 + t * 430;
      const yb = 300 + t * 560;
      frame += `<path d="M${x0 + side * 14} ${n(ya)}L${x1 - side * 14} ${n(yb)}" stroke="${GK.lamp}" stroke-opacity="0.5" stroke-width="3"/>`;
    }
  }
  frame += `<rect x="290" y="790" width="812" height="26" fill="#4a3222"/>`;
  frame += `<rect x="560" y="760" width="300" height="32" rx="4" fill="${GK.teak}"/>`;
  frame += `<ellipse cx="640" cy="760" rx="62" ry="12" fill="${GK.linen}"/>`;
  frame += `<ellipse cx="640" cy="754" rx="48" ry="9" fill="#d9b57e"/>`;
  frame += `<path d="M760 762q0 -26 30 -26t30 26Z" fill="${GK.linen}"/>`;
  frame += `<rect x="830" y="736" width="22" height="26" rx="4" fill="${GK.linen}"/>`;
  d += `<g filter="url(#g5)">${ink}</g><g filter="url(#g6)">${frame}</g>`;
  return d;
}
