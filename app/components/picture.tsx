// Renders a build-time image (see app/lib/images.ts) as <picture>: AVIF and WebP sources at every
// preset width, and an <img> fallback that always carries width and height so nothing shifts.
import { imageFormats, type PictureImage } from "../lib/images.ts";

type AltProps<A extends string> =
  | {
      /** What the image shows, for someone who cannot see it. An empty string does not type-check. */
      alt: A extends "" ? never : A;
      decorative?: false;
    }
  | {
      /** Purely ornamental: rendered with alt="" so assistive technology skips it. */
      decorative: true;
      alt?: never;
    };

export type PictureProps<A extends string = string> = AltProps<A> & {
  /** The object a `?preset=…` import gives (`{ sources, img: { src, w, h } }`). */
  image: PictureImage;
  /** How wide the image is drawn at each breakpoint, e.g. presetSizes.card or "(min-width: 64rem) 50vw, 100vw". */
  sizes: string;
  /** The page's largest image above the fold: loaded eagerly with fetchpriority="high". */
  priority?: boolean;
  /** Class on the <img> (the element to size and fit with CSS). */
  className?: string;
  /** Class on the <picture> wrapper, when it needs layout of its own. */
  pictureClassName?: string;
};

export function Picture<A extends string>(props: PictureProps<A>) {
  const { image, sizes, priority = false, className, pictureClassName } = props;
  const alt = props.decorative ? "" : props.alt;
  // The type rejects a literal "", but a string from content could still be blank: fail the render
  // (and so the prerender) rather than ship an unlabelled image.
  if (!props.decorative && (alt ?? "").trim() === "") {
    throw new Error(`<Picture> needs alt text (or the decorative prop) for ${image.img.src}`);
  }

  return (
    <picture className={pictureClassName}>
      {orderedFormats(image.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={image.img.src}
        width={image.img.w}
        height={image.img.h}
        alt={alt}
        className={className}
        decoding={priority ? undefined : "async"}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
      />
    </picture>
  );
}

/** Sources in preference order (AVIF before WebP); any other format imagetools produced comes last. */
function orderedFormats(sources: PictureImage["sources"]): [string, string][] {
  const rank = (format: string) => {
    const i = (imageFormats as readonly string[]).indexOf(format);
    return i === -1 ? imageFormats.length : i;
  };
  return Object.entries(sources).sort(([a], [b]) => rank(a) - rank(b));
}
