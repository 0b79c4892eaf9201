// Structured data for search engines: one JSON-LD block. It is data, not a script the browser
// runs, and "<" is escaped so no value can close the element early.
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(
    /</g,
    "\\u003c",
  );
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
