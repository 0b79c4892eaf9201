// A case study's image set: lazy, responsive, each image with its width, height and alt.
import { Picture } from "../../components/picture.tsx";
import type { Gallery } from "../../content/works/case-study.schema.ts";

const sizesFor: Record<Gallery["layout"], string> = {
  grid: "(min-width: 64rem) 40vw, (min-width: 40rem) 50vw, 100vw",
  desktop: "(min-width: 80rem) 1200px, 100vw",
  phones: "(min-width: 40rem) 30vw, 80vw",
  square: "(min-width: 40rem) 30vw, 100vw",
  stories: "(min-width: 40rem) 30vw, 80vw",
};

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
        {gallery.images.map((entry) => (
          <li key={entry.image.img.src}>
            <figure className="work-figure">
              <Picture
                image={entry.image}
                alt={entry.alt}
                sizes={sizesFor[gallery.layout]}
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
