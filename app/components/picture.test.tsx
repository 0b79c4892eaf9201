import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { PictureImage } from "../lib/images.ts";
import { imagePresetDirectives } from "../lib/images.ts";
import { Picture } from "./picture.tsx";

// The shape vite-imagetools gives for `?preset=card` (the test config does not run the plugin).
const image: PictureImage = {
  sources: {
    webp: "/old/assets/tile-a.webp 360w, /old/assets/tile-b.webp 720w",
    avif: "/old/assets/tile-a.avif 360w, /old/assets/tile-b.avif 720w",
  },
  img: { src: "/old/assets/tile-b.webp", w: 720, h: 960 },
};

describe("Picture", () => {
  it("offers AVIF before WebP, each with the sizes, and an <img> fallback with its intrinsic size", () => {
    const { container } = render(
      <Picture image={image} alt="A gold wave on sea ink" sizes="50vw" />,
    );
    const sources = [...container.querySelectorAll("picture > source")];
    expect(sources.map((s) => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]?.getAttribute("srcset")).toBe(image.sources.avif);
    expect(sources[1]?.getAttribute("srcset")).toBe(image.sources.webp);
    expect(sources.every((s) => s.getAttribute("sizes") === "50vw")).toBe(true);

    const img = screen.getByRole("img", { name: "A gold wave on sea ink" });
    expect(img.getAttribute("src")).toBe("/old/assets/tile-b.webp");
    expect(img.getAttribute("width")).toBe("720");
    expect(img.getAttribute("height")).toBe("960");
  });

  it("loads lazily and decodes off the main thread by default", () => {
    render(<Picture image={image} alt="Tile" sizes="100vw" className="tile-art" />);
    const img = screen.getByRole("img", { name: "Tile" });
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.hasAttribute("fetchpriority")).toBe(false);
    expect(img.className).toBe("tile-art");
  });

  it("loads a priority image eagerly with fetchpriority=high", () => {
    render(<Picture image={image} alt="Hero" sizes="100vw" priority />);
    const img = screen.getByRole("img", { name: "Hero" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.hasAttribute("decoding")).toBe(false);
  });

  it('renders alt="" only when the image is declared decorative', () => {
    const { container } = render(<Picture image={image} decorative sizes="100vw" />);
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("");
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("refuses blank alt text that slipped past the types", () => {
    const blank: string = " ";
    expect(() => render(<Picture image={image} alt={blank} sizes="100vw" />)).toThrow(
      /needs alt text/,
    );
  });
});

describe("imagePresetDirectives", () => {
  it("expands a preset into imagetools directives", () => {
    const directives = imagePresetDirectives(
      new URL("file:///app/assets/art/tile.svg?preset=card"),
    );
    expect(Object.fromEntries(directives)).toEqual({
      w: "360;720",
      format: "avif;webp",
      as: "picture",
    });
  });

  it("leaves imports without a preset alone and rejects unknown presets", () => {
    expect(imagePresetDirectives(new URL("file:///a.svg?w=100")).toString()).toBe("");
    expect(() => imagePresetDirectives(new URL("file:///a.svg?preset=huge"))).toThrow(
      /Unknown image preset "huge"/,
    );
  });
});
