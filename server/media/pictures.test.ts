import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { createPictureCache } from "./picture-cache.ts";
import {
  derivePicture,
  inspectPicture,
  MAX_PICTURE_PIXELS,
  PictureError,
  pictureImage,
  widthsFor,
} from "./pictures.ts";

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1f6f78" } });

/** A phone's photo: taken turned a quarter (EXIF orientation 6), with where it was taken. */
const phonePhoto = () =>
  solid(900, 600)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Phone", Copyright: "Someone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "9/1 58/1 0/1" },
    })
    .toBuffer();

/** The EXIF pointer to GPS data (tag 0x8825), in either byte order. */
const hasGps = (exif: Buffer | undefined) =>
  !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, crc]);
}

/** 52 megapixels of grey in about 50 KB: a decompression bomb. */
function bomb(width = 8000, height = 6500) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc((width + 1) * height), { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("what a picture is", () => {
  it("is judged by its bytes: a PNG named .jpg is a PNG", async () => {
    const png = await solid(40, 30).png().toBuffer();
    expect(await inspectPicture(png)).toEqual({ format: "png", width: 40, height: 30 });
    await expect(inspectPicture(png, ["jpeg"])).rejects.toThrow(
      new PictureError("Pictures must be JPEG; this file is PNG"),
    );
  });

  it("gives the upright size of a photo taken turned", async () => {
    expect(await inspectPicture(await phonePhoto())).toEqual({
      format: "jpeg",
      width: 600,
      height: 900,
    });
  });

  it("refuses a decompression bomb from its header, before decoding it", async () => {
    const file = bomb();
    expect(file.length).toBeLessThan(100_000);
    await expect(inspectPicture(file)).rejects.toThrow(
      new PictureError(
        `This picture is 52 megapixels; the most we take is ${MAX_PICTURE_PIXELS / 1e6}`,
      ),
    );
    await expect(derivePicture(file, "card")).rejects.toThrow(PictureError);
  });

  it.each([
    ["an HTML page", Buffer.from("<!doctype html><title>x</title><script>alert(1)</script>")],
    ["nothing", Buffer.alloc(0)],
    ["a PDF", Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n")],
  ])("refuses %s", async (_, body) => {
    await expect(inspectPicture(body)).rejects.toThrow(
      new PictureError("This file is not a picture we can read"),
    );
  });

  it("refuses a photo whose pixels are cut short", async () => {
    const photo = await solid(600, 400).jpeg().toBuffer();
    await expect(inspectPicture(photo.subarray(0, photo.length - 400))).rejects.toThrow(
      new PictureError("This picture is damaged: its pixels cannot be read"),
    );
  });
});

describe("a picture's variants", () => {
  it("are made at the preset's widths, never wider than the picture", () => {
    expect(widthsFor("full", 2400)).toEqual([640, 800, 1080, 1600]);
    expect(widthsFor("full", 1200)).toEqual([640, 800, 1080, 1200]);
    expect(widthsFor("card", 300)).toEqual([300]);
  });

  it("come upright, in AVIF and WebP, and keep nothing of the source's metadata", async () => {
    const photo = await phonePhoto();
    expect(hasGps((await sharp(photo).metadata()).exif)).toBe(true);
    const derived = await derivePicture(photo, "card");
    expect(derived.sizes).toEqual([
      { w: 360, h: 540 },
      { w: 600, h: 900 },
    ]);
    expect(derived.files.map((file) => file.name)).toEqual([
      `${derived.key}-360.avif`,
      `${derived.key}-360.webp`,
      `${derived.key}-600.avif`,
      `${derived.key}-600.webp`,
    ]);
    for (const file of derived.files) {
      const made = await sharp(file.body).metadata();
      expect(made.format).toBe(file.name.endsWith(".avif") ? "heif" : "webp");
      expect(made.height! > made.width!).toBe(true);
      expect(made.exif).toBeUndefined();
      expect(made.xmp).toBeUndefined();
      expect(made.orientation).toBeUndefined();
    }
  });

  it("draw a picture's SVG artwork as pixels", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400"><rect width="800" height="400" fill="#e3a92b"/></svg>',
    );
    const derived = await derivePicture(svg, "card");
    expect(derived.sizes).toEqual([
      { w: 360, h: 180 },
      { w: 720, h: 360 },
    ]);
    expect(pictureImage(derived, "/old/media/")).toEqual({
      sources: {
        avif: `/old/media/${derived.key}-360.avif 360w, /old/media/${derived.key}-720.avif 720w`,
        webp: `/old/media/${derived.key}-360.webp 360w, /old/media/${derived.key}-720.webp 720w`,
      },
      img: { src: `/old/media/${derived.key}-720.webp`, w: 720, h: 360 },
    });
  });
});

describe("the picture cache", () => {
  const dir = makeTempDir("kadal-media-");
  afterAll(() => dir.remove());

  it("makes a picture once, whoever asks and however often, under names its bytes decide", async () => {
    const cache = createPictureCache(join(dir.path, "media"), "/old/media/");
    const photo = await solid(500, 500).png().toBuffer();
    const [first, second] = await Promise.all([
      cache.picture(photo, "card"),
      cache.picture(photo, "card"),
    ]);
    expect(second).toEqual(first);
    const files = readdirSync(cache.dir).sort();
    expect(files).toHaveLength(5); // 360 and 500 in two formats, and the record
    expect(files.some((name) => name.endsWith(".tmp"))).toBe(false);
    const times = files.map((name) => statSync(join(cache.dir, name)).mtimeMs);
    // Another server (or this one after a restart) with the same folder makes nothing again.
    const again = createPictureCache(cache.dir, "/old/media/");
    expect(await again.picture(photo, "card")).toEqual(first);
    expect(readdirSync(cache.dir).sort()).toEqual(files);
    expect(files.map((name) => statSync(join(cache.dir, name)).mtimeMs)).toEqual(times);
    // One with a folder of its own makes the same names.
    const elsewhere = createPictureCache(join(dir.path, "other"), "/old/media/");
    expect(await elsewhere.picture(photo, "card")).toEqual(first);
  });
});
