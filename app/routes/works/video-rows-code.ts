// The players' code of a study's video rows and embeds (work-videos.tsx), fetched only by a
// study that has one. A page must never hydrate a row before its code is here: React would then drop the row's
// prerendered HTML at the first update (the hydration flag every page sets) and draw nothing
// until the code came, a jump of the whole page below. So the browser fetches it before
// hydrating such a page (entry.client.tsx) and before navigating to one (case-study.tsx's
// clientLoader), and a row reads it with use(): at once when it is here, suspended (the
// prerender waits, app/entry.server.tsx) when not.
type VideoRowsCode = typeof import("./work-videos.tsx");

// React's use() reads a promise's settled value from these fields without waiting a tick.
type Tracked<T> = Promise<T> & { status?: "fulfilled"; value?: T };

let code: Tracked<VideoRowsCode> | undefined;

export function videoRowsCode(): Promise<VideoRowsCode> {
  if (!code) {
    const loading: Tracked<VideoRowsCode> = import("./work-videos.tsx");
    loading.then(
      (module) => {
        loading.status = "fulfilled";
        loading.value = module;
      },
      // A later page asks again (a network that was down may be back).
      () => (code = undefined),
    );
    code = loading;
  }
  return code;
}

/** The blocks that need the players' code: a row of videos, an embed. */
export const PLAYER_BLOCKS: readonly string[] = ["videos", "embed"];

/** Whether a prerendered page in the browser has such a block (work-videos.tsx's classes). */
export const pageHasVideoRows = () =>
  document.querySelector(".work-video-row, .work-embed") !== null;
