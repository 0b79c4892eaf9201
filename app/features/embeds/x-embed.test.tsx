import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONFIRM_INTERVAL, MAX_RETRIES, RETRY_DELAY } from "./constants.ts";
import { X_WIDGETS_SRC } from "#contracts/embeds.ts";
import {
  createFakeScriptLoader,
  fakeX,
  loggedStages,
  renderWith,
  resetProviderGlobals,
  stageOf,
  tick,
} from "../../../tests/support/embeds.tsx";
import type { ProviderWindow } from "./script-loader.ts";
import { XEmbed } from "./x-embed.tsx";

const URL = "https://x.com/PixelAndBracket/status/1356633038717923333/photo/1?s=20";

describe("XEmbed stages", () => {
  let info: ReturnType<typeof vi.spyOn>;
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    info = vi.spyOn(console, "info").mockImplementation(() => {});
    warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    resetProviderGlobals();
  });

  it("loads widgets.js, then createTweet(id, host) with do-not-track, to embed-success", async () => {
    const x = fakeX();
    const fake = createFakeScriptLoader({ install: { x: x.install } });
    const { container } = renderWith(fake.loader, <XEmbed url={URL} debug />);
    await tick(CONFIRM_INTERVAL * 3);
    expect(loggedStages(info)).toEqual([
      "check-script",
      "load-script",
      "confirm-script-loaded",
      "process-embed",
      "confirm-embed-success",
      "embed-success",
    ]);
    expect(fake.calls).toEqual([{ provider: "x", src: X_WIDGETS_SRC }]);
    expect(x.createTweet).toHaveBeenCalledWith(
      "1356633038717923333",
      container.querySelector(".embed-host"),
      {
        dnt: true,
      },
    );
    expect(container.querySelector("iframe[title='X Post']")).not.toBeNull();
  });

  it("a widgets script that fails to load aborts with its own warning", async () => {
    const fake = createFakeScriptLoader({ fail: ["x"] });
    const { container } = renderWith(fake.loader, <XEmbed url={URL} />);
    await tick();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^X widgets script failed to load, so loading is aborted/),
    );
    expect(stageOf(container)).toBe("embed-failed");
    expect(screen.getByRole("link", { name: "View post on X" }).getAttribute("href")).toBe(URL);
  });

  it("warns when the createTweet method is no longer present", async () => {
    (window as ProviderWindow).twttr = { widgets: {} };
    const fake = createFakeScriptLoader();
    const { container } = renderWith(fake.loader, <XEmbed url={URL} />);
    await tick();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^X widgets method createTweet is no longer present/),
    );
    expect(stageOf(container)).toBe("embed-failed");
    expect(fake.calls).toEqual([]);
  });

  it("retries a post that did not render, within the bound", async () => {
    const x = fakeX(() => false);
    x.install(window);
    const { container } = renderWith(createFakeScriptLoader().loader, <XEmbed url={URL} />);
    await tick(RETRY_DELAY * (MAX_RETRIES + 2));
    expect(x.createTweet).toHaveBeenCalledTimes(MAX_RETRIES + 1);
    expect(stageOf(container)).toBe("embed-failed");
    expect(vi.getTimerCount()).toBe(0);
  });
});
