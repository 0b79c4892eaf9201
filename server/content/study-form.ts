// The case study's editor as the Studio draws it, derived from the one schema the build and the
// server read study.yaml with (contracts/case-study.schema.ts, through zod's JSON Schema): every
// block type, its fields and their kinds come from there, so a field added to the schema appears
// in the editor with no code in the app. What JSON Schema cannot say (labels, hints, which text
// is long) is the table below; study-form.test.ts checks that it names every field the schema has.
import { z } from "zod";
import { StudyFileSchema } from "#contracts/case-study.schema.ts";
import {
  blankObject,
  blankVariant,
  type StudyDocument,
  type StudyField,
  type StudyForm,
  type StudyItems,
  type StudyVariant,
} from "#contracts/studio.ts";

/** The part of JSON Schema that zod writes for the study. */
export type Json = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  default?: unknown;
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json | false;
  prefixItems?: Json[];
  oneOf?: Json[];
  minItems?: number;
};

/** Fields the editor leaves as they are: the spec's number and the section pages (developers'). */
export const HIDDEN_FIELDS = new Set(["workId", "sections"]);

/** The study's own fields in the order an editor thinks of them; the blocks last. */
const TOP_ORDER = [
  "client",
  "title",
  "metaDescription",
  "market",
  "services",
  "resultBadge",
  "order",
  "ring",
  "theme",
  "listing",
  "blocks",
];

const VIDEO_TITLE = { label: "Title", hint: "Names the play button and shows under the video." };

/**
 * A field's label and hint by its name, or by its place (`{block type}.{name}`, `{list}.{name}`)
 * where one name means two things. `long` text gets a text area.
 */
export const LABELS: Record<string, { label: string; hint?: string; long?: true }> = {
  client: { label: "Client" },
  title: { label: "Headline", hint: "The work's own headline, under the client's name." },
  metaDescription: {
    label: "Summary for search engines",
    hint: "70 to 170 characters about this work: search results and shared links show it.",
    long: true,
  },
  market: { label: "Market", hint: "Where the work ran, e.g. Kerala and online across India." },
  services: { label: "Services done" },
  resultBadge: { label: "Result badge", hint: "A few words, 3 to 32 characters: 3× the target." },
  order: { label: "Place in the works list", hint: "Lower numbers come first (10 to 130 today)." },
  ring: { label: "In Previous / Next project" },
  theme: {
    label: "The client's colours",
    hint: "The study's page wears them. The ink must be readable on the ground.",
  },
  ground: { label: "Ground", hint: "The band under the hero and behind the result." },
  ink: { label: "Ink", hint: "Text on the ground." },
  accent: { label: "Accent", hint: "Rules and marks, never text." },
  listing: {
    label: "On the works list",
    hint: "Each item is a card on the works list: a line and a thumbnail.",
  },
  project: { label: "Project line" },
  thumbnail: { label: "Thumbnail" },
  section: { label: "Section page", hint: "Links to one of the study's section pages instead." },
  anchor: { label: "Anchor", hint: "Links to the block with this anchor instead of the top." },
  blocks: { label: "Blocks", hint: "Top to bottom: the hero first, then the story." },
  image: { label: "Picture" },
  poster: { label: "Poster", hint: "The film's first frame, in the film's shape." },
  alt: {
    label: "Describe the picture",
    hint: "For people who cannot see it: what it shows, in a sentence.",
    long: true,
  },
  caption: { label: "Caption" },
  focus: {
    label: "Where the subject is",
    hint: "As x% y% from the top left (30% 50%), so a phone's narrow crop keeps it.",
  },
  paragraphs: { label: "Paragraphs", long: true },
  id: { label: "Anchor", hint: "Lower-case words and hyphens, for links into the page." },
  heading: { label: "Heading" },
  intro: { label: "Introduction", long: true },
  layout: { label: "Layout" },
  images: { label: "Pictures" },
  text: { label: "Words", long: true },
  "figures.text": { label: "Words", hint: "What the figure counts." },
  by: { label: "Who said it", hint: "As they would sign it." },
  figures: { label: "Figures" },
  value: { label: "Figure", hint: "The number or short words shown large: 3×, 40%." },
  label: { label: "Describe the film", hint: "What it shows, for people who cannot see it." },
  webm: { label: "Film (WebM)" },
  mp4: { label: "Film (MP4)", hint: "The same film as MP4, for browsers without WebM." },
  videos: { label: "Videos" },
  "film.title": VIDEO_TITLE,
  "youtube.title": VIDEO_TITLE,
  "instagram.title": VIDEO_TITLE,
  "embed.title": { label: "Title", hint: "What the post or video is: its gate and button say it." },
  url: {
    label: "Address",
    hint: "Paste the post's or video's public address from the provider's site.",
  },
  aspect: { label: "Shape" },
  eyebrow: { label: "Eyebrow", hint: "The small line over the heading." },
  galleries: { label: "Galleries" },
  approach: { label: "Approach" },
  panels: { label: "Panels" },
};

