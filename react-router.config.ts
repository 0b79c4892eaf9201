import type { Config } from "@react-router/dev/config";
import { BASE_PREFIX } from "./contracts/paths.ts";
import { readJobs } from "./server/content/jobs.ts";
import { readServices } from "./server/content/services.ts";
import { readStudies } from "./server/content/works.ts";

// Every route is prerendered to HTML at build time and hydrated in the browser; there is no
// server rendering at run time (the server only serves files and answers the form endpoints).
export default {
  ssr: false,
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
    // The home page as shown for unknown URLs (served with status 404; see server/routes/site.ts).
    "/404",
  ],
} satisfies Config;
