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

/** The picture types the Studio takes, by their bytes. */
export const STUDIO_PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

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
