// The build's last step for the pages: every address rendered from content/ on the build's day by
// the server build just made (server/site/render-pages.ts), written where a server serves them
// from: build/client/old/{path}/index.html and the loader data beside (React Router's own layout).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { BASE_PATH } from "#contracts/paths.ts";
import { contentDir } from "#server/content/content-dir.ts";
import { contentToday } from "#server/content/jobs.ts";
import { type BuiltPictures, makeSiteContent } from "#server/content/site-content.ts";
import { malayalamFaceUrl } from "#server/site/malayalam-preload.ts";
import { pageRenderer, siteAddresses } from "#server/site/render-pages.ts";

const CLIENT = "build/client";

const build = (await import(pathToFileURL("build/server/index.js").href)) as ServerBuild;
const built = (build.entry.module as { builtPictures?: BuiltPictures }).builtPictures;
if (!built) throw new Error("The server build lists no pictures (app/entry.server.tsx)");
const content = await makeSiteContent(contentDir(), contentToday(), built);
const render = pageRenderer(build, { content }, malayalamFaceUrl(`${CLIENT}/assets`));
const addresses = siteAddresses(build, content);
const write = (path: string, body: string) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, body);
};
for (const address of addresses) {
  const page = await render(address);
  write(join(CLIENT, BASE_PATH, page.path, "index.html"), page.html);
  if (page.data) write(join(CLIENT, BASE_PATH, page.data.path), page.data.body);
}
console.log(`prerender: ${addresses.length} pages`);
