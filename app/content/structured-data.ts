// Structured data (schema.org JSON-LD) built from the content model and the site's identity:
// one JobPosting per opening, and a FAQPage for the SEO questions.
import { absoluteUrl } from "../lib/meta.ts";
import type { Opening } from "#contracts/site-content.ts";
import type { Site } from "#contracts/site.schema.ts";

const organization = (site: Site) => ({
  "@type": "Organization",
  name: site.company,
  legalName: site.legalName,
  sameAs: absoluteUrl("/"),
  email: site.email,
});

const postalAddress = (site: Site) => ({
  "@type": "PostalAddress",
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.countryCode,
});

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function jobPosting(job: Opening, site: Site): Record<string, unknown> {
  return {
    "@type": "JobPosting",
    title: job.title,
    // Search engines read the description as HTML: the summary and the four duties.
    description: `<p>${escapeHtml(job.summary)}</p><ul>${job.duties
      .map((duty) => `<li>${escapeHtml(duty)}</li>`)
      .join("")}</ul>`,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: organization(site),
    jobLocation: { "@type": "Place", address: postalAddress(site) },
    directApply: true,
    url: absoluteUrl(`/careers/apply-now/${job.slug}`),
  };
}

export function faqPage(
  faqs: readonly { question: string; answer: string }[],
): Record<string, unknown> {
  return {
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}
