// Palm Tree's mark (docs/design.md, "Palm Tree"): the shop's own price tag, the shape every
// shelf in its aisles carries, with "palm tree" in URW Bookman Demi on it and a coconut palm's
// crown sprouting from the t of "tree". No symbol in a disc: the tag is the symbol.
import { face, measure, n, set } from "../type.ts";

/** Palm Tree: ripe banana, kokum, dried chilli, banana leaf, the till roll's paper. */
export const PALM = {
  banana: "#ffd84d",
  kokum: "#5c1030",
  chilli: "#c8102e",
  leaf: "#2f6b2a",
  paper: "#fff8e8",
};

export type TagMark = { svg: string; width: number; height: number };

/**
 * The tag with its word and palm, its top left at (x, y); `size` is the face's size. The tag's
 * string hole is punched through (even-odd), so the ground shows in it.
 */
export function palmTreeMark(
  x: number,
  y: number,
  size: number,
  tag: string,
  word: string,
): TagMark {
  const opts = { face: "bookmanDemi", size, track: -0.02 } as const;
  const font = face("bookmanDemi");
  const scale = size / font.unitsPerEm;
  const h = size * 1.32;
  const point = h * 0.42; // the tag's cut corners
  const textX = x + point + h * 0.34;
  const baseline = y + h * 0.74;
  const wordW = measure("palm tree", opts);
  const w = textX - x + wordW + size * 0.34;
  const r = h * 0.16;
  const holeR = h * 0.085;
  const holeX = x + point * 0.78;
  const cy = y + h / 2;
  const shape =
    `M${n(x)} ${n(cy)}L${n(x + point)} ${n(y)}H${n(x + w - r)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + r)}` +
    `V${n(y + h - r)}Q${n(x + w)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)}H${n(x + point)}Z` +
    // the hole, drawn the other way round
    `M${n(holeX + holeR)} ${n(cy)}A${n(holeR)} ${n(holeR)} 0 1 0 ${n(holeX - holeR)} ${n(cy)}A${n(holeR)} ${n(holeR)} 0 1 0 ${n(holeX + holeR)} ${n(cy)}Z`;
  // the palm's crown: from the top of the t in "tree", five fronds, the side ones drooping
  const t = font.layout("t").glyphs[0]!;
  const tX = textX + measure("palm ", opts) + ((t.bbox.minX + t.bbox.maxX) / 2) * scale;
  const tTop = baseline - t.bbox.maxY * scale;
  const L = size * 0.47;
  let fronds = "";
  for (const [deg, len, droop] of [
    [-172, 1.0, 0.42],
    [-138, 0.95, 0.2],
    [-96, 0.62, 0],
    [-48, 0.95, 0.2],
    [-10, 1.0, 0.42],
  ] as const) {
    const a = (deg * Math.PI) / 180;
    const ox = tX;
    const oy = tTop + size * 0.02;
    const tx = ox + Math.cos(a) * L * len;
    const ty = oy + Math.sin(a) * L * len + droop * L;
    const mx = (ox + tx) / 2;
    const my = (oy + ty) / 2 - L * 0.18;
    const nx = -(ty - oy);
    const ny = tx - ox;
    const k = 0.2;
    fronds +=
      `M${n(ox)} ${n(oy)}Q${n(mx + nx * k)} ${n(my + ny * k)} ${n(tx)} ${n(ty)}` +
      `Q${n(mx - nx * k * 0.5)} ${n(my - ny * k * 0.5)} ${n(ox)} ${n(oy)}Z`;
  }
  return {
    svg:
      `<path fill="${tag}" fill-rule="evenodd" d="${shape}"/>` +
      `<path fill="${word}" d="${set(textX, baseline, "palm tree", opts)}${fronds}"/>`,
    width: w,
    height: h,
  };
}
