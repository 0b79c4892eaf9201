// Content checks of uploads (PDF structure, zip bombs, macros), file name sanitising and the time
// token, on real bytes.
import { beforeAll, describe, expect, it } from "vitest";
import {
  docFile,
  docWithMacros,
  docWithPackage,
  docxFile,
  docxMacroEnabled,
  docxWithVbaProject,
  docxOfManySmallEntries,
  docxRealistic,
  docxWithVbaRelationship,
  exeFile,
  htmlFile,
  incrementallyUpdatedPdf,
  oleWithoutWord,
  pdfFile,
  pdfThenHtml,
  pdfWithStartxref,
  xrefStreamPdf,
  zipBomb,
  zipLyingAboutSize,
  zipUnderstatingSize,
  zipWithEncryptedEntry,
  zipWithoutDocument,
} from "../test-support/files.ts";
import { docDirectoryLoop, docSectorLoop } from "../test-support/hostile-doc.ts";
import { createSigner } from "../security/signer.ts";
import { sanitizeFileName } from "./file-name.ts";
import { assessSpam, createFormTokens } from "./spam.ts";
import {
  contentMatches,
  DOCX_LIMITS,
  inspectDocx,
  isWordDoc,
  oleChainsEnd,
  withinLimits,
} from "./upload-check.ts";

const MiB = 1024 * 1024;
const KiB = 1024;

describe("upload content", () => {
  it.each([
    [".pdf", pdfFile(), true],
    [".doc", docFile(), true],
    [".docx", docxFile(), true],
    [".pdf", htmlFile(), false],
    [".pdf", Buffer.from(" %PDF-1.7"), false],
    [".doc", exeFile(), false],
    [".doc", oleWithoutWord(), false],
    [".doc", Buffer.concat([docFile().subarray(0, 512), Buffer.alloc(100)]), false],
    [".docx", zipWithoutDocument(), false],
    [".docx", zipBomb(), false],
    [".docx", zipLyingAboutSize(), false],
    [".docx", docFile(), false],
    [".docx", Buffer.from("PK\u0003\u0004 truncated", "latin1"), false],
  ] as const)("%s #%# → %s", async (extension, content, expected) => {
    expect(await contentMatches(extension, content)).toBe(expected);
  });
});

describe("PDF structure", () => {
  const pdf = pdfFile();
  const withByte = (at: number, byte: number) => {
    const copy = Buffer.from(pdf);
    copy[at] = byte;
    return copy;
  };

  it.each([
    ["a one-page PDF with a classic cross-reference table", pdf],
    [
      "an incrementally updated PDF (two %%EOF, the last startxref counts)",
      incrementallyUpdatedPdf(),
    ],
    ["a PDF 1.5 with a cross-reference stream", xrefStreamPdf()],
    ["a PDF 2.0", Buffer.from(pdf.toString("latin1").replace("%PDF-1.7", "%PDF-2.0"), "latin1")],
    ["CR line ends", Buffer.from(pdf.toString("latin1").replaceAll("\n", "\r"), "latin1")],
    ["junk after %%EOF", Buffer.concat([pdf, Buffer.from("\r\n\0\0 mail footer")])],
  ])("accepts %s", async (_name, content) => {
    expect(await contentMatches(".pdf", content)).toBe(true);
  });

  it.each([
    ["%PDF- then HTML", pdfThenHtml()],
    ["no line end after the header", withByte(8, 0x20)],
    [
      "an unknown version",
      Buffer.from(pdf.toString("latin1").replace("%PDF-1.7", "%PDF-1.9"), "latin1"),
    ],
    ["truncated before %%EOF", pdf.subarray(0, pdf.lastIndexOf("%%EOF"))],
    ["%%EOF further than 1024 bytes from the end", Buffer.concat([pdf, Buffer.alloc(1100, 0x41)])],
    ["startxref pointing outside the file", pdfWithStartxref(10_000_000)],
    ["startxref pointing at the end of the file", pdfWithStartxref(pdf.length)],
    ["startxref pointing at neither xref nor an object", pdfWithStartxref(pdf.indexOf("endobj"))],
    [
      "no startxref",
      Buffer.from(pdf.toString("latin1").replace("startxref", "startxrex"), "latin1"),
    ],
    [
      "a table but no object",
      Buffer.from(
        "%PDF-1.7\nxref\n0 1\n0000000000 65535 f \ntrailer\n<< >>\nstartxref\n9\n%%EOF\n",
      ),
    ],
  ])("refuses %s", async (_name, content) => {
    expect(await contentMatches(".pdf", content)).toBe(false);
  });

  it("keeps pdfFile(size) a valid PDF of at least size bytes, as the route tests use it", async () => {
    for (const size of [100, 1024 * 1024 + 10, 3 * MiB]) {
      const content = pdfFile(size);
      expect(content.length).toBeGreaterThanOrEqual(size);
      expect(await contentMatches(".pdf", content)).toBe(true);
    }
  });

  // Linear time is the code's to keep (one loop, no regular expression); the test holds the
  // outcomes, and the worker's deadline (upload-checker.ts) bounds the time whatever happens.
  it("accepts a 9.5 MB PDF and refuses 10 MB of `obj obj …`", async () => {
    const objs = Buffer.concat([
      Buffer.from("%PDF-1.7\nxref\n"),
      Buffer.alloc(10 * MiB, " obj"),
      Buffer.from("\nstartxref\n9\n%%EOF\n"),
    ]);
    expect(await contentMatches(".pdf", pdfFile(9.5 * MiB))).toBe(true);
    expect(await contentMatches(".pdf", objs)).toBe(false);
  });
});

