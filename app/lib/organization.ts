// The agency as schema.org data: the Organization on the home page and the hiring organisation
// of job postings both come from here.
import type { Site } from "#contracts/site.schema.ts";
import { absoluteUrl } from "./meta.ts";

export function postalAddress({ address }: Pick<Site, "address">) {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.countryCode,
  };
}

export function organization(site: Site) {
  return {
    "@type": "Organization",
    name: site.company,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/apple-touch-icon.png"),
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundedYear),
    address: postalAddress(site),
    sameAs: site.social.map((link) => link.url),
  };
}
