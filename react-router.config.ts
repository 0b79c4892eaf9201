import type { Config } from "@react-router/dev/config";
import { BASE_PREFIX, STAND_IN_PAGES } from "./contracts/paths.ts";
import { readJobs } from "./server/content/jobs.ts";
import { readServices } from "./server/content/services.ts";
import { readStudies } from "./server/content/works.ts";

// Every route is prerendered to HTML at build time and hydrated in the browser. The server build
// is kept (`ssr: true`) for the one thing rendered at run time: the page answered to a form posted
// without JavaScript, by its route's action (server/site/render-form-answer.ts). Every route is
// known to the browser from the first page (`routeDiscovery: initial`), so it never asks the
// server for the route manifest.
export default {
  ssr: true,
  routeDiscovery: { mode: "initial" },
  basename: BASE_PREFIX,
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths(),
    // Every opening in content/jobs/, open or closed (a closed one's page says so).
    ...readJobs().map((job) => `/careers/apply-now/${job.slug}`),
    // Every service page in content/services/.
    ...readServices().map((page) => page.path),
    // Every case study in content/works/, and each of its sections' own pages.
    ...readStudies().flatMap((study) => [
      study.path,
      ...Object.keys(study.sections ?? {}).map((id) => `${study.path}/${id}`),
    ]),
    // The pages shown for unknown URLs and unlisted openings (status 404; server/routes/site.ts).
    ...Object.values(STAND_IN_PAGES).map((path) => `/${path}`),
  ],
} satisfies Config;
