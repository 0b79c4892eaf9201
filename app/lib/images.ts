// The build's image pipeline: vite-imagetools told to make every `?preset=…` import at the widths
// and formats of contracts/images.ts, in the shape <Picture> takes.
//
// How an image is imported (docs/decisions/0301-image-pipeline.md, tools/artwork/README.md):
//   import hero from "#app/assets/art/hero-contact.svg?preset=full";
//   import photo from "#app/assets/photos/team-offsite.jpg?preset=card";
// Vite needs the query as a literal in the import statement, so a component names a preset and
// `imagetoolsOptions` (passed to vite-imagetools in vite.config.ts and vitest.config.ts) expands it
// into widths and formats here, in one place. Nothing in this module runs in Node only, so
// components can import it too.

export {
  avifEffort,
  imageFormats,
  imagePresets,
  presetSizes,
  type ImagePreset,
  type PictureImage,
} from "#contracts/images.ts";
import { avifEffort, imagePresets, imageFormats, type ImagePreset } from "#contracts/images.ts";

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
 * The vite-imagetools options, in one call:
 *   import { imagetools, resolveConfigs } from "vite-imagetools";
 *   plugins: [imagetools(imagetoolsOptions(resolveConfigs)), …]
 * `resolveConfigs` is the library's own, passed in so this module stays free of Node-only imports.
 */
export function imagetoolsOptions<F>(resolveConfigs: ResolveConfigs<F>) {
  const withAvifEffort: ResolveConfigs<F> = (entries, outputFormats) =>
    resolveConfigs(entries, outputFormats).map((config) =>
      config.format === "avif" && config.effort === undefined
        ? { ...config, effort: String(avifEffort) }
        : config,
    );
  return {
    include: imageInclude,
    defaultDirectives: imagePresetDirectives,
    resolveConfigs: withAvifEffort,
  };
}
