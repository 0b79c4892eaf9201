import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/route-paths.ts";

// Every route is prerendered to HTML at build time and hydrated in the browser; there is no
// server rendering at run time (the server only serves files and answers the form endpoints).
export default {
  ssr: false,
  basename: "/old/",
  prerender: () => prerenderPaths(),
} satisfies Config;
