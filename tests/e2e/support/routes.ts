// The routes of spec §2, written out independently of the app's route table, with the heading
// each must show and the section class its body carries.
import { readPageCopies } from "#server/content/pages.ts";
import { readServices } from "#server/content/services.ts";
import { readStudies } from "#server/content/works.ts";
import { jobNameFromSlug } from "#contracts/jobs.ts";
import { openings } from "./openings.ts";

export type SpecRoute = {
  path: string;
  /** Where canonical and og:url point, when not the path itself. */
  canonical?: string;
  title: string;
  heading: string;
  bodyClass: string;
  inner: boolean;
};

/** The written-out pages' words as content/pages/ holds them, read once. */
const copies = readPageCopies();

/** A written-out page's words, from its file. */
export function pageCopy(path: string) {
  const copy = copies.find((each) => each.path === path);
  if (!copy) throw new Error(`content/pages/ has no file for ${path}`);
  return copy;
}

const fromPages = (path: string, inner = true): SpecRoute => {
  const { title, heading, bodyClass } = pageCopy(path);
  return { path, title, heading, bodyClass, inner };
};

/** The service pages as content/services/ holds them, read once. */
const services = readServices();

/** A service page's words, from its file. */
export function serviceCopy(path: string) {
  const page = services.find((service) => service.path === path);
  if (!page) throw new Error(`content/services/ has no page for ${path}`);
  return page;
}

const fromService = (path: string): SpecRoute => {
  const { title, heading, bodyClass } = serviceCopy(path);
  return { path, title, heading, bodyClass, inner: true };
};

/** The case studies as content/works/ holds them, read once. */
const studies = readStudies();

export const specRoutes: SpecRoute[] = [
  fromPages("/", false),
  fromPages("/thanathu"),
  fromPages("/weirdos"),
  fromPages("/thought-starters"),
  fromPages("/contact-us"),
  fromPages("/careers/"),
  fromPages("/services"),
  fromService("/services/content-and-stories"),
  fromService("/services/branding"),
  fromService("/services/advertising"),
  fromService("/services/digital-marketing"),
  fromService("/services/digital-marketing/lead-generation"),
  fromService("/services/digital-marketing/seo"),
  fromService("/services/digital-marketing/ppc"),
  fromPages("/works"),
  ...[
    "/works/branding/aptayu",
    "/works/media/palmtree",
    "/works/communication/ayurcentral",
    "/works/campaign/lazza",
    "/works/campaign/palmtree",
    "/works/campaign/palmtree/lessgo",
    "/works/campaign/palmtree/onam",
    "/works/campaign/manorama",
    "/works/packaging/aptayu",
    "/works/website/alf",
    "/works/website/ayurcentral",
    "/works/communication/palmtree",
    "/works/videos/hama",
    "/works/videos/lazza",
    "/works/communication/grandhayatt",
  ].map((path) => {
    const work = studies.find((page) => path === page.path || path.startsWith(`${page.path}/`));
    if (!work) throw new Error(`no work page for ${path}`);
    return {
      path,
      title: work.client,
      heading: work.client,
      bodyClass: "single-work-page",
      inner: true,
    };
  }),
  ...openings().map(({ slug }) => ({
    path: `/careers/apply-now/${slug}`,
    title: jobNameFromSlug(slug),
    heading: jobNameFromSlug(slug),
    bodyClass: pageCopy("/careers/apply-now").bodyClass,
    inner: true,
  })),
];
