// The seven embed providers and the addresses of their scripts and frames (spec §7, §9): the embed
// components load them, and the server allows exactly these origins in a page's CSP.
export type EmbedKind =
  "facebook" | "instagram" | "linkedin" | "pinterest" | "tiktok" | "x" | "youtube";

export const FACEBOOK_SDK_VERSION = "v16.0";
export const FACEBOOK_SDK_SRC = `https://connect.facebook.net/en_US/sdk.js#xfbml=1&version=${FACEBOOK_SDK_VERSION}`;
export const INSTAGRAM_SRC = "https://www.instagram.com/embed.js";
export const TIKTOK_SRC = "https://www.tiktok.com/embed.js";
export const X_WIDGETS_SRC = "https://platform.twitter.com/widgets.js";
export const YOUTUBE_API_SRC = "https://www.youtube.com/iframe_api";
export const YOUTUBE_HOST = "https://www.youtube-nocookie.com";
export const LINKEDIN_EMBED_BASE = "https://www.linkedin.com/embed/feed/update/";
export const PINTEREST_EMBED_BASE = "https://assets.pinterest.com/ext/embed.html?id=";

/** Each provider's name, as a reader knows it. */
export const EMBED_PROVIDER_NAMES: Record<EmbedKind, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  pinterest: "Pinterest",
  tiktok: "TikTok",
  x: "X",
  youtube: "YouTube",
};

/** The sites whose public addresses each provider's posts and videos have. */
const EMBED_HOSTS: [RegExp, EmbedKind][] = [
  [/^((www|m|web)\.)?facebook\.com$|^fb\.watch$/, "facebook"],
  [/^(www\.)?instagram\.com$/, "instagram"],
  [/^(www\.)?linkedin\.com$/, "linkedin"],
  [
    /^((www|[a-z]{2})\.)?pinterest\.(com|co\.uk|de|fr|es|it|ca|com\.au|jp|co\.kr)$|^pin\.it$/,
    "pinterest",
  ],
  [/^((www|vm|m)\.)?tiktok\.com$/, "tiktok"],
  [/^((www|mobile)\.)?(twitter|x)\.com$/, "x"],
  [/^((www|m)\.)?youtube(-nocookie)?\.com$|^youtu\.be$/, "youtube"],
];

/** The provider of a post's or a video's public https address, or undefined for any other. */
export function embedKindOf(url: string): EmbedKind | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== "https:") return undefined;
  return EMBED_HOSTS.find(([host]) => host.test(parsed.hostname))?.[1];
}
