import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { imagetools, resolveConfigs } from "vite-imagetools";
import { imagetoolsOptions } from "./app/lib/images.ts";
import { BASE_PREFIX } from "./contracts/paths.ts";
import { content } from "./scripts/content-plugin.ts";
import { fontSubsets } from "./scripts/font-subsets.ts";
import { shellChunk } from "./scripts/shell-chunk.ts";
import { parseEnv } from "./server/env.ts";

// Values baked into the prerendered pages (absolute URLs, the blog redirect). The server compares
// them with its own environment at start and rebuilds when they differ (scripts/start.ts).
const constants = parseEnv(process.env);

export default defineConfig({
  base: BASE_PREFIX,
  // Artwork and photos become AVIF/WebP at the preset widths of app/lib/images.ts.
  // The content entries (content/) become modules (scripts/content-plugin.ts).
  // The web fonts are cut to the site's letters (scripts/font-subsets.ts).
  plugins: [content(), imagetools(imagetoolsOptions(resolveConfigs)), fontSubsets(), reactRouter()],
  define: {
    "import.meta.env.SITE_ORIGIN": JSON.stringify(constants.SITE_ORIGIN),
    "import.meta.env.BLOG_URL": JSON.stringify(constants.BLOG_URL),
    "import.meta.env.BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
  },
  build: { assetsInlineLimit: 0 },
  // The code every page runs comes as one file (scripts/shell-chunk.ts, decision 1325).
  environments: {
    client: { build: { rollupOptions: { output: { codeSplitting: { groups: [shellChunk()] } } } } },
  },
});
