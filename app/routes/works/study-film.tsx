// A video study's self-hosted short film: its poster (the film's first frame) with one play
// control, the page's own. In the prerendered HTML, and for good without JavaScript, the control is
// a link to the film's MP4, which every browser plays on its own; once React runs it is a button
// that puts the film in the poster's place and plays it, focused, with the browser's controls to
// pause it; starting one film pauses any other still playing. If the film cannot load, the poster
// stays and a plain message says so (decision 1005).
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Picture } from "../../components/picture.tsx";
import { useHydrated } from "../../components/shell-context.tsx";
import type { Film } from "../../content/works/case-study.schema.ts";
import { prefersReducedMotion } from "../../lib/motion.ts";

type Stage = "poster" | "playing" | "failed";

function pauseOthers(playing: HTMLVideoElement) {
  for (const other of document.querySelectorAll<HTMLVideoElement>("video.work-film-video"))
    if (other !== playing && !other.paused) other.pause();
}

export function StudyFilm({ film, sizes }: { film: Film; sizes: string }) {
  const enhanced = useHydrated();
  const [stage, setStage] = useState<Stage>("poster");
  const video = useRef<HTMLVideoElement>(null);
  const control = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const handedFocus = useRef(false);
  const shape = film.aspect === "9:16" ? "portrait" : "landscape";

  // Hydration swaps the link for the button: a visitor who had tabbed to it keeps the focus.
  useLayoutEffect(() => {
    if (!enhanced) handedFocus.current = control.current === document.activeElement;
    else if (handedFocus.current) control.current?.focus();
  }, [enhanced]);

  useEffect(() => {
    const element = video.current;
    if (stage !== "playing" || !element) return;
    element.focus();
    // Muted and asked for by a click, so no autoplay policy refuses it; a rejection means the
    // film could not start, and the poster with its message is better than a frozen box.
    element.play().catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === "AbortError")) setStage("failed");
    });
  }, [stage]);

  const poster = (
    <Picture
      image={film.poster}
      decorative
      sizes={sizes}
      className="work-film-poster"
      pictureClassName="work-film-picture"
    />
  );
  // The visible word leads the name (WCAG 2.5.3); the title, shown under the film, completes it.
  const name = `Play: ${film.title}`;
  const label = (
    <span className="work-film-play-label" aria-hidden="true">
      <span className="work-film-play-icon" />
      Play
    </span>
  );

  return (
    <div className={`work-film work-film--${shape}`} data-stage={stage}>
      {stage === "playing" ? (
        <video
          ref={video}
          className="work-film-video"
          controls
          muted
          playsInline
          // Visitors who ask for less motion see it once, then its last frame stays.
          loop={!prefersReducedMotion()}
          preload="auto"
          poster={film.poster.img.src}
          width={film.poster.img.w}
          height={film.poster.img.h}
          aria-label={film.title}
          // Focus moves here from the vanished button; explicit, as not every engine makes a
          // <video controls> focusable by itself.
          tabIndex={0}
          // One film at a time: starting this one (or one left paused) pauses any other that is
          // still playing, so a page of films never plays several at once.
          onPlay={(event) => pauseOthers(event.currentTarget)}
        >
          <source src={film.webm} type="video/webm" />
          {/* The last source failing means none could play (a <video>'s own error does not fire). */}
          <source src={film.mp4} type="video/mp4" onError={() => setStage("failed")} />
        </video>
      ) : (
        // The poster stays where the server put it while the link becomes a button over it: a
        // page of twelve films swaps twelve small controls at hydration, not twelve pictures
        // (decision 1310).
        <div className="work-film-frame">
          {poster}
          {enhanced ? (
            <button
              ref={control}
              type="button"
              className="work-film-play"
              aria-label={name}
              onClick={() => setStage("playing")}
            >
              {label}
            </button>
          ) : (
            <a ref={control} className="work-film-play" href={film.mp4} aria-label={name}>
              {label}
            </a>
          )}
        </div>
      )}
      {stage === "failed" && (
        <p className="work-film-failed" role="status">
          The film could not load here. <a href={film.mp4}>Open the film on its own</a>
        </p>
      )}
    </div>
  );
}
