import { describe, expect, it } from "vitest";
import { EMBED_ADDRESS_RULE, embedAddress } from "./embed-address.ts";

describe("an embed's pasted address", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s", "youtube", "dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?si=abc", "youtube", "dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ?start=30", "youtube", "dQw4w9WgXcQ"],
    ["https://in.pinterest.com/pin/99887766/?mt=login", "pinterest", "99887766"],
    ["https://www.instagram.com/kadal.agency/p/CUbHfhpswxt/?igsh=1", "instagram", "p/CUbHfhpswxt"],
    [
      "https://www.tiktok.com/@kadal/video/7212345678901234567?lang=en",
      "tiktok",
      "7212345678901234567",
    ],
    ["https://x.com/kadal/status/1712345678901234567/photo/1", "x", "1712345678901234567"],
    [
      "https://www.linkedin.com/posts/kadal_activity-7012345678901234567-abcd",
      "linkedin",
      "urn:li:activity:7012345678901234567",
    ],
    [
      "https://www.facebook.com/kadal/posts/1",
      "facebook",
      "https://www.facebook.com/kadal/posts/1",
    ],
  ])("takes %s as %s %s", (url, kind, id) => {
    expect(embedAddress(`  ${url} `)).toMatchObject({ kind, id });
  });

  it("keeps Instagram's permalink, drops TikTok's and X's query, and reads YouTube's start", () => {
    expect(embedAddress("https://www.instagram.com/reel/C1a2b3?igsh=1")).toMatchObject({
      url: "https://www.instagram.com/reel/C1a2b3/",
    });
    expect(embedAddress("https://x.com/kadal/status/17?s=20")).toMatchObject({
      url: "https://x.com/kadal/status/17",
    });
    expect(embedAddress("https://youtu.be/dQw4w9WgXcQ?t=1m30s")).toMatchObject({ start: 90 });
    expect(embedAddress("https://youtu.be/dQw4w9WgXcQ")).not.toHaveProperty("start");
  });

  it.each([
    ["javascript:alert(1)", `${EMBED_ADDRESS_RULE}; "javascript:" addresses are never taken`],
    [
      "JavaScript:alert(1)//https://youtu.be/x",
      `${EMBED_ADDRESS_RULE}; "javascript:" addresses are never taken`,
    ],
    ["http://www.instagram.com/p/abc/", `${EMBED_ADDRESS_RULE}; "http:" addresses are never taken`],
    [
      "data:text/html,<script>alert(1)</script>",
      `${EMBED_ADDRESS_RULE}; "data:" addresses are never taken`,
    ],
    ["https://example.com/post/1", `${EMBED_ADDRESS_RULE}; example.com is not one of them`],
    ["not a url", EMBED_ADDRESS_RULE],
    ["", EMBED_ADDRESS_RULE],
  ])("refuses %s in words", (url, problem) => {
    expect(embedAddress(url)).toEqual({ problem });
  });

  it.each([
    ["https://www.youtube.com/", /^This YouTube address names no video/],
    ["https://pin.it/abc", /^This Pinterest address names no pin/],
    ["https://www.instagram.com/kadal.agency/", /^This Instagram address names no post or reel/],
    ["https://vm.tiktok.com/ZM123/", /^This TikTok address names no video/],
    ["https://x.com/kadal", /^This X address names no post/],
    ["https://www.linkedin.com/company/kadal", /^This LinkedIn address names no post/],
    ["https://www.facebook.com/", /^This Facebook address names no post or video/],
  ])("says what to paste instead of %s", (url, problem) => {
    const found = embedAddress(url);
    expect("problem" in found && found.problem).toMatch(problem);
  });
});
