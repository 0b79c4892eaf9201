// The page a form posted without JavaScript gets back (decisions 1001, 1309): React Router renders
// the form's own route, whose action hands the endpoint's answer and what was typed to the form's
// components (app/features/forms/posted-form.ts). The same components as the scripted form show
// the spec's message in place of the form, or each error beside its field with the text kept. The
// page comes without scripts (it is shown at the endpoint's address, app/lib/page-scripts.ts).
import type { SiteRenderer } from "./site-renderer.ts";
import type { FormKind, PostedForm } from "#contracts/endpoints.ts";
import { BASE_PATH, STAND_IN_PAGES } from "#contracts/paths.ts";

export interface PostedFormPages {
  /** The answer page's HTML; `fromPath` is the path of the page the form was sent from (Referer). */
  render(posted: PostedForm, fromPath: string | null): Promise<string>;
}

/** Where each form lives, as a path under the base; an application's page is its job's. */
const FORM_PAGES: Record<Exclude<FormKind, "application">, string> = {
  contact: "contact-us",
  newsletter: "weirdos",
  thoughts: "thought-starters",
};
const APPLY_PAGE = /^careers\/apply-now\/[a-z0-9-]+$/;

/**
 * The page a post is answered with: the form's own, and for an application the apply page of the
 * posted job, else of the page it came from, else the page of an opening that is not listed.
 */
export function formPagePath(
  posted: Pick<PostedForm, "kind" | "values">,
  fromPath: string | null,
): string {
  if (posted.kind !== "application") return FORM_PAGES[posted.kind];
  // The spec's job name is the slug with spaces for hyphens, so the slug comes back from it.
  const job = (posted.values.job ?? "").trim().toLowerCase().replace(/ /g, "-");
  if (APPLY_PAGE.test(`careers/apply-now/${job}`)) return `careers/apply-now/${job}`;
  const from = fromPath?.startsWith(`${BASE_PATH}/`)
    ? fromPath.slice(BASE_PATH.length + 1).replace(/\/$/, "")
    : null;
  return from && APPLY_PAGE.test(from) ? from : STAND_IN_PAGES.unlistedOpening;
}

/** The answer pages, rendered by the site's renderer with the content in use. */
export function postedFormPages(
  renderer: Pick<SiteRenderer, "handle">,
  siteOrigin: string,
): PostedFormPages {
  return {
    async render(posted, fromPath) {
      const url = new URL(`${BASE_PATH}/${formPagePath(posted, fromPath)}`, siteOrigin);
      // The post was judged by the endpoint; the route's action only shows its outcome.
      const request = new Request(url, { method: "POST", headers: { origin: siteOrigin } });
      const response = await renderer.handle(request, { postedForm: posted });
      const html = await response.text();
      if (!response.headers.get("content-type")?.startsWith("text/html"))
        throw new Error(`The page of ${url.pathname} did not render (status ${response.status})`);
      return html;
    },
  };
}
