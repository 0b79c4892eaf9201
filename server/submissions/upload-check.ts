// Checks that an uploaded CV is what its extension claims, by its content, and carries no macros:
// a PDF whose header, trailer and cross-reference offset hang together; an OLE2 compound file
// whose sector chains end and which holds a WordDocument stream; a zip holding word/document.xml,
// every entry of which is inflated and discarded under caps, so a zip bomb costs at most the caps
// whatever it declares. These run in a worker thread with a deadline and a memory bound
// (upload-checker.ts), never on the server's event loop.
// See docs/decisions/0103-upload-checks.md, 0904-upload-content.md and 1101.
import { on } from "node:events";
import type { Readable } from "node:stream";
import CFB from "cfb";
import type { CFB$Entry } from "cfb";
import yauzl from "yauzl";
import type { CvExtension } from "#contracts/limits.ts";

const MiB = 1024 * 1024;

/** Limits for a .docx (decision 1101): a real CV inflates to a few MB. */
export const DOCX_LIMITS = {
  maxEntries: 2000,
  /**
   * All entries together. A CV that is mostly a photo inflates to about its size (9.5 MB); 20 MiB
   * leaves room for that and caps the work a small file can ask for (inflating costs about 30 ms
   * per MiB in many small entries).
   */
  maxTotalUncompressed: 20 * MiB,
  /** Deflate rarely beats 1:100 on real documents; bombs reach 1:1000. */
  maxRatio: 200,
  /**
   * Below this an entry, or the archive so far, may compress better than maxRatio (repetitive XML)
   * and cost nothing. The archive's own ratio stops many small entries, each under this, from
   * adding up to a bomb.
   */
  ratioFrom: 1 * MiB,
  /** The parts read whole for the macro check; theirs are a few KB. */
  maxDeclaringPart: 1 * MiB,
};

const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

// ── PDF ──

/** Version 1.0 to 1.7 or 2.0, then a line end. */
const PDF_HEADER = /^%PDF-(?:1\.[0-7]|2\.0)[\r\n]/;
/** Readers look for %%EOF near the end; real files may have whitespace or junk after it. */
const PDF_EOF_WINDOW = 1024;

type ByteTest = (byte: number | undefined) => boolean;

/** PDF white-space characters (ISO 32000-1, 7.2.2). */
const isSpace: ByteTest = (b) =>
  b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09 || b === 0x0c || b === 0x00;
const isDigit: ByteTest = (b) => b !== undefined && b >= 0x30 && b <= 0x39;

const hasText = (content: Buffer, at: number, text: string) =>
  at >= 0 && content.toString("latin1", at, at + text.length) === text;

/**
 * Walks from `at` by `step` over one or more bytes of each class in turn and answers where it
 * stopped, or null when a class had no byte there. Each byte is looked at once: linear time.
 */
function walk(content: Buffer, at: number, step: 1 | -1, classes: ByteTest[]): number | null {
  let i = at;
  for (const test of classes) {
    const start = i;
    while (i >= 0 && i < content.length && test(content[i])) i += step;
    if (i === start) return null;
  }
  return i;
}

/** The offset in the last `startxref <offset> %%EOF` of the file, or null. */
function startxrefOffset(content: Buffer): number | null {
  const tailStart = Math.max(0, content.length - PDF_EOF_WINDOW);
  const eofInTail = content.subarray(tailStart).lastIndexOf("%%EOF", undefined, "latin1");
  if (eofInTail < 0) return null;
  const lastDigit = walk(content, tailStart + eofInTail - 1, -1, [isSpace]);
  if (lastDigit === null) return null;
  const beforeNumber = walk(content, lastDigit, -1, [isDigit]);
  if (beforeNumber === null) return null;
  const keywordEnd = walk(content, beforeNumber, -1, [isSpace]);
  if (keywordEnd === null || !hasText(content, keywordEnd - 8, "startxref")) return null;
  return Number(content.toString("latin1", beforeNumber + 1, lastDigit + 1));
}

/** Whether `N G obj` starts at `at`. */
function objectHeaderAt(content: Buffer, at: number): boolean {
  const keyword = walk(content, at, 1, [isDigit, isSpace, isDigit, isSpace]);
  return keyword !== null && hasText(content, keyword, "obj");
}