describe(".doc sector chains", () => {
  it("refuses the 1.5 KB .doc whose WordDocument chain loops past the end of the file", () => {
    const bomb = docSectorLoop();
    expect(bomb.length).toBe(1536);
    expect(oleChainsEnd(bomb)).toBe(false);
    // Before the chain check this call never returned (cfb walked sector 100 → 100 → …).
    expect(isWordDoc(bomb)).toBe(false);
  });

  it("lets through compound files whose chains end, real ones and the directory loop alike", () => {
    expect(oleChainsEnd(docFile())).toBe(true);
    expect(oleChainsEnd(docWithMacros())).toBe(true);
    // Its chains are sound; its directory is the worker's deadline's to stop (upload-checker.test.ts).
    expect(oleChainsEnd(docDirectoryLoop())).toBe(true);
  });

  it.each([
    ["a FAT value past the end of the file", (sectors: number) => ({ 1: sectors + 7 })],
    ["a sector followed by itself", () => ({ 1: 1 })],
    ["two sectors followed by each other", () => ({ 1: 2, 2: 1 })],
  ])("refuses %s", (_name, changes) => {
    const content = Buffer.from(docFile());
    const sectors = content.length / 512 - 1;
    // The header names the first FAT sector; its entry n names the sector after sector n.
    const fatAt = (content.readUInt32LE(76) + 1) * 512;
    for (const [sector, next] of Object.entries(changes(sectors)))
      content.writeUInt32LE(next, fatAt + Number(sector) * 4);
    expect(oleChainsEnd(content)).toBe(false);
  });
});

describe(".docx inflation", () => {
  // Declares 1 MiB in both headers; the deflate stream (about 1 MB) inflates to 1 GiB.
  let understating: Buffer;
  beforeAll(() => {
    understating = zipUnderstatingSize(1, 1024);
  });

  // Budgets in bytes inflated: one inflated chunk (16 KiB by default, 64 KiB allowed) past the
  // point where a limit is reached, never the bomb's size.
  const CHUNK = 64 * KiB;

  it("refuses a zip whose entry inflates to 1 GiB past its declared 1 MiB, at 1 MiB", async () => {
    const { acceptable, inflated } = await inspectDocx(understating);
    expect(acceptable).toBe(false);
    expect(inflated).toBeLessThanOrEqual(1 * MiB + CHUNK);
  });

  it("refuses an entry declaring 40 MiB, over the archive's cap, before inflating it", async () => {
    const { acceptable, inflated, entries } = await inspectDocx(zipUnderstatingSize(40, 1024));
    expect(acceptable).toBe(false);
    // [Content_Types].xml only.
    expect(entries).toBe(2);
    expect(inflated).toBeLessThan(1 * KiB);
  });

  it("refuses many small entries, each under ratioFrom, that add up to a bomb", async () => {
    const bomb = docxOfManySmallEntries();
    expect(bomb.length).toBeLessThan(500 * KiB);
    const { acceptable, inflated, entries } = await inspectDocx(bomb);
    expect(acceptable).toBe(false);
    // Stopped once the archive passed ratioFrom at 1:500, not after its 97 MiB.
    expect(inflated).toBeLessThanOrEqual(DOCX_LIMITS.ratioFrom + CHUNK);
    expect(entries).toBeLessThan(30);
  });

  it("accepts a real-looking CV of a few MB (text, styles, a photo), inflating all of it", async () => {
    const content = docxRealistic();
    const { acceptable, inflated } = await inspectDocx(content);
    expect(acceptable).toBe(true);
    expect(inflated).toBeGreaterThan(3 * MiB);
  });

  it("accepts a 9.5 MB docx (mostly an image), inflating all of it", async () => {
    const content = docxFile({ imageSize: 9.5 * MiB - 4_000 });
    const { acceptable, inflated } = await inspectDocx(content);
    expect(acceptable).toBe(true);
    expect(inflated).toBeGreaterThan(9.5 * MiB - 4_000);
    expect(inflated).toBeLessThanOrEqual(DOCX_LIMITS.maxTotalUncompressed);
  });

  it.each([
    ["an encrypted entry", zipWithEncryptedEntry()],
    [
      "more entries than maxEntries",
      docxFile({
        more: Array.from({ length: DOCX_LIMITS.maxEntries }, (_, i) => ({
          name: `word/media/e${i}.txt`,
          content: Buffer.from("x"),
        })),
      }),
    ],
    [
      "an oversized [Content_Types].xml",
      docxFile({ moreTypes: `<!--${" ".repeat(DOCX_LIMITS.maxDeclaringPart)}-->` }),
    ],
    ["a corrupt deflate stream", corruptDocument()],
  ])("refuses %s", async (_name, content) => {
    expect(await contentMatches(".docx", content)).toBe(false);
  });

  it.each([
    // The archive's total.
    [[1 * MiB, 1 * MiB], [20 * MiB, 10 * MiB], true],
    [[1 * MiB, 1 * MiB], [20 * MiB + 1, 10 * MiB], false],
    // An entry's ratio, above ratioFrom.
    [[1 * MiB, 1_000], [1 * MiB, 1_000], true],
    [[1 * MiB + 1, 1_000], [2 * MiB, 1 * MiB], false],
    [[2_000_000, 10_000], [2_000_000, 10_000], true],
    [[2_000_000, 9_999], [2_000_000, 1 * MiB], false],
    // The archive's ratio: small entries, each free, that add up.
    [[50 * KiB, 100], [1 * MiB, 2_000], true],
    [[50 * KiB, 100], [1 * MiB + 1, 2_000], false],
    [[50 * KiB, 100], [4 * MiB, 20_972], true],
  ])("withinLimits(entry %j, archive %j) → %s", ([entry, entryZ], [total, totalZ], expected) => {
    expect(
      withinLimits(
        { inflated: entry!, compressed: entryZ! },
        { inflated: total!, compressed: totalZ! },
      ),
    ).toBe(expected);
  });
});

