// The Studio's API shapes (docs/inbox-api.md, "Studio"): what the server answers about the site's
// content and what the editing screens send, shared by server/inbox/studio-*.ts and inbox/src/studio/.

export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_NAMES: Record<EmploymentType, string> = {
  FULL_TIME: "Full time",
  PART_TIME: "Part time",
  CONTRACTOR: "Contract",
  INTERN: "Internship",
};

/** The largest picture the Studio takes, in bytes (a phone's full-size JPEG is 3–8 MB). */
export const STUDIO_PICTURE_MAX_BYTES = 20 * 1024 * 1024;

/** An unpublished change to an entry: who saved it last, when, and its version. */
export type DraftState = { version: number; author: string; updatedAt: number };

/** Where an opening stands on a given day. */
export type OpeningStatus = "open" | "scheduled" | "ended" | "closed" | "unpublished";

export type OpeningSummary = {
  slug: string;
  title: string;
  datePosted: string;
  validThrough: string;
  /** What the site shows of it today (a new opening not yet published is "unpublished"). */
  status: OpeningStatus;
  draft: DraftState | null;
};

export type OpeningList = {
  /** The published revision the list was read from. */
  revision: number;
  today: string;
  openings: OpeningSummary[];
};

/** The fields an editor fills in; the picture is uploaded on its own. */
export type OpeningFields = {
  title: string;
  /** Its place on the careers page: lower first. */
  order: number;
  summary: string;
  duties: string[];
  employmentType: EmploymentType;
  datePosted: string;
  validThrough: string;
  /** Closed by the agency before its last day. */
  closed: boolean;
  pictureAlt: string;
};

export type OpeningEditor = {
  slug: string;
  /** The published revision the editor began on; saving and publishing name it. */
  base: number;
  /** Whether the site has published it (its slug is then fixed). */
  published: boolean;
  status: OpeningStatus;
  draft: DraftState | null;
  /** The draft's fields, else the published ones. */
  fields: OpeningFields;
  /** The picture's file name, or null before one is uploaded. */
  picture: string | null;
};

/** A draft save: the fields, the draft version it was begun from (0 for none) and the base. */
export type OpeningSave = {
  fields: OpeningFields;
  version: number;
  base: number;
  /** A new slug, for an opening never published (its address is fixed once it is). */
  slug?: string;
};

export type EntryHistoryItem = {
  number: number;
  publishedAt: number | null;
  author: string;
  note: string;
  change: "added" | "changed" | "removed";
  /** True for the revision whose state of the entry the site shows now. */
  current: boolean;
};

/** The largest film the Studio takes, in bytes: a case study's loops and clips are a few MB. */
export const STUDIO_FILM_MAX_BYTES = 30 * 1024 * 1024;

/** The film types the Studio takes, by their bytes (an MP4's ftyp box, WebM's EBML header). */
export const STUDIO_FILM_TYPES = ["video/mp4", "video/webm"] as const;

/**
 * What a file field of an entry holds: a picture, a page's sharing picture (cut to 1200×630 when
 * uploaded), or a film in one of its two forms.
 */
export type StudyFileKind = "picture" | "share" | "webm" | "mp4";

/** A case study in the Studio's list. `folder` is `{category}-{name}` (content/works/{folder}/). */
export type StudySummary = {
  folder: string;
  /** Its page, e.g. /old/works/branding/aptayu. */
  address: string;
  category: string;
  client: string;
  title: string;
  order: number;
  /** Whether the site has it ("unpublished": a new study that is only a draft). */
  status: "published" | "unpublished";
  draft: DraftState | null;
};

export type StudyList = { revision: number; studies: StudySummary[] };

/** A case study's study.yaml as JSON, exactly as the file holds it (contracts/case-study.schema.ts). */
export type StudyDocument = Record<string, unknown>;

export type StudyFileInfo = { name: string; size: number };

export type StudyEditor = {
  folder: string;
  address: string;
  category: string;
  /** The published revision the editor began on; saving and publishing name it. */
  base: number;
  /** Whether the site has published it (its folder is then fixed). */
  published: boolean;
  draft: DraftState | null;
  /** The draft's study.yaml, else the published one; null for a new study not saved yet. */
  study: StudyDocument | null;
  /** The files in its folder as the draft leaves them (pictures and films; not study.yaml). */
  files: StudyFileInfo[];
};

/** A draft save: the study, the draft version it was begun from (0 for none) and the base. */
export type StudySave = {
  study: StudyDocument;
  version: number;
  base: number;
  /** A new folder, for a study never published (its address is fixed once it is). */
  folder?: string;
};

