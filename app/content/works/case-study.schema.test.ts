// The video entries of a case study: a film, a YouTube video or an Instagram reel, each refused
// when it would give the page a dead end, a misshapen box or a second copy of another video.
import { describe, expect, it } from "vitest";
import { blocksOf, caseStudyBySlug } from "./case-studies.ts";
import { CaseStudySchema, VideoRowSchema } from "./case-study.schema.ts";

const image = (w: number, h: number, name: string) => ({
  sources: { webp: `/old/assets/${name}.webp ${w}w` },
  img: { src: `/old/assets/${name}.webp`, w, h },
});
const film = (name: string, aspect: "16:9" | "9:16" = "16:9") => ({
  provider: "film" as const,
  title: `A film: ${name}`,
  poster: aspect === "16:9" ? image(1200, 675, name) : image(720, 1280, name),
  webm: `/old/assets/${name}.webm`,
  mp4: `/old/assets/${name}.mp4`,
  aspect,
});
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join(".")) ?? [];

/** A video checked alone, in a row of its shape; the paths of what is wrong, inside the video. */
const VideoSchema = {
  safeParse: (video: unknown) => {
    const portrait = (video as { aspect?: string } | null)?.aspect === "9:16";
    const result = VideoRowSchema.safeParse({
      type: "videos",
      heading: "Films",
      layout: portrait ? "reels" : "feature",
      videos: [video],
    });
    return {
      success: result.success,
      error: result.error && {
        issues: result.error.issues.map((issue) => ({ path: issue.path.slice(2) })),
      },
    };
  },
};

describe("VideoSchema", () => {
  it("takes a self-hosted film, a YouTube video and an Instagram reel", () => {
    expect(VideoSchema.safeParse(film("one")).success).toBe(true);
    expect(
      VideoSchema.safeParse({
        provider: "youtube",
        url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        title: "A real video",
      }).success,
    ).toBe(true);
    expect(
      VideoSchema.safeParse({
        provider: "instagram",
        url: "https://www.instagram.com/reel/C1a2b3c4d5e/",
        title: "A real reel",
      }).success,
    ).toBe(true);
  });

  it("refuses a film without its sources or with sources of the wrong kind", () => {
    const { webm: _webm, ...noWebm } = film("one");
    expect(issues(VideoSchema.safeParse(noWebm))).toContain("webm");
    expect(issues(VideoSchema.safeParse({ ...film("one"), mp4: "/old/assets/one.webm" }))).toEqual([
      "mp4",
    ]);
    expect(issues(VideoSchema.safeParse({ ...film("one"), aspect: "4:3" }))).toEqual(["aspect"]);
    expect(VideoSchema.safeParse({ ...film("one"), provider: "vimeo" }).success).toBe(false);
  });

  it("refuses a poster whose shape is not the film's", () => {
    expect(
      issues(VideoSchema.safeParse({ ...film("one"), poster: image(720, 1280, "p") })),
    ).toEqual(["poster"]);
  });

  it("refuses a provider variant whose address is another site's", () => {
    const youtube = { provider: "youtube", url: "https://vimeo.com/1", title: "Not YouTube" };
    expect(issues(VideoSchema.safeParse(youtube))).toEqual(["url"]);
    const reel = { provider: "instagram", url: "http://www.instagram.com/reel/x/", title: "Plain" };
    expect(issues(VideoSchema.safeParse(reel))).toEqual(["url"]);
  });
});

describe("VideoRowSchema", () => {
  it("wants portrait films in a reels row and landscape films elsewhere", () => {
    const row = (layout: "feature" | "reels" | "columns", videos: unknown[]) => ({
      type: "videos",
      heading: "Films",
      layout,
      videos,
    });
    expect(VideoRowSchema.safeParse(row("reels", [film("r", "9:16")])).success).toBe(true);
    expect(issues(VideoRowSchema.safeParse(row("reels", [film("r")])))).toEqual([
      "videos.0.aspect",
    ]);
    expect(
      issues(VideoRowSchema.safeParse(row("columns", [film("a"), film("b", "9:16")]))),
    ).toEqual(["videos.1.aspect"]);
  });
});

describe("the video studies", () => {
  const rows = (slug: string) => blocksOf(caseStudyBySlug(slug), "videos");

  it("give every video its own film and poster, with no invented provider ids", () => {
    for (const slug of ["videos-lazza", "videos-hama"]) {
      const videos = rows(slug).flatMap((row) => row.videos);
      expect(videos.every((video) => video.provider === "film")).toBe(true);
      const films = videos.filter((video) => video.provider === "film");
      expect(new Set(films.map((video) => video.poster.img.src)).size).toBe(videos.length);
      expect(new Set(films.map((video) => video.mp4)).size).toBe(videos.length);
    }
    // Spec: Lazza has 10 embedded videos; Hama players, two reels and three rows of columns.
    expect(rows("videos-lazza").flatMap((row) => row.videos)).toHaveLength(10);
    expect(rows("videos-hama").find((row) => row.layout === "reels")?.videos).toHaveLength(2);
    expect(rows("videos-hama").filter((row) => row.layout === "columns")).toHaveLength(3);
  });

  it("refuses a study in which two videos share a poster", () => {
    const lazza = caseStudyBySlug("videos-lazza");
    const [first, second] = rows("videos-lazza");
    const poster = (row: typeof first) => row!.videos[0]! as { poster: unknown };
    const blocks = lazza.blocks.map((block) =>
      block === second
        ? { ...second, videos: [{ ...second.videos[0]!, poster: poster(first).poster }] }
        : block,
    );
    expect(issues(CaseStudySchema.safeParse({ ...lazza, blocks }))).toEqual(["blocks"]);
  });
});
