// Every number and fixed string of the embeds (spec §9), plus our own bounds; the providers'
// addresses are in contracts/embeds.ts, which the server reads too.

import type { EmbedKind } from "#contracts/embeds.ts";

/** The reserved box per type: default height, min/max width (px) and the default link text. */
export const EMBED_BOX: Record<
  EmbedKind,
  { height: number; minWidth?: number; maxWidth?: number; linkText: string }
> = {
  facebook: { height: 372, maxWidth: 550, linkText: "View post on Facebook" },
  instagram: { height: 372, minWidth: 328, linkText: "View post on Instagram" },
  linkedin: { height: 500, minWidth: 250, maxWidth: 550, linkText: "View post on LinkedIn" },
  pinterest: { height: 500, minWidth: 250, maxWidth: 550, linkText: "View post on Pinterest" },
  tiktok: { height: 550, minWidth: 325, maxWidth: 480, linkText: "View post on TikTok" },
  x: { height: 350, minWidth: 250, maxWidth: 550, linkText: "View post on X" },
  youtube: { height: 360, maxWidth: 640, linkText: "Watch on YouTube" },
};
export const GENERIC_LINK_TEXT = "View post";

export const RETRY_DELAY = 5000;
export const SEEK_TIMEOUT = 3000;
export const STATE_CHECK_INTERVAL = 1;
// Ours, beyond the spec: nothing waits, polls or retries forever.
export const MAX_RETRIES = 3;
export const MAX_SCRIPT_WAIT = 10_000;
export const CONFIRM_INTERVAL = 50;
export const NEAR_VIEWPORT_MARGIN = "300px 0px";

export const INSTAGRAM_EMBED_VERSION = "14";
export const YOUTUBE_FALLBACK_ID = "00000000";
export const PINTEREST_FALLBACK_ID = "000000000000000000";

export const PLAYER_STATE = {
  unstarted: -1,
  ended: 0,
  playing: 1,
  paused: 2,
  buffering: 3,
  cued: 5,
} as const;
export type PlayerStateName = keyof typeof PLAYER_STATE;