/** docxFile() with a byte of its document's deflate stream changed. */
function corruptDocument(): Buffer {
  const content = docxFile();
  const at = content.indexOf("word/document.xml") + "word/document.xml".length + 5;
  content[at] = (content[at] ?? 0) ^ 0xff;
  return content;
}

describe("macros", () => {
  it.each([
    [".docx", "a word/vbaProject.bin entry", docxWithVbaProject()],
    [".docx", "a macro-enabled main part", docxMacroEnabled()],
    [
      ".docx",
      "a macro-enabled template",
      docxMacroEnabled("application/vnd.ms-word.template.macroEnabledTemplate.main+xml"),
    ],
    [
      ".docx",
      "a macro-enabled type written with a character reference",
      docxMacroEnabled("application/vnd.ms-word.document.&#x6D;acroEnabled.main+xml"),
    ],
    [".docx", "a vbaProject relationship to a renamed part", docxWithVbaRelationship()],
    [".doc", "a Macros storage", docWithMacros()],
    [".doc", "an embedded package (Ole10Native)", docWithPackage()],
  ] as const)("refuses a %s with %s", async (extension, _name, content) => {
    expect(await contentMatches(extension, content)).toBe(false);
  });
});

describe("file names", () => {
  it.each([
    ["cv.pdf", ".pdf", "cv.pdf"],
    ["../../etc/passwd.pdf", ".pdf", "passwd.pdf"],
    ["C:\\fakepath\\My CV.PDF", ".pdf", "My CV.pdf"],
    ["a\u0000b\r\nc.doc", ".doc", "a_b_c.doc"],
    [".htaccess.docx", ".docx", "htaccess.docx"],
    ["=cmd|' /C calc'!A0.pdf", ".pdf", "C calc_!A0.pdf"],
    ["...", ".pdf", "cv.pdf"],
    ["cv\u202efdp.exe.pdf", ".pdf", "cv_fdp.exe.pdf"],
    ["my\u200bcv.pdf", ".pdf", "my_cv.pdf"],
    ["x".repeat(500) + ".pdf", ".pdf", "x".repeat(116) + ".pdf"],
  ])("%s → %s", (original, extension, expected) => {
    expect(sanitizeFileName(original, extension)).toBe(expected);
  });
});

describe("time token", () => {
  const tokens = createFormTokens(createSigner("t".repeat(40)));
  const now = Date.now();

  it.each([
    [{ honeypot: "", token: tokens.issue(now - 5_000) }, null],
    [{ honeypot: undefined, token: tokens.issue(now - 5_000) }, null],
    [{ honeypot: "me@example.in", token: tokens.issue(now - 5_000) }, "honeypot"],
    [{ honeypot: ["x"], token: tokens.issue(now - 5_000) }, "honeypot"],
    [{ honeypot: "", token: undefined }, "no-token"],
    [{ honeypot: "", token: 42 }, "bad-token"],
    [{ honeypot: "", token: tokens.issue(now - 500) }, "too-fast"],
    [{ honeypot: "", token: tokens.issue(now - 2 * 86_400_000) }, "expired-token"],
    [
      { honeypot: "", token: createFormTokens(createSigner("u".repeat(40))).issue(now - 5_000) },
      "bad-token",
    ],
    [{ honeypot: "", token: tokens.issue(now - 5_000).replace(/^\w/, "z") }, "bad-token"],
  ])("%j → %s", (fields, reason) => {
    expect(assessSpam(fields, tokens, now)).toBe(reason);
  });
});
