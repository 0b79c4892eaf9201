// Where a server keeps the variants it made (decision 1306): one folder, every file named by the
// picture it came from, so a picture is made once however often it is published, and servers that
// do not share the folder make the same names from the same bytes. A picture's variants appear
// whole: its files are written aside and renamed, and its record (key.json) comes last.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ImagePreset, PictureImage } from "#contracts/images.ts";
import { createHash } from "node:crypto";
import { type Derived, derivePicture, pictureImage, pictureKey } from "./pictures.ts";

export interface PictureCache {
  /** The folder the variants are in, to serve them from. */
  readonly dir: string;
  /** The picture at `preset`, made now unless it was made before. */
  picture(body: Buffer, preset: ImagePreset): Promise<PictureImage>;
  /** A file kept as it is (a film), under a name made from its bytes: its address. */
  file(body: Buffer, extension: string): string;
}

type Made = Pick<Derived, "key" | "sizes">;

function writeWhole(file: string, body: Buffer | string) {
  const aside = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
  try {
    writeFileSync(aside, body);
    renameSync(aside, file);
  } finally {
    rmSync(aside, { force: true });
  }
}

export function createPictureCache(dir: string, urlPrefix: string): PictureCache {
  mkdirSync(dir, { recursive: true });
  // One making per picture and preset at a time: a second request for it waits for the first.
  const making = new Map<string, Promise<Made>>();

  function recordOf(key: string, preset: ImagePreset): Made | null {
    const file = join(dir, `${key}-${preset}.json`);
    if (!existsSync(file)) return null;
    return JSON.parse(readFileSync(file, "utf8")) as Made;
  }

  async function make(body: Buffer, preset: ImagePreset): Promise<Made> {
    const derived = await derivePicture(body, preset);
    for (const { name, body: bytes } of derived.files)
      if (!existsSync(join(dir, name))) writeWhole(join(dir, name), bytes);
    const record: Made = { key: derived.key, sizes: derived.sizes };
    writeWhole(join(dir, `${derived.key}-${preset}.json`), JSON.stringify(record));
    return record;
  }

  return {
    dir,
    async picture(body, preset) {
      const key = pictureKey(body);
      const made = recordOf(key, preset);
      if (made) return pictureImage(made, urlPrefix);
      const id = `${key}-${preset}`;
      let pending = making.get(id);
      if (!pending) {
        pending = make(body, preset).finally(() => making.delete(id));
        making.set(id, pending);
      }
      return pictureImage(await pending, urlPrefix);
    },
    file(body, extension) {
      if (!/^[a-z0-9]{1,8}$/.test(extension)) throw new Error(`not a file extension: ${extension}`);
      const name = `${createHash("sha256").update(body).digest("hex").slice(0, 20)}.${extension}`;
      if (!existsSync(join(dir, name))) writeWhole(join(dir, name), body);
      return `${urlPrefix}${name}`;
    },
  };
}
