// Where the site lives on its origin: every page and asset sits under the base path /old (spec §9).
/** The base path without its trailing slash, for joining: `${BASE_PATH}/works`. */
export const BASE_PATH = "/old";
/** The base path as a prefix and as the home page's URL. */
export const BASE_PREFIX = `${BASE_PATH}/`;

/**
 * The pages prerendered to stand in for addresses that have none, served with status 404 and never
 * at their own address: the home page for an unknown URL, and the apply page of an opening that is
 * not listed (its address can never be a job's: a slug has no underscore).
 */
export const STAND_IN_PAGES = { notFound: "404", unlistedOpening: "careers/apply-now/__unlisted" };