/**
 * Whether any `obj` keyword is preceded by `N G `. A plain loop rather than indexOf: a file made
 * of `obj` repeated costs 3.5 million indexOf calls (0.7 s for 10 MB) but 30 ms of loop. The walk
 * back stops at the previous `obj`, so the whole stays linear.
 */
function hasObjectHeader(content: Buffer): boolean {
  for (let at = 0; at + 2 < content.length; at += 1) {
    if (content[at] !== 0x6f || content[at + 1] !== 0x62 || content[at + 2] !== 0x6a) continue;
    if (walk(content, at - 1, -1, [isSpace, isDigit, isSpace, isDigit]) !== null) return true;
  }
  return false;
}

/**
 * A PDF header at byte 0, and a last `startxref` whose offset points inside the file at a
 * cross-reference table (`xref`) or stream (`N G obj`); the file has at least one object.
 * Readers find everything from that offset, so a file where it points nowhere is not a PDF.
 */
export function isPdf(content: Buffer): boolean {
  if (!PDF_HEADER.test(content.toString("latin1", 0, 9))) return false;
  const offset = startxrefOffset(content);
  if (offset === null || offset >= content.length) return false;
  // Tolerates white space before the keyword, as readers do.
  const at = walk(content, offset, 1, [isSpace]) ?? offset;
  if (hasText(content, at, "xref") && isSpace(content[at + 4])) return hasObjectHeader(content);
  return objectHeaderAt(content, at);
}

// ── DOC ──

/**
 * Storages and streams refused in a compound file, compared case-insensitively as the format
 * does: VBA projects (Word's Macros storage, Office's _VBA_PROJECT_CUR, VBA and _VBA_PROJECT) and
 * Packager objects (Ole10Native), which wrap any file, an executable included.
 */
const REFUSED_OLE_NAMES = new Set([
  "macros",
  "_vba_project_cur",
  "vba",
  "_vba_project",
  "\u0001ole10native",
]);

/** [MS-CFB] 2.1: FAT values from here up are markers (free, end of chain, FAT, DIFAT), not sectors. */
const MAX_SECTOR_NUMBER = 0xfffffffa;
const ENDOFCHAIN = 0xfffffffe;
const HEADER_FAT_SECTORS = 109;

/** A little-endian 32-bit value at `at`, or ENDOFCHAIN past the end (where cfb reads nothing). */
function uint32At(content: Buffer, at: number): number {
  return at + 4 <= content.length ? content.readUInt32LE(at) : ENDOFCHAIN;
}

/**
 * Whether every sector chain of a compound file ends: each FAT value that names a sector names
 * one inside the file, and following the FAT from any sector reaches a marker without coming
 * back. cfb 1.2.2 follows a stream's chain without a cycle check, so a 1.5 KB file whose
 * WordDocument starts past its end, where the FAT sends that sector to itself, held the event loop
 * for ever. A linear pass over the FAT, read as cfb reads it (the header's 109 FAT sectors, then
 * the DIFAT chain), before cfb is called. The worker's deadline (upload-checker.ts) stays the
 * real bound: cfb has other walks (a directory whose tree has a cycle) this does not cover.
 */
