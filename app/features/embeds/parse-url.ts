// Pure URL parsing for the embeds (spec §5), with the public library's quirks fixed.
import { PINTEREST_FALLBACK_ID, YOUTUBE_FALLBACK_ID } from "./constants.ts";
import { LINKEDIN_EMBED_BASE } from "#contracts/embeds.ts";

const stripQuery = (url: string) => url.split(/[?#]/)[0] ?? "";

/** Video id from `v=`, `youtu.be/`, `/embed/`, `/shorts/` or `/live/` (any host form); else the zero id. */
export function youTubeVideoId(url: string): string {
  return (
    url.match(/(?:[?&]v=|youtu\.be\/|\/(?:embed|shorts|live)\/)([\w-]+)/)?.[1] ??
    YOUTUBE_FALLBACK_ID
  );
}

/** Start offset in seconds from `start=` or `t=` (query or hash; `90`, `90s`, `1m30s`, `1h2m`), if any. */
export function youTubeStart(url: string): number | undefined {
  const value = url.match(/[?&#](?:start|t)=([\dhms]+)/)?.[1];
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) || undefined;
  const p = value.match(/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/);
  return p
    ? Number(p[1] ?? 0) * 3600 + Number(p[2] ?? 0) * 60 + Number(p[3] ?? 0) || undefined
    : undefined;
}

/** The provider's own thumbnail; a third-party request, so not used by default (see decision 0202). */
export const youTubeThumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

/** Pin id from a `pin/…` segment; else eighteen zeros. */
export function pinterestId(url: string): string {
  return url.match(/\/pin\/([\w-]+)/)?.[1] ?? PINTEREST_FALLBACK_ID;
}

/**
 * Instagram permalink: query and hash stripped, a user-name segment before p/reel/tv dropped, trailing slash
 * added. Unlike the library, post ids that begin with "p" survive.
 */
export function instagramUrl(url: string): string {
  const clean = stripQuery(url).replace(
    /(instagram\.com\/)(?!(?:p|reels?|tv)\/)[^/]+\/((?:p|reels?|tv)\/)/,
    "$1$2",
  );
  return clean.endsWith("/") ? clean : `${clean}/`;
}

/** TikTok video id and X post id: the last path segment without query; a trailing slash and a `/photo/1` tail are ignored. */
export function lastPathId(url: string): string {
  return stripQuery(url)
    .replace(/\/+$/, "")
    .replace(/(\/\d+)\/(?:photo|video)\/\d+$/, "$1")
    .replace(/^.*\//, "");
}

/** LinkedIn embed address; a post address (with an urn or `activity-<id>`) is turned into its embed form. */
export function linkedInEmbedUrl(url: string): string {
  if (url.includes("/embed/")) return url;
  const urn =
    url.match(/urn:li:\w+:\d+/)?.[0] ??
    url.match(/activity-(\d+)/)?.[1]?.replace(/^/, "urn:li:activity:");
  return urn ? LINKEDIN_EMBED_BASE + urn : url;
}
