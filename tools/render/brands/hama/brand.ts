// Hama, bags and travel gear: its palette, its mark and the flat art its renders wear (docs/design.md,
// "Hama"). Type from Nimbus Sans (Debian's fonts-urw-base35, AGPL with the font exception), as
// outlines. Writes the PNG textures the scenes in tools/render/scenes/hama/ load:
//
//   npx tsx tools/render/brands/hama/brand.ts
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { measure, n, set } from "../type.ts";

/** Safety yellow and strap red on carbon: the colours of its webbing, tags and rain covers. */
export const HAMA = {
  yellow: "#f5c400",
  carbon: "#1a1a1a",
  red: "#d7261e",
  canvas: "#9c8558",
  bone: "#efe9dc",
};

export type Mark = { svg: string; width: number; height: number };

/**
 * The mark: a D-ring hanging from a tab of webbing (the steel ring a shoulder strap runs through,
 * its straight bar on top, the bow below), then HAMA in Nimbus Sans Bold capitals, tracked wide.
 * The ring stands a little taller than the capitals and its tab rises above them, so it reads as
 * hardware, not as a letter. `x`, `baseline` place it; `size` is the face's size.
 */
export function hamaMark(x: number, baseline: number, size: number, fill: string): Mark {
  const cap = size * 0.72; // Nimbus Sans' cap height
  const stroke = size * 0.085;
  const ringW = cap * 0.82;
  const ringTop = baseline - cap * 0.62; // the bar
  const r = ringW / 2;
  const bottom = baseline + cap * 0.12; // the bow's lowest point
  const o = stroke;
  const straight = bottom - r - ringTop; // the ring's sides before the bow
  const ring =
    `M${n(x)} ${n(ringTop)}H${n(x + ringW)}V${n(ringTop + straight)}A${n(r)} ${n(r)} 0 0 1 ${n(x)} ${n(ringTop + straight)}Z` +
    `M${n(x + o)} ${n(ringTop + o)}V${n(ringTop + straight)}A${n(r - o)} ${n(r - o)} 0 0 0 ${n(x + ringW - o)} ${n(ringTop + straight)}V${n(ringTop + o)}Z`;
  // the webbing tab: down from above the capitals, folded round the bar
  const tabW = ringW * 0.56;
  const tabX = x + (ringW - tabW) / 2;
  const tabTop = baseline - cap * 1.18;
  const tab = `M${n(tabX)} ${n(tabTop)}H${n(tabX + tabW)}V${n(ringTop + o * 1.9)}Q${n(tabX + tabW / 2)} ${n(ringTop + o * 2.8)} ${n(tabX)} ${n(ringTop + o * 1.9)}Z`;
  const opts = { face: "nimbusBold", size, track: 0.12 } as const;
  const wordX = x + ringW + size * 0.3;
  const word = set(wordX, baseline, "HAMA", opts);
  const width = wordX - x + measure("HAMA", opts);
  return {
    svg: `<g fill="${fill}"><path fill-rule="evenodd" d="${ring}"/><path d="${tab}"/><path d="${word}"/></g>`,
    width,
    height: cap,
  };
}

const PX = 16; // px per mm, as the other clients' pack art

/** The moulded rubber patch on every bag: 64×26 mm, strap red, the mark in yellow, a stitched edge. */
export function tagSvg(): string {
  const w = 64 * PX;
  const h = 26 * PX;
  const size = 11 * PX;
  const probe = hamaMark(0, 0, size, HAMA.yellow);
  const mark = hamaMark((w - probe.width) / 2, h / 2 + probe.height / 2, size, HAMA.yellow);
  const inset = 2.2 * PX;
  const stitches: string[] = [];
  const len = 2.4 * PX;
  const gap = 1.4 * PX;
  for (let sx = inset; sx + len <= w - inset; sx += len + gap)
    for (const sy of [inset, h - inset]) stitches.push(`M${n(sx)} ${n(sy)}H${n(sx + len)}`);
  for (let sy = inset + gap; sy + len <= h - inset; sy += len + gap)
    for (const sx of [inset, w - inset]) stitches.push(`M${n(sx)} ${n(sy)}V${n(sy + len)}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" rx="${3 * PX}" fill="${HAMA.red}"/>` +
    `<path d="${stitches.join("")}" stroke="#f2d9a0" stroke-width="${0.5 * PX}" stroke-linecap="round"/>` +
    mark.svg +
    `</svg>`
  );
}