export function oleChainsEnd(content: Buffer): boolean {
  if (content.length < 512) return false;
  const major = content.readUInt16LE(26);
  const shift = content.readUInt16LE(30);
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) return false;
  const sectorSize = 2 ** shift;
  const perSector = sectorSize / 4;
  // Sector n starts at (n + 1) × size: the header takes the first.
  const sectors = Math.ceil(content.length / sectorSize) - 1;
  const offsetOf = (sector: number) => (sector + 1) * sectorSize;

  const fatSectors: number[] = [];
  for (let i = 0; i < HEADER_FAT_SECTORS; i += 1) {
    const sector = content.readInt32LE(76 + i * 4);
    if (sector < 0) break;
    fatSectors.push(sector);
  }
  let difat = content.readUInt32LE(68);
  for (let hops = 0; difat < MAX_SECTOR_NUMBER; hops += 1) {
    // A DIFAT chain longer than the file has sectors goes round in a circle.
    if (difat >= sectors || hops >= sectors) return false;
    for (let i = 0; i < perSector - 1; i += 1) {
      const sector = uint32At(content, offsetOf(difat) + i * 4);
      if (sector === ENDOFCHAIN) break;
      fatSectors.push(sector);
    }
    difat = uint32At(content, offsetOf(difat) + sectorSize - 4);
  }

  // The sector after `sector`, or -1 where a chain ends (a marker, or no FAT sector holds it).
  const next = (sector: number): number => {
    const fatSector = fatSectors[Math.floor(sector / perSector)];
    if (fatSector === undefined || fatSector >= sectors) return -1;
    const value = uint32At(content, offsetOf(fatSector) + (sector % perSector) * 4);
    return value >= MAX_SECTOR_NUMBER ? -1 : value;
  };
  // Every value of every FAT sector names a sector of the file or is a marker: then a chain that
  // starts anywhere, even past the end, is inside the file after one step.
  for (const fatSector of new Set(fatSectors)) {
    if (fatSector >= sectors) continue;
    for (let i = 0; i < perSector; i += 1) {
      const value = uint32At(content, offsetOf(fatSector) + i * 4);
      if (value < MAX_SECTOR_NUMBER && value >= sectors) return false;
    }
  }
  // No chain inside the file comes back on itself: each sector is walked from once (0 unseen,
  // 1 on the walk in hand, 2 known to end).
  const state = new Uint8Array(sectors);
  for (let first = 0; first < sectors; first += 1) {
    let sector = first;
    while (sector >= 0 && state[sector] === 0) {
      state[sector] = 1;
      sector = next(sector);
    }
    if (sector >= 0 && state[sector] === 1) return false;
    for (let s = first; s >= 0 && state[s] === 1; s = next(s)) state[s] = 2;
  }
  return true;
}

export function isWordDoc(content: Buffer): boolean {
  if (!content.subarray(0, 8).equals(OLE2_MAGIC) || !oleChainsEnd(content)) return false;
  let entries: CFB$Entry[];
  try {
    entries = CFB.parse(content, { type: "buffer" }).FileIndex;
  } catch {
    return false;
  }
  return (
    entries.some((entry) => entry.type === 2 && entry.name === "WordDocument") &&
    !entries.some((entry) => REFUSED_OLE_NAMES.has(entry.name.toLowerCase()))
  );
}

// ── DOCX ──

/**
 * Parts read whole, because they declare the package's content types and the document's
 * relationships: a macro shows there as a vbaProject type or relationship, or a macroEnabled
 * main type. Part names compare case-insensitively, as in OPC.
 */
const DECLARING_PARTS = new Set(["[content_types].xml", "word/_rels/document.xml.rels"]);
const MACRO_MARKERS = ["vbaproject", "macroenabled"];

/** Bytes inflated (or declared) and the compressed bytes they came from. */
export type Sizes = { inflated: number; compressed: number };

const ratioWithin = ({ inflated, compressed }: Sizes) =>
  inflated <= DOCX_LIMITS.ratioFrom || inflated / Math.max(compressed, 1) <= DOCX_LIMITS.maxRatio;

/**
 * Whether an entry, and the archive so far with it, stay within DOCX_LIMITS: the archive's total
 * under the cap, and each of the two under the ratio once past ratioFrom. Asked of the declared
 * sizes before an entry is inflated, then of the bytes really inflated after each chunk, since
 * declared sizes may lie.
 */
export function withinLimits(entry: Sizes, archive: Sizes): boolean {
  return (
    archive.inflated <= DOCX_LIMITS.maxTotalUncompressed &&
    ratioWithin(entry) &&
    ratioWithin(archive)
  );
}

/** Text of an XML part (UTF-8, or UTF-16 with its byte order mark) with numeric references resolved. */
function xmlText(part: Buffer): string {
  const encoding =
    part[0] === 0xff && part[1] === 0xfe
      ? "utf-16le"
      : part[0] === 0xfe && part[1] === 0xff
        ? "utf-16be"
        : "utf-8";
  // `&#109;acroEnabled` means macroEnabled to Word, so a plain search must see it so too.
  return new TextDecoder(encoding)
    .decode(part)
    .replace(/&#(x?)([0-9a-f]+);/gi, (ref, hex, digits) => {
      const code = Number.parseInt(digits, hex ? 16 : 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : ref;
    });
}

function declaresMacros(part: Buffer): boolean {
  const text = xmlText(part).toLowerCase();
  return MACRO_MARKERS.some((marker) => text.includes(marker));
}

