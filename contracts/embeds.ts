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
