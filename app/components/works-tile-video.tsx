// The Works tile's background: a short, muted, looping reel of the studies' photographs (cut by
// tools/render/make-loops.sh), playing while on screen (app/lib/use-play-while-visible.ts).
// The prerendered tile holds only the poster as an image: a <video> in the HTML would show the
// browser's own controls wherever scripts do not run. The film joins it once React runs, over that
// image and without a poster of its own: until its first frame (and always under reduced motion)
// the image below shows through, so the page holds the picture once.
// Decorative, so hidden from assistive technology.
import { useRef } from "react";
import poster from "../assets/art/works-poster.jpg?preset=card";
import mp4 from "../assets/video/works-loop.mp4?url";
import webm from "../assets/video/works-loop.webm?url";
import { useHydrated } from "./shell-context.tsx";
import { usePlayWhileVisible } from "../lib/use-play-while-visible.ts";

/** The poster is the landing's largest image on phones: the home route preloads it. */
export const worksPosterSrc = poster.img.src;

export function WorksTileVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const enhanced = useHydrated();
  // Held paused until the film exists, so the hook starts watching it once it does.
  usePlayWhileVisible(ref, !enhanced);
  return (
    // One layer for both, so the film (opaque) covers its poster under the tile's tint.
    <span className="home-tile-film" aria-hidden="true">
      <img
        className="home-tile-video"
        src={poster.img.src}
        width={poster.img.w}
        height={poster.img.h}
        alt=""
        fetchPriority="high"
      />
      {enhanced && (
        <video
          ref={ref}
          className="home-tile-video"
          muted
          loop
          playsInline
          preload="none"
          // No controls, so not focusable; a tabindex would be invalid inside the tile's link.
        >
          <source src={webm} type="video/webm" />
          <source src={mp4} type="video/mp4" />
        </video>
      )}
    </span>
  );
}
