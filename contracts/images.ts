// The image pipeline's facts, shared by the build (vite-imagetools, app/lib/images.ts) and the
// server's own pipeline for content pictures (server/media/pictures.ts): the width presets every
// picture is made at, the `sizes` that go with them, the formats, and the shape <Picture> takes.

/** A picture at a preset: what a `?preset=…` import gives at build, or the server's pipeline makes. */
export type PictureImage = {
  /** One srcset per modern format, e.g. `{ avif: "/old/assets/a-1.avif 360w, …", webp: "…" }`. */
  sources: Record<string, string>;
  /** The fallback: the largest WebP, with its intrinsic size (sets width/height, no layout shift). */
  img: { src: string; w: number; h: number };
};

/**
 * Widths in CSS-independent pixels. Each preset stops at the artwork's own width (imagetools never
 * upscales), so a 1200-wide source with `full` yields 640/800/1080/1200.
 */
export const imagePresets = {
  /**
   * Page heroes and full-bleed images (1600×1000 art). 800 is what a phone's screen asks for
   * (360–430 px at 1.75–2×): without it a phone took the 1080, a third more bytes before its
   * largest paint (decision 1310).
   */
  full: [640, 800, 1080, 1600],
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

/**
 * AVIF encodes at sharp's default effort (4) take seconds per large image; effort 2 is 5–20× faster
 * for files about 3 % larger. WebP stays at its (fast) default.
 */
export const avifEffort = 2;
