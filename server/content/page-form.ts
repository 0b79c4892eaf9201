// A page's editor as the Studio draws it (decision 1314), derived as the case study's is
// (study-form.ts) from the one schema the build and the server read the page's file with: a
// written-out page's (contracts/page-copy.schema.ts, by its address) or a service page's
// (contracts/service-page.schema.ts). A field or block added to a schema appears in the editor
// with no code in the app; what JSON Schema cannot say (labels, hints, long text) is below.
import type { StudyDocument, StudyField } from "#contracts/studio.ts";
import type { PageKey } from "./page-files.ts";
import { LOCKED_FIELDS, pageSchema } from "./page-files.ts";
import { fieldsOf, type FormNames, formJsonSchema } from "./study-form.ts";

const PARAGRAPHS = { label: "Paragraphs", long: true } as const;

/** A field's label and hint by its name, or by its place (`{block type}.{name}`). */
export const PAGE_LABELS: FormNames["labels"] = {
  title: {
    label: "Title",
    hint: "The page's name in the browser's tab, search results and shared links.",
  },
  description: {
    label: "Description",
    hint: "What search results and shared links say of the page, in a sentence or two.",
    long: true,
  },
  share: {
    label: "Sharing picture",
    hint: "Shown when the page is shared. Without one, shared links show a card with the title.",
  },
  "share.image": { label: "Picture" },
  "share.alt": {
    label: "Describe the picture",
    hint: "What it shows, in a sentence, for people who cannot see it.",
    long: true,
  },
  heading: { label: "Heading", hint: "The large words at the top of the page." },
  intro: { label: "Introduction", hint: "The line under the heading.", long: true },
  tone: { label: "Hero colour", hint: "The ground beside the hero's picture." },
  hero: { label: "Hero" },
  "hero.alt": {
    label: "Describe the hero's picture",
    hint: "What it shows, in a sentence, for people who cannot see it.",
    long: true,
  },
  tile: { label: "Tile on the page above", hint: "Its card in the list of the page above." },
  "tile.title": { label: "Title" },
  "tile.text": { label: "Words", long: true },
  blocks: { label: "Blocks", hint: "Top to bottom, after the hero." },
  id: { label: "Anchor", hint: "Lower-case words and hyphens, for links into the page." },
  kicker: { label: "Kicker", hint: "The small line over the heading." },
  paragraphs: PARAGRAPHS,
  points: { label: "Points" },
  summary: { label: "Summary", hint: "Shown before Read more.", long: true },
  more: { label: "After Read more", long: true },
  value: { label: "Figure", hint: "The number or short words shown large: 3×, 40%." },
  label: { label: "Words" },
  "next.label": { label: "Button" },
  to: { label: "Leads to", hint: "A page of the site, e.g. /contact-us." },
  figures: { label: "Figures" },
  style: { label: "Style" },
  boxes: { label: "Boxes" },
  "boxes.title": { label: "Title" },
  text: { label: "Words", long: true },
  faqs: { label: "Questions" },
  question: { label: "Question" },
  answer: { label: "Answer", long: true },
  steps: { label: "Steps" },
  name: { label: "Name" },
  sections: { label: "Principles" },
  newsletter: { label: "Newsletter strip" },
  contact: { label: "Contact block" },
  published: { label: "Shown on the page" },
  openingsNote: { label: "Under the openings' heading", long: true },
  noOpenings: { label: "When no opening is open", long: true },
  worksHeading: { label: "Works band: heading" },
  worksNote: { label: "Works band: words", long: true },
  worksLink: { label: "Works band: button" },
  worksShown: { label: "Works band: the studies shown (their paths, /works/…)" },
  dutiesHeading: { label: "Above the opening's duties" },
  formHeading: { label: "The form's heading" },
  formText: { label: "The form's words", long: true },
  otherOpenings: { label: "Link to the other openings" },
};

const PAGE_NAMES: FormNames = {
  labels: PAGE_LABELS,
  items: {
    blocks: "Block",
    paragraphs: "Paragraph",
    points: "Point",
    more: "Paragraph",
    figures: "Figure",
    boxes: "Box",
    faqs: "Question",
    steps: "Step",
    sections: "Principle",
  },
  variants: {
    section: { label: "Section", hint: "A heading, paragraphs and points." },
    "read-more": { label: "Read more", hint: "A paragraph whose rest opens with Read more." },
    stat: { label: "Figure", hint: "One figure across the page, large." },
    figures: { label: "Figures", hint: "Up to four figures in a row." },
    tiles: { label: "Tiles", hint: "The pages below this one, as cards." },
    boxes: { label: "Boxes", hint: "Titled boxes: highlights, or numbered services." },
    faqs: { label: "Questions and answers" },
    journey: { label: "Steps" },
    next: { label: "Next step", hint: "One button." },
  },
};

/**
 * The landing's tiles without their previews: like a hero's picture, a preview is a page's
 * artwork (the picture of the page the tile leads to), kept as published (page-files.ts).
 */
function withoutPreviews(field: StudyField): StudyField {
  if (field.kind === "list" && field.of.kind === "each")
    return { ...field, of: { ...field.of, item: withoutPreviews(field.of.item) } };
  if (field.kind === "group")
    return { ...field, fields: field.fields.filter((inner) => inner.key !== "preview") };
  return field;
}

/** The fields every page opens with, in the order an editor thinks of them; the rest after. */
const TOP_ORDER = ["title", "description", "share", "heading", "intro"];

/** A group's fields with `key`'s changed by `change`. */
const withField = (
  field: StudyField,
  key: string,
  change: (inner: StudyField) => StudyField,
): StudyField =>
  field.kind === "group"
    ? { ...field, fields: field.fields.map((inner) => (inner.key === key ? change(inner) : inner)) }
    : field;

/**
 * The page's fields for the editor, from its schema: the ones it may not change left out (the
 * page shows them), the hero's picture kept as it is, the sharing picture uploaded as one.
 */
export function pageFields(page: PageKey, published: StudyDocument | null): StudyField[] {
  const schema = formJsonSchema(pageSchema(page, published));
  const fields = fieldsOf(PAGE_NAMES, schema, "", new Set(LOCKED_FIELDS[page.kind])).map(
    (field) => {
      if (field.key === "share")
        return withField(field, "image", (inner) =>
          inner.kind === "file" ? { ...inner, accept: "share" } : inner,
        );
      if (field.key === "tiles") return withoutPreviews(field);
      if (field.key === "hero") {
        const image = (published?.hero as { image?: unknown } | undefined)?.image;
        return withField(field, "image", (inner) => ({
          key: inner.key,
          label: inner.label,
          kind: "fixed",
          value: String(image ?? ""),
        }));
      }
      return field;
    },
  );
  const rank = (key: string) =>
    TOP_ORDER.includes(key) ? TOP_ORDER.indexOf(key) : TOP_ORDER.length;
  return fields.sort((a, b) => rank(a.key) - rank(b.key));
}
