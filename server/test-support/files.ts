// Sample uploads: structurally valid PDF, DOC and DOCX files, and disguised or hostile ones (zip
// bombs, macros, PDFs whose trailer does not hang together).
import { randomBytes } from "node:crypto";
import CFB from "cfb";
import { deflatedZeros, makeZip, type ZipEntry } from "./zip.ts";

// ── PDF ──

/** Builds a PDF as latin1 text and records where each object starts, so offsets are exact. */
class PdfWriter {
  private text: string;
  private offsets = new Map<number, number>();

  constructor(version = "1.7") {
    // The second line's high bytes tell transfer tools the file is binary, as real PDFs do.
    this.text = `%PDF-${version}\n%\xe2\xe3\xcf\xd3\n`;
  }

  object(id: number, body: string): void {
    this.offsets.set(id, this.text.length);
    this.text += `${id} 0 obj\n${body}\nendobj\n`;
  }

  get length(): number {
    return this.text.length;
  }

  offsetOf(id: number): number {
    const offset = this.offsets.get(id);
    if (offset === undefined) throw new Error(`object ${id} not written`);
    return offset;
  }

  /** A classic cross-reference section for `ids`, its trailer, startxref and %%EOF. */
  xrefTable(ids: number[], trailer: string): number {
    const at = this.text.length;
    const rows: [number, string][] = [
      [0, "0000000000 65535 f "],
      ...ids.map((id): [number, string] => [id, `${pad10(this.offsetOf(id))} 00000 n `]),
    ];
    this.text += `xref\n${subsections(rows)}trailer\n${trailer}\n`;
    this.end(at);
    return at;
  }

  end(xrefAt: number): void {
    this.text += `startxref\n${xrefAt}\n%%EOF\n`;
  }

  buffer(): Buffer {
    return Buffer.from(this.text, "latin1");
  }
}

const pad10 = (n: number) => String(n).padStart(10, "0");

/** Table rows grouped into subsections of consecutive object numbers. */
function subsections(rows: [number, string][]): string {
  const runs: { first: number; rows: string[] }[] = [];
  for (const [id, row] of rows) {
    const last = runs.at(-1);
    if (last && id === last.first + last.rows.length) last.rows.push(row);
    else runs.push({ first: id, rows: [row] });
  }
  return runs.map((run) => `${run.first} ${run.rows.length}\n${run.rows.join("\n")}\n`).join("");
}

const PAGE_TEXT = "BT /F1 18 Tf 40 100 Td (Curriculum vitae) Tj ET";

