// A grid of picture tiles, each one link: the title is the link, stretched over the whole tile,
// so the accessible name stays short while the whole tile is clickable.
import { Link } from "react-router";
import { Picture } from "../../components/picture.tsx";
import type { Tile } from "../../content/blocks.schema.ts";
import { presetSizes } from "../../lib/images.ts";
import { RichText } from "./rich-text.tsx";

export type LinkTilesProps = {
  tiles: readonly Tile[];
  /** Heading level of each tile's title (the page's section heading is one above). */
  level?: 2 | 3;
  /** Load the first tile's picture eagerly (only when the tiles are the page's first images). */
  priorityFirst?: boolean;
  className?: string;
  sizes?: string;
};

export function LinkTiles({
  tiles,
  level = 2,
  priorityFirst = false,
  className,
  sizes = presetSizes.card,
}: LinkTilesProps) {
  const Title = level === 2 ? "h2" : "h3";
  return (
    <ul className={["link-tiles", className].filter(Boolean).join(" ")}>
      {tiles.map((tile, index) => (
        <li key={tile.id} className={`link-tile link-tile--${tile.id}`}>
          <Picture
            image={tile.picture.image}
            alt={tile.picture.alt}
            sizes={sizes}
            priority={priorityFirst && index === 0}
            className="link-tile-image"
          />
          <div className="link-tile-body">
            <Title className="link-tile-title">
              <Link to={tile.to} className="link-tile-link">
                {tile.title}
              </Link>
            </Title>
            <p className="link-tile-text">
              <RichText text={tile.text} />
            </p>
            <span className="link-tile-arrow" aria-hidden="true" />
          </div>
        </li>
      ))}
    </ul>
  );
}
