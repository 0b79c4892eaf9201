// A case study's structured data (schema.org JSON-LD): where it sits (BreadcrumbList) and what it
// is (CreativeWork, with the Palm Tree campaign's chapters as its parts).
import type { Site } from "#contracts/site.schema.ts";
import type { BlockOf, CaseStudy } from "../../content/works/case-study.schema.ts";
import { categoryLabels } from "../../content/works/categories.ts";
import { absoluteUrl, siteOrigin } from "../../lib/meta.ts";

export function caseStudyStructuredData(study: CaseStudy, site: Pick<Site, "company">) {
  const hero = study.blocks[0] as BlockOf<"hero">;
  const chapters = study.blocks.filter(
    (block): block is BlockOf<"chapter"> => block.type === "chapter",
  );
  const category = categoryLabels[study.category];
  const url = absoluteUrl(study.path);
  const breadcrumb = {
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
      { "@type": "ListItem", position: 2, name: "Works", item: absoluteUrl("/works") },
      {
        "@type": "ListItem",
        position: 3,
        name: category,
        item: absoluteUrl(`/works?category=${study.category}`),
      },
      { "@type": "ListItem", position: 4, name: study.client, item: url },
    ],
  };
  const creativeWork = {
    "@type": "CreativeWork",
    "@id": `${url}#work`,
    name: `${study.client}: ${study.title}`,
    headline: study.title,
    description: study.metaDescription,
    url,
    image: `${siteOrigin}${hero.image.img.src}`,
    genre: category,
    keywords: study.services.join(", "),
    spatialCoverage: study.market,
    creator: { "@type": "Organization", name: `${site.company} Company`, url: absoluteUrl("/") },
    sourceOrganization: { "@type": "Organization", name: study.client },
    ...(chapters.length
      ? {
          hasPart: chapters.map((chapter) => ({
            "@type": "CreativeWork",
            name: chapter.heading,
            url: `${url}/${chapter.id}`,
          })),
        }
      : {}),
  };
  return { breadcrumb, creativeWork };
}