/** Catalog, pages, one page, its text and its font: objects 1 to 5. */
function onePage(writer: PdfWriter): void {
  writer.object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  writer.object(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  writer.object(
    3,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
  );
  writer.object(4, `<< /Length ${PAGE_TEXT.length} >>\nstream\n${PAGE_TEXT}\nendstream`);
  writer.object(5, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
}

/** A one-page PDF with a classic cross-reference table, padded by an unused stream of `padding` bytes. */
function classicPdf(padding: number): Buffer {
  const writer = new PdfWriter();
  onePage(writer);
  writer.object(6, `<< /Length ${padding} >>\nstream\n${" ".repeat(padding)}\nendstream`);
  writer.xrefTable([1, 2, 3, 4, 5, 6], "<< /Size 7 /Root 1 0 R >>");
  return writer.buffer();
}

/** A valid one-page PDF of at least `size` bytes (a byte or two more when a number grows a digit). */
export function pdfFile(size = 2_000): Buffer {
  let padding = 0;
  let pdf = classicPdf(padding);
  while (pdf.length < size) {
    padding += size - pdf.length;
    pdf = classicPdf(padding);
  }
  return pdf;
}

/** A PDF saved, then edited and saved again: a second body, table and %%EOF appended. */
export function incrementallyUpdatedPdf(): Buffer {
  const writer = new PdfWriter();
  onePage(writer);
  const first = writer.xrefTable([1, 2, 3, 4, 5], "<< /Size 6 /Root 1 0 R >>");
  writer.object(6, "<< /Title (CV, second version) >>");
  writer.xrefTable([6], `<< /Size 7 /Root 1 0 R /Info 6 0 R /Prev ${first} >>`);
  return writer.buffer();
}

/** A PDF 1.5 whose cross-reference data is a stream object (type, 4-byte offset, generation). */
export function xrefStreamPdf(): Buffer {
  const writer = new PdfWriter("1.5");
  onePage(writer);
  const row = (type: number, offset: number, generation: number) => {
    const bytes = Buffer.alloc(7);
    bytes.writeUInt8(type, 0);
    bytes.writeUInt32BE(offset, 1);
    bytes.writeUInt16BE(generation, 5);
    return bytes.toString("latin1");
  };
  const at = writer.length;
  const rows = [row(0, 0, 0xffff), ...[1, 2, 3, 4, 5].map((id) => row(1, writer.offsetOf(id), 0))];
  rows.push(row(1, at, 0));
  const data = rows.join("");
  writer.object(
    6,
    `<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Length ${data.length} >>\nstream\n${data}\nendstream`,
  );
  writer.end(at);
  return writer.buffer();
}

/** `pdfFile()` with its last startxref replaced by `offset`. */
export function pdfWithStartxref(offset: number): Buffer {
  const text = pdfFile().toString("latin1");
  const keyword = text.lastIndexOf("startxref\n") + "startxref\n".length;
  const end = text.indexOf("\n", keyword);
  return Buffer.from(text.slice(0, keyword) + String(offset) + text.slice(end), "latin1");
}

/** `%PDF-` then HTML: what a five-byte check let through. */
export const pdfThenHtml = () =>
  Buffer.from("%PDF-<html><body><script>alert(document.cookie)</script></body></html>\n%%EOF\n");

// ── DOC (OLE2 compound files) ──

function compoundFile(streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [path, content] of Object.entries(streams))
    CFB.utils.cfb_add(container, path, content);
  return Buffer.from(CFB.write(container, { type: "buffer" }) as Uint8Array);
}

const WORD_STREAMS = { "/WordDocument": Buffer.alloc(4096, 1), "/1Table": Buffer.alloc(1024, 2) };

export const docFile = () => compoundFile(WORD_STREAMS);

/** An OLE2 file without a WordDocument stream (e.g. an Excel workbook). */
export const oleWithoutWord = () => compoundFile({ "/Workbook": Buffer.alloc(4096, 1) });

/** A Word 97 file with a VBA project, where Word keeps it: the Macros storage. */
export const docWithMacros = () =>
  compoundFile({
    ...WORD_STREAMS,
    "/Macros/VBA/dir": Buffer.alloc(200, 3),
    "/Macros/VBA/ThisDocument": Buffer.alloc(600, 4),
    "/Macros/PROJECT": Buffer.from('ID="{00000000-0000-0000-0000-000000000000}"\r\n'),
  });

/** A Word 97 file with an embedded package (Packager's Ole10Native stream: any file, even an .exe). */
export const docWithPackage = () =>
  compoundFile({
    ...WORD_STREAMS,
    "/ObjectPool/_1234567890/\u0001Ole10Native": Buffer.alloc(800, 5),
  });

// ── DOCX (zip) ──

const WORD_MAIN =
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";
const WORD_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main";
const RELATIONSHIPS_NS = "http://schemas.openxmlformats.org/package/2006/relationships";
const OFFICE_DOCUMENT =
  "http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument";

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${text}`);

function contentTypes(mainType: string, extra = ""): Buffer {
  return xml(
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Default Extension="png" ContentType="image/png"/>' +
      `<Override PartName="/word/document.xml" ContentType="${mainType}"/>${extra}</Types>`,
  );
}

type DocxOptions = {
  /** Content type of word/document.xml. */
  mainType?: string;
  /** More <Default>/<Override> elements for [Content_Types].xml. */
  moreTypes?: string;
  /** Relationships of word/document.xml. */
  documentRelationships?: string;
  /** Bytes of a (random, so incompressible) word/media/image1.png. */
  imageSize?: number;
  /** Entries appended after the usual ones. */
  more?: ZipEntry[];
  /** The document's paragraphs, instead of fifty lines of CV. */
  body?: string;
};

/** A small but complete .docx; the options add to it or spoil it. */
export function docxFile(options: DocxOptions = {}): Buffer {
  const paragraphs = "<w:p><w:r><w:t>Curriculum vitae: experience, skills.</w:t></w:r></w:p>";
  const entries: ZipEntry[] = [
    {
      name: "[Content_Types].xml",
      content: contentTypes(options.mainType ?? WORD_MAIN, options.moreTypes),
      deflate: true,
    },
    {
      name: "_rels/.rels",
      content: xml(
        `<Relationships xmlns="${RELATIONSHIPS_NS}"><Relationship Id="rId1" Type="${OFFICE_DOCUMENT}" Target="word/document.xml"/></Relationships>`,
      ),
      deflate: true,
    },
    {
      name: "word/document.xml",
      content: xml(
        `<w:document xmlns:w="${WORD_NS}"><w:body>${options.body ?? paragraphs.repeat(50)}</w:body></w:document>`,
      ),
      deflate: true,
    },
    {
      name: "word/_rels/document.xml.rels",
      content: xml(
        `<Relationships xmlns="${RELATIONSHIPS_NS}">${options.documentRelationships ?? ""}</Relationships>`,
      ),
      deflate: true,
    },
  ];
  if (options.imageSize) {
    const image = randomBytes(options.imageSize);
    entries.push({ name: "word/media/image1.png", content: image, deflate: true });
  }
  return makeZip([...entries, ...(options.more ?? [])]);
}

/** A .docx carrying a VBA project, declared as Word declares it in a .docm. */
export const docxWithVbaProject = () =>
  docxFile({
    moreTypes: '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>',
    documentRelationships:
      '<Relationship Id="rId9" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="vbaProject.bin"/>',
    more: [{ name: "word/vbaProject.bin", content: docWithMacros(), deflate: true }],
  });

/** A .docx whose main part is declared macro-enabled (a renamed .docm), written `as` given. */
export const docxMacroEnabled = (as = "application/vnd.ms-word.document.macroEnabled.main+xml") =>
  docxFile({ mainType: as });

/** A .docx whose document relationships point at a VBA project stored under another name. */
export const docxWithVbaRelationship = () =>
  docxFile({
    documentRelationships:
      '<Relationship Id="rId9" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="media/data.dat"/>',
    more: [{ name: "word/media/data.dat", content: docWithMacros(), deflate: true }],
  });

export function zipWithoutDocument(): Buffer {
  return makeZip([{ name: "readme.txt", content: Buffer.from("not a word file") }]);
}

/** A docx-looking zip whose document is flagged encrypted. */
export function zipWithEncryptedEntry(): Buffer {
  return makeZip([
    { name: "[Content_Types].xml", content: contentTypes(WORD_MAIN), deflate: true },
    { name: "word/document.xml", content: Buffer.from("<w:document/>"), encrypted: true },
  ]);
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

/**
 * A zip whose headers (local and central) declare `declaredMiB` for a document that really
 * inflates to `realMiB` (1 GiB by default) from about 1 MB: only inflating tells.
 */
export function zipUnderstatingSize(declaredMiB = 1, realMiB = 1024): Buffer {
  const { deflated, crc } = deflatedZeros(realMiB);
  return makeZip([
    { name: "[Content_Types].xml", content: contentTypes(WORD_MAIN), deflate: true },
    { name: "word/document.xml", deflated, crc, declaredSize: declaredMiB * 1024 * 1024 },
  ]);
}

export const htmlFile = () => Buffer.from("<!doctype html><html><script>alert(1)</script></html>");
export const exeFile = () =>
  Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(500)]);

/**
 * A .docx of many small entries, each under DOCX_LIMITS.ratioFrom and so free of the per-entry
 * ratio, that together inflate `entries` × 50 KiB (97 MiB by default) from about 400 KB: a
 * 1:250 archive made of 1:500 entries. Before the archive's own ratio counted, it was inflated
 * whole (3 s of CPU) and accepted.
 */
export function docxOfManySmallEntries(entries = 1_990): Buffer {
  const filler = Buffer.alloc(50 * 1024, "<w:p/>");
  return docxFile({
    more: Array.from({ length: entries }, (_, i) => ({
      name: `word/media/part${i}.xml`,
      content: filler,
      deflate: true,
    })),
  });
}

/** Words for text that compresses as prose does (about 1:3), drawn from a fixed seed. */
function prose(bytes: number, seed: number): string {
  const words = [
    "brand",
    "campaign",
    "Kochi",
    "launch",
    "reel",
    "story",
    "client",
    "print",
    "festival",
    "copy",
    "layout",
    "photo",
    "budget",
    "deadline",
    "team",
    "idea",
    "market",
  ];
  let state = seed;
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const word = `${words[state % words.length]}${state % 97}`;
    parts.push(word);
    length += word.length + 1;
  }
  return parts.join(" ");
}

/**
 * A CV as Word writes one with a photo and a few pages: a few MB in all, a document of real-looking
 * text in paragraphs, styles, settings, a theme, and a 1.5 MB photo (random, so incompressible).
 */
export function docxRealistic(): Buffer {
  const paragraph = (text: string) =>
    `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
  const body = Array.from({ length: 1_200 }, (_, i) => paragraph(prose(1_500, i + 1))).join("");
  const part = (name: string, text: string) => ({ name, content: xml(text), deflate: true });
  return docxFile({
    imageSize: 1.5 * 1024 * 1024,
    body,
    more: [
      part(
        "word/styles.xml",
        `<w:styles>${'<w:style w:type="paragraph"/>'.repeat(400)}</w:styles>`,
      ),
      part("word/settings.xml", '<w:settings><w:zoom w:percent="100"/></w:settings>'),
      part("word/theme/theme1.xml", `<a:theme>${prose(60_000, 7)}</a:theme>`),
      part("docProps/core.xml", "<cp:coreProperties><dc:title>CV</dc:title></cp:coreProperties>"),
    ],
  });
}
