// Where the site lives on its origin: every page and asset sits under the base path /old (spec §9).
/** The base path without its trailing slash, for joining: `${BASE_PATH}/works`. */
export const BASE_PATH = "/old";
/** The base path as a prefix and as the home page's URL. */
export const BASE_PREFIX = `${BASE_PATH}/`;
