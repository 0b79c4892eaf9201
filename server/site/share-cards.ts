// The sharing cards a server draws itself (decision 1314): a page's card shows its title, so when
// a published title changes, the card the build drew for it no longer says what the page does.
// After each new set of pages (site-renderer.ts), the card of every page whose title or artwork
// differs from the one served is drawn again, by the build's own drawing (scripts/share-images.ts),
// and served in its place under the same address. A page with its own sharing picture names that
// instead and needs no card.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { shareImagePath } from "#contracts/share-image.ts";
import type { Site } from "#contracts/site.schema.ts";
import {
  GLOBAL_CSS,
  type PageImage,
  pageImage,
  readPalette,
  renderShareImage,
  sharedPages,
} from "../../scripts/share-images.ts";
import type { RenderedPage } from "./render-pages.ts";

/** What a card shows: two pages that agree on it have the same card. */
const keyOf = (page: PageImage) => JSON.stringify([page.path, page.title, page.art ?? ""]);

/** `site`: the agency's name and tagline in the content the pages were rendered from. */
export function shareCards(
  clientDir: string,
  origin: string,
  site: () => Pick<Site, "company" | "tagline">,
) {
  // Each card's address under the base ("share/careers.png") and what the served one shows,
  // first the build's, read from its pages when first needed.
  let served: Map<string, string> | undefined;
  const builtCards = () => {
    const cards = new Map<string, string>();
    for (const file of sharedPages(clientDir)) {
      const page = pageImage(readFileSync(file, "utf8"), origin);
      if (page) cards.set(shareImagePath(page.path).slice(1), keyOf(page));
    }
    return cards;
  };

  return {
    /** The cards `pages` call for that differ from those served, drawn: by address under the base. */
    async redraw(pages: readonly RenderedPage[]): Promise<Map<string, Buffer>> {
      served ??= builtCards();
      const palette = readPalette(readFileSync(GLOBAL_CSS, "utf8"));
      const drawn = new Map<string, Buffer>();
      for (const rendered of pages) {
        let page: PageImage | null;
        try {
          page = pageImage(rendered.html, origin);
        } catch {
          continue; // a stand-in page, or one that names no card of ours
        }
        if (!page) continue;
        const address = shareImagePath(page.path).slice(1);
        if (served.get(address) === keyOf(page) || drawn.has(address)) continue;
        // Artwork the server made (not the build's) is left out: the card draws its tide instead.
        const art = page.art?.startsWith("/old/") ? join(clientDir, page.art.slice(5)) : "";
        const card = await renderShareImage(
          existsSync(art) ? page : { path: page.path, title: page.title },
          { palette, clientDir, site: site() },
        );
        drawn.set(address, card);
        served.set(address, keyOf(page));
      }
      return drawn;
    },
  };
}
