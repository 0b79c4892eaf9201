// The Works tile's background: a short, muted, looping film of the tide (made by
// tools/artwork/make-home-video.sh), playing while on screen (app/lib/use-play-while-visible.ts).
// Decorative, so hidden from assistive technology.
import { useRef } from "react";
import poster from "../assets/art/works-poster.svg?preset=card";
import mp4 from "../assets/video/works-loop.mp4?url";
import webm from "../assets/video/works-loop.webm?url";
import { usePlayWhileVisible } from "../lib/use-play-while-visible.ts";

/** The poster is the landing's largest image on phones: the home route preloads it. */
export const worksPosterSrc = poster.img.src;

export function WorksTileVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  usePlayWhileVisible(ref);
  return (
    <video
      ref={ref}
      className="home-tile-video"
      muted
      loop
      playsInline
      preload="none"
      poster={poster.img.src}
      // No controls, so not focusable; a tabindex would be invalid inside the tile's link.
      aria-hidden="true"
    >
      <source src={webm} type="video/webm" />
      <source src={mp4} type="video/mp4" />
    </video>
  );
}
