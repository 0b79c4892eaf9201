import { describe, expect, it } from "vitest";
import { ClientThemeSchema, contrast } from "./client-theme.ts";

describe("ClientThemeSchema", () => {
  it("takes a client's three colours, written in any case", () => {
    expect(
      ClientThemeSchema.parse({ ground: "#FF6F91", ink: "#3b1d14", accent: "#a9cf8d" }),
    ).toEqual({ ground: "#ff6f91", ink: "#3b1d14", accent: "#a9cf8d" });
  });

  it("refuses ink that cannot be read on its ground, saying how far off it is", () => {
    const result = ClientThemeSchema.safeParse({
      ground: "#ff6f91",
      ink: "#fff3df",
      accent: "#a9cf8d",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["ink"],
      message: expect.stringMatching(
        /^ink on ground must reach 4\.5:1 to be readable \(it is 2\.\d:1\)$/,
      ),
    });
  });

  it("refuses anything but a #rrggbb colour, and a fourth role", () => {
    for (const ground of ["red", "#fff", "rgb(0 0 0)", "#12345g", "url(javascript:alert(1))"])
      expect(
        ClientThemeSchema.safeParse({ ground, ink: "#000000", accent: "#000000" }).success,
      ).toBe(false);
    expect(
      ClientThemeSchema.safeParse({
        ground: "#ffffff",
        ink: "#000000",
        accent: "#000000",
        x: "#000000",
      }).success,
    ).toBe(false);
  });

  it("measures contrast as WCAG 2 does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrast("#ffffff", "#ffffff")).toBe(1);
  });
});
