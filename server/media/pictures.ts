// The server's picture pipeline (decision 1306): what a content picture is, judged by its decoded
// pixels and never by its name, and its variants at a preset's widths in the site's formats,
// named by what they were made from. The same presets, formats and AVIF effort as the build's
// (contracts/images.ts), so a picture published later looks and weighs as a built one does.
import { createHash } from "node:crypto";
import sharp from "sharp";
import {
  avifEffort,
  type ImagePreset,
  imageFormats,
  imagePresets,
  type PictureImage,
} from "#contracts/images.ts";

/** Bigger than any camera's usual photo (a 48 MP phone shoots 12 or 24 MP by default). */
export const MAX_PICTURE_PIXELS = 40_000_000;

/** The formats a picture may come in, by its bytes. */
export type PictureFormat = "jpeg" | "png" | "webp" | "avif" | "gif" | "svg";

/** A picture the pipeline cannot take, with the reason in words an editor can act on. */
export class PictureError extends Error {}

export type Inspected = { format: PictureFormat; width: number; height: number };

/**
 * Changes whenever the variants would come out differently (formats, effort, quality), so that
 * their names change with them and no cache anywhere keeps the old ones under the new name.
 */
const RECIPE = `${imageFormats.join("+")}/avif-effort-${avifEffort}/v1`;

const input = (body: Buffer) =>
  // Rejects a truncated or corrupt file when its pixels are read, not only when its header is.
  sharp(body, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: "error" });

function formatOf(metadata: sharp.Metadata): PictureFormat | null {
  switch (metadata.format) {
    case "jpeg":
    case "png":
    case "webp":
    case "gif":
    case "svg":
      return metadata.format;
    // HEIF is a container: AV1 inside is AVIF; HEVC (an iPhone's HEIC) is another decoder's work.
    case "heif":
      return metadata.compression === "av1" ? "avif" : null;
    default:
      return null;
  }
}

/**
 * What `body` is, once its pixels have been decoded: its format and its upright size. Refuses
 * what is not a picture, what is damaged, what is not among `accept`, and what would decode to
 * more than MAX_PICTURE_PIXELS (a decompression bomb is refused from its header, before it grows).
 */
export async function inspectPicture(
  body: Buffer,
  accept: readonly PictureFormat[] = ["jpeg", "png", "webp", "avif", "gif", "svg"],
): Promise<Inspected> {
  let metadata: sharp.Metadata;
  try {
    // The header only (no pixels yet), without the pixel limit, so a bomb is told by its size.
    metadata = await sharp(body, { limitInputPixels: false }).metadata();
  } catch {
    throw new PictureError("This file is not a picture we can read");
  }
  const format = formatOf(metadata);
  if (!format || !accept.includes(format))
    throw new PictureError(
      `Pictures must be ${accept.map((f) => f.toUpperCase()).join(", ")}; this file is ${(metadata.format ?? "something else").toUpperCase()}${metadata.compression === "hevc" ? " (HEIC)" : ""}`,
    );
  const { width, height } = metadata;
  if (!width || !height) throw new PictureError("This picture has no size");
  if (width * height > MAX_PICTURE_PIXELS)
    throw new PictureError(
      `This picture is ${Math.round((width * height) / 1e6)} megapixels; the most we take is ${MAX_PICTURE_PIXELS / 1e6}`,
    );
  try {
    // Every pixel, decoded: a file whose header is fine but whose data is not fails here.
    await input(body).rotate().resize(64, 64, { fit: "inside" }).raw().toBuffer();
  } catch {
    throw new PictureError("This picture is damaged: its pixels cannot be read");
  }
  // EXIF orientations 5–8 turn the picture a quarter: its upright size is the other way round.
  const turned = (metadata.orientation ?? 1) >= 5;
  return { format, width: turned ? height : width, height: turned ? width : height };
}

/** A file of a picture's variants: its name (unique to its bytes, recipe and width) and bytes. */
export type VariantFile = { name: string; body: Buffer };

export type Derived = {
  /** The name all of this picture's variants start with: a hash of its bytes and the recipe. */
  key: string;
  /** The variants' widths and heights, smallest first. */
  sizes: { w: number; h: number }[];
  files: VariantFile[];
};

/** The hash that names a picture's variants. */
export const pictureKey = (body: Buffer): string =>
  createHash("sha256").update(RECIPE).update("\0").update(body).digest("hex").slice(0, 20);

/** A preset's widths for a picture `width` wide: never wider than the picture itself. */
export function widthsFor(preset: ImagePreset, width: number): number[] {
  return [...new Set(imagePresets[preset].map((w) => Math.min(w, width)))];
}

export const variantName = (key: string, w: number, format: string): string =>
  `${key}-${w}.${format}`;

/**
 * Makes a picture's variants at `preset`: every width in every format, turned upright, without
 * any of the source's metadata (EXIF, GPS, XMP, comments never reach a visitor).
 */
export async function derivePicture(body: Buffer, preset: ImagePreset): Promise<Derived> {
  const { width, height } = await inspectPicture(body);
  const key = pictureKey(body);
  const sizes = widthsFor(preset, width).map((w) => ({
    w,
    h: Math.max(1, Math.round((height * w) / width)),
  }));
  const files: VariantFile[] = [];
  for (const { w, h } of sizes) {
    // sharp writes no metadata unless asked (withMetadata/keepExif): the variants carry none.
    const upright = () => input(body).rotate().resize(w, h, { fit: "fill" });
    for (const format of imageFormats) {
      const encoded =
        format === "avif"
          ? await upright().avif({ effort: avifEffort }).toBuffer()
          : await upright().webp().toBuffer();
      files.push({ name: variantName(key, w, format), body: encoded });
    }
  }
  return { key, sizes, files };
}

/** The <Picture> shape for a picture's variants, served from `urlPrefix` (e.g. "/old/media/"). */
export function pictureImage(
  derived: Pick<Derived, "key" | "sizes">,
  urlPrefix: string,
): PictureImage {
  const url = (w: number, format: string) => `${urlPrefix}${variantName(derived.key, w, format)}`;
  const sources = Object.fromEntries(
    imageFormats.map((format) => [
      format,
      derived.sizes.map(({ w }) => `${url(w, format)} ${w}w`).join(", "),
    ]),
  );
  const largest = derived.sizes.at(-1)!;
  const fallback = imageFormats.at(-1)!;
  return { sources, img: { src: url(largest.w, fallback), w: largest.w, h: largest.h } };
}
