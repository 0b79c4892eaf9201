// Vite plugin: the content entries as modules. A bad entry fails the build, naming file and field.
// - `virtual:kadal/jobs`: the openings read from content/jobs/ (server/content/jobs.ts), each
//   picture imported through the image pipeline (?preset=card), and whether each is open decided
//   once, at build, in the agency's calendar, so the prerendered page and its hydration agree.
// - `virtual:kadal/works`: the case studies of content/works/ (server/content/works.ts) whole,
//   every picture at the preset its place on the page needs and every film by its URL. Only the
//   study route's loader imports it, so no page's JavaScript carries a study.
// - `virtual:kadal/work-index`: what every page may know of every study (its address, client,
//   place in the ring, and the works list's items with their thumbnails), without their blocks.
// - `virtual:kadal/services`: the service pages of content/services/ (server/content/services.ts),
//   each hero at the wide preset and again at the card preset for its tile on the page above.
//   Only the service routes' loaders import it.
// - `virtual:kadal/pages`: the written-out pages' words of content/pages/ (server/content/pages.ts),
//   by their address.
import { join } from "node:path";
import type { Plugin } from "vite";
import { contentDir } from "#server/content/content-dir.ts";
import { contentToday, isOpen, readJobs } from "#server/content/jobs.ts";
import { readPageCopies } from "#server/content/pages.ts";
import { readServices } from "#server/content/services.ts";
import { readStudies, type StudyEntry } from "#server/content/works.ts";

const JOBS = "virtual:kadal/jobs";
const WORKS = "virtual:kadal/works";
const WORK_INDEX = "virtual:kadal/work-index";
const SERVICES = "virtual:kadal/services";
const PAGES = "virtual:kadal/pages";
const MODULES = [JOBS, WORKS, WORK_INDEX, SERVICES, PAGES];

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

/** Writes a value as module code in which each `ref(file, query)` is an import of that file. */
class ModuleWriter {
  private readonly imports: string[] = [];
  private readonly token = (n: number) => `__kadal_import_${n}__`;
  ref(file: string, query: string): string {
    this.imports.push(`import i${this.imports.length} from ${JSON.stringify(`${file}?${query}`)};`);
    return this.token(this.imports.length - 1);
  }
  module(exports: Record<string, unknown>): string {
    const body = Object.entries(exports)
      .map(([name, value]) => `export const ${name} = ${JSON.stringify(value, null, 1)};`)
      .join("\n")
      .replace(/"__kadal_import_(\d+)__"/g, "i$1");
    return `${this.imports.join("\n")}\n${body}\n`;
  }
}

/** The preset each place on a study's page shows its pictures at (app/lib/images.ts). */
const GALLERY_PRESETS = {
  grid: "wide",
  square: "wide",
  desktop: "full",
  phones: "card",
  stories: "card",
};

type Json = Record<string, unknown>;

/** A study's blocks with their files made imports (pictures by preset, films by URL). */
function studyBlocksCode(study: StudyEntry, writer: ModuleWriter): Json[] {
  const image = (file: string, preset: string) =>
    writer.ref(join(study.dir, file), `preset=${preset}`);
  const film = (file: string) => writer.ref(join(study.dir, file), "url");
  const gallery = (block: Json & { layout: keyof typeof GALLERY_PRESETS; images: Json[] }) => ({
    ...block,
    images: block.images.map((item) => ({
      ...item,
      image: image(item.image as string, GALLERY_PRESETS[block.layout]),
    })),
  });
  return study.blocks.map((block): Json => {
    switch (block.type) {
      case "hero":
      case "image":
        return { ...block, image: image(block.image, "full") };
      case "gallery":
        return gallery(block);
      case "loop":
        return {
          ...block,
          poster: image(block.poster, "wide"),
          webm: film(block.webm),
          mp4: film(block.mp4),
        };
      case "videos":
        return {
          ...block,
          videos: block.videos.map((video) =>
            video.provider === "film"
              ? {
                  ...video,
                  poster: image(video.poster, block.layout === "reels" ? "card" : "wide"),
                  webm: film(video.webm),
                  mp4: film(video.mp4),
                }
              : video.provider === "youtube" && video.poster
                ? { ...video, poster: image(video.poster, "wide") }
                : video,
          ),
        };
      case "chapter":
        return { ...block, galleries: block.galleries.map(gallery) };
      default:
        return block;
    }
  });
}

