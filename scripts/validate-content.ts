// Checks every content entry of the site (app/content/validate-content.ts) before it is built.
// The content imports artwork through vite-imagetools (`…svg?preset=card`), so the registry is
// loaded through Vite with the same content and image plugins the site uses, not by Node directly.
// Run alone: `tsx scripts/validate-content.ts`; exits 1 with the message naming the bad entry.
import { runnerImport } from "vite";
import { imagetools, resolveConfigs } from "vite-imagetools";
import { imagetoolsOptions } from "#app/lib/images.ts";
import { content } from "./content-plugin.ts";

type Registry = typeof import("#app/content/validate-content.ts");

/** Returns how many entries were checked; throws the registry's `Invalid content "…"` error. */
export async function validateSiteContent(): Promise<number> {
  const { module } = await runnerImport<Registry>("/app/content/validate-content.ts", {
    root: process.cwd(),
    logLevel: "error",
    plugins: [content(), imagetools(imagetoolsOptions(resolveConfigs))],
  });
  return module.validateAllContent();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`content: ${await validateSiteContent()} entries valid`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
