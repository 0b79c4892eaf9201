import { describe, expect, it } from "vitest";
import { embedsInPage } from "./embed-origins.ts";
import { contentSecurityPolicy } from "./headers.ts";

const directive = (csp: string, name: string) =>
  csp.split("; ").find((d) => d.startsWith(`${name} `));

describe("content security policy", () => {
  it("allows no third party on a page without embeds", () => {
    const csp = contentSecurityPolicy({ scriptHashes: ["abc="], https: false });
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'sha256-abc='");
    expect(directive(csp, "frame-src")).toBe("frame-src 'none'");
    expect(directive(csp, "script-src")).not.toContain("unsafe-inline");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("allows exactly the providers a page embeds", () => {
    const csp = contentSecurityPolicy({
      scriptHashes: [],
      https: true,
      embeds: ["youtube", "instagram"],
    });
    expect(directive(csp, "script-src")).toBe(
      "script-src 'self' https://www.youtube.com https://www.instagram.com",
    );
    expect(directive(csp, "frame-src")).toBe(
      "frame-src https://www.youtube-nocookie.com https://www.instagram.com",
    );
    expect(csp).not.toContain("facebook");
    expect(csp).toContain("upgrade-insecure-requests");
  });

  it("finds the embedded providers in a page's markup", () => {
    const html =
      '<div class="embed embed-youtube x"></div><div class="embed embed-tiktok"></div><div class="embed embed-youtube"></div>';
    expect(embedsInPage(html)).toEqual(["tiktok", "youtube"]);
    expect(embedsInPage('<div class="embed embed-evil">')).toEqual([]);
  });
});
