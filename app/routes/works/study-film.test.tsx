import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ShellProvider } from "../../components/shell-context.tsx";
import { StudyFilm } from "./study-film.tsx";

const film = {
  provider: "film" as const,
  title: "A test film",
  poster: {
    sources: {
      avif: "/old/assets/test-poster.avif 480w",
      webp: "/old/assets/test-poster.webp 480w",
    },
    img: { src: "/old/assets/test-poster.webp", w: 1200, h: 675 },
  },
  webm: "/old/assets/test-film.webm",
  mp4: "/old/assets/test-film.mp4",
  aspect: "16:9" as const,
};

/** Stands in for the media element, which jsdom does not implement. */
function fakePlayback(result: () => Promise<void> = () => Promise.resolve()) {
  return vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(result);
}

function reducedMotion(matches: boolean) {
  window.matchMedia = vi.fn(() => ({ matches }) as MediaQueryList);
}

afterEach(() => reducedMotion(false));

describe("StudyFilm", () => {
  it("is a link to the film before the scripts run: one play control, its poster, no video", () => {
    const html = renderToString(
      <ShellProvider>
        <StudyFilm film={film} sizes="100vw" />
      </ShellProvider>,
    );
    const page = document.createElement("div");
    page.innerHTML = html;
    const links = page.querySelectorAll("a");
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute("href")).toBe(film.mp4);
    expect(links[0]!.getAttribute("aria-label")).toBe("Play: A test film");
    expect(links[0]!.textContent).toBe("Play");
    const poster = page.querySelector("img")!;
    expect(poster.getAttribute("src")).toBe(film.poster.img.src);
    expect(poster.getAttribute("loading")).toBe("lazy");
    expect(poster.getAttribute("width")).toBe("1200");
    expect(poster.getAttribute("alt")).toBe("");
    expect(page.querySelector("video, button, iframe")).toBeNull();
  });

  it("once running, plays the film in the poster's place on a click, focused and looping", async () => {
    const play = fakePlayback();
    reducedMotion(false);
    const { container } = render(<StudyFilm film={film} sizes="100vw" />);
    const button = screen.getByRole("button", { name: "Play: A test film" });
    expect(container.querySelectorAll("button, a")).toHaveLength(1);
    await act(async () => fireEvent.click(button));
    const video = container.querySelector("video")!;
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(video);
    expect(video.muted).toBe(true);
    expect(video.controls).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(false);
    expect(video.getAttribute("poster")).toBe(film.poster.img.src);
    expect(video.getAttribute("aria-label")).toBe("A test film");
    expect([...video.querySelectorAll("source")].map((s) => s.getAttribute("src"))).toEqual([
      film.webm,
      film.mp4,
    ]);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("plays once, without looping, for visitors who ask for less motion", async () => {
    fakePlayback();
    reducedMotion(true);
    const { container } = render(<StudyFilm film={film} sizes="100vw" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /^Play/ })));
    expect(container.querySelector("video")!.loop).toBe(false);
  });

  it("keeps the poster and says so, with a link, when the film cannot load", async () => {
    fakePlayback();
    const { container } = render(<StudyFilm film={film} sizes="100vw" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /^Play/ })));
    const sources = container.querySelectorAll("source");
    await act(async () => fireEvent.error(sources[sources.length - 1]!));
    expect(container.querySelector("video")).toBeNull();
    expect(container.querySelector("img")!.getAttribute("src")).toBe(film.poster.img.src);
    expect(screen.getByRole("status").textContent).toContain("The film could not load here.");
    expect(
      screen.getByRole("link", { name: "Open the film on its own" }).getAttribute("href"),
    ).toBe(film.mp4);
    // The play control is back, to try again.
    expect(screen.getByRole("button", { name: "Play: A test film" })).toBeTruthy();
  });

  it("keeps the poster when the browser refuses to start the film", async () => {
    fakePlayback(() => Promise.reject(new DOMException("no", "NotSupportedError")));
    const { container } = render(<StudyFilm film={film} sizes="100vw" />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /^Play/ })));
    expect(container.querySelector("video")).toBeNull();
    expect(screen.getByRole("status")).toBeTruthy();
  });

  it("draws a reel portrait", () => {
    const { container } = render(<StudyFilm film={{ ...film, aspect: "9:16" }} sizes="22rem" />);
    expect(container.querySelector(".work-film--portrait")).not.toBeNull();
  });
});
