import type { Config } from "@react-router/dev/config";
import { BASE_PREFIX } from "./contracts/paths.ts";

// Every page is rendered by React Router's request handler over the server build (`ssr: true`),
// never in the browser first: at build for every address (scripts/prerender.ts), and by each
// server when content is published or a form is posted without JavaScript (server/site/). Every
// route is known to the browser from the first page (`routeDiscovery: initial`), so it never asks
// the server for the route manifest.
export default {
  ssr: true,
  routeDiscovery: { mode: "initial" },
  basename: BASE_PREFIX,
} satisfies Config;
