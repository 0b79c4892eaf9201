// A new opening's address from its title.
import { describe, expect, it } from "vitest";
import { slugFromTitle } from "./slug.ts";

describe("slugFromTitle", () => {
  it.each([
    ["UI/UX Designer", "ui-ux-designer"],
    ["  Social Media — Content Specialist ", "social-media-content-specialist"],
    ["Café Manager", "cafe-manager"],
    ["ഡിസൈനർ", ""],
  ])("%s → %s", (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });
});
