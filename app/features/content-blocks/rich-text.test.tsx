import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text.tsx";

describe("RichText", () => {
  it("wraps runs of Malayalam script in lang=ml and leaves the rest as text", () => {
    const { container } = render(
      <p>
        <RichText text="Every good thing comes with a കഥ — and a തനത് നാട് story." />
      </p>,
    );
    const spans = [...container.querySelectorAll('span[lang="ml"]')].map((s) => s.textContent);
    expect(spans).toEqual(["കഥ", "തനത് നാട്"]);
    expect(container.textContent).toBe("Every good thing comes with a കഥ — and a തനത് നാട് story.");
  });

  it("renders plain English untouched", () => {
    const { container } = render(
      <p>
        <RichText text="No Malayalam here." />
      </p>,
    );
    expect(container.querySelector("span")).toBeNull();
    expect(container.textContent).toBe("No Malayalam here.");
  });
});
