// Thanathu, Kadal's own concept brand (content/pages/thanathu.yaml; docs/design.md, "Thanathu"):
// its palette, its wordmark and the flat art its products wear in tools/render/scenes/thanathu/.
// The wordmark തനത് is set in Manjari (Debian's fonts-smc-manjari, SIL OFL) with fontkit's
// Malayalam shaping (the chandrakkala on the last ത checked by eye against the face); "thanathu"
// under it in URW Palladio (P052, Debian's fonts-urw-base35, AGPL with the font exception), a
// quiet book face no client uses, in tracked lower case. Everything is drawn as outlines.
// Writes PNG textures to tools/render/.cache/textures/thanathu/:
//
//   npx tsx tools/render/brands/thanathu/brand.ts
//
//   band.png, band-zari.png   the cotton band round the terracotta jar (380×50 mm at 8 px/mm),
//                             and its gold border as a mask (white where the zari is)
//   lid.png                   the stamp pressed into the steel tin's lid (76 mm across, white on black)
//   kasavu.png, kasavu-zari.png  a kasavu border across 100 mm of cloth (cream, then the gold),
//                             for the towel: sampled along one axis
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as fontkit from "fontkit";
import sharp from "sharp";
import { measure, n, set } from "../type.ts";

/** Laterite, unbleached cotton, kasavu gold, coir: the materials the products are made of. */
export const THANATHU = {
  laterite: "#8c3b22",
  cotton: "#efe6d2",
  kasavu: "#c9a24a",
  coir: "#7a5431",
  ink: "#3a2519",
};

const PALLADIO = "/usr/share/fonts/opentype/urw-base35/P052-Roman.otf";
let palladio: fontkit.Font | undefined;
function latinFace(): fontkit.Font {
  if (palladio) return palladio;
  if (!existsSync(PALLADIO))
    throw new Error(`${PALLADIO} is missing: apt-get install fonts-urw-base35`);
  const font = fontkit.create(readFileSync(PALLADIO));
  if (!("layout" in font)) throw new Error(`${PALLADIO} holds a collection`);
  palladio = font;
  return font;
}

const SVG_COMMANDS: Record<fontkit.PathCommand["command"], string> = {
  moveTo: "M",
  lineTo: "L",
  quadraticCurveTo: "Q",
  bezierCurveTo: "C",
  closePath: "Z",
};

/** Palladio's advance width of `words` at `size` px with `track` em between letters. */
function measureLatin(words: string, size: number, track = 0): number {
  const font = latinFace();
  const run = font.layout(words);
  const scale = size / font.unitsPerEm;
  return run.positions.reduce((s, p) => s + p.xAdvance * scale + track * size, 0) - track * size;
}

/** `words` in Palladio as SVG path data on the baseline at (x, y). */
function latin(
  x: number,
  y: number,
  words: string,
  size: number,
  anchor: "start" | "middle" | "end" = "start",
  track = 0,
): string {
  const font = latinFace();
  const run = font.layout(words);
  const scale = size / font.unitsPerEm;
  const width = measureLatin(words, size, track);
  let pen = x - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
  let d = "";
  run.glyphs.forEach((glyph, i) => {
    if (glyph.id === 0 && words[i] !== " ")
      throw new RangeError(`Palladio has no glyph for ${JSON.stringify(words[i])}`);
    const p = run.positions[i]!;
    for (const { command, args } of glyph.path.commands) {
      const pts: string[] = [];
      for (let k = 0; k < args.length; k += 2)
        pts.push(
          `${n(pen + p.xOffset * scale + args[k]! * scale)} ${n(y - p.yOffset * scale - args[k + 1]! * scale)}`,
        );
      d += SVG_COMMANDS[command] + pts.join(" ");
    }
    pen += p.xAdvance * scale + track * size;
  });
  return d;
}

/**
 * The wordmark: തനത് in Manjari Bold, "thanathu" centred under it in Palladio, lower case, tracked
 * wide, at a quarter of the Malayalam's size; a short kasavu rule (a gold line over a thin one)
 * between them. (`cx`, `baseline`) is the Malayalam's centre and baseline; `size` its size.
 */
export function wordmark(
  cx: number,
  baseline: number,
  size: number,
  ink: string,
  gold: string,
): string {
  const ml = set(cx, baseline, "തനത്", { face: "manjariBold", size, anchor: "middle" });
  const w = measure("തനത്", { face: "manjariBold", size });
  const ruleY = baseline + size * 0.22;
  const rule =
    `<rect x="${n(cx - w * 0.32)}" y="${n(ruleY)}" width="${n(w * 0.64)}" height="${n(size * 0.045)}" fill="${gold}"/>` +
    `<rect x="${n(cx - w * 0.32)}" y="${n(ruleY + size * 0.075)}" width="${n(w * 0.64)}" height="${n(size * 0.015)}" fill="${gold}"/>`;
  const lat = latin(cx, baseline + size * 0.52, "thanathu", size * 0.26, "middle", 0.32);
  return `<path fill="${ink}" d="${ml}"/>${rule}<path fill="${ink}" d="${lat}"/>`;
}

const PX = 8; // px per mm: the products are seen at arm's length, never closer

/** A kasavu border as horizontal stripes from `y0` downward (mm → px), as the weavers set it:
 *  a narrow line, a gap, the broad band, a gap, a hairline. Returns SVG rects in `fill`. */
