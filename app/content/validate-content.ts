// The one list of every content entry and the schema it must match. scripts/build.ts checks it
// before the site is built and app/content/validate-content.test.ts in the tests; the browser
// never does (pages import the plain data, and zod stays out of their bundles).
import { caseStudies } from "./works/case-studies.ts";
import { CaseStudySchema } from "./works/case-study.schema.ts";
import { workPages } from "./works/pages.ts";
import { WorkIndexEntrySchema } from "./works/work-list.schema.ts";
import { PAGE_PATHS, pageBodies, pages } from "./pages.ts";
import { PAGE_BODY_SCHEMAS, PageCopySchema } from "./pages.schema.ts";
import { ContentError, listEntries, validateContent, type ContentEntry } from "./schema.ts";
import { ServicePageSchema } from "./service-page.schema.ts";
import { servicePages } from "./services.ts";
import { site } from "./site.ts";
import { SiteSchema } from "#contracts/site.schema.ts";

export const contentEntries: readonly ContentEntry[] = [
  // The agency's identity (content/site.yaml), as the root route's loader gives it.
  { name: "site", schema: SiteSchema, value: site },
  // A page of the route table without its words' file has none here: "(entry): expected object".
  ...PAGE_PATHS.map((path) => ({
    name: `pages ${path}`,
    schema: PageCopySchema,
    value: pages[path],
  })),
  // The bodies of the pages whose copy goes on below their words, as their routes take them.
  ...Object.entries(PAGE_BODY_SCHEMAS).map(([path, schema]) => ({
    name: `pages ${path} body`,
    schema,
    value: pageBodies[path as keyof typeof PAGE_BODY_SCHEMAS],
  })),
  ...listEntries("services", ServicePageSchema, servicePages),
  ...listEntries("caseStudies", CaseStudySchema, caseStudies),
  ...listEntries("workIndex", WorkIndexEntrySchema, workPages),
];

/** Where two plain values first differ, as a field path ("" when they are equal). */
function firstDifference(a: unknown, b: unknown, path = ""): string | undefined {
  if (Object.is(a, b)) return undefined;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null)
    return path || "(entry)";
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      path ? `${path}.${key}` : key,
    );
    if (found) return found;
  }
  return undefined;
}

/**
 * Validates every entry, then the rules across entries (each work page has one study; the
 * openings are unique by their file names). Pages render the entries as written, so a schema must not change what it
 * checks: trimmed text, a default or a stripped key would show on the page unvalidated.
 * Returns how many entries were checked; throws `ContentError` naming the first bad one.
 */
export function validateAllContent(entries: readonly ContentEntry[] = contentEntries): number {
  for (const { name, schema, value } of entries) {
    const parsed = validateContent(name, schema, value);
    const changed = firstDifference(value, parsed);
    if (changed)
      throw new ContentError(
        `Invalid content "${name}": ${changed}: differs once validated (write it as the page should show it)`,
      );
  }
  return entries.length;
}
