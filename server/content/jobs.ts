// The job openings, one file each in content/jobs/{slug}.yaml with the picture it names beside
// it. The build renders them (scripts/content-plugin.ts) and the application endpoint takes
// applications for the ones open today; both read them here.
import { existsSync, readdirSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { SlugSchema } from "#contracts/content.schema.ts";
import { JobFileSchema, type JobFile } from "#contracts/job-opening.schema.ts";
import { jobLookup, type JobLookup } from "#contracts/jobs.ts";
import { messages } from "#contracts/messages.ts";
import { contentDir } from "./content-dir.ts";
import { ContentFileError, readEntry } from "./read-entry.ts";

export type JobEntry = JobFile & {
  slug: string;
  /** The entry's own file's absolute path. */
  entryPath: string;
  /** The picture's absolute path. */
  picturePath: string;
};

/** The agency's own calendar: an opening closes at the end of its last day in Kerala. */
const AGENCY_TIME_ZONE = "Asia/Kolkata";

/** Today's date (YYYY-MM-DD) in the agency's time zone. */
export function agencyToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: AGENCY_TIME_ZONE }).format(now);
}

/**
 * The clock openings are judged by: now, or noon in Kochi on CONTENT_TODAY (YYYY-MM-DD) when it is
 * set. The suite sets it (package.json), so that the openings it posts to do not close under it
 * on some future day; a server in production leaves it unset.
 */
export function contentClock(env: NodeJS.ProcessEnv = process.env): () => number {
  const day = env.CONTENT_TODAY;
  if (!day) return Date.now;
  const at = Date.parse(`${day}T12:00:00+05:30`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(at))
    throw new Error(`CONTENT_TODAY must be a date written YYYY-MM-DD, not ${JSON.stringify(day)}`);
  return () => at;
}

/** The day openings are judged on: agencyToday() by contentClock(). */
export const contentToday = (env: NodeJS.ProcessEnv = process.env): string =>
  agencyToday(new Date(contentClock(env)()));

/** Open from datePosted to validThrough, both days included, unless the agency closed it. */
export function isOpen(
  job: Pick<JobFile, "datePosted" | "validThrough" | "closed">,
  today: string,
): boolean {
  return !job.closed && job.datePosted <= today && today <= job.validThrough;
}

/** Every opening in the folder, open or closed, in their `order` (then by slug). */
export function readJobs(root: string = contentDir()): JobEntry[] {
  const dir = join(root, "jobs");
  if (!existsSync(dir)) return [];
  const jobs = readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .map((name) => {
      const file = join(dir, name);
      const slug = basename(name, ".yaml");
      const named = SlugSchema.safeParse(slug);
      if (!named.success)
        throw new ContentFileError(
          `jobs/${name}: the file name is the opening's slug, and it ${named.error.issues[0]!.message}`,
        );
      const entry = readEntry(file, JobFileSchema, root);
      const picturePath = join(dirname(file), entry.picture.file);
      if (!existsSync(picturePath))
        throw new ContentFileError(
          `jobs/${name}: picture.file: no file ${entry.picture.file} beside the entry`,
        );
      return { ...entry, slug, entryPath: file, picturePath };
    });
  return jobs.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

/**
 * What the application endpoint takes: the openings open on the day of each post; a closed one's
 * name is refused with its own message, anything else with the spec's.
 */
export function openingsLookup(jobs: () => readonly JobEntry[], now: () => number): JobLookup {
  return (posted) => {
    const today = agencyToday(new Date(now()));
    const slugs = (open: boolean) =>
      jobs()
        .filter((job) => isOpen(job, today) === open)
        .map((job) => job.slug);
    return jobLookup(slugs(true), slugs(false), {
      unknown: messages.jobInvalid,
      closed: messages.jobClosed,
    })(posted);
  };
}
