import { fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  CONFIRM_INTERVAL,
  MAX_RETRIES,
  PLAYER_STATE,
  RETRY_DELAY,
  SEEK_TIMEOUT,
} from "./constants.ts";
import { YOUTUBE_API_SRC } from "#contracts/embeds.ts";
import {
  createFakeScriptLoader,
  fakeYouTube,
  loggedStages,
  renderWith,
  resetProviderGlobals,
  stageOf,
  tick,
} from "../../../tests/support/embeds.tsx";
import { YouTubeEmbed } from "./youtube-embed.tsx";

const URL = "https://youtu.be/dQw4w9WgXcQ?t=1m30s";

describe("YouTubeEmbed facade", () => {
  let info: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    info = vi.spyOn(console, "info").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    resetProviderGlobals();
  });

  it("requests nothing until the play button is clicked, and has no third-party image", async () => {
    const yt = fakeYouTube();
    const fake = createFakeScriptLoader({ install: { youtube: yt.install } });
    const { container } = renderWith(
      fake.loader,
      <YouTubeEmbed url={URL} youTubeProps={{ title: "Hama reel" }} />,
    );
    await tick(RETRY_DELAY);
    expect(fake.calls).toEqual([]);
    expect(stageOf(container)).toBe("idle");
    expect(container.querySelector("img, iframe")).toBeNull();
    expect(screen.getByRole("button", { name: "Play video: Hama reel" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Watch on YouTube" }).getAttribute("href")).toBe(URL);
  });

  it("on click loads the IFrame API, creates the player on the nocookie host; ready ends the placeholder", async () => {
    const yt = fakeYouTube();
    const onReady = vi.fn();
    const fake = createFakeScriptLoader({ install: { youtube: yt.install } });
    const { container } = renderWith(
      fake.loader,
      <YouTubeEmbed url={URL} debug youTubeProps={{ onReady, playerVars: { controls: 1 } }} />,
    );
    await tick();
    fireEvent.click(screen.getByRole("button", { name: "Play video: YouTube video" }));
    await tick(CONFIRM_INTERVAL * 2);
    expect(fake.calls).toEqual([{ provider: "youtube", src: YOUTUBE_API_SRC }]);
    expect(yt.players).toHaveLength(1);
    const player = yt.players[0]!;
    expect(player.options).toMatchObject({
      host: "https://www.youtube-nocookie.com",
      videoId: "dQw4w9WgXcQ",
      playerVars: { autoplay: 1, start: 90, controls: 1 },
    });
    expect(stageOf(container)).toBe("confirm-embed-success");
    expect(screen.getByRole("status")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
    player.ready();
    await tick(CONFIRM_INTERVAL);
    expect(stageOf(container)).toBe("embed-success");
    expect(container.querySelector(".embed-placeholder")).toBeNull();
    expect(player.iframe.title).toBe("YouTube video");
    expect(player.playVideo).toHaveBeenCalled();
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(loggedStages(info)).toEqual([
      "check-script",
      "load-script",
      "confirm-script-loaded",
      "process-embed",
      "confirm-embed-success",
      "embed-success",
    ]);
  });

  it("youTubeProps.videoId and start override the URL", async () => {
    const yt = fakeYouTube();
    yt.install(window);
    renderWith(
      createFakeScriptLoader().loader,
      <YouTubeEmbed url={URL} youTubeProps={{ videoId: "abcdefghijk", start: 5 }} />,
    );
    await tick();
    fireEvent.click(screen.getByRole("button"));
    await tick();
    expect(yt.players[0]?.options).toMatchObject({
      videoId: "abcdefghijk",
      playerVars: { start: 5 },
    });
  });

  it("reports named player states and stops checking for playback after the seek timeout", async () => {
    const yt = fakeYouTube();
    yt.install(window);
    const states: (string | undefined)[] = [];
    renderWith(
      createFakeScriptLoader().loader,
      <YouTubeEmbed url={URL} debug youTubeProps={{ onStateChange: (s) => states.push(s) }} />,
    );
    await tick();
    fireEvent.click(screen.getByRole("button"));
    await tick();
    const player = yt.players[0]!;
    player.ready();
    for (const s of [-1, 5, 3, 1, 2, 0]) player.change(s);
    expect(states).toEqual(["unstarted", "cued", "buffering", "playing", "paused", "ended"]);
    expect(PLAYER_STATE).toEqual({
      unstarted: -1,
      ended: 0,
      playing: 1,
      paused: 2,
      buffering: 3,
      cued: 5,
    });
    // never playing (autoplay refused): the 1 ms state check ends after SEEK_TIMEOUT
    player.state = PLAYER_STATE.cued;
    await tick(CONFIRM_INTERVAL);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    await tick(SEEK_TIMEOUT);
    expect(vi.getTimerCount()).toBe(0);
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/not playing after 3000 ms/));
  });

  it("stops the state check as soon as the player plays", async () => {
    const yt = fakeYouTube();
    yt.install(window);
    renderWith(createFakeScriptLoader().loader, <YouTubeEmbed url={URL} />);
    await tick();
    fireEvent.click(screen.getByRole("button"));
    await tick();
    yt.players[0]!.ready();
    await tick(CONFIRM_INTERVAL);
    yt.players[0]!.state = PLAYER_STATE.playing;
    await tick(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it(`recreates a player that never becomes ready, at most ${MAX_RETRIES} times, then shows the link`, async () => {
    const yt = fakeYouTube();
    yt.install(window);
    const { container } = renderWith(createFakeScriptLoader().loader, <YouTubeEmbed url={URL} />);
    await tick();
    fireEvent.click(screen.getByRole("button"));
    await tick(RETRY_DELAY * (MAX_RETRIES + 2));
    expect(yt.players).toHaveLength(MAX_RETRIES + 1);
    expect(yt.players.slice(0, -1).every((p) => p.destroy.mock.calls.length === 1)).toBe(true);
    expect(stageOf(container)).toBe("embed-failed");
    expect(screen.getByRole("link", { name: "Watch on YouTube" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("destroys the player on unmount", async () => {
    const yt = fakeYouTube();
    yt.install(window);
    const { unmount } = renderWith(createFakeScriptLoader().loader, <YouTubeEmbed url={URL} />);
    await tick();
    fireEvent.click(screen.getByRole("button"));
    await tick();
    unmount();
    expect(yt.players[0]?.destroy).toHaveBeenCalled();
  });

  it("a blocked IFrame API ends in the link without a player", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { container } = renderWith(
      createFakeScriptLoader({ fail: ["youtube"] }).loader,
      <YouTubeEmbed url={URL} />,
    );
    await tick();
    fireEvent.click(screen.getByRole("button"));
    await tick();
    expect(stageOf(container)).toBe("embed-failed");
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^YouTube embed script not found/));
  });
});
