// A case study as the Studio edits it and as its folder holds it (content/works/{folder}/
// study.yaml and the pictures and films beside it, decision 1302): the one place that turns the
// editor's JSON into study.yaml, checked by the schema the build and the server read it with, its
// issues named by the field's place ("blocks.3.images.0.alt"), and back.
import { parse, stringify } from "yaml";
import type { z } from "zod";
import {
  type StudyFile,
  StudyFileSchema,
  StudySlugSchema,
  studyAddress,
} from "#contracts/case-study.schema.ts";
import type { StudyDocument, StudyField, StudyFileKind } from "#contracts/studio.ts";
import { InvalidFields } from "../routes/validation.ts";
import type { ContentFile } from "./content-tree.ts";
import { studyFields } from "./study-form.ts";
import { STUDY_FILE, studyFiles } from "./works.ts";

export const WORKS_FOLDER = "works/";

export const entryOf = (folder: string) => `${WORKS_FOLDER}${folder}`;
export const folderPath = (folder: string) => `${WORKS_FOLDER}${folder}/`;
export const yamlPath = (folder: string) => `${folderPath(folder)}${STUDY_FILE}`;

/** The study's address under /old and its category, from its folder's name. */
export const addressOf = (folder: string) => {
  const { path, category } = studyAddress(folder);
  return { address: `/old${path}`, category };
};

/** Whether `folder` is a study's folder name: `{category}-{name}`, the category one of the seven. */
export function checkFolder(folder: unknown, field = "folder"): string {
  const checked = StudySlugSchema.safeParse(folder);
  if (!checked.success || checked.data.length > 60)
    throw new InvalidFields({
      [field]: `The folder ${checked.error?.issues[0]?.message ?? "is too long"}`,
    });
  return checked.data;
}

/** The files of the study in `folder` among `files` (a revision's or a draft's). */
export const folderFilesIn = (files: readonly ContentFile[], folder: string) =>
  files.filter((file) => file.path.startsWith(folderPath(folder)));

/** The study's file as JSON, exactly as it holds it; null when the files have none. */
export function readStudyDocument(
  files: readonly ContentFile[],
  folder: string,
): StudyDocument | null {
  const file = files.find((f) => f.path === yamlPath(folder));
  if (!file) return null;
  const data: unknown = parse(file.body.toString("utf8"));
  return data && typeof data === "object" && !Array.isArray(data) ? (data as StudyDocument) : {};
}

/** The comment lines a study.yaml opens with (what the study is, where its page is), kept on save. */
export function headerOf(body: Buffer | undefined): string {
  const lines = body?.toString("utf8").split("\n") ?? [];
  const header = lines.slice(
    0,
    lines.findIndex((line) => !line.startsWith("#")),
  );
  return header.length ? `${header.join("\n")}\n` : "";
}

type Place = { path: (string | number)[]; accept: StudyFileKind };

/** Where the document names a file, by the editor's description of each field. */
function filePlaces(fields: readonly StudyField[], value: unknown, at: (string | number)[] = []) {
  const places: Place[] = [];
  const visit = (field: StudyField, item: unknown, path: (string | number)[]) => {
    if (field.kind === "file") places.push({ path, accept: field.accept });
    else if (field.kind === "group") places.push(...filePlaces(field.fields, item, path));
    else if (field.kind === "list" && Array.isArray(item))
      item.forEach((entry: unknown, index) => {
        const of = field.of;
        const here = [...path, index];
        if (of.kind === "each") visit(of.item, entry, here);
        else if (of.kind === "tuple" && of.items[index]) visit(of.items[index], entry, here);
        else if (of.kind === "variants" && entry && typeof entry === "object") {
          const tag = (entry as Record<string, unknown>)[of.tag];
          const variant = of.variants.find((v) => v.value === tag);
          if (variant) places.push(...filePlaces(variant.fields, entry, here));
        }
      });
  };
  if (!value || typeof value !== "object") return places;
  for (const field of fields)
    visit(field, (value as Record<string, unknown>)[field.key], [...at, field.key]);
  return places;
}

const get = (value: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>(
    (item, key) =>
      item && typeof item === "object" ? (item as Record<string, unknown>)[key] : undefined,
    value,
  );

function set(value: unknown, path: readonly (string | number)[], to: unknown) {
  const parent = get(value, path.slice(0, -1));
  if (parent && typeof parent === "object")
    (parent as Record<string | number, unknown>)[path.at(-1)!] = to;
}

/** Every string trimmed, as the schema reads it: what is kept is what is shown. */
function trimmed(value: unknown): unknown {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, trimmed(item)]));
  return value;
}