/** The names of a list's items, for "Paragraph 2" and "Move block 3 up". */
export const ITEM_LABELS: Record<string, string> = {
  services: "Service",
  listing: "Item",
  blocks: "Block",
  paragraphs: "Paragraph",
  images: "Picture",
  figures: "Figure",
  videos: "Video",
  galleries: "Gallery",
  panels: "Panel",
  approach: "Panel",
};

/** Each block type's name and what it is for, in the editor's "Add a block". */
export const VARIANT_LABELS: Record<string, { label: string; hint?: string }> = {
  hero: { label: "Hero", hint: "The first screen's picture; the first block, once." },
  overview: { label: "Overview", hint: "The opening paragraphs beside the facts." },
  text: { label: "Text", hint: "A heading and paragraphs." },
  image: { label: "Picture", hint: "One picture across the page." },
  gallery: { label: "Gallery", hint: "Pictures in a grid, in screens or as stories." },
  quote: { label: "Quote" },
  figures: { label: "Figures", hint: "Numbers with their words." },
  loop: { label: "Silent loop", hint: "A muted film that plays while in view." },
  videos: { label: "Videos", hint: "A row of films, YouTube or Instagram videos." },
  chapter: { label: "Chapter", hint: "A part with its own pictures, approach and figures." },
  approach: {
    label: "Approach",
    hint: "The three panels: Activation, Insight and Strategy, Challenges.",
  },
  embed: {
    label: "Embedded post",
    hint: "A post or video on Facebook, Instagram, LinkedIn, Pinterest, TikTok, X or YouTube.",
  },
  result: { label: "Result", hint: "What the work achieved: paragraphs and figures." },
  film: { label: "Our film" },
  youtube: { label: "YouTube video" },
  instagram: { label: "Instagram video" },
};

/** The blocks a new study begins with: the ones every study needs. */
const FIRST_BLOCKS = ["hero", "overview", "result"];

/** The blank colours of a new study: dark ink on white, readable. */
const FIRST_THEME = { ground: "#ffffff", ink: "#1a1a1a", accent: "#0b6e69" };

export const humanize = (key: string) =>
  key.replace(/([A-Z])/g, " $1").replace(/^./, (first) => first.toUpperCase());

/**
 * The words an editor is drawn with, beside the schema: fields' labels, lists' items' names and
 * variants' names. The case study's are the tables above; a page's (page-form.ts) its own.
 */
export type FormNames = {
  labels: Readonly<Record<string, { label: string; hint?: string; long?: true }>>;
  items: Readonly<Record<string, string>>;
  variants: Readonly<Record<string, { label: string; hint?: string }>>;
};

const STUDY_NAMES: FormNames = { labels: LABELS, items: ITEM_LABELS, variants: VARIANT_LABELS };

/** The label and hint of `key` in `place` (a block type or a list's name). */
function labelOf(names: FormNames, key: string, place: string) {
  const found = names.labels[`${place}.${key}`] ?? names.labels[key];
  return found ?? { label: humanize(key) };
}

