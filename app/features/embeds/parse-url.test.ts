import { describe, expect, it } from "vitest";
import {
  instagramUrl,
  lastPathId,
  linkedInEmbedUrl,
  pinterestId,
  youTubeStart,
  youTubeThumbnailUrl,
  youTubeVideoId,
} from "./parse-url.ts";

describe("youTubeVideoId", () => {
  it.each([
    // spec §5: v= parameter, short link, embed path, zero fallback
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc&t=10", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.example.com/about", "00000000"],
    ["", "00000000"],
    // fixed quirks: /embed/ without www., #t= not in the id, shorts, nocookie host, mobile host
    ["https://youtube.com/embed/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ#t=5", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=5", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/shorts/aBc_-123XyZ", "aBc_-123XyZ"],
    ["https://youtube.com/shorts/aBc_-123XyZ?feature=share", "aBc_-123XyZ"],
    ["https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=3", "dQw4w9WgXcQ"],
    ["https://m.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/live/dQw4w9WgXcQ", "dQw4w9WgXcQ"],
  ])("%s → %s", (url, id) => expect(youTubeVideoId(url)).toBe(id));
});

describe("youTubeStart", () => {
  it.each([
    ["https://www.youtube.com/embed/x?start=30", 30], // spec: start=
    ["https://www.youtube.com/watch?v=x&t=42", 42],
    ["https://youtu.be/x?t=90s", 90],
    ["https://youtu.be/x?t=1m30s", 90],
    ["https://youtu.be/x?t=1h2m3s", 3723],
    ["https://www.youtube.com/watch?v=x#t=5", 5],
    ["https://www.youtube.com/embed/x#t=2m", 120],
    ["https://www.youtube.com/watch?v=x", undefined],
    ["https://www.youtube.com/watch?v=x&t=0", undefined],
    ["https://www.youtube.com/watch?v=x&at=5", undefined],
  ])("%s → %s", (url, seconds) => expect(youTubeStart(url)).toBe(seconds));
});

it("youTubeThumbnailUrl uses the provider's hqdefault image", () => {
  expect(youTubeThumbnailUrl("abc")).toBe("https://i.ytimg.com/vi/abc/hqdefault.jpg");
});

describe("pinterestId", () => {
  it.each([
    ["https://www.pinterest.com/pin/1234567890123/", "1234567890123"],
    ["https://in.pinterest.com/pin/99887766/?mt=login", "99887766"],
    ["https://www.pinterest.com/someone/board/", "000000000000000000"],
    ["https://pin.it/abc", "000000000000000000"],
  ])("%s → %s", (url, id) => expect(pinterestId(url)).toBe(id));
  it("falls back to eighteen zeros", () => expect(pinterestId("x")).toHaveLength(18));
});

describe("instagramUrl", () => {
  it.each([
    // spec: query stripped, trailing slash added
    [
      "https://www.instagram.com/p/CUbHfhpswxt/?utm_source=ig_web_copy_link",
      "https://www.instagram.com/p/CUbHfhpswxt/",
    ],
    ["https://www.instagram.com/p/CUbHfhpswxt", "https://www.instagram.com/p/CUbHfhpswxt/"],
    ["https://www.instagram.com/reel/C1a2b3/#comments", "https://www.instagram.com/reel/C1a2b3/"],
    // user-name segment dropped
    [
      "https://www.instagram.com/kadal.agency/p/CUbHfhpswxt/",
      "https://www.instagram.com/p/CUbHfhpswxt/",
    ],
    [
      "https://www.instagram.com/pauline/reel/C1a2b3/?igsh=1",
      "https://www.instagram.com/reel/C1a2b3/",
    ],
    // fixed quirk: ids beginning with "p" are kept whole
    ["https://www.instagram.com/p/pXyZ123/", "https://www.instagram.com/p/pXyZ123/"],
    ["https://www.instagram.com/p/p/", "https://www.instagram.com/p/p/"],
    ["https://www.instagram.com/reel/pAbC/?x=1", "https://www.instagram.com/reel/pAbC/"],
    ["https://www.instagram.com/tv/pQr/", "https://www.instagram.com/tv/pQr/"],
  ])("%s → %s", (url, clean) => expect(instagramUrl(url)).toBe(clean));
});

describe("lastPathId (TikTok and X)", () => {
  it.each([
    // spec: last path segment without its query
    [
      "https://www.tiktok.com/@epicgardening/video/7055411162212633903?is_copy_url=1",
      "7055411162212633903",
    ],
    ["https://x.com/PixelAndBracket/status/1356633038717923333", "1356633038717923333"],
    ["https://twitter.com/a/status/1356633038717923333?s=20", "1356633038717923333"],
    // fixed quirks: trailing slash, /photo/1 and /video/1 tails, hash
    ["https://www.tiktok.com/@user/video/7055411162212633903/", "7055411162212633903"],
    ["https://x.com/a/status/1356633038717923333/", "1356633038717923333"],
    ["https://x.com/a/status/1356633038717923333/photo/1", "1356633038717923333"],
    ["https://x.com/a/status/1356633038717923333/photo/2?s=20", "1356633038717923333"],
    ["https://x.com/a/status/1356633038717923333/video/1", "1356633038717923333"],
    ["https://x.com/a/status/1356633038717923333#m", "1356633038717923333"],
    // TikTok photo posts: the id follows /photo/ and must stay
    ["https://www.tiktok.com/@user/photo/7301234567890123456", "7301234567890123456"],
  ])("%s → %s", (url, id) => expect(lastPathId(url)).toBe(id));
});

describe("linkedInEmbedUrl", () => {
  it.each([
    [
      "https://www.linkedin.com/embed/feed/update/urn:li:share:6898694772484112384",
      "https://www.linkedin.com/embed/feed/update/urn:li:share:6898694772484112384",
    ],
    [
      "https://www.linkedin.com/feed/update/urn:li:activity:7123456789012345678/",
      "https://www.linkedin.com/embed/feed/update/urn:li:activity:7123456789012345678",
    ],
    [
      "https://www.linkedin.com/posts/kadal_brand-activity-7123456789012345678-AbCd",
      "https://www.linkedin.com/embed/feed/update/urn:li:activity:7123456789012345678",
    ],
    ["https://www.linkedin.com/company/kadal/", "https://www.linkedin.com/company/kadal/"],
  ])("%s → %s", (url, embed) => expect(linkedInEmbedUrl(url)).toBe(embed));
});
