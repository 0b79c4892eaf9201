import { z } from "zod";
import { describe, expect, it } from "vitest";
import { ContentError, ImageSchema, validateEntries } from "./schema.ts";

const image = {
  image: { sources: { avif: "a.avif 360w" }, img: { src: "a.webp", w: 360, h: 270 } },
  alt: "A tide line over laterite",
};

describe("content validation", () => {
  it("names the entry and the field of a malformed entry", () => {
    const Entry = z.object({ slug: z.string(), title: z.string().min(1), picture: ImageSchema });
    const entries = [
      { slug: "good", title: "Good", picture: image },
      { slug: "bad", title: "", picture: { ...image, alt: "" } },
    ];
    expect(() => validateEntries("jobs", Entry, entries)).toThrowError(ContentError);
    expect(() => validateEntries("jobs", Entry, entries)).toThrowError(
      /Invalid content "jobs\[1\] \(bad\)": title: .*; picture\.alt: alt text/,
    );
  });

  it("returns the parsed entries when all are valid", () => {
    const Entry = z.object({ id: z.string() });
    expect(validateEntries("x", Entry, [{ id: "a" }, { id: "b" }])).toEqual([
      { id: "a" },
      { id: "b" },
    ]);
  });
});