function openZip(content: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    // validateEntrySizes: yauzl errors as soon as an entry inflates past its declared size.
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      zip ? resolve(zip) : reject(error ?? new Error("unreadable zip")),
    );
  });
}

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      stream ? resolve(stream) : reject(error ?? new Error("unreadable entry")),
    );
  });
}

/** What a .docx check did: the bytes it inflated and the entries it opened, a bound on its work. */
export type DocxInspection = { acceptable: boolean; inflated: number; entries: number };

/** The archive so far: bytes inflated, compressed bytes of the entries opened, entries opened. */
type Totals = Sizes & { entries: number };

/**
 * Inflates an entry chunk by chunk, counting the bytes against the limits, and discards them
 * unless `keep` (a declaring part). Answers the kept bytes, or null at the first chunk past a
 * limit, where the stream is destroyed so nothing more is inflated. Data events rather than
 * `for await`: half the time per chunk, which counts when a bomb inflates up to the caps.
 */
async function inflateEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  totals: Totals,
  keep: boolean,
): Promise<Buffer | null> {
  const stream = await openEntry(zip, entry);
  return new Promise((resolve, reject) => {
    const kept: Buffer[] = [];
    let inflated = 0;
    stream.on("data", (chunk: Buffer) => {
      inflated += chunk.length;
      totals.inflated += chunk.length;
      if (
        !withinLimits({ inflated, compressed: entry.compressedSize }, totals) ||
        (keep && inflated > DOCX_LIMITS.maxDeclaringPart)
      ) {
        stream.destroy();
        resolve(null);
      } else if (keep) {
        kept.push(chunk);
      }
    });
    stream.on("end", () => resolve(Buffer.concat(kept)));
    stream.on("error", reject);
  });
}

/** Reads every entry in turn; false at the first one refused. */
async function entriesAcceptable(zip: yauzl.ZipFile, totals: Totals): Promise<boolean> {
  let declared = 0;
  let hasDocument = false;
  const entries = on(zip, "entry", { close: ["end"] }) as AsyncIterable<[yauzl.Entry]>;
  zip.readEntry();
  for await (const [entry] of entries) {
    totals.entries += 1;
    declared += entry.uncompressedSize;
    totals.compressed += entry.compressedSize;
    const name = entry.fileName.toLowerCase();
    if (
      totals.entries > DOCX_LIMITS.maxEntries ||
      entry.isEncrypted() ||
      !withinLimits(
        { inflated: entry.uncompressedSize, compressed: entry.compressedSize },
        { inflated: declared, compressed: totals.compressed },
      ) ||
      name === "vbaproject.bin" ||
      name.endsWith("/vbaproject.bin")
    ) {
      return false;
    }
    const declaring = DECLARING_PARTS.has(name);
    const data = await inflateEntry(zip, entry, totals, declaring);
    if (data === null || (declaring && declaresMacros(data))) return false;
    if (name === "word/document.xml") hasDocument = true;
    zip.readEntry();
  }
  return hasDocument;
}

/** Checks a .docx and tells how much work it took (the tests bound bytes, not seconds). */
export async function inspectDocx(content: Buffer): Promise<DocxInspection> {
  const totals: Totals = { inflated: 0, compressed: 0, entries: 0 };
  const verdict = (acceptable: boolean): DocxInspection => ({
    acceptable,
    inflated: totals.inflated,
    entries: totals.entries,
  });
  if (!content.subarray(0, 4).equals(ZIP_MAGIC)) return verdict(false);
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(content);
  } catch {
    return verdict(false);
  }
  try {
    return verdict(await entriesAcceptable(zip, totals));
  } catch {
    // A broken directory or deflate stream, an entry larger than it declared, a bad file name.
    return verdict(false);
  } finally {
    zip.close();
  }
}

export async function isDocx(content: Buffer): Promise<boolean> {
  return (await inspectDocx(content)).acceptable;
}

/** True when the content matches the extension. */
export async function contentMatches(extension: CvExtension, content: Buffer): Promise<boolean> {
  switch (extension) {
    case ".pdf":
      return isPdf(content);
    case ".doc":
      return isWordDoc(content);
    case ".docx":
      return isDocx(content);
  }
}
