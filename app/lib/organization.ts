// The agency as schema.org data: the Organization on the home page and the hiring organisation
// of job postings both come from here.
import { site } from "#contracts/site.ts";
import { absoluteUrl } from "./meta.ts";

export function postalAddress() {
  const { address } = site;
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.countryCode,
  };
}

export function organization() {
  return {
    "@type": "Organization",
    name: site.company,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/apple-touch-icon.png"),
    email: site.email,
    foundingDate: String(site.foundedYear),
    address: postalAddress(),
    sameAs: site.social.map((link) => link.url),
  };
}
