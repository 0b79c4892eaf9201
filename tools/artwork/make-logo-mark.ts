// Kadal's mark: its name in Malayalam, കടൽ ("the sea"), in Baloo Chettan 2 ExtraBold (the
// site's Malayalam face), written out as one SVG path into app/components/logo-mark.ts. Outlines,
// not text: the logo is on every page, and the Malayalam face loads only on pages that set
// Malayalam words. The three letters need no shaping (ക, ട and the chillu ൽ are single glyphs).
//   npx tsx tools/artwork/make-logo-mark.ts
import * as fontkit from "fontkit";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const FACE = fileURLToPath(
  new URL(
    "../../node_modules/@fontsource/baloo-chettan-2/files/baloo-chettan-2-malayalam-800-normal.woff",
    import.meta.url,
  ),
);
const OUT = fileURLToPath(new URL("../../app/components/logo-mark.ts", import.meta.url));
// A sixth of the face's units (458×132): two units to a pixel at the largest size it is drawn.
const SCALE = 1 / 6;
const LETTERS = "കടൽ";

const font = fontkit.create(readFileSync(FACE)) as fontkit.Font;
const run = font.layout(LETTERS);
const box = run.bbox;
const ops = { moveTo: "M", lineTo: "L", quadraticCurveTo: "Q", bezierCurveTo: "C", closePath: "Z" };
// Each glyph's outline in the mark's units, then written with relative coordinates (short numbers:
// the path is in every page's HTML and in the code every page runs).
let pen = 0;
const points: { op: string; at: number[] }[] = [];
for (const [i, glyph] of run.glyphs.entries()) {
  const position = run.positions[i]!;
  for (const { command, args } of glyph.path.commands)
    points.push({
      op: ops[command as keyof typeof ops],
      at: args.map((value, k) =>
        Math.round(
          (k % 2 === 0 ? value + pen + position.xOffset - box.minX : box.maxY - value) * SCALE,
        ),
      ),
    });
  pen += position.xAdvance;
}
let d = "";
let [x, y, startX, startY] = [0, 0, 0, 0];
for (const { op, at } of points) {
  if (op === "Z") {
    d += "z";
    [x, y] = [startX, startY];
    continue;
  }
  const relative = at.map((value, k) => value - (k % 2 === 0 ? x : y));
  d += op.toLowerCase() + relative.join(" ").replace(/ -/g, "-");
  [x, y] = at.slice(-2) as [number, number];
  if (op === "M") [startX, startY] = [x, y];
}
const width = Math.round((box.maxX - box.minX) * SCALE);
const height = Math.round((box.maxY - box.minY) * SCALE);
writeFileSync(
  OUT,
  `// Made by tools/artwork/make-logo-mark.ts: ${LETTERS} in Baloo Chettan 2 ExtraBold, as outlines.\n` +
    `export const LOGO_MARK = {\n  width: ${width},\n  height: ${height},\n  d: "${d}",\n};\n`,
);
console.log(`${OUT}: ${width}×${height}, ${d.length} characters of path`);
