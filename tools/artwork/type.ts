// Words in the artwork are drawn as outlines from the brand face's own font file (Bricolage
// Grotesque, the variable font the site serves), so every picture carries the brand's type
// whatever fonts the machine that rasterises it has. librsvg, which turns the SVGs into AVIF and
// WebP at build, cannot load web fonts: an SVG <text> would come out in Arial's metrics.
//
// fontkit lays the words out (kerning included); harfbuzz (through subset-font) first fixes the
// variable font at each weight the artwork uses, because fontkit cannot read variations out of a
// WOFF2 file.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import * as fontkit from "fontkit";
import subsetFont from "subset-font";

const SOURCE = createRequire(import.meta.url).resolve(
  "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
);

/** The weights artwork may ask for; another weight is an error, not a silent substitute. */
export const WEIGHTS = [400, 600, 700, 800] as const;
export type Weight = (typeof WEIGHTS)[number];

// Printable ASCII and the typographic marks the artwork's words use.
const CHARACTERS =
  Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join("") +
  "—–…‘’“”·×₹°";

const source = readFileSync(SOURCE);

/** The face fixed at one weight. A WOFF file never holds a collection, but the types allow one. */
async function faceAt(weight: Weight): Promise<fontkit.Font> {
  const ttf = await subsetFont(source, CHARACTERS, {
    targetFormat: "sfnt",
    variationAxes: { wght: weight },
  });
  const face = fontkit.create(ttf);
  if (!("layout" in face)) throw new Error("the brand font file holds a collection");
  return face;
}

const faces = new Map<number, fontkit.Font>(
  await Promise.all(WEIGHTS.map(async (weight) => [weight, await faceAt(weight)] as const)),
);

/** One decimal at most, no trailing zeros (the same rounding as the rest of the artwork). */
const n = (v: number): string => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

const SVG_COMMANDS: Record<fontkit.PathCommand["command"], string> = {
  moveTo: "M",
  lineTo: "L",
  quadraticCurveTo: "Q",
  bezierCurveTo: "C",
  closePath: "Z",
};

export type OutlineOptions = {
  size: number;
  weight: number;
  anchor: "start" | "middle" | "end";
  /** Letter spacing in px, after every letter as CSS and SVG do. */
  ls: number;
};

/** The SVG path data of `words` set at (x, y) on the baseline, in px. */
export function outline(
  x: number,
  y: number,
  words: string,
  { size, weight, anchor, ls }: OutlineOptions,
): string {
  const face = faces.get(weight);
  if (!face)
    throw new RangeError(`artwork type has no weight ${weight} (has ${WEIGHTS.join(", ")})`);
  const missing = [...words].filter((c) => !CHARACTERS.includes(c));
  if (missing.length > 0)
    throw new RangeError(`artwork type cannot draw ${JSON.stringify(missing.join(""))}`);

  const scale = size / face.unitsPerEm;
  const run = face.layout(words);
  const width = run.positions.reduce((sum, p) => sum + p.xAdvance * scale + ls, 0) - ls;
  let pen = x - (anchor === "middle" ? width / 2 : anchor === "end" ? width : 0);
  let d = "";
  run.glyphs.forEach((glyph, i) => {
    const position = run.positions[i]!;
    const ox = pen + position.xOffset * scale;
    const oy = y - position.yOffset * scale;
    for (const { command, args } of glyph.path.commands) {
      const points: string[] = [];
      for (let k = 0; k < args.length; k += 2)
        points.push(`${n(ox + args[k]! * scale)} ${n(oy - args[k + 1]! * scale)}`);
      d += SVG_COMMANDS[command] + points.join(" ");
    }
    pen += position.xAdvance * scale + ls;
  });
  return d;
}
