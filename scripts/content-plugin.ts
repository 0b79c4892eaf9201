// Vite plugin: the content entries as modules. `virtual:kadal/jobs` is the openings read from
// content/jobs/ (server/content/jobs.ts), each picture imported through the image pipeline
// (?preset=card), and whether each is open decided once, at build, in the agency's calendar, so
// the prerendered page and its hydration agree. A bad entry fails the build, naming file and field.
import type { Plugin } from "vite";
import { contentDir } from "#server/content/content-dir.ts";
import { contentToday, isOpen, readJobs } from "#server/content/jobs.ts";

const JOBS = "virtual:kadal/jobs";
const RESOLVED_JOBS = `\0${JOBS}`;

export function jobsModule(root: string, today: string): { code: string; files: string[] } {
  const jobs = readJobs(root);
  const imports = jobs.map(
    (job, i) => `import picture${i} from ${JSON.stringify(`${job.picturePath}?preset=card`)};`,
  );
  const entries = jobs.map(({ entryPath: _entry, picturePath: _picture, picture, ...job }, i) => {
    const fields = JSON.stringify({ ...job, open: isOpen(job, today) }).slice(0, -1);
    return `${fields},"picture":{"image":picture${i},"alt":${JSON.stringify(picture.alt)}}}`;
  });
  return {
    code: `${imports.join("\n")}\nexport const jobs = [\n${entries.join(",\n")}\n];\n`,
    files: jobs.flatMap((job) => [job.entryPath, job.picturePath]),
  };
}

export function content(): Plugin {
  const root = contentDir();
  return {
    name: "kadal-content",
    resolveId: (id) => (id === JOBS ? RESOLVED_JOBS : undefined),
    load(id) {
      if (id !== RESOLVED_JOBS) return undefined;
      const { code, files } = jobsModule(root, contentToday());
      for (const file of files) this.addWatchFile(file);
      return code;
    },
  };
}
