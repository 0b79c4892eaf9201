// The careers page's own copy. The openings are published content (content/jobs/, one file
// each), given to the careers routes' loaders by the server (app/lib/site-content.ts).
import careersHero from "../assets/art/hero-careers.svg?preset=full";
import type { CareersPage } from "./jobs.schema.ts";

export const careersPage: CareersPage = {
  hero: {
    image: careersHero,
    alt: "A long snake boat in sea ink on a gold-tide backwater, its row of oars dipping in rhythm under a vermilion sky",
  },
  openingsHeading: "Current Job Openings",
  openingsNote:
    "Full time, at our studio in Panampilly Nagar, Kochi. We hire for curiosity and craft; degrees are optional, a portfolio is not.",
  applyLabel: "Apply Now",
  noOpenings:
    "No openings right now. Good people are always welcome: write to us from the Contact page.",
};
