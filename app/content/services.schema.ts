// The shape of the Services overview and the three craft pages (Unbranding, Unadvertising, Content &
// Stories), checked at build by app/content/validate-content.ts.
import { z } from "zod";
import {
  CallToActionSchema,
  FigureSchema,
  HeroSchema,
  SectionSchema,
  TextSchema,
  TileSchema,
} from "./blocks.schema.ts";

export const ServicesOverviewSchema = z.object({
  tiles: z.array(TileSchema).length(4, "the overview shows exactly four services"),
  worksHeading: TextSchema,
  worksNote: TextSchema,
  worksLink: CallToActionSchema,
});
export type ServicesOverview = z.infer<typeof ServicesOverviewSchema>;

/** One of the static craft pages: a picture, sections of copy, figures from real work, a next step. */
export const CraftPageSchema = z.object({
  hero: HeroSchema,
  sections: z.array(SectionSchema).min(2, "a craft page needs at least two sections"),
  figuresHeading: TextSchema,
  figures: z.array(FigureSchema).min(1).max(4),
  next: CallToActionSchema,
});
export type CraftPage = z.infer<typeof CraftPageSchema>;
