import { act } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrate, prerender } from "../../tests/support/hydrate.tsx";
import { WorksTileVideo, worksPosterSrc } from "./works-tile-video.tsx";

describe("the Works tile's film", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is prerendered as its poster image only: no <video>, so no browser controls without scripts", () => {
    const container = prerender(<WorksTileVideo />);
    expect(container.querySelector("video")).toBeNull();
    const poster = container.querySelector("img")!;
    expect(poster.getAttribute("src")).toBe(worksPosterSrc);
    expect(poster.getAttribute("alt")).toBe("");
    expect(poster.getAttribute("width")).toMatch(/^\d+$/);
    expect(poster.getAttribute("height")).toMatch(/^\d+$/);
    // The landing's largest image on phones (decision 0803).
    expect(poster.getAttribute("fetchpriority")).toBe("high");
    expect(poster.hasAttribute("loading")).toBe(false);
  });

  it("gets its muted, looping film over the poster once hydrated, without controls or autoplay", async () => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    const container = prerender(<WorksTileVideo />);
    const root = await hydrate(container, <WorksTileVideo />);
    const video = container.querySelector("video")!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.hasAttribute("poster")).toBe(false);
    expect(video.hasAttribute("controls")).toBe(false);
    expect(video.hasAttribute("autoplay")).toBe(false);
    expect(container.querySelector("img")?.getAttribute("src")).toBe(worksPosterSrc);
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
    act(() => root.unmount());
  });
});
