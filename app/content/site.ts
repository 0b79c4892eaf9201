// The agency's identity (content/site.yaml) as the build read it, for the content's validation at
// build and the tests. No page imports it: the pages take the published identity from the root
// route's loader (app/lib/site-identity.ts), so a publish reaches them without a build.
import { site as identity } from "virtual:kadal/site";
import type { Site } from "#contracts/site.schema.ts";

export const site: Site = identity;
