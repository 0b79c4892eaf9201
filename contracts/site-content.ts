// What the server hands the loaders of the published content it renders (decision 1307): the
// load context's `content` (app/lib/site-content.ts), made by server/content/site-content.ts from
// a content folder, at build for every page and on each server whenever a revision is published.

import type { PictureImage } from "./images.ts";
import type { JobFile } from "./job-opening.schema.ts";
import type { PageCopyFile } from "./page-copy.schema.ts";
import type { Site } from "./site.schema.ts";

/** An opening as its pages show it: its file's fields, its slug, its picture made ready. */
export type Opening = Omit<JobFile, "picture"> & {
  slug: string;
  /** Whether it takes applications on the day the pages were rendered. */
  open: boolean;
  /** Whether its first day was still to come on that day. */
  upcoming: boolean;
  picture: { image: PictureImage; alt: string };
};

/**
 * The content the loaders are given. The studies, the works' index, the service pages and the
 * pages' bodies are the views of server/content/content-views.ts; their shape on the pages is the
 * site's to name (app/lib/site-content.ts), as the server only makes them.
 */
export type SiteContent<
  Study = unknown,
  WorkIndexEntry = unknown,
  ServicePage = unknown,
  PageBodies = Readonly<Record<string, unknown>>,
> = {
  /** The agency's identity (content/site.yaml): every page's footer, header and structured data. */
  site: Site;
  /** Every opening in its order, open or closed. */
  openings: readonly Opening[];
  /** Every case study whole, each picture at the preset of its place, each film by its address. */
  studies: readonly Study[];
  /** What every page may know of every study: address, ring place, the works list's items. */
  workIndex: readonly WorkIndexEntry[];
  /** Every service page whole, its hero at the wide preset and its tile at the card preset. */
  services: readonly ServicePage[];
  /** The words each written-out page opens with (content/pages/), by the page's address. */
  pages: Readonly<Record<string, PageCopyFile>>;
  /**
   * The rest of the copy of each page that goes on below its words (contracts/page-copy.schema.ts,
   * PAGE_BODIES), by the page's address, its hero at the full preset; only its own route takes it.
   */
  pageBodies: PageBodies;
};
