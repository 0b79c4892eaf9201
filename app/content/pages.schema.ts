// The shape of a page's words (contracts/page-copy.schema.ts), checked at build by
// app/content/validate-content.ts for every page of PAGE_PATHS.
export { PageCopyFileSchema as PageCopySchema } from "#contracts/page-copy.schema.ts";
