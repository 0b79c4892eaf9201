import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { VideoRow } from "../../content/works/case-study.schema.ts";
import { WorkVideoRow } from "./work-videos.tsx";

const WorkVideos = ({ rows }: { rows: readonly Omit<VideoRow, "type">[] }) =>
  rows.map((row) => <WorkVideoRow key={row.heading} row={{ ...row, type: "videos" }} />);

// Provider ids as content would set them for a real video: the embeds stay for those.
const rows = [
  {
    heading: "Feature film",
    layout: "feature" as const,
    videos: [
      {
        provider: "youtube" as const,
        url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
        title: "A test film",
      },
    ],
  },
  {
    id: "reels",
    heading: "Social reels",
    layout: "reels" as const,
    videos: [
      {
        provider: "instagram" as const,
        url: "https://www.instagram.com/reel/C1a2b3c4d5e/",
        title: "A test reel",
      },
    ],
  },
];

const films = [
  {
    heading: "Flavour stories",
    layout: "columns" as const,
    videos: ["coconut", "jackfruit"].map((name) => ({
      provider: "film" as const,
      title: `A film: ${name}`,
      poster: {
        sources: { webp: `/old/assets/${name}.webp 480w` },
        img: { src: `/old/assets/${name}.webp`, w: 1200, h: 675 },
      },
      webm: `/old/assets/${name}.webm`,
      mp4: `/old/assets/${name}.mp4`,
      aspect: "16:9" as const,
    })),
  },
];

describe("WorkVideoRow", () => {
  it("gives each self-hosted film one play control and its title, loading nothing third-party", () => {
    const { container } = render(<WorkVideos rows={films} />);
    expect(screen.getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([
      "Play: A film: coconut",
      "Play: A film: jackfruit",
    ]);
    expect(
      [...container.querySelectorAll(".work-video-caption")].map((p) => p.textContent),
    ).toEqual(["A film: coconut", "A film: jackfruit"]);
    // No provider marker, so the server's per-page CSP admits no third party for this row.
    expect(container.querySelector(".embed")).toBeNull();
    expect(container.querySelectorAll("script, iframe, video")).toHaveLength(0);
  });

  it("renders YouTube facades and gates each Instagram reel behind a button", async () => {
    const { container } = render(<WorkVideos rows={rows} />);
    await act(async () => {});
    expect(screen.getByRole("button", { name: "Play video: A test film" })).toBeTruthy();
    expect(container.querySelectorAll("script, iframe, blockquote")).toHaveLength(0);
    // The gate carries the provider's marker for the server's per-page CSP.
    expect(container.querySelector("#reels .embed.embed-instagram.work-reel-gate")).not.toBeNull();
    act(() => screen.getByRole("button", { name: "Load reel: A test reel" }).click());
    expect(container.querySelector(".work-reel-gate")).toBeNull();
    expect(container.querySelector(".work-reel-scroll .embed-instagram")).not.toBeNull();
    // The button is gone; the focus is on the reel that took its place, not lost to the body.
    expect(document.activeElement).toBe(screen.getByRole("region", { name: "A test reel" }));
  });
});
