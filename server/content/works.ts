// The case studies, one folder each in content/works/{category}-{name}/: study.yaml and the
// pictures and films it names. The build renders them (scripts/content-plugin.ts) and lists their
// pages for prerendering (react-router.config.ts); both read them here.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  StudyFileSchema,
  StudySlugSchema,
  studyAddress,
  type StudyFile,
  type WorkCategory,
} from "#contracts/case-study.schema.ts";
import { contentDir } from "./content-dir.ts";
import { ContentFileError, readEntry } from "./read-entry.ts";

export type StudyEntry = StudyFile & {
  slug: string;
  /** The page's address under /old, e.g. /works/branding/aptayu. */
  path: string;
  category: WorkCategory;
  /** The folder's absolute path: every file the study names is in it. */
  dir: string;
  /** study.yaml's absolute path. */
  entryPath: string;
};

export const STUDY_FILE = "study.yaml";

/** The names of the files a study names (pictures, posters, films), each with where it names it. */
export function studyFiles(study: StudyFile): { file: string; field: string }[] {
  const found: { file: string; field: string }[] = [];
  const walk = (value: unknown, field: string) => {
    if (typeof value === "string") {
      if (/^[\w.-]+\.(jpe?g|png|webp|svg|webm|mp4)$/i.test(value))
        found.push({ file: value, field });
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${field}.${i}`));
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value))
        if (key !== "alt" && key !== "caption") walk(item, field ? `${field}.${key}` : key);
  };
  walk({ listing: study.listing, blocks: study.blocks }, "");
  return found;
}

function readStudy(root: string, slug: string): StudyEntry {
  const named = StudySlugSchema.safeParse(slug);
  if (!named.success)
    throw new ContentFileError(
      `works/${slug}: the folder's name is the study's slug, and it ${named.error.issues[0]!.message}`,
    );
  const dir = join(root, "works", slug);
  const entryPath = join(dir, STUDY_FILE);
  if (!existsSync(entryPath))
    throw new ContentFileError(`works/${slug}: the folder has no ${STUDY_FILE}`);
  const study = readEntry(entryPath, StudyFileSchema, root);
  for (const { file, field } of studyFiles(study))
    if (!existsSync(join(dir, file)))
      throw new ContentFileError(
        `works/${slug}/${STUDY_FILE}: ${field}: no file ${file} beside the entry`,
      );
  return { ...study, slug, ...studyAddress(slug), dir, entryPath };
}

/** Every study in the folder, in their `order` (then by slug); the rules across studies checked. */
export function readStudies(root: string = contentDir()): StudyEntry[] {
  const worksDir = join(root, "works");
  if (!existsSync(worksDir)) return [];
  const studies = readdirSync(worksDir)
    .filter((name) => statSync(join(worksDir, name)).isDirectory())
    .map((slug) => readStudy(root, slug))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  const twice = <T>(values: T[]) => values.find((value, i) => values.indexOf(value) !== i);
  const workId = twice(studies.map((study) => study.workId));
  if (workId !== undefined)
    throw new ContentFileError(
      `works: two studies have workId ${workId}: ${studies
        .filter((study) => study.workId === workId)
        .map((study) => `${study.slug}/${STUDY_FILE}`)
        .join(" and ")}`,
    );
  if (studies.length > 0 && !studies.some((study) => study.ring))
    throw new ContentFileError("works: no study is in the project ring (ring: true)");
  return studies;
}
