// The opening of a content page: its heading and introduction (Malayalam set in its own face)
// beside its picture — the page's largest image above the fold, so it loads with priority.
import type { ReactNode } from "react";
import { Picture } from "../../components/picture.tsx";
import type { ContentImage } from "../../content/schema.ts";
import { RichText } from "./rich-text.tsx";

export function PageHero({
  words,
  picture,
  sizes,
  tone = "cream",
  children,
}: {
  /** The page's heading and introduction (app/content/pages.ts, or a service page's file). */
  words: { heading: string; intro: string };
  picture: ContentImage;
  sizes: string;
  tone?: "cream" | "ink" | "gold" | "teal";
  children?: ReactNode;
}) {
  return (
    <div className={`page-hero page-hero--${tone}`}>
      <header className="page-intro page-hero-intro">
        <h1 className="page-intro-heading">
          <RichText text={words.heading} />
        </h1>
        <p className="page-intro-text">
          <RichText text={words.intro} />
        </p>
        {children}
      </header>
      <Picture
        image={picture.image}
        alt={picture.alt}
        sizes={sizes}
        priority
        className="page-hero-image"
        pictureClassName="page-hero-picture"
      />
    </div>
  );
}

/** The hero picture's `sizes`: full width on phones, about half the page beside the intro on wide screens. */
export const heroSizes = "(min-width: 56rem) 50vw, 100vw";
