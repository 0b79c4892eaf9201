// The works list: sixteen items, filtered by category through the URL (?category=…), with the fade
// of spec §2 (all out, swap after 300 ms, matching in after a further 200 ms). Before the scripts
// run the tabs link to #category-… and works.css filters by :target (decision 0910).
import { useState } from "react";
import { Link, useViewTransitionState } from "react-router";
import { PageIntro } from "../../components/page-intro.tsx";
import { Picture } from "../../components/picture.tsx";
import { WORK_CATEGORIES } from "#contracts/work-categories.ts";
import { categoryLabels, type WorkCategory } from "../../content/works/categories.ts";
import type { WorkItem } from "../../content/works/work-list.schema.ts";
import { workItemsOf } from "../../content/works/work-list.ts";
import { filterFragment, filterItems, matchesFilter } from "../../features/works-filter/filter.ts";
import { FilterTabs } from "../../features/works-filter/filter-tabs.tsx";
import { useWorksFilter } from "../../features/works-filter/use-works-filter.ts";
import { presetSizes } from "../../lib/images.ts";
import { usePageTransitions } from "../../components/shell-context.tsx";
import { handleFor, metaFor } from "../../lib/page-route.ts";
import { siteContent } from "../../lib/site-content.ts";
import type { Route } from "./+types/works";

export const meta = metaFor("/works");
export const handle = handleFor("/works");

/** The seven tabs, in the spec's order. */
export const FILTER_CATEGORIES: readonly WorkCategory[] = WORK_CATEGORIES;

/** The works list's items, from the published content's index of the studies. */
export const loader = ({ context }: Route.LoaderArgs) => ({
  items: workItemsOf(siteContent(context).workIndex),
});

const countText = (items: readonly WorkItem[], category: WorkCategory | null) =>
  category === null
    ? `Showing all ${items.length} works`
    : `Showing ${filterItems(items, category).length} of ${items.length} works: ${categoryLabels[category]}`;

export default function Works({ loaderData: { items: workItems } }: Route.ComponentProps) {
  const filter = useWorksFilter(FILTER_CATEGORIES);
  const fading = filter.phase !== "idle";
  // Before the page is live every count is in the HTML and CSS shows the one the fragment names.
  const counts = filter.live ? [filter.shown] : [null, ...FILTER_CATEGORIES];
  const transitions = usePageTransitions();
  return (
    <div className="works">
      <PageIntro path="/works" />
      <section className="works-list" aria-label="Our work" data-live={filter.live || undefined}>
        {!filter.live &&
          FILTER_CATEGORIES.map((category) => (
            <span
              key={category}
              id={filterFragment(category).slice(1)}
              className="works-target"
              hidden
            />
          ))}
        <FilterTabs
          categories={FILTER_CATEGORIES}
          labels={categoryLabels}
          selected={filter.selected}
          onChoose={filter.choose}
          label="Filter works by category"
          live={filter.live}
        />
        <p className="works-count" role="status">
          {counts.map((category) => (
            <span key={category ?? "all"} data-category={category ?? "all"}>
              {countText(workItems, category)}
            </span>
          ))}
        </p>
        <ul className="works-grid" data-phase={filter.phase}>
          {workItems.map((item, index) => (
            <li
              key={item.id}
              className={`work-card${fading ? " is-faded" : ""}`}
              data-category={item.category}
              hidden={!matchesFilter(item, filter.shown)}
            >
              <WorkCardLink item={item} priority={index === 0} transition={transitions} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/**
 * A card's link. With page transitions on, the thumbnail of the card being followed takes the
 * hero's transition name, so the browser morphs it into the case study's hero (decision 1008).
 * Only the card clicked: two cards can lead to one page (a study and one of its sections), and a
 * name held twice aborts the transition.
 */
function WorkCardLink({
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
