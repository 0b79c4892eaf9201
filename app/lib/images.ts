// The image pipeline's one source of truth: the width presets every picture is built at, the
// `sizes` that go with them, and the shape vite-imagetools hands to <Picture>.
//
// How an image is imported (docs/decisions/0301-image-pipeline.md, tools/artwork/README.md):
//   import hero from "#app/assets/art/hero-careers.svg?preset=full";
//   import photo from "#app/assets/photos/team-offsite.jpg?preset=card";
// Vite needs the query as a literal in the import statement, so a component names a preset and
// `imagetoolsOptions` (passed to vite-imagetools in vite.config.ts and vitest.config.ts) expands it
// into widths and formats here, in one place. Nothing in this module runs in Node only, so
// components can import it too.

/** What `?preset=…` (or any `…&as=picture` query) resolves to at build time. */
export type PictureImage = {
  /** One srcset per modern format, e.g. `{ avif: "/old/assets/a-1.avif 360w, …", webp: "…" }`. */
  sources: Record<string, string>;
  /** The fallback: the largest WebP, with its intrinsic size (sets width/height, no layout shift). */
  img: { src: string; w: number; h: number };
};

/**
 * Widths in CSS-independent pixels. Each preset stops at the artwork's own width (imagetools never
 * upscales), so a 1200-wide source with `full` yields 640/1080/1200.
 */
export const imagePresets = {
  /** Page heroes and full-bleed images (1600×1000 art). */
  full: [640, 1080, 1600],
  /** Gallery images and in-column figures (1200×900 art, website screens). */
  wide: [480, 800, 1200],
  /** Cards, home tiles, thumbnails, job images, phone screens. */
  card: [360, 720],
  /** Category badges and other small circles (400×400 art). */
  badge: [120, 240],
} as const satisfies Record<string, readonly number[]>;

export type ImagePreset = keyof typeof imagePresets;

/** `sizes` to pass with each preset when the layout is the usual one; pass your own when it is not. */
export const presetSizes: Record<ImagePreset, string> = {
  full: "100vw",
  wide: "(min-width: 64rem) 60vw, 100vw",
  card: "(min-width: 64rem) 25vw, (min-width: 40rem) 50vw, 100vw",
  badge: "120px",
};

/** Formats in order of preference; the last one is also the <img> fallback. */
export const imageFormats = ["avif", "webp"] as const;

/** Which files vite-imagetools handles: raster photos and the committed SVG artwork. */
export const imageInclude = /^[^?]+\.(avif|gif|heif|jpeg|jpg|png|tiff|webp|svg)(\?.*)?$/;

/**
 * `defaultDirectives` for vite-imagetools: turns `?preset=card` into
 * `w=360;720&format=avif;webp&as=picture`. Imports without a preset are left as they are.
 */
export function imagePresetDirectives(url: URL): URLSearchParams {
  const name = url.searchParams.get("preset");
  if (name === null) return new URLSearchParams();
  if (!Object.hasOwn(imagePresets, name)) {
    throw new Error(
      `Unknown image preset "${name}" in ${url.pathname}; use one of: ${Object.keys(imagePresets).join(", ")}`,
    );
  }
  const widths = imagePresets[name as ImagePreset];
  return new URLSearchParams({
    w: widths.join(";"),
    format: imageFormats.join(";"),
    as: "picture",
  });
}

type ImageConfig = Record<string, string | string[]>;
/** The shape of vite-imagetools' `resolveConfigs`; `F` is its output-format table. */
type ResolveConfigs<F> = (entries: [string, string[]][], outputFormats: F) => ImageConfig[];

/**
 * AVIF encodes at sharp's default effort (4) take seconds per large image; effort 2 is 5–20× faster
 * for files about 3 % larger. WebP stays at its (fast) default.
 */
export const avifEffort = "2";

/**
 * The vite-imagetools options, in one call:
 *   import { imagetools, resolveConfigs } from "vite-imagetools";
 *   plugins: [imagetools(imagetoolsOptions(resolveConfigs)), …]
 * `resolveConfigs` is the library's own, passed in so this module stays free of Node-only imports.
 */
export function imagetoolsOptions<F>(resolveConfigs: ResolveConfigs<F>) {
  const withAvifEffort: ResolveConfigs<F> = (entries, outputFormats) =>
    resolveConfigs(entries, outputFormats).map((config) =>
      config.format === "avif" && config.effort === undefined
        ? { ...config, effort: avifEffort }
        : config,
    );
  return {
    include: imageInclude,
    defaultDirectives: imagePresetDirectives,
    resolveConfigs: withAvifEffort,
  };
}
