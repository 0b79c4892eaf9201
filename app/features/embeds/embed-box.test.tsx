import type { ReactElement } from "react";
import { render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMBED_BOX } from "./constants.ts";
import { type EmbedKind } from "#contracts/embeds.ts";
import {
  createFakeScriptLoader,
  renderWith,
  stubIntersectionObserver,
  tick,
} from "../../../tests/support/embeds.tsx";
import { FacebookEmbed } from "./facebook-embed.tsx";
import { InstagramEmbed } from "./instagram-embed.tsx";
import { LinkedInEmbed } from "./linkedin-embed.tsx";
import { PinterestEmbed } from "./pinterest-embed.tsx";
import { TikTokEmbed } from "./tiktok-embed.tsx";
import { XEmbed } from "./x-embed.tsx";
import { YouTubeEmbed } from "./youtube-embed.tsx";

const CASES: [EmbedKind, string, (url: string) => ReactElement][] = [
  ["facebook", "View post on Facebook", (url) => <FacebookEmbed url={url} />],
  ["instagram", "View post on Instagram", (url) => <InstagramEmbed url={url} />],
  ["linkedin", "View post on LinkedIn", (url) => <LinkedInEmbed url={url} />],
  ["pinterest", "View post on Pinterest", (url) => <PinterestEmbed url={url} />],
  ["tiktok", "View post on TikTok", (url) => <TikTokEmbed url={url} />],
  ["x", "View post on X", (url) => <XEmbed url={url} />],
  ["youtube", "Watch on YouTube", (url) => <YouTubeEmbed url={url} />],
];
const URL = "https://www.example.com/p/1/";

describe("the reserved box and its placeholder", () => {
  beforeEach(() => stubIntersectionObserver());
  afterEach(() => vi.unstubAllGlobals());

  it("has the §9 numbers", () => {
    expect(
      Object.fromEntries(
        Object.entries(EMBED_BOX).map(([k, b]) => [k, [b.height, b.minWidth, b.maxWidth]]),
      ),
    ).toEqual({
      facebook: [372, undefined, 550],
      instagram: [372, 328, undefined],
      linkedin: [500, 250, 550],
      pinterest: [500, 250, 550],
      tiktok: [550, 325, 480],
      x: [350, 250, 550],
      youtube: [360, undefined, 640],
    });
  });

  it.each(CASES)(
    "%s: box of the default height, width clamped by min/max, link with '%s', no spinner before loading",
    (kind, text, ui) => {
      const { container } = render(ui(URL));
      const box = container.querySelector<HTMLElement>(".embed")!;
      const b = EMBED_BOX[kind];
      expect(box.classList.contains(`embed-${kind}`)).toBe(true);
      expect(box.style.height).toBe(`${b.height}px`);
      expect(box.style.width).toBe("100%");
      expect(box.style.minWidth).toBe(b.minWidth ? `${b.minWidth}px` : "");
      expect(box.style.maxWidth).toBe(b.maxWidth ? `${b.maxWidth}px` : "");
      const link = screen.getByRole("link", { name: text });
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(screen.queryByRole("status")).toBeNull();
    },
  );

  it("takes width, height, className, style and a custom link text", () => {
    const { container } = render(
      <XEmbed
        url={URL}
        width={400}
        height="30rem"
        className="mine"
        style={{ margin: 4 }}
        linkText="See it"
      />,
    );
    const box = container.querySelector<HTMLElement>(".embed")!;
    expect(box.className).toBe("embed embed-x mine");
    expect(box.style.width).toBe("400px");
    expect(box.style.height).toBe("30rem");
    expect(box.style.margin).toBe("4px");
    expect(screen.getByRole("link", { name: "See it" })).toBeTruthy();
  });

  it("an empty link text falls back to the generic 'View post'", () => {
    render(<FacebookEmbed url={URL} linkText="" />);
    expect(screen.getByRole("link", { name: "View post" })).toBeTruthy();
  });

  it("never renders a javascript: URL as a live link", () => {
    render(<TikTokEmbed url="javascript:alert(1)" />);
    expect(screen.getByText("View post on TikTok").hasAttribute("href")).toBe(false);
  });
});

describe("placeholder options while loading", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const hang = () => createFakeScriptLoader({ hang: ["facebook"] }).loader;

  it("shows a spinner with role=status and a text label, and the image with alt text", async () => {
    const { container } = renderWith(
      hang(),
      <FacebookEmbed url={URL} placeholderImageUrl="/old/poster.jpg" />,
    );
    await tick();
    expect(screen.getByRole("status").textContent).toBe("Loading");
    const img = container.querySelector("img.embed-poster")!;
    expect(img.getAttribute("alt")).toBe("");
    expect(img.getAttribute("src")).toBe("/old/poster.jpg");
  });

  it("takes a custom spinner, or none", async () => {
    const { unmount } = renderWith(
      hang(),
      <FacebookEmbed url={URL} placeholderSpinner={<b>…</b>} />,
    );
    await tick();
    expect(screen.getByText("…")).toBeTruthy();
    unmount();
    renderWith(hang(), <FacebookEmbed url={URL} placeholderSpinnerDisabled />);
    await tick();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.getByRole("link", { name: "View post on Facebook" })).toBeTruthy();
  });

  it("passes placeholderProps to the default placeholder", async () => {
    const { container } = renderWith(
      hang(),
      <FacebookEmbed
        url={URL}
        placeholderProps={{ className: "extra", style: { background: "red" } }}
      />,
    );
    await tick();
    const ph = container.querySelector<HTMLElement>(".embed-placeholder")!;
    expect(ph.className).toBe("embed-placeholder extra");
    expect(ph.style.background).toBe("red");
  });

  it("renders a custom placeholder instead of the default one", async () => {
    renderWith(hang(), <FacebookEmbed url={URL} placeholder={<p>Loading our post</p>} />);
    await tick();
    expect(screen.getByText("Loading our post")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("placeholderDisabled: nothing while loading, the plain link after a failure", async () => {
    const { container } = renderWith(hang(), <FacebookEmbed url={URL} placeholderDisabled />);
    await tick();
    expect(container.querySelector(".embed-placeholder")).toBeNull();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await tick(10_000);
    expect(screen.getByRole("link", { name: "View post on Facebook" })).toBeTruthy();
  });
});
