// A study's looping, muted film of the work (its own, made by tools/artwork/make-films.sh). It plays while on screen
// (app/lib/use-play-while-visible.ts) and, since it moves for longer than five seconds beside the
// page's text, has a button to pause it (WCAG 2.2.2); the button appears only where the film plays.
//
// Its poster is a lazy picture under the film, not the video's own `poster`: a browser fetches a
// poster as soon as it reads the page, wherever the film sits, and then it takes the phone's
// bandwidth from the first screen's picture. The film, transparent until its first frame, covers
// the picture once it plays.
import { useRef, useState } from "react";
import { Picture } from "../../components/picture.tsx";
import type { LoopFilm } from "../../content/works/case-study.schema.ts";
import { presetSizes } from "../../lib/images.ts";
import { usePlayWhileVisible } from "../../lib/use-play-while-visible.ts";

export function WorkLoop({ film }: { film: LoopFilm }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const mayPlay = usePlayWhileVisible(ref, paused);
  return (
    <figure className="work-loop">
      <div className="work-loop-film">
        <Picture
          image={film.poster}
          decorative
          sizes={presetSizes.wide}
          className="work-loop-poster"
          pictureClassName="work-loop-picture"
        />
        <video
          ref={ref}
          className="work-loop-video"
          muted
          loop
          playsInline
          preload="none"
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
