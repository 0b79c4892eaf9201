// Checks that an uploaded CV is what its extension claims, by content: a PDF header; an OLE2
// compound file holding a WordDocument stream; a zip holding word/document.xml whose declared
// sizes do not make it a zip bomb.
import CFB from "cfb";
import yauzl from "yauzl";
import type { CvExtension } from "#contracts/limits.ts";

/** Limits for a .docx: a real CV is far below these. */
export const DOCX_LIMITS = {
  maxEntries: 2000,
  maxTotalUncompressed: 200 * 1024 * 1024,
  maxEntryUncompressed: 100 * 1024 * 1024,
  /** Deflate rarely beats 1:100 on real documents; bombs reach 1:1000 and beyond. */
  maxRatio: 200,
};

const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function isPdf(content: Buffer): boolean {
  return content.subarray(0, 5).toString("latin1") === "%PDF-";
}

export function isWordDoc(content: Buffer): boolean {
  if (!content.subarray(0, 8).equals(OLE2_MAGIC)) return false;
  try {
    const container = CFB.parse(content, { type: "buffer" });
    return container.FileIndex.some((entry) => entry.type === 2 && entry.name === "WordDocument");
  } catch {
    return false;
  }
}

export function isDocx(content: Buffer): Promise<boolean> {
  if (!content.subarray(0, 4).equals(ZIP_MAGIC)) return Promise.resolve(false);
  return new Promise((resolve) => {
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return resolve(false);
      let entries = 0;
      let total = 0;
      let hasDocument = false;
      let settled = false;
      const finish = (ok: boolean) => {
        if (settled) return;
        settled = true;
        zip.close();
        resolve(ok);
      };
      zip.on("error", () => finish(false));
      zip.on("end", () => finish(hasDocument));
      zip.on("entry", (entry: yauzl.Entry) => {
        entries += 1;
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (
          entries > DOCX_LIMITS.maxEntries ||
          total > DOCX_LIMITS.maxTotalUncompressed ||
          entry.uncompressedSize > DOCX_LIMITS.maxEntryUncompressed ||
          (entry.uncompressedSize > 1024 * 1024 && ratio > DOCX_LIMITS.maxRatio) ||
          entry.isEncrypted()
        ) {
          return finish(false);
        }
        if (entry.fileName === "word/document.xml") hasDocument = true;
        zip.readEntry();
      });
      zip.readEntry();
    });
  });
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
