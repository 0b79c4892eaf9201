// What every content entry is written in, shared by the site's pages (their schemas in
// app/content/) and the server that reads the entries' files (server/content/). Classic zod: it
// runs at build and on the server, never in the browser (pages import only types).
import { z } from "zod";

/** A sentence or paragraph of copy. Malayalam script inside it is set in the Malayalam face. */
export const TextSchema = z.string().trim().min(1, "text must not be empty");

export const IsoDateSchema = z.iso.date("must be a date written YYYY-MM-DD");

/** An entry's name as a URL carries it, e.g. a job's slug: lower-case words and hyphens. */
export const SlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

/**
 * An object of an entry's file that refuses fields it does not know: a misspelt field
 * (`paragraph:`) is named as one, never dropped.
 */
export const strictEntryObject = <S extends z.ZodRawShape>(shape: S) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `no field ${issue.keys.join(", ")} here (a misspelt name?)`
        : undefined,
  });
