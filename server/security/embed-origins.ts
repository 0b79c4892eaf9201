// Which third-party origins a page may load because it embeds a provider's post or video. The
// script and frame addresses are the ones the embed components load (contracts/embeds.ts).
import {
  FACEBOOK_SDK_SRC,
  INSTAGRAM_SRC,
  LINKEDIN_EMBED_BASE,
  PINTEREST_EMBED_BASE,
  TIKTOK_SRC,
  X_WIDGETS_SRC,
  YOUTUBE_API_SRC,
  YOUTUBE_HOST,
  type EmbedKind,
} from "#contracts/embeds.ts";

const origin = (url: string) => new URL(url).origin;

export type EmbedSources = { script: string[]; frame: string[]; img: string[] };

/** What each provider's script needs: its own script, the frames it creates, its images. */
export const embedSources: Record<EmbedKind, EmbedSources> = {
  facebook: {
    script: [origin(FACEBOOK_SDK_SRC)],
    frame: ["https://www.facebook.com", "https://web.facebook.com"],
    img: [],
  },
  instagram: { script: [origin(INSTAGRAM_SRC)], frame: [origin(INSTAGRAM_SRC)], img: [] },
  linkedin: { script: [], frame: [origin(LINKEDIN_EMBED_BASE)], img: [] },
  pinterest: { script: [], frame: [origin(PINTEREST_EMBED_BASE)], img: [] },
  tiktok: { script: [origin(TIKTOK_SRC)], frame: [origin(TIKTOK_SRC)], img: [] },
  x: {
    script: [origin(X_WIDGETS_SRC)],
    frame: [origin(X_WIDGETS_SRC), "https://syndication.twitter.com"],
    img: [],
  },
  // The IFrame API script loads the player's widget script from the same origin.
  youtube: { script: [origin(YOUTUBE_API_SRC)], frame: [YOUTUBE_HOST], img: [] },
};

const EMBED_MARKER = /class="embed embed-([a-z]+)/g;

/** The providers a prerendered page embeds, read from the markup the embed components render. */
export function embedsInPage(html: string): EmbedKind[] {
  const kinds = new Set<EmbedKind>();
  for (const match of html.matchAll(EMBED_MARKER)) {
    const kind = match[1] as EmbedKind;
    if (kind in embedSources) kinds.add(kind);
  }
  return [...kinds].sort();
}
