import { screen } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONFIRM_INTERVAL, MAX_RETRIES, MAX_SCRIPT_WAIT, RETRY_DELAY } from "./constants.ts";
import { FACEBOOK_SDK_SRC } from "#contracts/embeds.ts";
import {
  createFakeScriptLoader,
  fakeFacebook,
  loggedStages,
  renderWith,
  resetProviderGlobals,
  stageOf,
  tick,
} from "../../../tests/support/embeds.tsx";
import { FacebookEmbed } from "./facebook-embed.tsx";

const URL = "https://www.facebook.com/kadal.agency/posts/pfbid02abc";

describe("FacebookEmbed stages", () => {
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

  it("check-script → load-script → confirm-script-loaded → process-embed → confirm-embed-success → embed-success", async () => {
    const fb = fakeFacebook();
    const fake = createFakeScriptLoader({ install: { facebook: fb.install } });
    const { container } = renderWith(fake.loader, <FacebookEmbed url={URL} debug />);
    await tick();
    expect(screen.getByRole("status")).toBeTruthy();
    await tick(CONFIRM_INTERVAL * 2);
    expect(loggedStages(info)).toEqual([
      "check-script",
      "load-script",
      "confirm-script-loaded",
      "process-embed",
      "confirm-embed-success",
      "embed-success",
    ]);
    expect(fake.calls).toEqual([{ provider: "facebook", src: FACEBOOK_SDK_SRC }]);
    expect(FACEBOOK_SDK_SRC).toBe(
      "https://connect.facebook.net/en_US/sdk.js#xfbml=1&version=v16.0",
    );
    const post = container.querySelector<HTMLElement>(".embed-host .fb-post");
    expect(post?.dataset.href).toBe(URL);
    expect(fb.parse).toHaveBeenCalledWith(container.querySelector(".embed-host"));
    expect(stageOf(container)).toBe("embed-success");
    expect(container.querySelector(".embed-placeholder")).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it("goes straight from check-script to process-embed when the SDK is already on the page", async () => {
    const fb = fakeFacebook();
    fb.install(window);
    const fake = createFakeScriptLoader();
    renderWith(fake.loader, <FacebookEmbed url={URL} debug />);
    await tick(CONFIRM_INTERVAL);
    expect(loggedStages(info)).toEqual([
      "check-script",
      "process-embed",
      "confirm-embed-success",
      "embed-success",
    ]);
    expect(fake.calls).toEqual([]);
  });

  it("with scriptLoadDisabled and no SDK, warns that the script was not found and shows the plain link", async () => {
    const fake = createFakeScriptLoader();
    const { container } = renderWith(fake.loader, <FacebookEmbed url={URL} scriptLoadDisabled />);
    await tick();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/Facebook embed script not found.*cannot be processed.*kadal/),
    );
    expect(fake.calls).toEqual([]);
    expect(stageOf(container)).toBe("embed-failed");
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("link", { name: "View post on Facebook" }).getAttribute("href")).toBe(
      URL,
    );
  });

  it("retries (retrying → process-embed) when success is not confirmed within retryDelay, and remounts the post", async () => {
    const fb = fakeFacebook((n) => n === 2);
    fb.install(window);
    const fake = createFakeScriptLoader();
    const { container } = renderWith(fake.loader, <FacebookEmbed url={URL} debug />);
    await tick();
    const first = container.querySelector(".fb-post");
    await tick(RETRY_DELAY - CONFIRM_INTERVAL);
    expect(stageOf(container)).toBe("confirm-embed-success");
    await tick(CONFIRM_INTERVAL);
    await tick(CONFIRM_INTERVAL);
    expect(loggedStages(info).slice(-5)).toEqual([
      "confirm-embed-success",
      "retrying",
      "process-embed",
      "confirm-embed-success",
      "embed-success",
    ]);
    expect(fb.parse).toHaveBeenCalledTimes(2);
    expect(container.querySelector(".fb-post")).not.toBe(first);
    expect(stageOf(container)).toBe("embed-success");
  });

  it("honours a custom retryDelay", async () => {
    const fb = fakeFacebook((n) => n === 2);
    fb.install(window);
    renderWith(createFakeScriptLoader().loader, <FacebookEmbed url={URL} retryDelay={1000} />);
    await tick(1000 - CONFIRM_INTERVAL);
    expect(fb.parse).toHaveBeenCalledTimes(1);
    await tick(CONFIRM_INTERVAL);
    expect(fb.parse).toHaveBeenCalledTimes(2);
  });

  it(`stops after ${MAX_RETRIES} retries: the placeholder becomes a plain link without spinner`, async () => {
    const fb = fakeFacebook(() => false);
    const fake = createFakeScriptLoader({ install: { facebook: fb.install } });
    const { container } = renderWith(fake.loader, <FacebookEmbed url={URL} debug />);
    await tick();
    for (let i = 0; i <= MAX_RETRIES + 2; i++) await tick(RETRY_DELAY);
    expect(fb.parse).toHaveBeenCalledTimes(MAX_RETRIES + 1);
    expect(loggedStages(info).filter((s) => s === "retrying")).toHaveLength(MAX_RETRIES);
    expect(stageOf(container)).toBe("embed-failed");
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("link", { name: "View post on Facebook" })).toBeTruthy();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("with retryDisabled gives up after one retryDelay", async () => {
    const fb = fakeFacebook(() => false);
    fb.install(window);
    const { container } = renderWith(
      createFakeScriptLoader().loader,
      <FacebookEmbed url={URL} retryDisabled />,
    );
    await tick(RETRY_DELAY);
    expect(fb.parse).toHaveBeenCalledTimes(1);
    expect(stageOf(container)).toBe("embed-failed");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("a script that fails to load ends in the link, with the script-not-found warning", async () => {
    const fake = createFakeScriptLoader({ fail: ["facebook"] });
    const { container } = renderWith(fake.loader, <FacebookEmbed url={URL} />);
    await tick();
    expect(stageOf(container)).toBe("embed-failed");
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Facebook embed script not found/));
  });

  it("bounds the wait for a script that never loads", async () => {
    const fake = createFakeScriptLoader({ hang: ["facebook"] });
    const { container } = renderWith(fake.loader, <FacebookEmbed url={URL} />);
    await tick(MAX_SCRIPT_WAIT - 1);
    expect(stageOf(container)).toBe("load-script");
    await tick(1);
    expect(stageOf(container)).toBe("embed-failed");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("bounds confirm-script-loaded when the script loads but defines no SDK", async () => {
    const fake = createFakeScriptLoader();
    const { container } = renderWith(fake.loader, <FacebookEmbed url={URL} />);
    await tick();
    expect(stageOf(container)).toBe("confirm-script-loaded");
    await tick(MAX_SCRIPT_WAIT);
    expect(stageOf(container)).toBe("embed-failed");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("writes stage messages only with debug, and never console.error", async () => {
    const fb = fakeFacebook();
    const fake = createFakeScriptLoader({ install: { facebook: fb.install } });
    renderWith(fake.loader, <FacebookEmbed url={URL} />);
    await tick(CONFIRM_INTERVAL);
    expect(info).not.toHaveBeenCalled();
  });

  it("works the same under StrictMode: one script, a bounded number of attempts", async () => {
    const fb = fakeFacebook(() => false);
    const fake = createFakeScriptLoader({ install: { facebook: fb.install } });
    const { container } = renderWith(
      fake.loader,
      <StrictMode>
        <FacebookEmbed url={URL} />
      </StrictMode>,
    );
    await tick(RETRY_DELAY * (MAX_RETRIES + 3));
    expect(fake.calls).toHaveLength(1);
    expect(fb.parse).toHaveBeenCalledTimes(MAX_RETRIES + 1);
    expect(stageOf(container)).toBe("embed-failed");
  });
});
