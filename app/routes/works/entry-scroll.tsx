// Where a case study opens: at the Onam section for /works/campaign/palmtree/onam, at an anchor
// named in the URL (#prototypes), otherwise at its top (spec §2's Palm Tree {id}).
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "../../components/shell-context.tsx";
import { prefersReducedMotion } from "../../lib/motion.ts";

/** Section ids in the route's `:id` that scroll to a section; any other id (lessgo) means the top. */
export const SCROLL_SECTIONS: readonly string[] = ["onam"];

/** Whether the page at this route `:id` opens at the section `sectionId`. */
export const opensAt = (routeId: string | undefined, sectionId: string) =>
  routeId === sectionId && SCROLL_SECTIONS.includes(sectionId);

/**
 * Rendered last inside the section a shared link names: the browser runs it as soon as it has
 * read the section, so the page is first shown already there, not at its top and then moved once
 * the scripts arrive (seconds later on a slow phone). Not sooner: until the section's own content
 * is read the page ends too close below its start to scroll it to the top of the screen. An inline script, so it adds
 * no request; the server lists its hash in the page's script policy like any inline script. A
 * script React inserts on a later navigation does not run: useEntryScroll scrolls then.
 */
export function OpenAtSection({ id }: { id: string }) {
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: `document.getElementById(${JSON.stringify(id)}).scrollIntoView({behavior:"instant"})`,
      }}
    />
  );
}

/**
 * Scrolls the study where its address says once React runs it (useEntryScroll). A component of its
 * own, so that the switch to live after hydration renders it alone, not the whole study with it
 * (decision 1310).
 */
export function EntryScroll({ sectionId }: { sectionId: string | undefined }) {
  useEntryScroll(sectionId, useHydrated());
  return null;
}

export function useEntryScroll(sectionId: string | undefined, hydrated: boolean) {
  const { pathname, hash } = useLocation();
  // The page came with the document (this is its hydration), not by a link inside the app.
  const fromDocument = useRef(!hydrated);
  useEffect(() => {
    const behavior = prefersReducedMotion() ? "instant" : "smooth";
    const targetId = sectionId && SCROLL_SECTIONS.includes(sectionId) ? sectionId : hash.slice(1);
    const target = targetId ? document.getElementById(targetId) : null;
    if (fromDocument.current) {
      fromDocument.current = false;
      // The document opened at its section (OpenAtSection) or its #anchor before the scripts
      // ran, up to seconds ago: scroll only if it is still at the top, which means the reader
      // has not scrolled and the section's own script did not run; never back to the top.
      if (target && window.scrollY === 0) target.scrollIntoView({ behavior, block: "start" });
      return;
    }
    if (target) target.scrollIntoView({ behavior, block: "start" });
    else window.scrollTo({ top: 0, left: 0, behavior });
  }, [pathname, hash, sectionId]);
}
