// Reads one YAML entry and checks it against its kind's schema; every error names the file and
// the field, e.g. `content/jobs/art-director.yaml: duties: an opening lists at least one duty`.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { parseDocument } from "yaml";
import type { z } from "zod";

export class ContentFileError extends Error {}

export function readEntry<T extends z.ZodType>(file: string, schema: T, root: string): z.output<T> {
  const name = relative(root, file) || file;
  const document = parseDocument(readFileSync(file, "utf8"), { prettyErrors: true });
  if (document.errors.length > 0)
    throw new ContentFileError(`${name}: ${document.errors.map((e) => e.message).join("; ")}`);
  const result = schema.safeParse(document.toJS());
  if (result.success) return result.data;
  const fields = result.error.issues
    .map((issue) => `${issue.path.length ? issue.path.join(".") : "(entry)"}: ${issue.message}`)
    .join("; ");
  throw new ContentFileError(`${name}: ${fields}`);
}