/** The woven label on the webbing: 40×12 mm, yellow, HAMA in carbon. */
export function labelSvg(): string {
  const w = 40 * PX;
  const h = 12 * PX;
  const size = 6.5 * PX;
  const probe = hamaMark(0, 0, size, HAMA.carbon);
  const mark = hamaMark((w - probe.width) / 2, h / 2 + probe.height / 2, size, HAMA.carbon);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="${HAMA.yellow}"/>${mark.svg}</svg>`
  );
}

/**
 * The phone's screen in the handlebar mount: a navigation app on the way across Kochi, the route
 * in blue over the roads and the backwater, the next turn on top, the time to go below. 54×117 mm
 * at 10 px per mm; the app is nobody's in particular, so no logo.
 */
export function mapScreenSvg(): string {
  const w = 540;
  const h = 1170;
  const road = (d: string, width: number) =>
    `<path d="${d}" fill="none" stroke="#c9c3b8" stroke-width="${width + 6}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  const route = "M270 1010L270 820Q270 760 320 730L430 660Q470 636 470 590L470 300";
  const turn = set(150, 150, "600 m", { face: "nimbusBold", size: 54 });
  const street = set(150, 205, "Seaport–Airport Rd", { face: "nimbus", size: 34 });
  const eta = set(40, 1110, "12 min", { face: "nimbusBold", size: 46 });
  const dist = set(230, 1110, "4.2 km · 8:52 am", { face: "nimbus", size: 32 });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="${w}" height="${h}" fill="#ece8df"/>` +
    // the backwater, a park
    `<path d="M0 380Q160 420 250 520T540 560V700Q380 660 260 600T0 520Z" fill="#a9cfe3"/>` +
    `<path d="M40 760h150v130H40z" fill="#cfe3bf"/>` +
    road("M0 900H540", 22) +
    road("M270 1170V820Q270 760 320 730L430 660Q470 636 470 590V0", 26) +
    road("M90 0V1170", 16) +
    road("M0 300H540", 16) +
    road("M360 1170L540 980", 14) +
    `<path d="${route}" fill="none" stroke="#1a73e8" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>` +
    // the rider's position: an arrow in a white disc
    `<circle cx="270" cy="1000" r="34" fill="#ffffff"/><path d="M270 972L292 1022L270 1010L248 1022Z" fill="#1a73e8"/>` +
    // the next turn, on a green card; the time to go, on white
    `<rect x="0" y="0" width="${w}" height="250" fill="#0f7b50"/>` +
    `<path d="M60 200V110H100M80 90L108 110L80 130" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<g fill="#ffffff"><path d="${turn}"/><path d="${street}"/></g>` +
    `<rect x="0" y="1050" width="${w}" height="120" fill="#ffffff"/>` +
    `<path d="${eta}" fill="#0f7b50"/><path d="${dist}" fill="#555555"/>` +
    `</svg>`
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = join(import.meta.dirname, "..", "..", ".cache", "textures", "hama");
  mkdirSync(out, { recursive: true });
  for (const [name, svg] of [
    ["tag", tagSvg()],
    ["label", labelSvg()],
    ["map-screen", mapScreenSvg()],
  ] as const) {
    await sharp(Buffer.from(svg), { density: 72 })
      .png({ compressionLevel: 6 })
      .toFile(join(out, `${name}.png`));
    console.log(join(out, `${name}.png`));
  }
}
