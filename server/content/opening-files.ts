// An opening as the Studio edits it and as its files hold it (content/jobs/{slug}.yaml and its
// picture beside it, decision 1301): the one place that turns the editor's fields into the
// entry's YAML, checked by the same schema the build and the server read it with, and back.
import { extname } from "node:path";
import { parse, stringify } from "yaml";
import type { OpeningFields } from "#contracts/studio.ts";
import { JobFileSchema, type JobFile } from "#contracts/job-opening.schema.ts";
import { InvalidFields } from "../routes/validation.ts";
import type { ContentFile } from "./content-tree.ts";

export const JOBS_FOLDER = "jobs/";

export const entryOf = (slug: string) => `jobs/${slug}`;
export const yamlPath = (slug: string) => `${JOBS_FOLDER}${slug}.yaml`;

/** The picture file names an opening may have: its slug and an image type. */
export const PICTURE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".svg"] as const;
export const picturePaths = (slug: string) =>
  PICTURE_EXTENSIONS.map((extension) => `${JOBS_FOLDER}${slug}${extension}`);

/** Every path an opening's history covers: its entry and any picture named after it. */
export const openingPaths = (slug: string) => [yamlPath(slug), ...picturePaths(slug)];

/** The opening's files among `files` (a revision's or a draft's). */
export function openingFilesIn(files: readonly ContentFile[], slug: string): ContentFile[] {
  const paths = new Set(openingPaths(slug));
  return files.filter((file) => paths.has(file.path));
}

/** Stands in for the picture a draft does not have yet, only while its fields are checked. */
const PENDING_PICTURE = "pending.png";

export type OpeningEntry = { job: JobFile; picture: string | null };

/**
 * The entry's file as its fields and picture's name, or null when there is none. A draft may
 * lack the picture (it is uploaded after the first save); a published entry never does.
 */
export function readOpening(files: readonly ContentFile[], slug: string): OpeningEntry | null {
  const entry = files.find((file) => file.path === yamlPath(slug));
  if (!entry) return null;
  const raw = parse(entry.body.toString("utf8")) as { picture?: { file?: unknown } } | null;
  const picture = typeof raw?.picture?.file === "string" ? raw.picture.file : null;
  const job = JobFileSchema.parse({
    ...raw,
    picture: { ...raw?.picture, file: picture ?? PENDING_PICTURE },
  });
  return { job, picture };
}

/** What the editor sees of an opening's file. */
export function fieldsOf(job: JobFile): OpeningFields {
  return {
    title: job.title,
    order: job.order,
    summary: job.summary,
    duties: [...job.duties],
    employmentType: job.employmentType,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    closed: job.closed === true,
    pictureAlt: job.picture.alt,
  };
}

/**
 * The entry's YAML for `fields` with the picture file `picture`, checked by the entry's schema:
 * a wrong field is a 400 naming it (duties by their place, "duties.1"). Only a draft may be
 * without its picture (`draft`); publishing checks again without that leave.
 */
export function openingYaml(
  fields: OpeningFields,
  picture: string | null,
  { draft = false } = {},
): ContentFile["body"] {
  const file = {
    title: fields.title,
    order: fields.order,
    summary: fields.summary,
    duties: fields.duties,
    picture: { file: picture ?? (draft ? PENDING_PICTURE : ""), alt: fields.pictureAlt },
    employmentType: fields.employmentType,
    datePosted: fields.datePosted,
    validThrough: fields.validThrough,
    ...(fields.closed ? { closed: true } : {}),
  };
  const checked = JobFileSchema.safeParse(file);
  if (!checked.success) {
    const errors: Record<string, string> = {};
    for (const issue of checked.error.issues) {
      const [first, second] = issue.path.map(String);
      const name =
        first === "picture"
          ? second === "alt"
            ? "pictureAlt"
            : "picture"
          : first === "duties" && second !== undefined
            ? `duties.${second}`
            : (first ?? "body");
      errors[name] ??=
        name === "picture" && !picture ? "an opening needs a picture" : issue.message;
    }
    throw new InvalidFields(errors);
  }
  const { file: _pending, ...withoutFile } = checked.data.picture;
  const data = picture ? checked.data : { ...checked.data, picture: withoutFile };
  return Buffer.from(stringify(data, { lineWidth: 100 }), "utf8");
}

/** The picture's path for an upload of `format`. */
export const picturePath = (slug: string, format: "jpeg" | "png" | "webp") =>
  `${JOBS_FOLDER}${slug}.${format === "jpeg" ? "jpg" : format}`;

export const isPicturePath = (path: string) =>
  (PICTURE_EXTENSIONS as readonly string[]).includes(extname(path));
