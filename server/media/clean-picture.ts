// A photo uploaded in the Studio, made fit to keep (decision 1311): JPEG, PNG, WebP or an
// iPhone's HEIC, judged by its decoded pixels
// (inspectPicture: not a picture, damaged, a decompression bomb or a type we do not take is
// refused in words), turned upright, no larger than the site ever shows, and written again
// without any metadata: the camera's EXIF, its GPS position, XMP and comments never reach the
// content store, an export or a visitor.
import sharp from "sharp";
import { SHARE_IMAGE } from "#contracts/share-image.ts";
import { decodeHeic } from "./heic.ts";
import { inspectPicture, MAX_PICTURE_PIXELS } from "./pictures.ts";

/** The longest side kept: twice the widest picture a page shows (2×1600). */
const LONGEST_SIDE = 3200;

export type CleanPicture = {
  format: "jpeg" | "png" | "webp";
  body: Buffer;
  width: number;
  height: number;
};

/** Whether the bytes are an HEIC photo (HEIF holding HEVC), by their header. */
async function isHeic(body: Buffer): Promise<boolean> {
  try {
    const { format, compression } = await sharp(body, { limitInputPixels: false }).metadata();
    return format === "heif" && compression === "hevc";
  } catch {
    return false;
  }
}

export async function cleanPicture(body: Buffer): Promise<CleanPicture> {
  // An iPhone's HEIC is decoded on its own (heic.ts) and kept as a JPEG, as a phone exports it.
  const heic = (await isHeic(body)) ? await decodeHeic(body) : null;
  const { format } = heic
    ? { format: "jpeg" as const }
    : await inspectPicture(body, ["jpeg", "png", "webp"]);
  const source = heic
    ? sharp(heic.rgba, {
        raw: { width: heic.width, height: heic.height, channels: 4 },
      }).removeAlpha()
    : sharp(body, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: "error" });
  const upright = source
    .rotate()
    .resize(LONGEST_SIDE, LONGEST_SIDE, { fit: "inside", withoutEnlargement: true });
  // sharp writes no metadata unless asked to (withMetadata / keepExif): none is kept.
  const encoded =
    format === "jpeg"
      ? upright.jpeg({ quality: 90, mozjpeg: true })
      : format === "png"
        ? upright.png({ compressionLevel: 9 })
        : upright.webp({ quality: 90 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return {
    format: format as CleanPicture["format"],
    body: data,
    width: info.width,
    height: info.height,
  };
}

/**
 * A page's sharing picture (decision 1314): the photo cleaned as above, then cut to 1200×630
 * around what draws the eye (sharp's attention strategy), flattened on white and kept as a JPEG,
 * the type every link preview reads.
 */
export async function sharePicture(body: Buffer): Promise<CleanPicture> {
  const cleaned = await cleanPicture(body);
  const { data, info } = await sharp(cleaned.body)
    .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, {
      fit: "cover",
      position: sharp.strategy.attention,
    })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  return { format: "jpeg", body: data, width: info.width, height: info.height };
}
