// The prerendered HTML (renderToString) must hydrate without any mismatch: same ids, same markup.
import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubIntersectionObserver } from "../../../tests/support/embeds.tsx";
import { FacebookEmbed } from "./facebook-embed.tsx";
import { InstagramEmbed } from "./instagram-embed.tsx";
import { LinkedInEmbed } from "./linkedin-embed.tsx";
import { PinterestEmbed } from "./pinterest-embed.tsx";
import { TikTokEmbed } from "./tiktok-embed.tsx";
import { XEmbed } from "./x-embed.tsx";
import { YouTubeEmbed } from "./youtube-embed.tsx";

const page = (ui: ReactElement) => (
  <main>
    {ui}
    {ui}
  </main>
);

const CASES: [string, ReactElement][] = [
  [
    "FacebookEmbed",
    <FacebookEmbed url="https://www.facebook.com/a/posts/1" placeholderImageUrl="/old/p.jpg" />,
  ],
  ["InstagramEmbed", <InstagramEmbed url="https://www.instagram.com/a/p/pAbc/?x=1" />],
  [
    "LinkedInEmbed",
    <LinkedInEmbed
      url="https://www.linkedin.com/embed/feed/update/urn:li:share:1"
      postUrl="https://www.linkedin.com/p/1"
    />,
  ],
  ["PinterestEmbed", <PinterestEmbed url="https://www.pinterest.com/pin/1/" />],
  ["TikTokEmbed", <TikTokEmbed url="https://www.tiktok.com/@a/video/1" width={400} />],
  ["XEmbed", <XEmbed url="https://x.com/a/status/1" linkText="Read on X" />],
  [
    "YouTubeEmbed",
    <YouTubeEmbed url="https://youtu.be/abc?t=5" youTubeProps={{ title: "Reel" }} />,
  ],
];

async function hydrate(html: string, ui: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, ui, {
      onRecoverableError: (e) => errors.push(e),
      onCaughtError: (e) => errors.push(e),
    }),
  );
  return { container, errors, root };
}

describe("prerender and hydration", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubIntersectionObserver(); // not near the viewport: the first client render stays what was prerendered
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = "";
  });

  it.each(CASES)("%s: server HTML equals the first client render", async (_name, ui) => {
    const html = renderToString(page(ui));
    expect(html).toContain("embed-placeholder");
    expect(html).not.toMatch(/<(script|iframe)|<button/);
    const { container, errors, root } = await hydrate(html, page(ui));
    expect(errors).toEqual([]);
    // Nothing near the viewport: the hydrated DOM is still the server's (YouTube adds its button after hydration).
    const after = container.innerHTML.replace(/<button[^>]*>.*?<\/button>/g, "");
    const parsed = document.createElement("div");
    parsed.innerHTML = html; // the same serializer on both sides (`<img/>` vs `<img>`)
    expect(after).toBe(parsed.innerHTML);
    act(() => root.unmount());
  });

  it("a mismatch would be caught (the check is live)", async () => {
    const html = renderToString(page(<XEmbed url="https://x.com/a/status/1" linkText="Server" />));
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const { errors, root } = await hydrate(
      html,
      page(<XEmbed url="https://x.com/a/status/1" linkText="Client" />),
    );
    expect(errors.length + quiet.mock.calls.length).toBeGreaterThan(0);
    act(() => root.unmount());
  });

  it("JavaScript off: each prerendered embed is a link to the original post inside its box", () => {
    for (const [, ui] of CASES) {
      const div = document.createElement("div");
      div.innerHTML = renderToString(ui);
      const link = div.querySelector(".embed .embed-placeholder a[href^='https://']");
      expect(link?.textContent).toMatch(/^(View post on |Watch on |Read on )/);
      expect(div.querySelector("[role=status]")).toBeNull();
    }
  });
});
