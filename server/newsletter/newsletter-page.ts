// The small HTML pages the newsletter links open: confirmed, unsubscribe button, unsubscribed, invalid.
import { BASE_PREFIX } from "#contracts/paths.ts";
import type { Site } from "#contracts/site.schema.ts";
import { escapeHtml } from "../mail/compose.ts";

export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function newsletterPage(
  site: Pick<Site, "company">,
  title: string,
  body: string,
  action?: { url: string; label: string },
): string {
  const form = action
    ? `<form method="post" action="${escapeHtml(action.url)}"><button type="submit">${escapeHtml(action.label)}</button></form>`
    : "";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.company)} Company</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.5rem 1rem}</style>
</head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>${form}<p><a href="${BASE_PREFIX}">Back to ${escapeHtml(site.company)}</a></p></body>
</html>`;
}
