// The Studio's check of a pasted address (contracts/embed-address.ts) and the players' parsing
// (parse-url.ts) must read the same id from every address the check lets through.
import { describe, expect, it } from "vitest";
import { embedAddress } from "#contracts/embed-address.ts";
import {
  instagramUrl,
  lastPathId,
  linkedInEmbedUrl,
  pinterestId,
  youTubeStart,
  youTubeVideoId,
} from "./parse-url.ts";

const PLAYERS: Record<string, (url: string) => string> = {
  youtube: youTubeVideoId,
  pinterest: pinterestId,
  instagram: instagramUrl,
  tiktok: lastPathId,
  x: lastPathId,
  linkedin: linkedInEmbedUrl,
  facebook: (url) => url,
};

describe("what the Studio takes is what the players read", () => {
  it.each([
    "https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42",
    "https://youtu.be/dQw4w9WgXcQ?si=abc&t=1m30s",
    "https://www.youtube.com/embed/dQw4w9WgXcQ?start=30",
    "https://www.youtube.com/shorts/aBc_-123XyZ",
    "https://in.pinterest.com/pin/99887766/?mt=login",
    "https://www.instagram.com/kadal.agency/p/CUbHfhpswxt/?igsh=1",
    "https://www.instagram.com/reel/C1a2b3",
    "https://www.tiktok.com/@kadal/video/7212345678901234567?lang=en",
    "https://x.com/kadal/status/1712345678901234567/photo/1",
    "https://twitter.com/kadal/status/17/",
    "https://www.linkedin.com/posts/kadal_activity-7012345678901234567-abcd",
    "https://www.linkedin.com/feed/update/urn:li:share:7012345678901234567/",
    "https://www.facebook.com/kadal/posts/1",
  ])("%s", (url) => {
    const found = embedAddress(url);
    if ("problem" in found) throw new Error(found.problem);
    const read = PLAYERS[found.kind]!;
    const fromKept = read(found.url);
    const fromPasted = read(url);
    expect(fromKept).toBe(fromPasted);
    if (found.kind === "instagram") expect(found.url).toBe(fromPasted);
    else if (found.kind === "linkedin") expect(fromPasted).toContain(found.id);
    else if (found.kind !== "facebook") expect(found.id).toBe(fromPasted);
    if (found.kind === "youtube") expect(found.start).toBe(youTubeStart(url));
  });
});