/** What every page may know of a study: no blocks, the listing's thumbnails at the card preset. */
function studyIndexCode(study: StudyEntry, writer: ModuleWriter): Json {
  return {
    slug: study.slug,
    workId: study.workId,
    order: study.order,
    ring: study.ring,
    path: study.path,
    category: study.category,
    client: study.client,
    ...(study.sections ? { sections: study.sections } : {}),
    listing: study.listing.map((item) => ({
      id: [study.slug, item.section ?? item.anchor].filter(Boolean).join("-"),
      workId: study.workId,
      client: study.client,
      category: study.category,
      project: item.project,
      href: item.section
        ? `${study.path}/${item.section}`
        : `${study.path}${item.anchor ? `#${item.anchor}` : ""}`,
      thumbnail: {
        image: writer.ref(join(study.dir, item.thumbnail.image), "preset=card"),
        alt: item.thumbnail.alt,
      },
    })),
  };
}

export function worksModule(root: string): { code: string; files: string[] } {
  const studies = readStudies(root);
  const writer = new ModuleWriter();
  const entries = studies.map((study) => {
    const { dir: _dir, entryPath: _entry, listing: _listing, ...page } = study;
    return { ...page, blocks: studyBlocksCode(study, writer) };
  });
  return { code: writer.module({ studies: entries }), files: studyFilesOf(studies) };
}

export function workIndexModule(root: string): { code: string; files: string[] } {
  const studies = readStudies(root);
  const writer = new ModuleWriter();
  const index = studies.map((study) => studyIndexCode(study, writer));
  return { code: writer.module({ workIndex: index }), files: studyFilesOf(studies) };
}

const studyFilesOf = (studies: StudyEntry[]) => studies.map((study) => study.entryPath);

export function servicesModule(root: string): { code: string; files: string[] } {
  const pages = readServices(root);
  const writer = new ModuleWriter();
  const services = pages.map(({ dir, entryPath: _entry, hero, tile, ...page }) => {
    const picture = (preset: string) => writer.ref(join(dir, hero.image), `preset=${preset}`);
    return {
      ...page,
      hero: { image: picture("wide"), alt: hero.alt },
      tile: {
        id: page.slug.split("/").pop(),
        ...tile,
        to: page.path,
        picture: { image: picture("card"), alt: hero.alt },
      },
    };
  });
  return { code: writer.module({ services }), files: pages.map((page) => page.entryPath) };
}

export function pagesModule(root: string): { code: string; files: string[] } {
  const copies = readPageCopies(root);
  const pages = Object.fromEntries(
    copies.map(({ entryPath: _entry, ...copy }) => [copy.path, copy]),
  );
  return {
    code: new ModuleWriter().module({ pages }),
    files: copies.map((copy) => copy.entryPath),
  };
}

export function content(): Plugin {
  const root = contentDir();
  const build = {
    [JOBS]: () => jobsModule(root, contentToday()),
    [WORKS]: () => worksModule(root),
    [WORK_INDEX]: () => workIndexModule(root),
    [SERVICES]: () => servicesModule(root),
    [PAGES]: () => pagesModule(root),
  };
  return {
    name: "kadal-content",
    // A study's files have short names in its folder (hero.svg, thumb.svg); built, they carry
    // the study's slug too (branding-aptayu-hero-….avif), so that no two studies' files read
    // alike in a page's source or the network panel.
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            assetFileNames: (asset: { originalFileNames?: readonly string[] }) => {
              const from = asset.originalFileNames?.[0] ?? "";
              const study = /(?:^|\/)content\/works\/([a-z0-9-]+)\//.exec(from)?.[1];
              const service = /(?:^|\/)content\/services\//.test(from);
              return `assets/${study ? `${study}-` : service ? "service-" : ""}[name]-[hash][extname]`;
            },
          },
        },
      },
    }),
    resolveId: (id) => (MODULES.includes(id) ? `\0${id}` : undefined),
    load(id) {
      const name = id.startsWith("\0") ? id.slice(1) : "";
      if (!(name in build)) return undefined;
      const { code, files } = build[name as keyof typeof build]();
      for (const file of files) this.addWatchFile(file);
      return code;
    },
  };
}
