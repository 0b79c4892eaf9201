// Makes an uploaded file's name safe to show and to use in a mail attachment header. It is never
// used as a path: files are stored as blobs under a generated id.
import { limits } from "#contracts/limits.ts";

export function sanitizeFileName(original: string, extension: string): string {
  const base = original.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    // Control characters, quotes and anything a shell, header or file system treats specially;
    // bidi overrides and zero-width marks, which make a name read unlike what it is.
    .replace(
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff"'`<>:|?*;$%&{}[\]=,#\\/]/g,
      "_",
    )
    .replace(/\s+/g, " ")
    .replace(/_+/g, "_")
    .replace(/^[\s._-]+/, "")
    .trim();
  const stem = cleaned.toLowerCase().endsWith(extension)
    ? cleaned.slice(0, -extension.length)
    : cleaned;
  const room = Math.min(limits.fileNameMax, 120) - extension.length;
  const shortened = Array.from(stem)
    .slice(0, room)
    .join("")
    .replace(/[\s._-]+$/, "");
  return `${shortened || "cv"}${extension}`;
}
