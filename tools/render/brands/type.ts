// Words in the clients' flat art are drawn as outlines from each brand's own font files (Debian's
// fonts-ebgaramond, fonts-league-spartan and fonts-smc-manjari, SIL Open Font Licence, and
// fonts-urw-base35's URW Gothic, AGPL with the font exception, and fonts-linuxlibertine's
// Libertine and Biolinum, SIL OFL and GPL with the font exception), laid out
// with kerning (and Manjari's Malayalam shaping) by fontkit, so the art is the same whatever fonts
// the rasterising machine has (as tools/artwork does for Kadal's own type, decision 1009).
import { existsSync, readFileSync } from "node:fs";
import * as fontkit from "fontkit";

export const FACES = {
  garamond: "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf",
  garamondItalic: "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Italic.otf",
  garamondBold: "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Bold.otf",
  spartanBlack: "/usr/share/fonts/opentype/league-spartan/LeagueSpartan-Black.otf",
  spartanBold: "/usr/share/fonts/opentype/league-spartan/LeagueSpartan-Bold.otf",
  spartanMedium: "/usr/share/fonts/opentype/league-spartan/LeagueSpartan-Medium.otf",
  gothicBook: "/usr/share/fonts/opentype/urw-base35/URWGothic-Book.otf",
  gothicDemi: "/usr/share/fonts/opentype/urw-base35/URWGothic-Demi.otf",
  manjari: "/usr/share/fonts/opentype/malayalam/Manjari-Regular.otf",
  manjariBold: "/usr/share/fonts/opentype/malayalam/Manjari-Bold.otf",
  // Palm Tree
  bookmanDemi: "/usr/share/fonts/opentype/urw-base35/URWBookman-Demi.otf",
  bookmanLight: "/usr/share/fonts/opentype/urw-base35/URWBookman-Light.otf",
  narrowBold: "/usr/share/fonts/opentype/urw-base35/NimbusSansNarrow-Bold.otf",
  chilanka: "/usr/share/fonts/opentype/malayalam/Chilanka-Regular.otf",
  // Grand Kayal
  libertineDisplay: "/usr/share/fonts/opentype/linux-libertine/LinLibertine_DR.otf",
  libertine: "/usr/share/fonts/opentype/linux-libertine/LinLibertine_R.otf",
  libertineItalic: "/usr/share/fonts/opentype/linux-libertine/LinLibertine_RI.otf",
  biolinum: "/usr/share/fonts/opentype/linux-libertine/LinBiolinum_R.otf",
  // Hama
  nimbusBold: "/usr/share/fonts/opentype/urw-base35/NimbusSans-Bold.otf",
  nimbus: "/usr/share/fonts/opentype/urw-base35/NimbusSans-Regular.otf",
} as const;
export type Face = keyof typeof FACES;

const loaded = new Map<Face, fontkit.Font>();

export function face(name: Face): fontkit.Font {
  const known = loaded.get(name);
  if (known) return known;
  const file = FACES[name];
  if (!existsSync(file))
    throw new Error(
      `${file} is missing: apt-get install fonts-ebgaramond fonts-league-spartan fonts-smc-manjari fonts-smc-chilanka fonts-urw-base35 fonts-linuxlibertine`,
    );
  const font = fontkit.create(readFileSync(file));
  if (!("layout" in font)) throw new Error(`${file} holds a collection`);
  loaded.set(name, font);
  return font;
}

/** One decimal at most. */
export const n = (v: number): string => {
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

export type SetOptions = {
  face: Face;
  size: number;
  anchor?: "start" | "middle" | "end";
  /** Letter spacing in em. */
  track?: number;
};

/** The advance width of `words`, in px. */
export function measure(words: string, { face: name, size, track = 0 }: SetOptions): number {
  const font = face(name);
  const scale = size / font.unitsPerEm;
  const run = font.layout(words);
  return (
    run.positions.reduce((sum, p) => sum + p.xAdvance * scale + track * size, 0) - track * size
  );
}

/** SVG path data of `words` on the baseline at (x, y), in px; a glyph the face lacks is an error. */
export function set(x: number, y: number, words: string, options: SetOptions): string {
  const { face: name, size, anchor = "start", track = 0 } = options;
  const font = face(name);
  const scale = size / font.unitsPerEm;
  const run = font.layout(words);
  run.glyphs.forEach((glyph, i) => {
    if (glyph.id === 0 && words[i] !== " ")
      throw new RangeError(`${name} has no glyph for ${JSON.stringify(words[i])}`);
  });
  const width = measure(words, options);
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
    pen += position.xAdvance * scale + track * size;
  });
  return d;
}

/** `words` as a filled path element. */
export function text(
  x: number,
  y: number,
  words: string,
  fill: string,
  options: SetOptions,
): string {
  return `<path fill="${fill}" d="${set(x, y, words, options)}"/>`;
}

/** Lines of `words` broken to `width`, each set at `leading` below the last. */
export function paragraph(
  x: number,
  y: number,
  width: number,
  leading: number,
  words: string,
  fill: string,
  options: SetOptions,
): string {
  const lines: string[] = [];
  let line = "";
  for (const word of words.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next, options) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.map((l, i) => text(x, y + i * leading, l, fill, options)).join("");
}
