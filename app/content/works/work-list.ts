// The sixteen items of the works list (spec §2 "Works page"): thumbnail, client title, category and
// where each links. The Palm Tree campaign appears through its lessgo and onam links, and two works
// are also listed by a section of their own (docs/decisions/0501-sixteen-works.md).
import aptayuBranding from "../../assets/art/work-branding-aptayu-thumb.svg?preset=card";
import palmtreeMedia from "../../assets/art/work-media-palmtree-thumb.svg?preset=card";
import ayurcentralCommunication from "../../assets/art/work-communication-ayurcentral-thumb.svg?preset=card";
import lazzaCampaign from "../../assets/art/work-campaign-lazza-thumb.svg?preset=card";
import palmtreeLessgo from "../../assets/art/work-campaign-palmtree-lessgo-thumb.svg?preset=card";
import palmtreeOnam from "../../assets/art/work-campaign-palmtree-onam-thumb.svg?preset=card";
import manoramaCampaign from "../../assets/art/work-campaign-manorama-thumb.svg?preset=card";
import aptayuPackaging from "../../assets/art/work-packaging-aptayu-thumb.svg?preset=card";
import aptayuPrototypes from "../../assets/art/work-packaging-aptayu-prototypes-thumb.svg?preset=card";
import alfWebsite from "../../assets/mockups/alf-thumb.jpg?preset=card";
import ayurcentralWebsite from "../../assets/mockups/ayurcentral-thumb.jpg?preset=card";
import palmtreeCommunication from "../../assets/art/work-communication-palmtree-thumb.svg?preset=card";
import hamaVideos from "../../assets/art/work-videos-hama-thumb.svg?preset=card";
import hamaReels from "../../assets/art/work-videos-hama-3.svg?preset=card";
import lazzaVideos from "../../assets/art/work-videos-lazza-thumb.svg?preset=card";
import grandhayattCommunication from "../../assets/art/work-communication-grandhayatt-thumb.svg?preset=card";
import { workPages } from "./pages.ts";
import type { WorkItem } from "./work-list.schema.ts";

/** How many items the list shows (spec §9). */
export const WORKS_LIST_SIZE = 16;

const page = (slug: string) => {
  const found = workPages.find((work) => work.slug === slug);
  if (!found) throw new Error(`works list: unknown work page "${slug}"`);
  return found;
};

/** An item that links straight to its work page, with that page's client and category. */
const item = (slug: string, project: string, thumbnail: WorkItem["thumbnail"], href?: string) => {
  const work = page(slug);
  return {
    id: slug,
    workId: work.workId,
    client: work.client,
    category: work.category,
    href: href ?? work.path,
    project,
    thumbnail,
  };
};

export const workItems: readonly WorkItem[] = [
  item("branding-aptayu", "A brand rooted in ritual", {
    image: aptayuBranding,
    alt: "The Aptayu leaf-in-a-gold-disc mark on palm green",
  }),
  item("media-palmtree", "Fresh every morning", {
    image: palmtreeMedia,
    alt: "A small billboard reading 'fresh' with the Palm Tree palm mark",
  }),
  item("communication-ayurcentral", "Ten stores, one ritual", {
    image: ayurcentralCommunication,
    alt: "A grid of social posts around the Ayur Central mark",
  }),
  item("campaign-lazza", "Lick the heat", {
    image: lazzaCampaign,
    alt: "A three-scoop Lazza ice-cream cone on vermilion",
  }),
  {
    ...item(
      "campaign-palmtree",
      "Lessgo! World Cup giveaway",
      { image: palmtreeLessgo, alt: "A football inside a vermilion starburst, 'LESSGO!'" },
      "/works/campaign/palmtree/lessgo",
    ),
    id: "campaign-palmtree-lessgo",
  },
  {
    ...item(
      "campaign-palmtree",
      "Ponnonam, an Onam to share",
      {
        image: palmtreeOnam,
        alt: "A geometric pookalam flower carpet in gold, vermilion and green",
      },
      "/works/campaign/palmtree/onam",
    ),
    id: "campaign-palmtree-onam",
  },
  item("campaign-manorama", "Learn together", {
    image: manoramaCampaign,
    alt: "Two overlapping speech bubbles lettered S and P on sea ink",
  }),
  item("packaging-aptayu", "Pure, plainly", {
    image: aptayuPackaging,
    alt: "An Aptayu jar with a kasavu-striped label",
  }),
  {
    ...item(
      "packaging-aptayu",
      "Five pack prototypes",
      {
        image: aptayuPrototypes,
        alt: "An Aptayu jar, oil bottle and gift carton side by side on teal",
      },
      "/works/packaging/aptayu#prototypes",
    ),
    id: "packaging-aptayu-prototypes",
  },
  item("website-alf", "Read the coast", {
    image: alfWebsite,
    alt: "Three phones fanned out showing the festival's programme, home page and a festival pass",
  }),
  item("website-ayurcentral", "Find your store", {
    image: ayurcentralWebsite,
    alt: "Three phones fanned out showing Ayur Central's product range, home page and consultation booking",
  }),
  item("communication-palmtree", "What's cooking?", {
    image: palmtreeCommunication,
    alt: "A grid of social posts around the Palm Tree mark",
  }),
  item("videos-hama", "Made to carry", {
    image: hamaVideos,
    alt: "A red Hama backpack on a train seat by a window streaked with rain, palms outside",
  }),
  {
    ...item(
      "videos-hama",
      "Social reels",
      { image: hamaReels, alt: "Three vertical Hama reels shown in phones" },
      "/works/videos/hama#reels",
    ),
    id: "videos-hama-reels",
  },
  item("videos-lazza", "Melt slowly, ten films", {
    image: lazzaVideos,
    alt: "A strip of film with three frames, each an ice-cream cone in a flavour's colours",
  }),
  item("communication-grandhayatt", "Stay slow", {
    image: grandhayattCommunication,
    alt: "A grid of social posts around the Grand Kayal mark",
  }),
];

/** How many other works a case study shows: one row at desktop, three of two on a phone. */
export const OTHER_WORKS_SHOWN = 6;

/**
 * The other works a case study lists: never an item of the current work (by workID, spec §2);
 * those of the same category first, then the list from just after the current work onwards (so
 * neighbouring studies suggest different works), six in all, each work once. All fifteen read as
 * a sitemap, and the works page is one link away (decision 1002).
 */
export function otherWorks(
  workId: number,
  items: readonly WorkItem[] = workItems,
  shown = OTHER_WORKS_SHOWN,
): WorkItem[] {
  const own = items.filter((entry) => entry.workId === workId);
  const start = own.length ? items.indexOf(own[own.length - 1]!) + 1 : 0;
  const rotated = [...items.slice(start), ...items.slice(0, start)].filter(
    (entry) => entry.workId !== workId,
  );
  const categories = new Set(own.map((entry) => entry.category));
  const ordered = [
    ...rotated.filter((entry) => categories.has(entry.category)),
    ...rotated.filter((entry) => !categories.has(entry.category)),
  ];
  const picked: WorkItem[] = [];
  const works = new Set<number>();
  for (const entry of ordered) {
    if (picked.length === shown) break;
    if (works.has(entry.workId)) continue;
    works.add(entry.workId);
    picked.push(entry);
  }
  return picked;
}
