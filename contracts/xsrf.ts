// The double-submit XSRF contract (spec §7): the server sets the cookie, the page's script echoes
// its value in the header on every POST.
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";
