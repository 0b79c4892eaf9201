import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONFIRM_INTERVAL, MAX_RETRIES, RETRY_DELAY } from "./constants.ts";
import { TIKTOK_SRC } from "#contracts/embeds.ts";
import {
  createFakeScriptLoader,
  fakeTikTok,
  loggedStages,
  renderWith,
  stageOf,
  tick,
} from "../../../tests/support/embeds.tsx";
import { TikTokEmbed } from "./tiktok-embed.tsx";

const URL = "https://www.tiktok.com/@epicgardening/video/7055411162212633903?is_copy_url=1";

describe("TikTokEmbed stages", () => {
  let info: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
    info = vi.spyOn(console, "info").mockImplementation(() => {});
  });
  afterEach(() => vi.useRealTimers());

  it("starts at process-embed, adds embed.js with ?t=, then confirm-embed-success → embed-success", async () => {
    const fake = createFakeScriptLoader({ install: { tiktok: fakeTikTok().install } });
    const { container } = renderWith(fake.loader, <TikTokEmbed url={URL} debug />);
    await tick(CONFIRM_INTERVAL);
    expect(loggedStages(info)).toEqual(["process-embed", "confirm-embed-success", "embed-success"]);
    expect(fake.calls).toEqual([{ provider: "tiktok", src: `${TIKTOK_SRC}?t=1700000000000` }]);
    expect(stageOf(container)).toBe("embed-success");
  });

  it("renders the blockquote with the video id from the URL", async () => {
    const fake = createFakeScriptLoader({ hang: ["tiktok"] });
    const { container } = renderWith(fake.loader, <TikTokEmbed url={URL} />);
    await tick();
    const quote = container.querySelector<HTMLQuoteElement>("blockquote.tiktok-embed");
    expect(quote?.dataset.videoId).toBe("7055411162212633903");
    expect(quote?.cite).toBe(URL);
    expect(screen.getByRole("status")).toBeTruthy();
  });

  it("retrying re-adds the script with a new timestamp, then succeeds", async () => {
    const fake = createFakeScriptLoader({
      install: { tiktok: fakeTikTok((n) => n === 2).install },
    });
    const { container } = renderWith(fake.loader, <TikTokEmbed url={URL} debug />);
    await tick(RETRY_DELAY + CONFIRM_INTERVAL);
    expect(loggedStages(info)).toEqual([
      "process-embed",
      "confirm-embed-success",
      "retrying",
      "process-embed",
      "confirm-embed-success",
      "embed-success",
    ]);
    expect(fake.calls).toHaveLength(2);
    expect(fake.calls[1]?.src).not.toBe(fake.calls[0]?.src);
    expect(fake.calls[1]?.src).toMatch(/^https:\/\/www\.tiktok\.com\/embed\.js\?t=\d+$/);
    expect(stageOf(container)).toBe("embed-success");
  });

  it(`stops after ${MAX_RETRIES} retries, also when the script is blocked`, async () => {
    const fake = createFakeScriptLoader({ fail: ["tiktok"] });
    const { container } = renderWith(fake.loader, <TikTokEmbed url={URL} />);
    await tick(RETRY_DELAY * (MAX_RETRIES + 2));
    expect(fake.calls).toHaveLength(MAX_RETRIES + 1);
    expect(stageOf(container)).toBe("embed-failed");
    expect(screen.getByRole("link", { name: "View post on TikTok" }).getAttribute("href")).toBe(
      URL,
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it("with scriptLoadDisabled requests nothing and ends in the link", async () => {
    const fake = createFakeScriptLoader();
    const { container } = renderWith(
      fake.loader,
      <TikTokEmbed url={URL} scriptLoadDisabled retryDisabled />,
    );
    await tick(RETRY_DELAY);
    expect(fake.calls).toEqual([]);
    expect(stageOf(container)).toBe("embed-failed");
  });
});
