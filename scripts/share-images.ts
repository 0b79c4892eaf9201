// Draws every prerendered page's sharing image (og:image, 1200×630 PNG) after the React Router
// build. The page's own HTML says which image it names and what it is called; contracts/share-image.ts
// says where the image lives and what it shows, so the page and its image cannot disagree. The
// card: sea-ink ground, the "k" mark and the agency's name, the page's title set large, a kasavu
// border, and the page's own hero artwork beside it (tide lines and a sun where it has none).
// Colours are read from the site's design tokens (app/styles/global.css); type is set in the
// machine's Arial-metric face (Liberation Sans), which librsvg finds through fontconfig.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { OverlayOptions, Sharp, SharpOptions } from "sharp";
import { STAND_IN_PAGES } from "#contracts/paths.ts";
import type { Site } from "#contracts/site.schema.ts";
import {
  SHARE_IMAGE,
  SHARE_IMAGE_DIR,
  ownTitle,
  shareCard,
  shareImagePath,
  type ShareCard,
} from "#contracts/share-image.ts";
import { readSite } from "#server/content/site.ts";
import { byPathSegments } from "#server/site/path-order.ts";

const STAND_IN: string[] = Object.values(STAND_IN_PAGES);

const { width: W, height: H } = SHARE_IMAGE;
const FONT = "Arial, Liberation Sans, Helvetica, sans-serif";

// ── Palette ─────────────────────────────────────────────────────────────────────────────────────

/** The design tokens the image uses; their values are read from app/styles/global.css. */
export const PALETTE_TOKENS = ["ink", "teal", "gold", "vermilion", "cream", "palm"] as const;
export type Palette = Record<(typeof PALETTE_TOKENS)[number], string>;

export const GLOBAL_CSS = fileURLToPath(new URL("../app/styles/global.css", import.meta.url));

