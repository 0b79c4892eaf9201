// The current openings' slugs (the /careers/apply-now/{slug} ids) and the job name derived from a slug.

export const JOB_SLUGS = [
  "social-media-content-specialist",
  "digital-strategist",
  "art-director",
  "graphic-designer",
  "video-editor",
  "illustrator",
] as const;

export type JobSlug = (typeof JOB_SLUGS)[number];

/** The spec's rule: hyphens become spaces, first letter capitalised, the rest lower case. */
export function jobNameFromSlug(slug: string): string {
  const words = slug.replace(/-/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What the application form sends as `job`, e.g. "Social media content specialist". */
export const JOB_NAMES: readonly string[] = JOB_SLUGS.map(jobNameFromSlug);

export function isJobSlug(value: string): value is JobSlug {
  return (JOB_SLUGS as readonly string[]).includes(value);
}