function border(x: number, width: number, y0: number, down: 1 | -1, fill: string): string {
  const stripes: [number, number][] = [
    [2.0, 0.8], // from the edge: 2 mm of cream, a 0.8 mm line
    [1.4, 5.0], // a gap, the broad band
    [1.2, 0.5], // a gap, the hairline
  ];
  let at = 0;
  let out = "";
  for (const [gap, band] of stripes) {
    at += gap;
    const top = down === 1 ? y0 + at * PX : y0 - (at + band) * PX;
    out += `<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(band * PX)}" fill="${fill}"/>`;
    at += band;
  }
  return out;
}

/** The jar's cotton band: 380×50 mm (a 121 mm belly's circumference), cream with a kasavu border
 *  top and bottom, the wordmark and what is inside on the front (u = 0.5), the refill line on the
 *  back. `zari` draws only the gold, white on black, for the scene's metallic mask. */
export function bandSvg(zari = false): string {
  const w = 380 * PX;
  const h = 50 * PX;
  const gold = zari ? "#fff" : THANATHU.kasavu;
  const ground = zari ? "#000" : THANATHU.cotton;
  let body = `<rect width="${w}" height="${h}" fill="${ground}"/>`;
  body += border(0, w, 0, 1, gold) + border(0, w, h, -1, gold);
  if (!zari) {
    const cx = w / 2;
    const ink = THANATHU.laterite;
    body += wordmark(cx, 27.5 * PX, 15 * PX, ink, THANATHU.kasavu);
    // either side of the mark: what is inside and where it is from
    const small = 3.1 * PX;
    for (const [dx, lines] of [
      [-62 * PX, ["kurumulaku", "black pepper", "250 g"]],
      [62 * PX, ["from Wayanad", "jar fired by hand", "tie of Alappuzha coir"]],
    ] as const) {
      lines.forEach((line, i) => {
        body += `<path fill="${THANATHU.ink}" d="${latin(cx + dx, 22 * PX + i * 5.2 * PX, line, i === 0 ? small * 1.35 : small, "middle", i === 0 ? 0.04 : 0.02)}"/>`;
      });
    }
    // the back, either side of the seam: the refill route and the band's own use
    for (const [x, lines] of [
      [
        0.12 * w,
        ["bring the jar back:", "refilled at any Thanathu counter,", "or keep it for rice"],
      ],
      [0.88 * w, ["the band is cotton", "from Balaramapuram:", "wash it, wear it"]],
    ] as const)
      lines.forEach((line, i) => {
        body += `<path fill="${THANATHU.ink}" d="${latin(x, 22 * PX + i * 5.2 * PX, line, small, "middle", 0.02)}"/>`;
      });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** The tin lid's stamp: 76 mm across, white on black (the scene reads it as where the steel is
 *  pressed and left matte): the wordmark in the middle, a ring of words round it, a double rule. */
export function lidSvg(): string {
  const d = 76 * PX;
  const c = d / 2;
  const r1 = 31 * PX;
  let body = `<rect width="${d}" height="${d}" fill="#000"/>`;
  body += `<circle cx="${c}" cy="${c}" r="${n(r1)}" fill="none" stroke="#fff" stroke-width="${n(0.7 * PX)}"/>`;
  body += `<circle cx="${c}" cy="${c}" r="${n(r1 - 1.4 * PX)}" fill="none" stroke="#fff" stroke-width="${n(0.25 * PX)}"/>`;
  // the ring of words, letter by letter round the circle, read clockwise from the top
  const ring = "REFILL · REPAIR · RETURN · THANATHU · KOCHI · ";
  const size = 3.4 * PX;
  const rt = r1 + 1.6 * PX;
  const total = measureLatin(ring, size, 0.12);
  let at = 0;
  for (const ch of ring) {
    const adv = measureLatin(ch, size, 0) + 0.12 * size;
    const angle = ((at + adv / 2) / total) * 360;
    if (ch !== " ")
      body += `<path fill="#fff" transform="rotate(${n(angle)} ${c} ${c})" d="${latin(c, c - rt, ch, size, "middle")}"/>`;
    at += adv;
  }
  body += wordmark(c, c + 3 * PX, 13 * PX, "#fff", "#fff");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${d}" height="${d}" viewBox="0 0 ${d} ${d}">${body}</svg>`;
}

/** 100 mm of cloth across a kasavu border: the cotton, then from 80 mm the border to the edge. */
export function kasavuSvg(zari = false): string {
  const w = 100 * PX;
  const h = 16;
  const gold = zari ? "#fff" : THANATHU.kasavu;
  const ground = zari ? "#000" : THANATHU.cotton;
  // the border mirrored into the x direction: stripes are vertical here
  const stripes: [number, number][] = [
    [2.0, 1.0],
    [1.5, 9.0],
    [1.5, 0.6],
    [1.2, 0.6],
  ];
  let body = `<rect width="${w}" height="${h}" fill="${ground}"/>`;
  let at = 0;
  for (const [gap, band] of stripes) {
    at += gap;
    body += `<rect x="${n(w - (at + band) * PX)}" y="0" width="${n(band * PX)}" height="${h}" fill="${gold}"/>`;
    at += band;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = join(import.meta.dirname, "..", "..", ".cache", "textures", "thanathu");
  mkdirSync(out, { recursive: true });
  for (const [name, svg] of [
    ["band", bandSvg()],
    ["band-zari", bandSvg(true)],
    ["lid", lidSvg()],
    ["kasavu", kasavuSvg()],
    ["kasavu-zari", kasavuSvg(true)],
  ] as const) {
    await sharp(Buffer.from(svg), { density: 72 })
      .png({ compressionLevel: 6 })
      .toFile(join(out, `${name}.png`));
    console.log(join(out, `${name}.png`));
  }
}
