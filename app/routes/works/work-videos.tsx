// The videos of a case study: a feature player, social reels and rows of columns. A self-hosted
// film plays in place (study-film.tsx). A YouTube player is a facade (nothing loads before a
// click); an Instagram reel is mounted only when asked for, because its script would otherwise
// load as soon as the reel scrolls near. Content sets a provider only for a real provider id.
import { useEffect, useRef, useState } from "react";
import type { Video, VideoRow } from "../../content/works/case-study.schema.ts";
import { InstagramEmbed } from "../../features/embeds/instagram-embed.tsx";
import { YouTubeEmbed } from "../../features/embeds/youtube-embed.tsx";
import { StudyFilm } from "./study-film.tsx";

type YouTubeVideoEntry = Extract<Video, { provider: "youtube" }>;
type InstagramVideoEntry = Extract<Video, { provider: "instagram" }>;

/** How wide a poster is drawn in each layout (works.css). */
const POSTER_SIZES: Record<VideoRow["layout"], string> = {
  feature: "(min-width: 64rem) 60rem, 100vw",
  columns: "(min-width: 64rem) 26rem, (min-width: 40rem) 50vw, 100vw",
  reels: "(min-width: 40rem) 22rem, 100vw",
};

function YouTubeVideo({ video, feature }: { video: YouTubeVideoEntry; feature: boolean }) {
  return (
    <YouTubeEmbed
      url={video.url}
      className="work-video-player"
      height="auto"
      // The feature player may grow past the type's 640 px default; the rest fill their column.
      style={feature ? { maxWidth: "60rem" } : undefined}
      // Our own still as a CSS background: no <img> without a size, and nothing from the provider.
      placeholderProps={
        video.poster
          ? {
              style: {
                background: `linear-gradient(rgb(11 42 58 / 0.45), rgb(11 42 58 / 0.45)), center / cover no-repeat url("${video.poster.img.src}")`,
              },
            }
          : undefined
      }
      youTubeProps={{ title: video.title }}
    />
  );
}

function InstagramReel({ video }: { video: InstagramVideoEntry }) {
  const [requested, setRequested] = useState(false);
  const reelRef = useRef<HTMLDivElement>(null);
  // The button goes away with the gate; the focus goes on to the reel that replaces it.
  useEffect(() => {
    if (requested) reelRef.current?.focus();
  }, [requested]);
  if (requested)
    return (
      // Instagram needs at least 328 px; on the narrowest phones the reel scrolls sideways in its box.
      <div
        ref={reelRef}
        className="work-reel-scroll"
        role="region"
        aria-label={video.title}
        tabIndex={-1}
      >
        <InstagramEmbed url={video.url} className="work-reel-embed" height={560} captioned />
      </div>
    );
  return (
    // "embed embed-instagram" declares the provider in the prerendered markup, so the server's
    // per-page CSP (server/security/embed-origins.ts) admits Instagram once the reel is asked for.
    <div className="embed embed-instagram work-reel-gate">
      <p className="work-reel-title">{video.title}</p>
      <p className="work-reel-note">
        Shown from Instagram: loading it shares your visit with Instagram.
      </p>
      <button type="button" className="work-reel-button" onClick={() => setRequested(true)}>
        Load reel<span className="visually-hidden">: {video.title}</span>
      </button>
      <a className="work-reel-link" href={video.url} target="_blank" rel="noopener noreferrer">
        Open on Instagram<span className="visually-hidden"> (new tab)</span>
      </a>
    </div>
  );
}

/** One row of a study's videos (a `videos` block): its heading, its note, its players. */
export function WorkVideoRow({ row }: { row: VideoRow }) {
  return (
    <section id={row.id} className={`work-video-row work-video-row--${row.layout}`}>
      <h2 className="work-section-heading">{row.heading}</h2>
      {row.intro && <p className="work-section-intro">{row.intro}</p>}
      <ul className="work-video-list">
        {row.videos.map((video) => (
          <li key={video.provider === "film" ? video.mp4 : video.url} className="work-video">
            {video.provider === "film" ? (
              <StudyFilm film={video} sizes={POSTER_SIZES[row.layout]} />
            ) : video.provider === "youtube" ? (
              <YouTubeVideo video={video} feature={row.layout === "feature"} />
            ) : (
              <InstagramReel video={video} />
            )}
            {/* An Instagram gate names its reel itself. */}
            {video.provider !== "instagram" && <p className="work-video-caption">{video.title}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
