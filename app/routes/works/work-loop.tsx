// A study's looping, muted film of the work (its own, cut from its rendered stills by
// tools/render). It plays while on screen (app/lib/use-play-while-visible.ts) and, since it moves
// for longer than five seconds beside the page's text, has a button to pause it (WCAG 2.2.2); the
// button appears only where the film plays.
import { useRef, useState } from "react";
import type { LoopFilm } from "../../content/works/case-study.schema.ts";
import { usePlayWhileVisible } from "../../lib/use-play-while-visible.ts";

export function WorkLoop({ film }: { film: LoopFilm }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const mayPlay = usePlayWhileVisible(ref, paused);
  return (
    <figure className="work-loop">
      <div className="work-loop-film">
        <video
          ref={ref}
          className="work-loop-video"
          muted
          loop
          playsInline
          preload="none"
          poster={film.poster.img.src}
          width={film.poster.img.w}
          height={film.poster.img.h}
          aria-label={film.label}
        >
          <source src={film.webm} type="video/webm" />
          <source src={film.mp4} type="video/mp4" />
        </video>
        {mayPlay && (
          <button type="button" className="work-loop-toggle" onClick={() => setPaused(!paused)}>
            {paused ? "Play the film" : "Pause the film"}
          </button>
        )}
      </div>
      <figcaption>{film.label}</figcaption>
    </figure>
  );
}
