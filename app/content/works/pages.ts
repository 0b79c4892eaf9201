// The index of content/works/ as the build made it (scripts/content-plugin.ts), for the content's
// validation at build and the tests. The pages take the index from the load context instead
// (app/lib/site-content.ts): it is the same view of the same folder (server/content/content-views.ts).
import { workIndex } from "virtual:kadal/work-index";
import type { WorkIndexEntry } from "./work-list.schema.ts";

export type WorkPage = WorkIndexEntry;

/** Every study's page, in the works list's order. */
export const workPages: readonly WorkPage[] = workIndex;
