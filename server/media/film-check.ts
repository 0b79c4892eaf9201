// A film uploaded in the Studio, judged by its bytes rather than its name or the type the browser
// guessed: an MP4 opens with an ISO box "ftyp" (its brand not a picture's or QuickTime's), a WebM
// with the EBML header 1A 45 DF A3 whose document type is "webm". Anything else is refused in
// words an editor can act on. Films are kept as they are: the site plays them as uploaded.

export type FilmFormat = "mp4" | "webm";

export class FilmError extends Error {}

const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** HEIF and AVIF pictures are ISO files too, with these brands. */
const PICTURE_BRANDS = new Set([
  "heic",
  "heix",
  "hevc",
  "heim",
  "heis",
  "mif1",
  "msf1",
  "avif",
  "avis",
]);

/** What the bytes are: a film format, or the reason they are not one we take. */
function formatOf(body: Buffer): FilmFormat {
  if (body.length >= 12 && body.toString("latin1", 4, 8) === "ftyp") {
    const brand = body.toString("latin1", 8, 12);
    if (PICTURE_BRANDS.has(brand))
      throw new FilmError("This file is a HEIC or AVIF picture, not a film");
    if (brand === "qt  ")
      throw new FilmError("This is a QuickTime film (.mov); export it as MP4 first");
    return "mp4";
  }
  if (body.subarray(0, 4).equals(EBML)) {
    // The header's DocType says which Matroska it is; a browser plays only "webm".
    if (body.subarray(0, 64).includes("webm")) return "webm";
    throw new FilmError("This is a Matroska film (.mkv), not WebM; export it as WebM first");
  }
  throw new FilmError("This file is not a film we can read: MP4 or WebM only");
}

/** Checks that `body` is a film of the form `wanted`; answers its format. */
export function checkFilm(body: Buffer, wanted: FilmFormat): FilmFormat {
  const format = formatOf(body);
  if (format !== wanted)
    throw new FilmError(
      `This film is ${format === "mp4" ? "an MP4" : "a WebM"}; this field takes the ${wanted === "mp4" ? "MP4" : "WebM"} form`,
    );
  return format;
}
