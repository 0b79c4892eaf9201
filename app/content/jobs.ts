// The openings come from content/jobs/, one file each (scripts/content-plugin.ts makes them a
// module, each with whether it is open, decided at build); the careers page's own copy is here.
import { jobs as allJobs } from "virtual:kadal/jobs";
import careersHero from "../assets/art/hero-careers.svg?preset=full";
import type { CareersPage, Job } from "./jobs.schema.ts";

/** Every opening in content/jobs/, open or closed, in their order. */
export const jobs: readonly Job[] = allJobs;

/** The openings that take applications: the careers page lists these. */
export const openJobs: readonly Job[] = jobs.filter((job) => job.open);

/** The opening of a slug, open or closed; undefined when there is none. */
export const jobBySlug = (slug: string): Job | undefined => jobs.find((job) => job.slug === slug);

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