function fieldOf(
  names: FormNames,
  key: string,
  schema: Json,
  optional: boolean,
  place: string,
): StudyField | null {
  const { label, hint, long } = labelOf(names, key, place);
  const base: { key: string; label: string; hint?: string; optional?: true } = { key, label };
  if (hint) base.hint = hint;
  if (optional) base.optional = true;
  if (schema.const !== undefined) return { ...base, kind: "fixed", value: String(schema.const) };
  if (schema.enum) return { ...base, kind: "choice", options: schema.enum.map(String) };
  switch (schema.type) {
    case "string": {
      const pattern = schema.pattern ?? "";
      if (pattern.includes("webm")) return { ...base, kind: "file", accept: "webm" };
      if (pattern.includes("mp4")) return { ...base, kind: "file", accept: "mp4" };
      if (pattern.includes("jpe?g")) return { ...base, kind: "file", accept: "picture" };
      if (pattern.startsWith("^#")) return { ...base, kind: "colour" };
      if (key === "url") return { ...base, kind: "address" };
      return { ...base, kind: "text", ...(long ? { long } : {}) };
    }
    case "integer":
    case "number":
      return { ...base, kind: "number" };
    case "boolean":
      return { ...base, kind: "switch" };
    case "object":
      return schema.properties
        ? { ...base, kind: "group", fields: fieldsOf(names, schema, key) }
        : null;
    case "array": {
      const of = itemsOf(names, schema, key);
      return of ? { ...base, kind: "list", min: schema.minItems ?? 0, of } : null;
    }
    default:
      return null;
  }
}

/** The fields of an object, in its schema's order, but those the editor leaves alone. */
export function fieldsOf(
  names: FormNames,
  schema: Json,
  place: string,
  without: ReadonlySet<string> = new Set(),
) {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    if (without.has(key)) return [];
    const field = fieldOf(
      names,
      key,
      property,
      !required.has(key) && property.default === undefined,
      place,
    );
    return field ? [field] : [];
  });
}

/** A list's item: no key of its own, its name ("Paragraph"), the list's hint left to the list. */
function asItem(field: StudyField, label: string): StudyField {
  const { hint: _hint, ...item } = field;
  return { ...item, key: "", label };
}

function itemsOf(names: FormNames, schema: Json, key: string): StudyItems | null {
  const itemLabel = names.items[key] ?? "Item";
  if (schema.prefixItems) {
    const items = schema.prefixItems.flatMap((item) => {
      const field = fieldOf(names, key, item, false, key);
      return field ? [asItem(field, itemLabel)] : [];
    });
    return { kind: "tuple", items };
  }
  const items = schema.items;
  if (!items) return null;
  if (items.oneOf) {
    const variants = items.oneOf;
    // The property every variant fixes to its own value: a block's type, a video's provider.
    const tag = Object.keys(variants[0]?.properties ?? {}).find((name) =>
      variants.every((variant) => variant.properties?.[name]?.const !== undefined),
    );
    if (!tag) return null;
    return {
      kind: "variants",
      item: itemLabel,
      tag,
      variants: variants.map((variant): StudyVariant => {
        const value = String(variant.properties![tag]!.const);
        const named = names.variants[value] ?? { label: humanize(value) };
        return { value, ...named, fields: fieldsOf(names, variant, value, new Set([tag])) };
      }),
    };
  }
  // An item is read as its list is (a paragraph as long text), under the item's own name.
  const item = fieldOf(names, key, items, false, key);
  return item ? { kind: "each", item: asItem(item, itemLabel) } : null;
}

/** A file's JSON Schema as an editor fills it in (defaults may be left out). */
export const formJsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;

/** The JSON Schema of study.yaml as an editor fills it in. */
export const studyJsonSchema = () => formJsonSchema(StudyFileSchema);

let described: StudyField[] | null = null;

/** The study's fields for the editor, derived once from the schema. */
export function studyFields(): StudyField[] {
  if (described) return described;
  const fields = fieldsOf(STUDY_NAMES, studyJsonSchema(), "", HIDDEN_FIELDS);
  const rank = (key: string) =>
    TOP_ORDER.includes(key) ? TOP_ORDER.indexOf(key) : TOP_ORDER.length;
  described = fields.sort((a, b) => rank(a.key) - rank(b.key));
  return described;
}

/** The editor's description and a new study: the blocks every study needs, after the others. */
export function studyForm(nextOrder: number): StudyForm {
  const fields = studyFields();
  const blank: StudyDocument = {
    ...blankObject(fields),
    order: nextOrder,
    theme: { ...FIRST_THEME },
  };
  const blocks = fields.find((field) => field.key === "blocks");
  if (blocks?.kind === "list" && blocks.of.kind === "variants") {
    const { tag, variants } = blocks.of;
    blank.blocks = FIRST_BLOCKS.flatMap((type) => {
      const variant = variants.find((v) => v.value === type);
      return variant ? [blankVariant(tag, variant)] : [];
    });
  }
  return { fields, blank };
}
