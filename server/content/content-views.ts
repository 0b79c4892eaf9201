// What the pages are given of the content: each kind's entries as the routes take them, with
// every picture and film left as a reference (`ref`) to its file and use. The build turns a
// reference into an import through vite-imagetools (scripts/content-plugin.ts); the server will
// turn it into the picture it made (server/media/, decision 1307). One place decides which
// preset each place on a page shows its pictures at.
import type { ImagePreset } from "#contracts/images.ts";
import { PAGE_WORDS, type PageCopyFile } from "#contracts/page-copy.schema.ts";
import { isOpen, type JobEntry } from "./jobs.ts";
import type { PageCopyEntry } from "./pages.ts";
import type { ServiceEntry } from "./services.ts";
import type { StudyEntry } from "./works.ts";
import { join } from "node:path";

/**
 * How a file is used: a picture at a preset, or a file kept as its bytes and served by its
 * address ("film": a film, or a page's sharing picture, already made to its size).
 */
export type FileUse = { preset: ImagePreset } | "film";

/** Stands a file in for what it becomes (an import at build, a picture at run time). */
export type Ref<T> = (file: string, use: FileUse) => T;

/** The preset each gallery layout shows its pictures at. */
const GALLERY_PRESETS = {
  grid: "wide",
  square: "wide",
  desktop: "full",
  phones: "card",
  stories: "card",
} as const satisfies Record<string, ImagePreset>;

type Json = Record<string, unknown>;

/** The openings in their order, each open or not on `today`, its picture at the card preset. */
export function jobsView<T>(jobs: readonly JobEntry[], today: string, ref: Ref<T>) {
  return jobs.map(({ entryPath: _entry, picturePath, picture, ...job }) => ({
    ...job,
    open: isOpen(job, today),
    upcoming: today < job.datePosted,
    picture: { image: ref(picturePath, { preset: "card" }), alt: picture.alt },
  }));
}

/** A study's blocks, each picture at the preset of its place and each film by its address. */
function studyBlocks<T>(study: StudyEntry, ref: Ref<T>): Json[] {
  const image = (file: string, preset: ImagePreset) => ref(join(study.dir, file), { preset });
  const film = (file: string) => ref(join(study.dir, file), "film");
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

/** Every study whole, as its page shows it. */
export function studiesView<T>(studies: readonly StudyEntry[], ref: Ref<T>) {
  return studies.map((study) => {
    const { dir: _dir, entryPath: _entry, listing: _listing, ...page } = study;
    return { ...page, blocks: studyBlocks(study, ref) };
  });
}

/** What every page may know of every study: no blocks, the listing's thumbnails at card size. */
export function workIndexView<T>(studies: readonly StudyEntry[], ref: Ref<T>) {
  return studies.map((study) => ({
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
        image: ref(join(study.dir, item.thumbnail.image), { preset: "card" }),
        alt: item.thumbnail.alt,
      },
    })),
  }));
}

/** The service pages, each hero at the wide preset and again at card size for its tile above. */
export function servicesView<T>(pages: readonly ServiceEntry[], ref: Ref<T>) {
  return pages.map(({ dir, entryPath: _entry, hero, tile, share, ...page }) => {
    const picture = (preset: ImagePreset) => ref(join(dir, hero.image), { preset });
    return {
      ...page,
      ...shareView(dir, share, ref),
      hero: { image: picture("wide"), alt: hero.alt },
      tile: {
        id: page.slug.split("/").pop(),
        ...tile,
        to: page.path,
        picture: { image: picture("card"), alt: hero.alt },
      },
    };
  });
}

/**
 * A page's own sharing picture, kept as its bytes (it is made 1200×630 when uploaded, decision
 * 1314) and named by its address, which changes with them, so a shared link's preview follows it.
 */
export function shareView<T>(
  dir: string,
  share: PageCopyFile["share"],
  ref: Ref<T>,
): { share?: { image: T; alt: string } } {
  return share ? { share: { image: ref(join(dir, share.image), "film"), alt: share.alt } } : {};
}

/** The written-out pages' words, by their address: what every page is given of every page. */
export function pagesView<T>(copies: readonly PageCopyEntry[], ref: Ref<T>) {
  return Object.fromEntries(
    copies.map((copy) => {
      const words = Object.fromEntries(
        PAGE_WORDS.filter((field) => field !== "share").map((field) => [field, copy[field]]),
      ) as Omit<PageCopyFile, "share">;
      return [copy.path, { ...words, ...shareView(copy.dir, copy.share, ref) }];
    }),
  );
}

/**
 * The bodies of the pages whose copy goes on below their words, by their address, each hero at
 * the full preset: only the page's own route takes its body.
 */
export function pageBodiesView<T>(copies: readonly PageCopyEntry[], ref: Ref<T>) {
  return Object.fromEntries(
    copies.flatMap((copy) => {
      const { entryPath: _entry, dir, hero, ...fields } = copy;
      const body = Object.fromEntries(
        Object.entries(fields)
          .filter(([field]) => !(PAGE_WORDS as string[]).includes(field))
          .map(([field, value]) => [
            field,
            field === "tiles" ? tilesView(dir, value as HomeTileFile[][], ref) : value,
          ]),
      );
      if (!hero && Object.keys(body).length === 0) return [];
      return [
        [
          copy.path,
          hero
            ? {
                hero: { image: ref(join(dir, hero.image), { preset: "full" }), alt: hero.alt },
                ...body,
              }
            : body,
        ],
      ];
    }),
  );
}

type HomeTileFile = { preview?: string };

/**
 * The landing's tiles, each preview at the wide preset: a tile is a quarter of the screen across
 * but up to its full height, so a landscape picture covers it at about its height's width.
 */
function tilesView<T>(dir: string, columns: HomeTileFile[][], ref: Ref<T>) {
  return columns.map((tiles) =>
    tiles.map(({ preview, ...tile }) =>
      preview ? { ...tile, preview: ref(join(dir, preview), { preset: "wide" }) } : tile,
    ),
  );
}
