import { describe, expect, it } from "vitest";
import { gridSizes } from "./work-gallery.tsx";

// The grid's columns (app/styles/works.css): the picture that runs the whole row must ask for
// the row's width, or a 1,280 px slot gets the 576 px file a third of the row would need.
describe("gridSizes", () => {
  it("asks for the row's width for a picture alone and for the first of three", () => {
    expect(gridSizes(0, 1)).toBe("(min-width: 56rem) 90vw, (min-width: 40rem) 90vw, 100vw");
    expect(gridSizes(0, 3)).toBe("(min-width: 56rem) 90vw, (min-width: 40rem) 90vw, 100vw");
    expect(gridSizes(1, 3)).toBe("(min-width: 56rem) 45vw, (min-width: 40rem) 45vw, 100vw");
  });

  it("follows five into three thirds and two halves from 56rem", () => {
    expect(gridSizes(0, 5)).toBe("(min-width: 56rem) 30vw, (min-width: 40rem) 90vw, 100vw");
    expect(gridSizes(2, 5)).toBe("(min-width: 56rem) 30vw, (min-width: 40rem) 45vw, 100vw");
    expect(gridSizes(4, 5)).toBe("(min-width: 56rem) 45vw, (min-width: 40rem) 45vw, 100vw");
  });

  it("gives halves for two or four and thirds for six", () => {
    expect(gridSizes(1, 2)).toBe("(min-width: 56rem) 45vw, (min-width: 40rem) 45vw, 100vw");
    expect(gridSizes(3, 4)).toBe("(min-width: 56rem) 45vw, (min-width: 40rem) 45vw, 100vw");
    expect(gridSizes(5, 6)).toBe("(min-width: 56rem) 30vw, (min-width: 40rem) 45vw, 100vw");
  });
});
