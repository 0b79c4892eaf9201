import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WorkVideos } from "./work-videos.tsx";

const rows = [
  {
    heading: "Feature film",
    layout: "feature" as const,
    videos: [
      {
        provider: "youtube" as const,
        url: "https://www.youtube.com/watch?v=kdlTest0001",
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
        url: "https://www.instagram.com/reel/CkdlTest01/",
        title: "A test reel",
      },
    ],
  },
];

describe("WorkVideos", () => {
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
