// The three web fonts, cut down to the letters the site can show before Vite bundles them: every
// character of its copy (the sources under app/, the messages under contracts/ and the entries
// under content/ or CONTENT_DIR) and, for the two Latin faces, all of printable ASCII besides, for what visitors type into the forms. Anything
// else (an accented name, say) falls back, letter by letter, to the next face in the stack. The
// brand face goes from 41 to about 26 KB, the text face from 52 to about 13 KB (also pinned to the
// one weight long copy uses) and the Malayalam one from 25 to about 3 KB; they are preloaded where
// they are used, so this is on every first visit's critical path.
//
// The cut happens before bundling, not on the built files, so a font's hashed file name changes
// when its letters do and a returning visitor's year-long cached copy is never missing a glyph.
// app/styles/fonts.css and app/root.tsx name the subsets through the `~fonts` alias.
import { contentDir } from "#server/content/content-dir.ts";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { byPathSegments } from "#server/site/path-order.ts";

const MALAYALAM = /[\u0D00-\u0D7F]/u;
// Joiners shape Malayalam conjuncts; a space keeps the face's space glyph for runs of words.
const MALAYALAM_SHAPING = " \u200C\u200D";
const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) =>
  String.fromCharCode(0x20 + i),
);

export type Face = {
  /** The subset's name under `~fonts/`. */
  name: string;
  source: string;
  characters: (copy: Set<string>) => string;
  /** Variation axes pinned to one value: the subset is a static instance at that point. */
  axes?: Record<string, number>;
};

/** Printable ASCII and every non-Malayalam character of the copy: what a Latin face must draw. */
const latin = (copy: Set<string>) =>
  [...new Set([...PRINTABLE_ASCII, ...[...copy].filter((c) => !MALAYALAM.test(c))])].join("");

export const FACES: Face[] = [
  {
    name: "bricolage-grotesque.woff2",
    source:
      "node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2",
    characters: latin,
  },
  {
    name: "baloo-chettan-2-malayalam.woff2",
    source:
      "node_modules/@fontsource/baloo-chettan-2/files/baloo-chettan-2-malayalam-500-normal.woff2",
    characters: (copy) => MALAYALAM_SHAPING + [...copy].filter((c) => MALAYALAM.test(c)).join(""),
  },
  {
    // Long copy is set at one weight (decision 1008): a static 400 instance is a quarter of the
    // variable file's bytes.
    name: "literata.woff2",
    source: "node_modules/@fontsource-variable/literata/files/literata-latin-wght-normal.woff2",
    characters: latin,
    axes: { wght: 400 },
  },
];

/** Where the subsets are written; gitignored with the rest of node_modules. */
export const FONTS_DIR = "node_modules/.cache/site-fonts";
const COPY_DIRS = () => ["app", "contracts", contentDir()];
const COPY_FILE = /\.(tsx?|css|json|md|ya?ml)$/;
const TEST_FILE = /\.test\.tsx?$/;

// Sorted so the letters, and with them the subset's cache key, come out in the same order on
// every machine.
const copyFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => COPY_FILE.test(name) && !TEST_FILE.test(name))
    .sort(byPathSegments)
    .map((name) => join(dir, name));

/** Every character the site's sources hold: code is ASCII, the rest is copy. */
export function copyCharacters(dirs: string[]): Set<string> {
  const characters = new Set<string>();
  for (const dir of dirs)
    for (const file of copyFiles(dir))
      for (const character of readFileSync(file, "utf8")) characters.add(character);
  return characters;
}

/**
 * Writes each face's subset into `outDir`, unless the subset already there was made from the same
 * source and letters (a `.key` file beside it records which).
 */
export async function writeSubsets(
  copy: Set<string>,
  outDir: string,
  faces: Face[] = FACES,
): Promise<{ name: string; before: number; after: number; reused: boolean }[]> {
  mkdirSync(outDir, { recursive: true });
  const done = [];
  for (const face of faces) {
    const font = readFileSync(face.source);
    const characters = face.characters(copy);
    const key = createHash("sha256")
      .update(font)
      .update(characters)
      .update(face.axes ? JSON.stringify(face.axes) : "")
      .digest("hex");
    const path = join(outDir, face.name);
    const keyPath = `${path}.key`;
    const reused = existsSync(path) && existsSync(keyPath) && readFileSync(keyPath, "utf8") === key;
    if (!reused) {
      writeFileSync(
        path,
        await subsetFont(font, characters, {
          targetFormat: "woff2",
          ...(face.axes && { variationAxes: face.axes }),
        }),
      );
      writeFileSync(keyPath, key);
    }
    done.push({ name: face.name, before: font.length, after: readFileSync(path).length, reused });
  }
  return done;
}

/** The Vite plugin: makes the subsets when a build or the dev server starts and aliases `~fonts`. */
export function fontSubsets(): Plugin {
  const outDir = resolve(FONTS_DIR);
  return {
    name: "site-font-subsets",
    config: () => ({ resolve: { alias: { "~fonts": outDir } } }),
    async buildStart() {
      const results = await writeSubsets(copyCharacters(COPY_DIRS()), outDir);
      for (const { name, before, after, reused } of results)
        if (!reused) this.info(`${name}: ${before} → ${after} bytes`);
    },
  };
}
