// The job name the spec derives from an opening's slug, and how a posted name is matched against
// the openings. The openings themselves are content (content/jobs/, one file each).

/** The spec's rule: hyphens become spaces, first letter capitalised, the rest lower case. */
export function jobNameFromSlug(slug: string): string {
  const words = slug.replace(/-/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a posted job name is: an open opening's canonical name, or the reason it is refused. */
export type JobMatch = { job: string } | { message: string };
export type JobLookup = (posted: string) => JobMatch;

/**
 * Matches a posted job name (any case) against the slugs that take applications; a closed
 * opening's name gets `closedMessage`, anything else `unknownMessage`.
 */
export function jobLookup(
  open: readonly string[],
  closed: readonly string[],
  messages: { unknown: string; closed: string },
): JobLookup {
  const find = (slugs: readonly string[], posted: string) =>
    slugs.map(jobNameFromSlug).find((name) => name.toLowerCase() === posted.toLowerCase());
  return (posted) => {
    const job = find(open, posted);
    if (job) return { job };
    return { message: find(closed, posted) ? messages.closed : messages.unknown };
  };
}
