// A content view (content-views.ts) with its files made into what a page shows at run time: each
// picture at its preset from the server's picture cache, each film by the address the cache keeps
// it under (decisions 1306 and 1307). The build makes the same views with imports instead.
import { readFileSync } from "node:fs";
import { extname } from "node:path";
import type { PictureCache } from "../media/picture-cache.ts";
import type { FileUse, Ref } from "./content-views.ts";

const keyOf = (file: string, use: FileUse) => `${file}\0${use === "film" ? "film" : use.preset}`;

/**
 * Makes the view twice: once to learn which files it names and how, then, with every one of them
 * made (each once, however often it is named), to give it back with what they became.
 */
export async function withMedia<V>(
  view: (ref: Ref<unknown>) => V,
  cache: Pick<PictureCache, "picture" | "file">,
): Promise<V> {
  const wanted = new Map<string, { file: string; use: FileUse }>();
  view((file, use) => {
    wanted.set(keyOf(file, use), { file, use });
    return null;
  });
  const made = new Map<string, unknown>();
  for (const [key, { file, use }] of wanted) {
    const body = readFileSync(file);
    made.set(
      key,
      use === "film"
        ? cache.file(body, extname(file).slice(1).toLowerCase())
        : await cache.picture(body, use.preset),
    );
  }
  return view((file, use) => made.get(keyOf(file, use)));
}