/** The answer to an upload: the editor, and the name the file was given in the folder. */
export type StudyUploaded = StudyEditor & { uploaded: string };

/**
 * One field of the case study's editor, derived on the server from the study's schema
 * (server/content/study-form.ts) so that the app draws every block from one description.
 * `key` is the property's name in its object ("" for a list's item).
 */
export type StudyField = {
  key: string;
  label: string;
  hint?: string;
  /** The schema lets it be left out: an empty value removes it. */
  optional?: true;
} & (
  | { kind: "text"; long?: true }
  | { kind: "number" }
  | { kind: "switch" }
  | { kind: "choice"; options: string[] }
  | { kind: "colour" }
  | { kind: "file"; accept: StudyFileKind }
  /** A post's or video's public address (contracts/embed-address.ts checks it as it is typed). */
  | { kind: "address" }
  /** A value the schema fixes (a block's type, an approach panel's heading): shown, not edited. */
  | { kind: "fixed"; value: string }
  | { kind: "group"; fields: StudyField[] }
  | { kind: "list"; min: number; of: StudyItems }
);

/**
 * What a list holds: one kind of item, a fixed row of items, or items of several variants (`item`
 * names them: "Block"), each object with its variant's value in `tag` ("type": "gallery").
 */
export type StudyItems =
  | { kind: "each"; item: StudyField }
  | { kind: "tuple"; items: StudyField[] }
  | { kind: "variants"; item: string; tag: string; variants: StudyVariant[] };

export type StudyVariant = { value: string; label: string; hint?: string; fields: StudyField[] };

/** The editor's description of a case study, and a new study to begin from. */
export type StudyForm = { fields: StudyField[]; blank: StudyDocument };

/** A new value for a field: what the editor shows before anything is typed or uploaded. */
export function blankValue(field: StudyField): unknown {
  switch (field.kind) {
    case "number":
      return 0;
    case "switch":
      return true;
    case "choice":
      return field.options[0];
    case "colour":
      return "#ffffff";
    case "fixed":
      return field.value;
    case "group":
      return blankObject(field.fields);
    case "list": {
      const of = field.of;
      if (of.kind === "tuple") return of.items.map(blankValue);
      if (of.kind === "variants")
        return field.min > 0 ? [blankVariant(of.tag, of.variants[0]!)] : [];
      return Array.from({ length: field.min }, () => blankValue(of.item));
    }
    default:
      return "";
  }
}

/** A new object of `fields`: each required one blank, optional ones left out. */
export const blankObject = (fields: readonly StudyField[]): Record<string, unknown> =>
  Object.fromEntries(fields.filter((f) => !f.optional).map((f) => [f.key, blankValue(f)]));

/** A new item of a variant (a block of a type, a video of a provider): its tag first. */
export const blankVariant = (tag: string, variant: StudyVariant): Record<string, unknown> => ({
  [tag]: variant.value,
  ...blankObject(variant.fields),
});

/**
 * A page in the Studio's list: a written-out page's file (content/pages/) or a service page's
 * (content/services/), by its key ("careers", "services.digital-marketing.seo").
 */
export type PageSummary = {
  key: string;
  /** "page": a file of content/pages/; "service": a service page. */
  kind: "page" | "service";
  title: string;
  /** Its address under /old: /careers, /services/digital-marketing/seo. */
  address: string;
  /** Its file in content/: pages/careers.yaml. */
  file: string;
  /** When its file last changed on the site, and who published that; null if never since import. */
  lastPublished: { at: number | null; by: string } | null;
  draft: DraftState | null;
};

export type PageList = { revision: number; pages: PageSummary[] };

export type PageEditor = {
  key: string;
  kind: "page" | "service";
  address: string;
  file: string;
  /** The published revision the editor began on; saving and publishing name it. */
  base: number;
  /** Always: pages are not added in the Studio. */
  published: true;
  draft: DraftState | null;
  /** The draft's file, else the published one, as JSON. */
  page: StudyDocument;
  /** What the editor shows and never changes: the address, the body's class, the layout. */
  locked: Record<string, string | number>;
  /** The editor's fields, derived from the page's schema. */
  fields: StudyField[];
  /** The files beside it that it names and may change (its sharing picture). */
  files: StudyFileInfo[];
};

/** A draft save: the page, the draft version it was begun from (0 for none) and the base. */
export type PageSave = { page: StudyDocument; version: number; base: number };

/** The answer to an upload of a sharing picture: the editor, and the picture's name. */
export type PageUploaded = PageEditor & { uploaded: string };
