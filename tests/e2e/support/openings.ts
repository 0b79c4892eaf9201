// The openings the built careers page lists: the files of content/jobs/ open today (the build is
// redone when that changes, scripts/build-info.ts), in their order.
import { contentToday, isOpen, readJobs } from "#server/content/jobs.ts";

export const openings = () => {
  const today = contentToday();
  return readJobs().filter((job) => isOpen(job, today));
};
