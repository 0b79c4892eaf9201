// Shared pieces of the content model: the image shape every content entry uses, and the check
// that fails the build (and the tests) with a message naming the entry and field that are wrong.
// Only schema modules, the registry (validate-content.ts) and tests import this: zod stays out of
// the browser, where content arrives as plain typed data.
import { z } from "zod";

/** A build-time image (`import x from "…svg?preset=card"`) with the words that describe it. */
export const ImageSchema = z.object({
  image: z.object({
    sources: z.record(z.string(), z.string().min(1)),
    img: z.object({ src: z.string().min(1), w: z.number().positive(), h: z.number().positive() }),
  }),
  alt: z.string().trim().min(8, "alt text must describe the image (at least 8 characters)"),
});
export type ContentImage = z.infer<typeof ImageSchema>;

export class ContentError extends Error {}

/** One named content entry and the schema it must match. */
export type ContentEntry = { name: string; schema: z.ZodType; value: unknown };

/**
 * Parses one content entry; on failure throws `ContentError` naming the entry and each field,
 * e.g. `Invalid content "jobs[2] (art-director)": duties: expected 4 items`.
 */
export function validateContent<T extends z.ZodType>(
  entry: string,
  schema: T,
  value: unknown,
): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues
    .map((issue) => `${issue.path.length ? issue.path.join(".") : "(entry)"}: ${issue.message}`)
    .join("; ");
  throw new ContentError(`Invalid content "${entry}": ${fields}`);
}

/** Names each entry of a list by its collection, index and slug or id: `jobs[2] (art-director)`. */
export function listEntries(
  collection: string,
  schema: z.ZodType,
  values: readonly unknown[],
): ContentEntry[] {
  return values.map((value, index) => {
    const record = (value ?? {}) as Record<string, unknown>;
    const label = record["slug"] ?? record["id"];
    return { name: `${collection}[${index}]${label ? ` (${String(label)})` : ""}`, schema, value };
  });
}

/** Validates every entry of a list, naming each by its index and its slug or id. */
export function validateEntries<T extends z.ZodType>(
  collection: string,
  schema: T,
  entries: readonly unknown[],
): z.infer<T>[] {
  return listEntries(collection, schema, entries).map(
    ({ name, value }) => validateContent(name, schema, value) as z.infer<T>,
  );
}
