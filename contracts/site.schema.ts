// The agency's identity, content/site.yaml (decision 1315): its name, how to reach it, where it
// is, its networks and its colour. The one place these are written; the server reads the file
// (server/content/site.ts) and the pages are given it in the load context (app/lib/site-identity.ts).
import { z } from "zod";
import { strictEntryObject, TextSchema } from "./content.schema.ts";

// Every object below is strict: a misspelt field is named as one, never dropped.
const object = strictEntryObject;

const HttpsUrl = z.url({ protocol: /^https$/, error: "must be an https:// address" });

export const SiteSchema = object({
  /** The name the site goes by: "Kadal" ("{page} | Kadal Company"). */
  company: TextSchema,
  legalName: TextSchema,
  /** One line: the home page's logo tile, the home page's sharing card, the mails' signature. */
  tagline: TextSchema,
  email: z.email("must be an e-mail address, e.g. hello@kadal.agency"),
  /** As it is shown; dialled without its spaces. */
  phone: z
    .string()
    .regex(/^\+\d[\d ]{6,18}\d$/, "must be a number with its +country code, e.g. +91 484 400 2180"),
  address: object({
    street: TextSchema,
    locality: TextSchema,
    region: TextSchema,
    /** Quoted in the file ("682036"), so it stays text. */
    postalCode: z.string().regex(/^[A-Z0-9 -]{3,10}$/, "must be a postal code, written in quotes"),
    country: TextSchema,
    /** ISO 3166 two letters, as schema.org's addressCountry takes it. */
    countryCode: z.string().regex(/^[A-Z]{2}$/, "must be two capital letters, e.g. IN"),
  }),
  social: z
    .array(object({ network: TextSchema, url: HttpsUrl }))
    .min(1, "name at least one network"),
  blogUrl: HttpsUrl,
  copyrightHolder: TextSchema,
  foundedYear: z
    .number("must be a year, e.g. 2014")
    .int("must be a year, e.g. 2014")
    .min(1900, "must be a year, e.g. 2014")
    .max(2100, "must be a year, e.g. 2014"),
  /** The browser's colour around the page (<meta name="theme-color">) and the sharing cards' ink. */
  themeColor: z.string().regex(/^#[0-9a-f]{6}$/, 'must be a colour written "#rrggbb"'),
});

export type Site = z.infer<typeof SiteSchema>;
