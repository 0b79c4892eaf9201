import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONFIRM_INTERVAL, MAX_RETRIES, RETRY_DELAY } from "./constants.ts";
import { INSTAGRAM_SRC } from "#contracts/embeds.ts";
import {
  createFakeScriptLoader,
  fakeInstagram,
  loggedStages,
  renderWith,
  resetProviderGlobals,
  stageOf,
  tick,
} from "../../../tests/support/embeds.tsx";
import { InstagramEmbed } from "./instagram-embed.tsx";

const URL = "https://www.instagram.com/kadal.agency/p/pXyZ123/?utm_source=ig_web_copy_link";
const CLEAN = "https://www.instagram.com/p/pXyZ123/";

describe("InstagramEmbed stages", () => {
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

  it("walks all six stages to embed-success, with the cleaned permalink and version 14", async () => {
    const ig = fakeInstagram(() => false);
    const fake = createFakeScriptLoader({ install: { instagram: ig.install } });
    const { container } = renderWith(fake.loader, <InstagramEmbed url={URL} debug captioned />);
    await tick(CONFIRM_INTERVAL * 2);
    const quote = container.querySelector<HTMLElement>("blockquote.instagram-media");
    expect(quote?.dataset.instgrmPermalink).toBe(
      `${CLEAN}?utm_source=ig_embed&utm_campaign=loading`,
    );
    expect(quote?.dataset.instgrmVersion).toBe("14");
    expect(quote?.hasAttribute("data-instgrm-captioned")).toBe(true);
    // the provider replaces the blockquote: success
    quote?.replaceWith(document.createElement("iframe"));
    await tick(CONFIRM_INTERVAL);
    expect(loggedStages(info)).toEqual([
      "check-script",
      "load-script",
      "confirm-script-loaded",
      "process-embed",
      "confirm-embed-success",
      "embed-success",
    ]);
    expect(fake.calls).toEqual([{ provider: "instagram", src: INSTAGRAM_SRC }]);
    expect(ig.process).toHaveBeenCalledTimes(1);
    expect(container.querySelector(".embed-placeholder")).toBeNull();
  });

  it("links to the cleaned permalink in the placeholder", () => {
    renderWith(
      createFakeScriptLoader({ hang: ["instagram"] }).loader,
      <InstagramEmbed url={URL} />,
    );
    expect(screen.getByRole("link", { name: "View post on Instagram" }).getAttribute("href")).toBe(
      CLEAN,
    );
  });

  it("process-embed without the script warns that it was not found", async () => {
    const fake = createFakeScriptLoader();
    const { container } = renderWith(fake.loader, <InstagramEmbed url={URL} scriptLoadDisabled />);
    await tick();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Instagram embed script not found/));
    expect(stageOf(container)).toBe("embed-failed");
  });

  it("retries when not confirmed within retryDelay, then succeeds", async () => {
    const ig = fakeInstagram((n) => n === 3);
    ig.install(window);
    const { container } = renderWith(
      createFakeScriptLoader().loader,
      <InstagramEmbed url={URL} debug />,
    );
    await tick(RETRY_DELAY * 2 + CONFIRM_INTERVAL);
    expect(ig.process).toHaveBeenCalledTimes(3);
    expect(loggedStages(info).filter((s) => s === "retrying")).toHaveLength(2);
    expect(stageOf(container)).toBe("embed-success");
  });

  it(`gives up after ${MAX_RETRIES} retries and shows the plain link`, async () => {
    const ig = fakeInstagram(() => false);
    ig.install(window);
    const { container } = renderWith(createFakeScriptLoader().loader, <InstagramEmbed url={URL} />);
    await tick(RETRY_DELAY * (MAX_RETRIES + 2));
    expect(ig.process).toHaveBeenCalledTimes(MAX_RETRIES + 1);
    expect(stageOf(container)).toBe("embed-failed");
    expect(screen.queryByRole("status")).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });
});
