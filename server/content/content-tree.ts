// A content tree on disk: every file under a content folder (content/ or a copy), as paths
// relative to it, the way the content store keeps them (decision 1304). The folder's README.md is
// the developers' guide to the format, not content, and dot files are the tools' own.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import { dirname, join, sep } from "node:path";
import { readJobs } from "./jobs.ts";
import { readPageCopies } from "./pages.ts";
import { readServices } from "./services.ts";
import { readSite } from "./site.ts";
import { readStudies } from "./works.ts";

export type ContentFile = { path: string; body: Buffer };

/** A path the store may hold: relative, forward slashes, no empty, dot or dot-dot parts. */
const SAFE_PATH = /^(?!.*(?:^|\/)\.)[\w-][\w.-]*(?:\/[\w-][\w.-]*)*$/;

export class ContentTreeError extends Error {}

export function isSafeContentPath(path: string): boolean {
  return path.length <= 255 && SAFE_PATH.test(path);
}

/** The files under `root` but README.md and dot files, by path. */
function walk(root: string, dir = ""): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.name.startsWith(".") || path === "README.md") return [];
    if (entry.isDirectory()) return walk(root, path);
    return entry.isFile() ? [path] : [];
  });
}

/** One hash for a whole tree: equal hashes, the same paths holding the same bytes. */
export function treeHash(files: readonly ContentFile[]): string {
  const hash = createHash("sha256");
  for (const { path, body } of [...files].sort((a, b) => (a.path < b.path ? -1 : 1)))
    hash.update(`${path}\0${createHash("sha256").update(body).digest("hex")}\n`);
  return hash.digest("hex");
}

/** Every content file under `root`, sorted by path; a name the store cannot keep is refused. */
export function readTree(root: string): ContentFile[] {
  return walk(root)
    .sort()
    .map((path) => {
      if (!isSafeContentPath(path))
        throw new ContentTreeError(
          `${path}: name files and folders with letters, digits, "-", "_" and "." only`,
        );
      return { path, body: readFileSync(join(root, ...path.split("/"))) };
    });
}

/**
 * Checks every entry under `root` against its kind's schema, as the build does; throws the first
 * problem as a ContentFileError that names the file and the field.
 */
export function checkTree(root: string): void {
  readSite(root);
  readJobs(root);
  readPageCopies(root);
  readServices(root);
  readStudies(root);
}

/** checkTree for files not on disk (a change about to be published): checked in a scratch copy. */
export function checkFiles(files: readonly ContentFile[]): void {
  const scratch = mkdtempSync(join(tmpdir(), "kadal-content-check-"));
  try {
    writeTree(scratch, files);
    checkTree(scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Makes `root` hold exactly `files`: writes each one and removes the content files that are not
 * among them (README.md and dot files stay), then the folders left empty.
 */
export function writeTree(root: string, files: readonly ContentFile[]): void {
  for (const { path } of files)
    if (!isSafeContentPath(path)) throw new ContentTreeError(`refusing the path ${path}`);
  mkdirSync(root, { recursive: true });
  const keep = new Set(files.map((file) => file.path));
  for (const path of walk(root)) if (!keep.has(path)) rmSync(join(root, ...path.split("/")));
  for (const { path, body } of files) {
    const target = join(root, ...path.split("/"));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, body);
  }
  removeEmptyFolders(root, root);
}

function removeEmptyFolders(root: string, dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isDirectory() && !entry.name.startsWith("."))
      removeEmptyFolders(root, join(dir, entry.name));
  if (dir !== root && !dir.endsWith(sep) && readdirSync(dir).length === 0) rmdirSync(dir);
}
