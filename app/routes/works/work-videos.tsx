// The videos of a case study: a feature player, social reels and rows of columns; and its embeds,
// a post or video of any of the seven providers. A self-hosted film plays in place
// (study-film.tsx). A YouTube player is a facade (nothing loads before a
// click); an Instagram reel is mounted only when asked for, because its script would otherwise
// load as soon as the reel scrolls near. Content sets a provider only for a real provider id.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { EMBED_PROVIDER_NAMES, embedKindOf, type EmbedKind } from "#contracts/embeds.ts";
import type { BlockOf, Video, VideoRow } from "../../content/works/case-study.schema.ts";
import { FacebookEmbed } from "../../features/embeds/facebook-embed.tsx";
import { InstagramEmbed } from "../../features/embeds/instagram-embed.tsx";
import { LinkedInEmbed } from "../../features/embeds/linkedin-embed.tsx";
import { PinterestEmbed } from "../../features/embeds/pinterest-embed.tsx";
import { TikTokEmbed } from "../../features/embeds/tiktok-embed.tsx";
import { XEmbed } from "../../features/embeds/x-embed.tsx";
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

/**
 * A provider's post or reel behind a gate: its title, a note that loading it shares the visit
 * with the provider, a button that loads it and a link to it on the provider's site. Nothing is
 * asked of the provider before the button. "embed embed-{kind}" declares the provider in the
 * prerendered markup, so the server's per-page CSP (server/security/embed-origins.ts) admits it
 * once it is asked for.
 */
function ProviderGate({
  kind,
  url,
  title,
  action,
  children,
}: {
  kind: EmbedKind;
  url: string;
  title: string;
  action: string;
  children: ReactNode;
}) {
  const [requested, setRequested] = useState(false);
  const loadedRef = useRef<HTMLDivElement>(null);
  // The button goes away with the gate; the focus goes on to what replaces it.
  useEffect(() => {
    if (requested) loadedRef.current?.focus();
  }, [requested]);
  const provider = EMBED_PROVIDER_NAMES[kind];
  if (requested)
    return (
      // A provider's post may be wider than the narrowest phones; it scrolls sideways in its box.
      <div
        ref={loadedRef}
        className="work-reel-scroll"
        role="region"
        aria-label={title}
        tabIndex={-1}
      >
        {children}
      </div>
    );
  return (
    <div className={`embed embed-${kind} work-reel-gate`}>
      <p className="work-reel-title">{title}</p>
      <p className="work-reel-note">
        Shown from {provider}: loading it shares your visit with {provider}.
      </p>
      <button type="button" className="work-reel-button" onClick={() => setRequested(true)}>
        {action}
        <span className="visually-hidden">: {title}</span>
      </button>
      <a className="work-reel-link" href={url} target="_blank" rel="noopener noreferrer">
        Open on {provider}
        <span className="visually-hidden"> (new tab)</span>
      </a>
    </div>
  );
}

function InstagramReel({ video }: { video: InstagramVideoEntry }) {
  return (
    <ProviderGate kind="instagram" url={video.url} title={video.title} action="Load reel">
      {/* Instagram needs at least 328 px. */}
      <InstagramEmbed url={video.url} className="work-reel-embed" height={560} captioned />
    </ProviderGate>
  );
}

/** Each provider's post, once asked for (YouTube has its own facade). */
const PROVIDER_POSTS: Record<Exclude<EmbedKind, "youtube">, (url: string) => ReactNode> = {
  facebook: (url) => <FacebookEmbed url={url} />,
  instagram: (url) => <InstagramEmbed url={url} captioned />,
  linkedin: (url) => <LinkedInEmbed url={url} />,
  pinterest: (url) => <PinterestEmbed url={url} />,
  tiktok: (url) => <TikTokEmbed url={url} />,
  x: (url) => <XEmbed url={url} />,
};

/** An `embed` block: a post or video of one of the seven providers, named by its address. */
export function WorkEmbed({ block }: { block: BlockOf<"embed"> }) {
  const kind = embedKindOf(block.url);
  if (!kind) return null; // refused at build (contracts/case-study.schema.ts)
  return (
    <figure className={`work-embed work-embed--${kind}`}>
      {kind === "youtube" ? (
        <YouTubeEmbed
          url={block.url}
          className="work-video-player"
          height="auto"
          youTubeProps={{ title: block.title }}
        />
      ) : (
        <ProviderGate
          kind={kind}
          url={block.url}
          title={block.title}
          action={kind === "tiktok" ? "Load video" : "Load post"}
        >
          {PROVIDER_POSTS[kind](block.url)}
        </ProviderGate>
      )}
      {block.caption && <figcaption className="work-embed-caption">{block.caption}</figcaption>}
    </figure>
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
