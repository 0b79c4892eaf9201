import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FACEBOOK_SDK_SRC, TIKTOK_SRC } from "#contracts/embeds.ts";
import { createFakeScriptLoader } from "../../../tests/support/embeds.tsx";
import { defaultScriptLoader, ScriptLoaderContext, useScriptLoader } from "./script-loader.ts";

const scripts = (provider: string) =>
  document.head.querySelectorAll(`script[data-embed="${provider}"]`);
const settle = (p: Promise<void>) =>
  p.then(
    () => "loaded",
    () => "failed",
  );

describe("defaultScriptLoader", () => {
  afterEach(() => document.head.querySelectorAll("script[data-embed]").forEach((s) => s.remove()));

  it("appends one async script per provider and shares its promise", async () => {
    const a = defaultScriptLoader.load("facebook", FACEBOOK_SDK_SRC);
    const b = defaultScriptLoader.load("facebook", FACEBOOK_SDK_SRC);
    expect(b).toBe(a);
    expect(scripts("facebook")).toHaveLength(1);
    const script = scripts("facebook")[0] as HTMLScriptElement;
    expect(script.getAttribute("src")).toBe(FACEBOOK_SDK_SRC);
    expect(script.async).toBe(true);
    script.dispatchEvent(new Event("load"));
    expect(await settle(a)).toBe("loaded");
    expect(defaultScriptLoader.load("facebook", FACEBOOK_SDK_SRC)).toBe(a);
  });

  it("replaces a provider's script when its src changes (TikTok's ?t= re-add)", () => {
    defaultScriptLoader.load("tiktok", `${TIKTOK_SRC}?t=1`);
    defaultScriptLoader.load("tiktok", `${TIKTOK_SRC}?t=2`);
    expect(scripts("tiktok")).toHaveLength(1);
    expect(scripts("tiktok")[0]?.getAttribute("src")).toBe(`${TIKTOK_SRC}?t=2`);
  });

  it("rejects on error and removes the script, so a later call tries again", async () => {
    const p = defaultScriptLoader.load("x", "https://platform.twitter.com/widgets.js");
    scripts("x")[0]?.dispatchEvent(new Event("error"));
    expect(await settle(p)).toBe("failed");
    expect(scripts("x")).toHaveLength(0);
    const again = defaultScriptLoader.load("x", "https://platform.twitter.com/widgets.js");
    expect(again).not.toBe(p);
    expect(scripts("x")).toHaveLength(1);
  });

  it("appends to the given document (frame support)", () => {
    const doc = document.implementation.createHTMLDocument("frame");
    defaultScriptLoader.load("instagram", "https://www.instagram.com/embed.js", doc);
    expect(doc.head.querySelectorAll("script")).toHaveLength(1);
    expect(scripts("instagram")).toHaveLength(0);
  });
});

describe("ScriptLoaderContext", () => {
  it("defaults to the real loader and can be replaced by a fake", () => {
    expect(renderHook(() => useScriptLoader()).result.current).toBe(defaultScriptLoader);
    const fake = createFakeScriptLoader();
    const { result } = renderHook(() => useScriptLoader(), {
      wrapper: ({ children }) => (
        <ScriptLoaderContext value={fake.loader}>{children}</ScriptLoaderContext>
      ),
    });
    expect(result.current).toBe(fake.loader);
  });
});
