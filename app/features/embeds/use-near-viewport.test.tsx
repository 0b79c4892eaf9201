import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NEAR_VIEWPORT_MARGIN } from "./constants.ts";
import {
  createFakeScriptLoader,
  fakeFacebook,
  renderWith,
  resetProviderGlobals,
  stageOf,
  stubIntersectionObserver,
  tick,
} from "../../../tests/support/embeds.tsx";
import { FacebookEmbed } from "./facebook-embed.tsx";
import { InstagramEmbed } from "./instagram-embed.tsx";
import { PinterestEmbed } from "./pinterest-embed.tsx";
import { TikTokEmbed } from "./tiktok-embed.tsx";
import { XEmbed } from "./x-embed.tsx";

describe("near-viewport gating", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    resetProviderGlobals();
  });

  it("requests nothing from any provider until the embeds come near the viewport", async () => {
    const io = stubIntersectionObserver();
    const fb = fakeFacebook();
    const fake = createFakeScriptLoader({ install: { facebook: fb.install } });
    const { container } = renderWith(
      fake.loader,
      <>
        <FacebookEmbed url="https://www.facebook.com/a/posts/1" />
        <InstagramEmbed url="https://www.instagram.com/p/abc/" />
        <TikTokEmbed url="https://www.tiktok.com/@a/video/1" />
        <XEmbed url="https://x.com/a/status/1" />
        <PinterestEmbed url="https://www.pinterest.com/pin/1/" />
      </>,
    );
    await tick(10_000);
    expect(fake.calls).toEqual([]);
    expect(container.querySelectorAll("iframe, script, blockquote, .fb-post")).toHaveLength(0);
    expect(
      [...container.querySelectorAll<HTMLElement>(".embed")].map((e) => e.dataset.stage),
    ).toEqual(Array(5).fill("idle"));
    expect(io.observers.map((o) => o.options?.rootMargin)).toEqual(
      Array(5).fill(NEAR_VIEWPORT_MARGIN),
    );
    await io.enter();
    await tick();
    expect(fake.calls.map((c) => c.provider).sort()).toEqual([
      "facebook",
      "instagram",
      "tiktok",
      "x",
    ]);
    expect(container.querySelector("iframe[title='Pinterest pin']")).not.toBeNull();
  });

  it("disconnects the observer once near", async () => {
    const io = stubIntersectionObserver();
    render(<PinterestEmbed url="https://www.pinterest.com/pin/1/" />);
    expect(io.observers[0]?.targets).toHaveLength(1);
    await io.enter();
    expect(io.observers[0]?.targets).toHaveLength(0);
  });

  it("treats the embed as visible where IntersectionObserver is missing", async () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { container } = renderWith(
      createFakeScriptLoader({ hang: ["facebook"] }).loader,
      <FacebookEmbed url="https://www.facebook.com/a/posts/1" />,
    );
    await tick();
    expect(stageOf(container)).toBe("load-script");
  });
});
