// A minimal zip writer for test files (.docx look-alikes and zip bombs). It can lie about an
// entry's uncompressed size in both the local and the central header, as a bomb may, and take a
// ready deflate stream for contents too large to hold inflated.
import { constants, crc32, deflateRawSync } from "node:zlib";

export type ZipEntry = {
  name: string;
  content: Buffer;
  deflate?: boolean;
  /** Written as the uncompressed size in both headers instead of the real one. */
  declaredSize?: number;
  /** Sets the "encrypted" flag; the data stays plain, since readers must refuse before reading. */
  encrypted?: boolean;
};

/** An entry given as a raw deflate stream; its headers say `declaredSize` and `crc`. */
export type DeflatedEntry = { name: string; deflated: Buffer; crc: number; declaredSize: number };

type Packed = {
  name: Buffer;
  data: Buffer;
  method: number;
  crc: number;
  size: number;
  flags: number;
};

const UTF8_NAMES = 0x0800;
const ENCRYPTED = 0x0001;

function pack(entry: ZipEntry | DeflatedEntry): Packed {
  const name = Buffer.from(entry.name, "utf8");
  if ("deflated" in entry) {
    const { deflated: data, crc, declaredSize: size } = entry;
    return { name, data, method: 8, crc, size, flags: UTF8_NAMES };
  }
  return {
    name,
    data: entry.deflate ? deflateRawSync(entry.content) : entry.content,
    method: entry.deflate ? 8 : 0,
    crc: crc32(entry.content),
    size: entry.declaredSize ?? entry.content.length,
    flags: UTF8_NAMES | (entry.encrypted ? ENCRYPTED : 0),
  };
}

export function makeZip(entries: (ZipEntry | DeflatedEntry)[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data, method, crc, size, flags } of entries.map(pack)) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A raw deflate stream of `mebibytes` MiB of zeros, about 1 KB per MiB, without ever holding the
 * zeros: a full flush resets the compressor, so every MiB compresses to the same bytes, which are
 * repeated and closed by an empty final block. Also answers the CRC-32 of the inflated zeros.
 */
export function deflatedZeros(mebibytes: number): { deflated: Buffer; crc: number } {
  const mebibyte = Buffer.alloc(1024 * 1024);
  const block = deflateRawSync(mebibyte, { finishFlush: constants.Z_FULL_FLUSH });
  let crc = 0;
  for (let i = 0; i < mebibytes; i += 1) crc = crc32(mebibyte, crc);
  const blocks: Buffer[] = Array.from({ length: mebibytes }, () => block);
  return { deflated: Buffer.concat([...blocks, deflateRawSync(Buffer.alloc(0))]), crc };
}
