// The shape of the Digital Marketing overview and its three service pages (lead generation, SEO,
// PPC), checked at build by app/content/validate-content.ts.
import { z } from "zod";
import {
  BoxSchema,
  CallToActionSchema,
  FigureSchema,
  HeroSchema,
  ReadMoreSchema,
  SectionSchema,
  TextSchema,
  TileSchema,
} from "./blocks.schema.ts";

export const DigitalOverviewSchema = z.object({
  hero: HeroSchema,
  sections: z.array(SectionSchema).min(1),
  tilesHeading: TextSchema,
  tiles: z.array(TileSchema).length(3, "digital marketing links to exactly three services"),
});
export type DigitalOverview = z.infer<typeof DigitalOverviewSchema>;

// --- SEO -------------------------------------------------------------------------------------------

export const FaqSchema = z.object({ question: TextSchema, answer: TextSchema });
export type Faq = z.infer<typeof FaqSchema>;

export const SeoPageSchema = z.object({
  hero: HeroSchema,
  intro: ReadMoreSchema,
  figure: FigureSchema.refine((figure) => figure.value === "30%", {
    message: "the SEO page quotes the 30% share of traffic (spec §9)",
    path: ["value"],
  }),
  highlightsHeading: TextSchema,
  highlights: z.array(BoxSchema).length(4, "the SEO page shows exactly four highlight boxes"),
  faqHeading: TextSchema,
  faqs: z.array(FaqSchema).length(6, "the SEO page answers exactly six questions"),
  next: CallToActionSchema,
});
export type SeoPage = z.infer<typeof SeoPageSchema>;

// --- PPC -------------------------------------------------------------------------------------------

export const PpcPageSchema = z.object({
  hero: HeroSchema,
  sections: z.array(SectionSchema).min(1),
  boxesHeading: TextSchema,
  boxes: z.array(BoxSchema).length(5, "the PPC page shows exactly five service boxes"),
  next: CallToActionSchema,
});
export type PpcPage = z.infer<typeof PpcPageSchema>;

// --- Lead generation -------------------------------------------------------------------------------

const step = (name: string) =>
  z.object({ name: z.literal(name, `the journey step must be named '${name}'`), text: TextSchema });

export const LeadGenerationPageSchema = z.object({
  hero: HeroSchema,
  figure: FigureSchema.refine((figure) => figure.value === "10 years", {
    message: "the lead generation page quotes 10 years of lead experience (spec §9)",
    path: ["value"],
  }),
  readMores: z
    .array(ReadMoreSchema)
    .length(2, "the lead generation page has exactly two read-more toggles"),
  journeyHeading: TextSchema,
  // The spec's three steps, in order.
  journey: z.tuple([step("Audit"), step("Implementation"), step("Real time reporting")]),
  next: CallToActionSchema,
});
export type LeadGenerationPage = z.infer<typeof LeadGenerationPageSchema>;
