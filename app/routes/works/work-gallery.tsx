// A case study's image set: lazy, responsive, each image with its width, height and alt.
import { Picture } from "../../components/picture.tsx";
import type { Gallery } from "../../content/works/case-study.schema.ts";

const sizesFor: Record<Exclude<Gallery["layout"], "grid">, string> = {
  desktop: "(min-width: 80rem) 1200px, 100vw",
  phones: "(min-width: 40rem) 30vw, 80vw",
  square: "(min-width: 40rem) 30vw, 100vw",
  stories: "(min-width: 40rem) 30vw, 80vw",
};

/**
 * `sizes` for the image at `index` of a grid of `count` (the columns in works.css, "grid"): one
 * column under 40rem; two from 40rem, where one picture alone, or the first of three or five,
 * runs the whole row; three from 56rem when there are five or more, exactly five ending on two
 * halves. A picture that spans the row is fetched at the row's width, not a column's.
 */
export function gridSizes(index: number, count: number): string {
  const spansAt40 = count === 1 || (index === 0 && (count === 3 || count === 5));
  const at40 = spansAt40 ? "90vw" : "45vw";
  let at56 = at40;
  if (count === 5) at56 = index >= 3 ? "45vw" : "30vw";
  else if (count > 5) at56 = "30vw";
  return `(min-width: 56rem) ${at56}, (min-width: 40rem) ${at40}, 100vw`;
}

export function WorkGallery({
  gallery,
  headingLevel = 2,
  label = "Gallery",
}: {
  gallery: Gallery;
  headingLevel?: 2 | 3;
  /** The landmark's name when the gallery has no heading; unique on the page (axe landmark-unique). */
  label?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      id={gallery.id}
      className={`work-gallery work-gallery--${gallery.layout}`}
      aria-label={gallery.heading ? undefined : label}
    >
      {gallery.heading && <Heading className="work-section-heading">{gallery.heading}</Heading>}
      {gallery.intro && <p className="work-section-intro">{gallery.intro}</p>}
      <ul className="work-gallery-list">
        {gallery.images.map((entry, index) => (
          <li key={entry.image.img.src}>
            <figure className="work-figure">
              <Picture
                image={entry.image}
                alt={entry.alt}
                sizes={
                  gallery.layout === "grid"
                    ? gridSizes(index, gallery.images.length)
                    : sizesFor[gallery.layout]
                }
                className="work-figure-image"
              />
              {entry.caption && <figcaption>{entry.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