/** The palette from the stylesheet's :root custom properties; a missing token fails the build. */
export function readPalette(css: string): Palette {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? "";
  const entries = PALETTE_TOKENS.map((token) => {
    const value = new RegExp(`--${token}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(root)?.[1];
    if (!value) throw new Error(`share images: no colour --${token} in :root of global.css`);
    return [token, value.toLowerCase()] as const;
  });
  return Object.fromEntries(entries) as Palette;
}

// ── Text ────────────────────────────────────────────────────────────────────────────────────────

/** Text for SVG: characters XML 1.0 forbids are dropped, markup characters escaped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

// Advance widths of Arial Bold / Liberation Sans Bold (metric-compatible) for ASCII 32–126, in
// thousandths of an em. Anything else is measured wide, so an estimate errs towards shorter lines.
// prettier-ignore
const ASCII_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, // space … /
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, // 0 … ?
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, // @ … O
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, // P … _
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, // ` … o
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, // p … ~
];
const OTHER_BOLD: Record<string, number> = {
  "—": 1000,
  "–": 556,
  "‘": 278,
  "’": 278,
  "“": 500,
  "”": 500,
  "…": 1000,
  "·": 278,
  "\u00a0": 278,
};

/** Width of a line of bold text at `size` px (an estimate from the face's metrics). */
export function textWidth(text: string, size: number, letterSpacing = 0): number {
  let units = 0;
  let count = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    units +=
      code >= 32 && code <= 126
        ? ASCII_BOLD[code - 32]!
        : (OTHER_BOLD[char] ?? (code < 0x250 ? 722 : 1000));
    count++;
  }
  return (units / 1000) * size + letterSpacing * count;
}

/** Greedy line breaking at spaces; a word longer than a line is broken between letters. */
function breakLines(words: string[], size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    let rest = word;
    while (textWidth(rest, size) > maxWidth) {
      const chars = [...rest];
      let n = chars.length - 1;
      while (n > 1 && textWidth(chars.slice(0, n).join(""), size) > maxWidth) n--;
      lines.push(chars.slice(0, n).join(""));
      rest = chars.slice(n).join("");
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

export type Wrapped = { lines: string[]; truncated: boolean };

/**
 * Wraps text into at most `maxLines` lines no wider than `maxWidth` at `size` px, balanced like
 * CSS `text-wrap: balance` (the narrowest width that needs no more lines). Text that does not fit
 * ends its last line with an ellipsis.
 */
export function wrapText(
  text: string,
  { size, maxWidth, maxLines }: { size: number; maxWidth: number; maxLines: number },
): Wrapped {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { lines: [], truncated: false };
  let lines = breakLines(words, size, maxWidth);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    let last = `${kept[maxLines - 1]!}…`;
    while (textWidth(last, size) > maxWidth && last.length > 1) {
      last = `${[...last.slice(0, -1)].slice(0, -1).join("").trimEnd()}…`;
    }
    kept[maxLines - 1] = last;
    return { lines: kept, truncated: true };
  }
  // Balance: the narrowest width that still needs the same number of lines.
  let [low, high] = [0, maxWidth];
  while (high - low > 1) {
    const mid = (low + high) / 2;
    if (breakLines(words, size, mid).length === lines.length) high = mid;
    else low = mid;
  }
  lines = breakLines(words, size, high);
  return { lines, truncated: false };
}

/** Heading sizes tried largest first; the largest at which the heading fits its lines wins. */
const HEADING_SIZES = [84, 76, 68, 60, 54, 48, 42] as const;

export function fitHeading(heading: string, maxWidth: number): { size: number } & Wrapped {
  for (const size of HEADING_SIZES) {
    const maxLines = size >= 60 ? 3 : 4;
    const wrapped = wrapText(heading, { size, maxWidth, maxLines });
    if (!wrapped.truncated) return { size, ...wrapped };
  }
  const size = HEADING_SIZES.at(-1)!;
  return { size, ...wrapText(heading, { size, maxWidth, maxLines: 4 }) };
}

// ── The card ────────────────────────────────────────────────────────────────────────────────────

/** The right-hand panel (above the border) where the sea is drawn and the artwork pinned. */
export const ART_PANEL = { left: 768, top: 0, width: W - 768, height: 598 } as const;
const MARK = { left: 72, top: 56, size: 64 } as const;
const POSTCARD_CENTRE_Y = 300;
const TEXT_LEFT = 72;
const TEXT_WIDTH = ART_PANEL.left - 40 - TEXT_LEFT - 40;

const n = (value: number) => String(Math.round(value * 10) / 10);

/** FNV-1a, so a page's motif (wave phase, ground colour) is the same on every build. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** An open wave line from x0 to past x1 at height y. */
function wave(x0: number, x1: number, y: number, amp: number, len: number, phase: number) {
  const start = x0 - len + (phase % len);
  let d = `M${n(start)} ${n(y)}q${n(len / 4)} ${n(-amp)} ${n(len / 2)} 0`;
  for (let x = start + len / 2; x < x1; x += len / 2) d += `t${n(len / 2)} 0`;
  return d;
}

const stroke = (d: string, color: string, width: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;

/**
 * The right-hand panel: a sea of tide lines under a sun, in a ground colour picked by the page's
 * seed. A page's artwork is pinned over it like a postcard (composited by sharp, see renderShareImage).
 */
function seaPanel(palette: Palette, seed: number, hasArt: boolean): string {
  const { left, top, width, height } = ART_PANEL;
  const grounds = [palette.teal, palette.vermilion, palette.palm];
  const ground = grounds[seed % grounds.length]!;
  const sea = hasArt ? 400 : 320;
  let out = `<clipPath id="panel"><rect x="${left}" y="${top}" width="${width}" height="${height}"/></clipPath>`;
  out += `<g clip-path="url(#panel)"><rect x="${left}" y="${top}" width="${width}" height="${height}" fill="${ground}"/>`;
  out += hasArt
    ? `<circle cx="${left + width - 100}" cy="96" r="72" fill="${palette.gold}"/>`
    : `<circle cx="${left + width / 2}" cy="210" r="96" fill="${palette.gold}"/>`;
  out += `<rect x="${left}" y="${sea}" width="${width}" height="${height - sea}" fill="${palette.ink}" opacity="0.18"/>`;
  for (let i = 0; sea + 20 + i * 36 < height + 10; i++) {
    const color = i % 3 === 1 ? palette.gold : palette.cream;
    const phase = (seed >>> (i * 3)) % 120;
    out += stroke(wave(left, left + width, sea + 20 + i * 36, 9, 120, phase), color, 5);
  }
  return `${out}</g>`;
}

/** The kasavu border: a cream band with a broad gold stripe, fine lines and temple teeth. */
function kasavu(palette: Palette, y: number, height: number): string {
  let out = `<rect x="0" y="${y}" width="${W}" height="${height}" fill="${palette.cream}"/>`;
  out += `<rect x="0" y="${y + 4}" width="${W}" height="2" fill="${palette.gold}"/>`;
  out += `<rect x="0" y="${y + 10}" width="${W}" height="10" fill="${palette.gold}"/>`;
  out += `<rect x="0" y="${y + height - 5}" width="${W}" height="2" fill="${palette.gold}"/>`;
  let teeth = `M0 ${y + 20}`;
  for (let x = 0; x < W; x += 12) teeth += `l6 5l6 -5`;
  return `${out}<path d="${teeth}Z" fill="${palette.gold}"/>`;
}

export type CardOptions = {
  card: ShareCard;
  palette: Palette;
  /** The page's path: seeds the motif so every page's card differs a little. */
  seed: string;
  /** True when the page's artwork will be pinned over the right-hand panel. */
  hasArt: boolean;
  /** The agency's name, set beside the mark (content/site.yaml). */
  site: Pick<Site, "company">;
};

/** The card as SVG (the mark and the artwork are composited over it by sharp). */
export function shareCardSvg({ card, palette, seed, hasArt, site }: CardOptions): string {
  const h = hash(seed);
  const heading = fitHeading(card.heading, TEXT_WIDTH);
  const lineHeight = Math.round(heading.size * 1.08);
  const kickerSize = 24;
  const kickerSpacing = 2.5;
  const kicker = card.kicker
    ? wrapText(card.kicker.toUpperCase(), {
        size: kickerSize,
        // Room for the letter-spacing of a kicker of up to 40 letters.
        maxWidth: TEXT_WIDTH - kickerSpacing * 40,
        maxLines: 1,
      }).lines[0]
    : undefined;

  // The kicker and heading sit together, centred in the space between the name and the tide lines.
  const blockHeight = (kicker ? kickerSize + 28 : 0) + heading.lines.length * lineHeight;
  const top = Math.round(156 + (520 - 156 - blockHeight) / 2);
  let y = top;
  let words = "";
  if (kicker) {
    y += kickerSize;
    words += `<text x="${TEXT_LEFT}" y="${y}" font-size="${kickerSize}" letter-spacing="${kickerSpacing}" fill="${palette.gold}">${escapeXml(kicker)}</text>`;
    y += 28;
  }
  for (const line of heading.lines) {
    y += lineHeight;
    words += `<text x="${TEXT_LEFT}" y="${y - Math.round(heading.size * 0.22)}" font-size="${heading.size}" letter-spacing="${n(-heading.size * 0.01)}" fill="${palette.cream}">${escapeXml(line)}</text>`;
  }

  const tide =
    stroke(wave(TEXT_LEFT, ART_PANEL.left - 40, 548, 7, 96, h % 96), palette.teal, 4) +
    stroke(
      wave(TEXT_LEFT, ART_PANEL.left - 40, 568, 7, 96, (h >>> 8) % 96),
      palette.teal,
      4,
      ` opacity="0.6"`,
    );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="${palette.ink}"/>` +
    `<g font-family="${FONT}" font-weight="700">` +
    `<text x="${MARK.left + MARK.size + 20}" y="${MARK.top + 47}" font-size="44" letter-spacing="-0.5" fill="${palette.cream}">${escapeXml(site.company)}</text>` +
    words +
    `</g>` +
    `<clipPath id="text-area"><rect x="${TEXT_LEFT}" y="0" width="${TEXT_WIDTH}" height="${H}"/></clipPath>` +
    `<g clip-path="url(#text-area)">${tide}</g>` +
    seaPanel(palette, h, hasArt) +
    `<rect x="${ART_PANEL.left - 16}" y="0" width="16" height="${ART_PANEL.height}" fill="${palette.gold}"/>` +
    `<rect x="${ART_PANEL.left - 24}" y="0" width="3" height="${ART_PANEL.height}" fill="${palette.gold}"/>` +
    kasavu(palette, ART_PANEL.height, H - ART_PANEL.height) +
    `</svg>\n`
  );
}

// sharp (libvips) is loaded only where images are drawn: the build script that imports this module
// for writeShareImagesSync does its drawing in a child process and need not load it.
type SharpFactory = (input?: Buffer | string, options?: SharpOptions) => Sharp;
const loadSharp = async (): Promise<SharpFactory> => (await import("sharp")).default;

// ── Pages ───────────────────────────────────────────────────────────────────────────────────────

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Text of an HTML attribute or element back to characters (React escapes & < > " '). */
export function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const metaContent = (html: string, property: string) => {
  const match = new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html);
  return match ? decodeHtml(match[1]!) : undefined;
};

export type PageImage = {
  /** The page's path under the base, from its canonical link ("/", "/works"). */
  path: string;
  title: string;
  /** The URL of the artwork the page shows first (its fetchpriority="high" image), if any. */
  art?: string;
};

/**
 * What a prerendered page says about its sharing image: null when it names its own picture (a
 * page's uploaded one, decision 1314); throws when its og:image is neither its card nor ours.
 */
export function pageImage(html: string, origin: string): PageImage | null {
  const base = `${origin}/old`;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!canonical?.startsWith(`${base}/`)) throw new Error(`no canonical link under ${base}/`);
  const path = decodeHtml(canonical).slice(base.length);
  const expected = `${base}${shareImagePath(path)}`;
  const named = metaContent(html, "og:image");
  if (named && /^\/(assets|media)\/[\w.-]+\.jpg$/.test(named.slice(base.length))) return null;
  if (named !== expected)
    throw new Error(`og:image is ${named ?? "missing"}, expected ${expected}`);
  const title = ownTitle(metaContent(html, "og:title") ?? "");
  if (!title) throw new Error("no og:title");
  const art = /<img [^>]*\bsrc="([^"]+)"[^>]*\bfetchPriority="high"/i.exec(html)?.[1];
  return { path, title, ...(art ? { art: decodeHtml(art) } : {}) };
}

/**
 * The prerendered pages that get an image: all but the stand-in pages (the 404 copy of home shares
 * home's; an unlisted opening's is never shared). In a
 * fixed order, since where two pages name one image the later one draws it.
 */
export function sharedPages(clientDir: string): string[] {
  const pagesDir = join(clientDir, "old");
  return readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
    .filter(
      (name) =>
        basename(name) === "index.html" &&
        !STAND_IN.includes(name.split(sep).slice(0, -1).join("/")),
    )
    .sort(byPathSegments)
    .map((name) => join(pagesDir, name));
}

/** One page's image: the card, the mark, and the page's artwork in the right-hand panel. */
export async function renderShareImage(
  page: PageImage,
  {
    palette,
    clientDir,
    site,
  }: { palette: Palette; clientDir: string; site: Pick<Site, "company" | "tagline"> },
): Promise<Buffer> {
  const artFile = page.art?.startsWith("/old/") ? join(clientDir, page.art.slice(5)) : undefined;
  const svg = shareCardSvg({
    card: shareCard(page, site),
    palette,
    seed: page.path,
    hasArt: artFile !== undefined,
    site,
  });
  const sharp = await loadSharp();
  const favicon = readFileSync(join(clientDir, "favicon.svg"));
  const mark = await sharp(favicon, { density: 72 * (MARK.size / 64) * 2 })
    .resize(MARK.size, MARK.size)
    .png()
    .toBuffer();
  const layers: OverlayOptions[] = [{ input: mark, left: MARK.left, top: MARK.top }];
  if (artFile) {
    // The artwork whole (never cropped: most carry words), framed in cream and tilted a little.
    const frame = 10;
    const postcard = await sharp(
      await sharp(artFile)
        .resize(ART_PANEL.width - 64, ART_PANEL.height - 260, { fit: "inside" })
        .extend({ top: frame, bottom: frame, left: frame, right: frame, background: palette.cream })
        .toBuffer(),
    )
      .rotate(-3, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer({ resolveWithObject: true });
    layers.push({
      input: postcard.data,
      left: Math.round(ART_PANEL.left + (ART_PANEL.width - postcard.info.width) / 2),
      top: Math.round(POSTCARD_CENTRE_Y - postcard.info.height / 2),
    });
  }
  return (
    sharp(Buffer.from(svg))
      .composite(layers)
      .flatten({ background: palette.ink })
      // The card is flat colour: a 256-colour palette without dithering keeps type crisp at about a
      // third of a JPEG's size (decision 0802).
      .png({ palette: true, colours: 256, dither: 0, effort: 10, compressionLevel: 9 })
      .toBuffer()
  );
}

export type ShareImagesResult = { images: number; pages: number; bytes: number[] };

/** Writes build/client/share/… for every prerendered page (pages sharing a canonical share one). */
export async function writeShareImages(
  clientDir: string,
  origin: string,
): Promise<ShareImagesResult> {
  const palette = readPalette(readFileSync(GLOBAL_CSS, "utf8"));
  const site = readSite();
  const byImage = new Map<string, PageImage>();
  const files = sharedPages(clientDir);
  for (const file of files) {
    let page: PageImage | null;
    try {
      page = pageImage(readFileSync(file, "utf8"), origin);
    } catch (error) {
      throw new Error(`share images: ${file}: ${(error as Error).message}`);
    }
    if (page) byImage.set(shareImagePath(page.path), page);
  }
  const shareRoot = resolve(clientDir, SHARE_IMAGE_DIR);
  const bytes = await Promise.all(
    [...byImage].map(async ([imagePath, page]) => {
      const out = resolve(clientDir, `.${imagePath}`);
      if (!out.startsWith(`${shareRoot}${sep}`)) throw new Error(`share images: bad path ${out}`);
      const image = await renderShareImage(page, { palette, clientDir, site });
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, image);
      return image.length;
    }),
  );
  return { images: byImage.size, pages: files.length, bytes };
}

/**
 * The same, for the synchronous build script: sharp is asynchronous, so the work runs in a child
 * process (this file run with tsx) and its summary comes back as JSON on standard output.
 */
export function writeShareImagesSync(clientDir: string, origin: string): ShareImagesResult {
  const started = Date.now();
  const result = spawnSync(
    "node_modules/.bin/tsx",
    [fileURLToPath(import.meta.url), clientDir, origin],
    { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`share images failed (exit ${result.status})`);
  const summary = JSON.parse(result.stdout) as ShareImagesResult;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `build: ${summary.images} sharing images for ${summary.pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
      `${kb(Math.min(...summary.bytes))}–${kb(Math.max(...summary.bytes))} each`,
  );
  return summary;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [clientDir = "build/client", origin = "http://127.0.0.1:3000"] = process.argv.slice(2);
  try {
    process.stdout.write(`${JSON.stringify(await writeShareImages(clientDir, origin))}\n`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