/** `data` (the schema's output) with its keys in the order `like` (what was sent) has them. */
function ordered(data: unknown, like: unknown): unknown {
  if (Array.isArray(data))
    return data.map((item, index) => ordered(item, Array.isArray(like) ? like[index] : undefined));
  if (!data || typeof data !== "object") return data;
  const keys = Object.keys(data);
  const first = like && typeof like === "object" ? Object.keys(like).filter((k) => k in data) : [];
  return Object.fromEntries(
    [...first, ...keys.filter((key) => !first.includes(key))].map((key) => [
      key,
      ordered((data as Record<string, unknown>)[key], (like as Record<string, unknown>)?.[key]),
    ]),
  );
}

/** Stands in for a file a draft has not uploaded yet, only while its fields are checked. */
const PENDING: Record<StudyFileKind, string> = {
  picture: "pending.png",
  share: "pending.jpg",
  webm: "pending.webm",
  mp4: "pending.mp4",
};
const UPLOAD_FIRST: Record<StudyFileKind, string> = {
  picture: "choose a picture to upload",
  share: "choose a picture to upload",
  webm: "choose the film's WebM file to upload",
  mp4: "choose the film's MP4 file to upload",
};

/** What an entry's file is, for documentYaml: its schema, its editor's fields, the files it names. */
export type DocumentKind<T> = {
  schema: z.ZodType<T>;
  fields: readonly StudyField[];
  /** The files the checked document names, each with its field's place. */
  filesOf: (data: T) => readonly { file: string; field: string }[];
  /** The field named when the document is not an object, and where its files are. */
  name: string;
  folder: string;
};

/**
 * An entry's YAML for the editor's `document`, checked by its schema: a wrong field is a 400
 * naming its place, and so is a file the entry (`names`) does not hold. Only a draft may leave a
 * file field empty (it is uploaded later); publishing checks again without that leave.
 */
export function documentYaml<T>(
  kind: DocumentKind<T>,
  document: unknown,
  names: ReadonlySet<string>,
  { draft = false, header = "" } = {},
): Buffer {
  if (!document || typeof document !== "object" || Array.isArray(document))
    throw new InvalidFields({ [kind.name]: "Please check this field." });
  const sent = trimmed(document);
  const input = structuredClone(sent) as StudyDocument;
  const empty = filePlaces(kind.fields, input).filter((place) => get(input, place.path) === "");
  if (draft) for (const place of empty) set(input, place.path, PENDING[place.accept]);
  const checked = kind.schema.safeParse(input);
  const errors: Record<string, string> = {};
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const name = issue.path.map(String).join(".") || kind.name;
      const pending = empty.find((place) => place.path.join(".") === name);
      errors[name] ??= pending ? UPLOAD_FIRST[pending.accept] : issue.message;
    }
  else
    for (const { file, field } of kind.filesOf(checked.data))
      if (!names.has(file) && !(draft && Object.values(PENDING).includes(file)))
        errors[field] ??= `no file ${file} in ${kind.folder}: upload it again`;
  if (Object.keys(errors).length) throw new InvalidFields(errors);
  const data = ordered(checked.data, sent) as StudyDocument;
  for (const place of empty) set(data, place.path, "");
  return Buffer.from(header + stringify(data, { lineWidth: 100 }), "utf8");
}

/** study.yaml for the editor's `document` (documentYaml, with the study's schema and fields). */
export const studyYaml = (
  document: unknown,
  names: ReadonlySet<string>,
  options: { draft?: boolean; header?: string } = {},
): Buffer =>
  documentYaml(
    {
      schema: StudyFileSchema,
      fields: studyFields(),
      filesOf: studyFiles,
      name: "study",
      folder: "the study's folder",
    },
    document,
    names,
    options,
  );

/** The files study.yaml names, by name, as the reader finds them (what a save keeps of the folder). */
export const namedFiles = (document: StudyDocument): Set<string> =>
  new Set(studyFiles(document as StudyFile).map((found) => found.file));

/**
 * A name in the folder for an upload: what the editor's file was called, in lower-case words, with
 * the extension its bytes call for; another number when the folder holds other bytes by that name.
 */
export function uploadName(
  requested: string,
  extension: string,
  folder: readonly { name: string; body: Buffer }[],
  body: Buffer,
  fallback: string,
): string {
  const stem =
    requested
      .replace(/\.[a-z0-9]{1,5}$/i, "")
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40)
      .replace(/-+$/, "") || fallback;
  for (let n = 1; ; n++) {
    const name = `${stem}${n === 1 ? "" : `-${n}`}.${extension}`;
    const there = folder.find((file) => file.name === name);
    if (!there || there.body.equals(body)) return name;
  }
}
