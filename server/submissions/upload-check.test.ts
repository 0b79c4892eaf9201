// Content checks of uploads, file name sanitising and the time token, on real bytes.
import { describe, expect, it } from "vitest";
import {
  docFile,
  docxFile,
  exeFile,
  htmlFile,
  oleWithoutWord,
  pdfFile,
  zipBomb,
  zipLyingAboutSize,
  zipWithoutDocument,
} from "../test-support/files.ts";
import { createSigner } from "../security/signer.ts";
import { sanitizeFileName } from "./file-name.ts";
import { assessSpam, createFormTokens } from "./spam.ts";
import { contentMatches } from "./upload-check.ts";

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
