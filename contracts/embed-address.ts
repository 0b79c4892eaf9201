// Whether a pasted address is one the site can show as an embed: https, one of the seven
// providers, and holding what the site's players read from it (spec §5, app/features/embeds/
// parse-url.ts): YouTube's video id from `v=`, a youtu.be link or an /embed/ path, Pinterest's from
// `pin/`, Instagram's post or reel, the last path segment for TikTok and X. The schema refuses what
// fails here, naming why, so an editor never publishes an embed that would show the wrong thing;
// the Studio says the same as they paste. No zod: the inbox app imports it.
import { EMBED_PROVIDER_NAMES, type EmbedKind, embedKindOf } from "./embeds.ts";

export type EmbedAddress = {
  kind: EmbedKind;
  /** What the provider's player is given: a video or post id, or the address itself. */
  id: string;
  /** The address to keep: trimmed; Instagram's, TikTok's and X's without their query. */
  url: string;
  /** YouTube only: where the video starts, in seconds (`start=` or `t=`). */
  start?: number;
};

const PROVIDERS = Object.values(EMBED_PROVIDER_NAMES).join(", ");
export const EMBED_ADDRESS_RULE = `must be the https address of a post or video on ${PROVIDERS}`;

const withoutQuery = (url: string) => url.split(/[?#]/)[0]!;

/** Each provider's id in a parsed address, or what to paste instead. */
const READERS: Record<EmbedKind, (url: URL, raw: string) => string | { problem: string }> = {
  youtube: (_url, raw) =>
    raw.match(/(?:[?&]v=|youtu\.be\/|\/(?:embed|shorts|live)\/)([\w-]+)/)?.[1] ?? {
      problem:
        "names no video: paste the video's own address (youtube.com/watch?v=…, youtu.be/… or …/embed/…)",
    },
  pinterest: (url) =>
    url.pathname.match(/\/pin\/([\w-]+)/)?.[1] ?? {
      problem:
        "names no pin: open the pin (a pin.it link too) and paste its address, pinterest.com/pin/…",
    },
  instagram: (url) =>
    url.pathname.match(/^\/(?:[\w.]+\/)?((?:p|reels?|tv)\/[\w-]+)\/?$/)?.[1] ?? {
      problem:
        "names no post or reel: paste a post's or reel's address (instagram.com/p/… or …/reel/…)",
    },
  tiktok: (url) =>
    url.pathname.match(/\/video\/(\d+)\/?$/)?.[1] ?? {
      problem:
        "names no video: open it (a short vm.tiktok.com link too) and paste its address, tiktok.com/@…/video/…",
    },
  x: (url) =>
    url.pathname.match(/\/status\/(\d+)(?:\/(?:photo|video)\/\d+)?\/?$/)?.[1] ?? {
      problem: "names no post: paste the post's own address (x.com/…/status/…)",
    },
  linkedin: (_url, raw) =>
    raw.match(/urn:li:\w+:\d+/)?.[0] ??
    raw.match(/activity-(\d+)/)?.[1]?.replace(/^/, "urn:li:activity:") ??
    (raw.includes("/embed/")
      ? raw
      : {
          problem:
            "names no post: use the post's own address (…/posts/…activity-… or …/feed/update/urn:li:…)",
        }),
  facebook: (url, raw) =>
    url.pathname.length > 1
      ? raw
      : { problem: "names no post or video: paste the post's own address" },
};

/** The provider, id and address to keep of a pasted address, or why the site cannot use it. */
export function embedAddress(pasted: string): EmbedAddress | { problem: string } {
  const raw = pasted.trim();
  const kind = embedKindOf(raw);
  if (!kind) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1]?.toLowerCase();
    const host = scheme === "https" ? hostOf(raw) : undefined;
    const why =
      scheme && scheme !== "https"
        ? `; "${scheme}:" addresses are never taken`
        : host
          ? `; ${host} is not one of them`
          : "";
    return { problem: `${EMBED_ADDRESS_RULE}${why}` };
  }
  const url = new URL(raw);
  const id = READERS[kind](url, raw);
  if (typeof id !== "string")
    return { problem: `This ${EMBED_PROVIDER_NAMES[kind]} address ${id.problem}` };
  const kept = kind === "instagram" || kind === "tiktok" || kind === "x" ? withoutQuery(raw) : raw;
  const found: EmbedAddress = {
    kind,
    id,
    url: kind === "instagram" ? `https://${url.host}/${id}/` : kept,
  };
  if (kind === "youtube") {
    const start = youTubeStart(raw);
    if (start) found.start = start;
  }
  return found;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/** Start offset in seconds from `start=` or `t=` (`90`, `90s`, `1m30s`, `1h2m`), as the site reads it. */
function youTubeStart(url: string): number | undefined {
  const value = url.match(/[?&#](?:start|t)=([\dhms]+)/)?.[1];
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) || undefined;
  const parts = value.match(/^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/);
  return parts
    ? Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0) || undefined
    : undefined;
}
