import type { Config } from "@react-router/dev/config";
import { workPages } from "./app/content/works/pages.ts";
import { BASE_PREFIX } from "./contracts/paths.ts";
import { readJobs } from "./server/content/jobs.ts";

// Every route is prerendered to HTML at build time and hydrated in the browser; there is no
// server rendering at run time (the server only serves files and answers the form endpoints).
export default {
  ssr: false,
  basename: BASE_PREFIX,
  prerender: ({ getStaticPaths }) => [
    ...getStaticPaths(),
    // Every opening in content/jobs/, open or closed (a closed one's page says so).
    ...readJobs().map((job) => `/careers/apply-now/${job.slug}`),
    // Routes with an optional section id are not static paths: list the page and its sections.
    ...workPages
      .filter((work) => work.sections)
      .flatMap((work) => [
        work.path,
        ...Object.keys(work.sections ?? {}).map((id) => `${work.path}/${id}`),
      ]),
    // The home page as shown for unknown URLs (served with status 404; see server/routes/site.ts).
    "/404",
  ],
} satisfies Config;
