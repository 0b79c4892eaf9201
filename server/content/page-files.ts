// A page's file as the Studio edits it (decision 1314): each written-out page's file of
// content/pages/ and each service page's of content/services/, with the page's own sharing picture
// beside it. The one place that names a page's entry and files by its key, draws its editor from
// the page's schema (page-form.ts), and turns the editor's JSON into the file, checked by the
// schema the build and the server read it with.
import { parse } from "yaml";
import type { z } from "zod";
import { pageFileSchema } from "#contracts/page-copy.schema.ts";
import { ServiceFileSchema } from "#contracts/service-page.schema.ts";
import { STAND_IN_PAGES } from "#contracts/paths.ts";
import type { StudyDocument } from "#contracts/studio.ts";
import { InvalidFields } from "../routes/validation.ts";
import type { ContentFile } from "./content-tree.ts";
import { pageFields } from "./page-form.ts";
import { type DocumentKind, documentYaml } from "./study-files.ts";

/**
 * A page by its key: a file of content/pages/ by its name ("careers", "services" the Services
 * overview), a service page by its address below /, its parts joined by dots
 * ("services.branding", "services.digital-marketing.seo").
 */
export type PageKey = {
  key: string;
  kind: "page" | "service";
  /** The folder of its file in the content store: "pages/", "services/digital-marketing/". */
  dir: string;
  /** Its file's name without .yaml. */
  name: string;
  /** The draft's entry: "pages/careers", "services/digital-marketing/seo". */
  entry: string;
  yaml: string;
  /** Its sharing picture's path, whenever it has one. */
  share: string;
};

const WORDS = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The page a key names; a 400 naming `field` when it names none. */
export function pageKeyOf(value: unknown, field = "page"): PageKey {
  const key = typeof value === "string" ? value : "";
  const parts = key.split(".");
  const service = parts[0] === "services" && parts.length > 1;
  if (
    key.length > 120 ||
    !parts.every((part) => WORDS.test(part)) ||
    (!service && parts.length > 1)
  )
    throw new InvalidFields({ [field]: "There is no such page" });
  const name = parts.at(-1)!;
  const dir = service ? `${parts.slice(0, -1).join("/")}/` : "pages/";
  return {
    key,
    kind: service ? "service" : "page",
    dir,
    name,
    entry: `${dir}${name}`,
    yaml: `${dir}${name}.yaml`,
    share: `${dir}${name}-share.jpg`,
  };
}

/** The key of the page whose file is at `path` in the content store, or null for another file. */
export function pageKeyAt(path: string): string | null {
  const page = /^pages\/([a-z0-9-]+)\.yaml$/.exec(path);
  if (page) return page[1]!;
  const service = /^services\/((?:[a-z0-9-]+\/)*[a-z0-9-]+)\.yaml$/.exec(path);
  return service ? `services.${service[1]!.replaceAll("/", ".")}` : null;
}

/** The page's files among `files`: its own file and its sharing picture. */
export const pageFilesIn = (files: readonly ContentFile[], page: PageKey) =>
  files.filter((file) => file.path === page.yaml || file.path === page.share);

/** The page's file as JSON, exactly as it holds it; null when the files have none. */
export function readPageDocument(
  files: readonly ContentFile[],
  page: PageKey,
): StudyDocument | null {
  const file = files.find((f) => f.path === page.yaml);
  if (!file) return null;
  const data: unknown = parse(file.body.toString("utf8"));
  return data && typeof data === "object" && !Array.isArray(data) ? (data as StudyDocument) : {};
}

/** A page's address on the site, from its file (a written-out page's `path`) or its key. */
export function pageAddress(page: PageKey, document: StudyDocument | null): string {
  if (page.kind === "service") return `/${page.key.replaceAll(".", "/")}`;
  const path = typeof document?.path === "string" ? document.path : `/${page.name}`;
  return path === "/" ? "/" : path.replace(/\/$/, "");
}

/**
 * The pages the page's words are shown on, as the Studio previews them and publishing renders
 * them: its own, and the page whose tiles link to a service page. The apply pages' words are on
 * every opening's, so the page of an opening no one has shows them.
 */
export function pageRenders(
  page: PageKey,
  document: StudyDocument | null,
): [name: string, address: string][] {
  const address = pageAddress(page, document);
  if (page.kind === "service")
    return [
      ["", address],
      ["above", address.slice(0, address.lastIndexOf("/"))],
    ];
  if (address === "/careers/apply-now") return [["", `/${STAND_IN_PAGES.unlistedOpening}`]];
  return [["", address]];
}

/** The page's schema: a written-out page's by its address, a service page's. */
export function pageSchema(page: PageKey, document: StudyDocument | null): z.ZodType {
  if (page.kind === "service") return ServiceFileSchema;
  return pageFileSchema(typeof document?.path === "string" ? document.path : "");
}

/**
 * Fields an editor sees and does not change: the page's address and its body's class, a service
 * page's layout and place among its siblings. Each is kept as published, whatever is sent.
 */
export const LOCKED_FIELDS = {
  page: ["path", "bodyClass"],
  service: ["bodyClass", "layout", "order"],
} as const;

/** The page's file for the editor's `document`, the fields it may not change kept as `published`. */
export function pageYaml(
  page: PageKey,
  published: StudyDocument,
  document: unknown,
  names: ReadonlySet<string>,
  options: { draft?: boolean; header?: string } = {},
): Buffer {
  if (!document || typeof document !== "object" || Array.isArray(document))
    throw new InvalidFields({ page: "Please check this field." });
  const sent = { ...(document as StudyDocument) };
  for (const field of LOCKED_FIELDS[page.kind])
    if (field in published) sent[field] = published[field];
    else delete sent[field];
  // The hero's picture is the page's artwork: its words may change, never the file.
  const hero = published.hero as { image?: unknown } | undefined;
  if (hero && sent.hero && typeof sent.hero === "object")
    sent.hero = { ...(sent.hero as object), image: hero.image };
  // So is a home tile's preview (page-form.ts): each tile keeps its published one, by its id.
  if (Array.isArray(sent.tiles)) sent.tiles = withPublishedPreviews(published.tiles, sent.tiles);
  // A sharing picture taken away, or never given, leaves the page its drawn card.
  const share = sent.share as { image?: unknown; alt?: unknown } | undefined;
  const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";
  if (share && blank(share.image) && blank(share.alt)) delete sent.share;
  const kind: DocumentKind<{ share?: { image: string } }> = {
    schema: pageSchema(page, published) as z.ZodType<{ share?: { image: string } }>,
    fields: pageFields(page, published),
    filesOf: (data) => (data.share ? [{ file: data.share.image, field: "share.image" }] : []),
    name: "page",
    folder: "the page's folder",
  };
  return documentYaml(kind, sent, names, options);
}

type TileColumns = { id?: unknown; preview?: unknown }[][];

/** The sent tiles, each with the preview its published namesake has, and no other. */
function withPublishedPreviews(published: unknown, sent: unknown[]): unknown[] {
  const previews = new Map(
    (Array.isArray(published) ? (published as TileColumns) : [])
      .flat()
      .filter((tile) => typeof tile.preview === "string")
      .map((tile) => [tile.id, tile.preview]),
  );
  return sent.map((column) =>
    Array.isArray(column)
      ? column.map((tile: unknown) => {
          if (!tile || typeof tile !== "object") return tile;
          const { preview: _sent, ...rest } = tile as { id?: unknown; preview?: unknown };
          const preview = previews.get(rest.id);
          return preview === undefined ? rest : { ...rest, preview };
        })
      : column,
  );
}
