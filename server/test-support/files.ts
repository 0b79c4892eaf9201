// Sample uploads: real-looking PDF, DOC and DOCX files, and disguised or hostile ones.
import CFB from "cfb";
import { makeZip } from "./zip.ts";

export function pdfFile(size = 2_000): Buffer {
  const head = Buffer.from(
    "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n",
    "latin1",
  );
  const tail = Buffer.from("\n%%EOF\n", "latin1");
  const padding = Buffer.alloc(Math.max(0, size - head.length - tail.length), 0x20);
  return Buffer.concat([head, padding, tail]);
}

export function docFile(): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, "/WordDocument", Buffer.alloc(4096, 1));
  CFB.utils.cfb_add(container, "/1Table", Buffer.alloc(1024, 2));
  return Buffer.from(CFB.write(container, { type: "buffer" }) as Uint8Array);
}

/** An OLE2 file without a WordDocument stream (e.g. an Excel workbook). */
export function oleWithoutWord(): Buffer {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, "/Workbook", Buffer.alloc(4096, 1));
  return Buffer.from(CFB.write(container, { type: "buffer" }) as Uint8Array);
}

export function docxFile(): Buffer {
  return makeZip([
    {
      name: "[Content_Types].xml",
      content: Buffer.from('<?xml version="1.0"?><Types/>'),
      deflate: true,
    },
    {
      name: "word/document.xml",
      content: Buffer.from("<w:document><w:body>Hello</w:body></w:document>".repeat(50)),
      deflate: true,
    },
  ]);
}

export function zipWithoutDocument(): Buffer {
  return makeZip([{ name: "readme.txt", content: Buffer.from("not a word file") }]);
}

/** 50 MB of zeros in a few KB: the ratio gives it away. */
export function zipBomb(): Buffer {
  return makeZip([
    { name: "word/document.xml", content: Buffer.alloc(50 * 1024 * 1024), deflate: true },
  ]);
}

/** A small zip whose directory claims a 4 GB entry. */
export function zipLyingAboutSize(): Buffer {
  return makeZip([
    { name: "word/document.xml", content: Buffer.from("<w:document/>"), declaredSize: 0xfffffff0 },
  ]);
}

export const htmlFile = () => Buffer.from("<!doctype html><html><script>alert(1)</script></html>");
export const exeFile = () =>
  Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(500)]);
