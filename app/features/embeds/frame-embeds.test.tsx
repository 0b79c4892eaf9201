import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_SCRIPT_WAIT } from "./constants.ts";
import {
  loggedStages,
  stageOf,
  stubIntersectionObserver,
  tick,
} from "../../../tests/support/embeds.tsx";
import { LinkedInEmbed } from "./linkedin-embed.tsx";
import { PinterestEmbed } from "./pinterest-embed.tsx";

const LI = "https://www.linkedin.com/embed/feed/update/urn:li:share:6898694772484112384";
const LI_POST = "https://www.linkedin.com/posts/kadal_brand-activity-6898694772484112384-AbCd";
const PIN = "https://www.pinterest.com/pin/1234567890123/";

describe("LinkedIn and Pinterest iframes", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("LinkedIn: no iframe until near the viewport, then the placeholder stays until the iframe's load event", async () => {
    const io = stubIntersectionObserver();
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const { container } = render(<LinkedInEmbed url={LI} postUrl={LI_POST} debug />);
    await tick();
    expect(container.querySelector("iframe")).toBeNull();
    expect(stageOf(container)).toBe("idle");
    await io.enter();
    const iframe = screen.getByTitle("LinkedIn post");
    expect(iframe.getAttribute("src")).toBe(LI);
    expect(iframe.getAttribute("loading")).toBe("lazy");
    expect(screen.getByRole("status")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View post on LinkedIn" }).getAttribute("href")).toBe(
      LI_POST,
    );
    fireEvent.load(iframe);
    expect(stageOf(container)).toBe("embed-success");
    expect(container.querySelector(".embed-placeholder")).toBeNull();
    expect(loggedStages(info)).toEqual(["process-embed", "embed-success"]);
  });

  it("LinkedIn: a post URL becomes the embed URL; the link falls back to the post", async () => {
    render(<LinkedInEmbed url="https://www.linkedin.com/feed/update/urn:li:activity:7123/" />);
    await tick();
    expect(screen.getByTitle("LinkedIn post").getAttribute("src")).toBe(
      "https://www.linkedin.com/embed/feed/update/urn:li:activity:7123",
    );
    expect(screen.getByRole("link", { name: "View post on LinkedIn" }).getAttribute("href")).toBe(
      "https://www.linkedin.com/feed/update/urn:li:activity:7123",
    );
  });

  it("Pinterest: iframe on the pin's embed page; load ends the placeholder", async () => {
    const { container } = render(<PinterestEmbed url={PIN} postUrl="https://pin.it/abc" />);
    await tick();
    const iframe = screen.getByTitle("Pinterest pin");
    expect(iframe.getAttribute("src")).toBe(
      "https://assets.pinterest.com/ext/embed.html?id=1234567890123",
    );
    expect(screen.getByRole("link", { name: "View post on Pinterest" }).getAttribute("href")).toBe(
      "https://pin.it/abc",
    );
    fireEvent.load(iframe);
    expect(stageOf(container)).toBe("embed-success");
  });

  it("Pinterest: without a pin id the zero id is used and the link points at url", async () => {
    render(<PinterestEmbed url="https://www.pinterest.com/kadal/" />);
    await tick();
    expect(screen.getByTitle("Pinterest pin").getAttribute("src")).toMatch(/id=0{18}$/);
    expect(screen.getByRole("link").getAttribute("href")).toBe("https://www.pinterest.com/kadal/");
  });

  it("bounds the wait for the load event: the spinner stops, the link stays, a late load still succeeds", async () => {
    const { container } = render(<PinterestEmbed url={PIN} />);
    await tick(MAX_SCRIPT_WAIT);
    expect(stageOf(container)).toBe("embed-failed");
    expect(screen.queryByRole("status")).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    fireEvent.load(screen.getByTitle("Pinterest pin"));
    expect(stageOf(container)).toBe("embed-success");
  });
});
