// Where the content entries live: content/ at the project's root, one file per entry, with the
// images beside the entries that use them. CONTENT_DIR points the build and the server at another
// copy (the tests add entries to one without touching the real folder).
import { resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

export function contentDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(ROOT, env.CONTENT_DIR || "content");
}
