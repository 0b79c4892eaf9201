// A work's card: its thumbnail, category, project and client, linking to its study. The works list
// and the Services band show the same card.
import { useState } from "react";
import { Link, useViewTransitionState } from "react-router";
import { categoryLabels } from "../content/works/categories.ts";
import type { WorkItem } from "../content/works/work-list.schema.ts";
import { presetSizes } from "../lib/images.ts";
import { Picture } from "./picture.tsx";

/**
 * A card's link. With page transitions on, the thumbnail of the card being followed takes the
 * hero's transition name, so the browser morphs it into the case study's hero (decision 1008).
 * Only the card clicked: two cards can lead to one page (a study and one of its sections), and a
 * name held twice aborts the transition.
 */
export function WorkCardLink({
  item,
  priority,
  transition,
}: {
  item: WorkItem;
  priority: boolean;
  transition: boolean;
}) {
  const [followed, setFollowed] = useState(false);
  const morphing = useViewTransitionState(item.href) && transition && followed;
  return (
    <Link
      to={item.href}
      className="work-card-link"
      viewTransition={transition}
      onClick={() => setFollowed(true)}
    >
      <Picture
        image={item.thumbnail.image}
        alt={item.thumbnail.alt}
        sizes={presetSizes.card}
        className={`work-card-image${morphing ? " is-morphing" : ""}`}
        priority={priority}
      />
      <span className="work-card-text">
        <span className="work-card-category">{categoryLabels[item.category]}</span>
        <span className="work-card-title">{item.project}</span>
        <span className="work-card-client">{item.client}</span>
      </span>
    </Link>
  );
}
