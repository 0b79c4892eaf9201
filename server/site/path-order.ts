// The order a depth-first walk over sorted names lists files in, for the relative paths a recursive
// readdirSync returns (breadth-first, so never in that order): hashes and generated files that
// depend on the order of the files stay as they were before the walks were replaced.
import { sep } from "node:path";

/**
 * Compares two relative paths folder by folder. A plain string sort would put "routes.ts" before
 * "routes/a.ts" ("." sorts before "/"), where a sorted walk lists the folder's files first.
 */
export function byPathSegments(a: string, b: string): number {
  const left = a.split(sep);
  const right = b.split(sep);
  for (const [i, name] of left.entries()) {
    const other = right[i];
    if (other === undefined) return 1;
    if (name !== other) return name < other ? -1 : 1;
  }
  return left.length - right.length;
}
