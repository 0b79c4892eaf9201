// The routes of spec §2, written out independently of the app's route table, with the heading
// each must show and the section class its body carries.
import { pages } from "#app/content/pages.ts";
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

const fromPages = (path: keyof typeof pages, inner = true): SpecRoute => ({
  path,
  title: pages[path].title,
  heading: pages[path].heading,
  bodyClass: pages[path].bodyClass,
  inner,
});

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
  fromPages("/services/content-and-stories"),
  fromPages("/services/branding"),
  fromPages("/services/advertising"),
  fromPages("/services/digital-marketing"),
  fromPages("/services/digital-marketing/lead-generation"),
  fromPages("/services/digital-marketing/seo"),
  fromPages("/services/digital-marketing/ppc"),
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
    bodyClass: pages["/careers/apply-now"].bodyClass,
    inner: true,
  })),
];
