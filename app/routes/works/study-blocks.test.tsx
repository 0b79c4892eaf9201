// A study's blocks render in the order its file gives them, each as its kind: a full-width
// picture with its alt and caption, a client's quote with who said it, figures whose number is
// read when their words do not say it, more text under its heading.
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blocksOf, caseStudyBySlug } from "../../content/works/case-studies.ts";
import type { CaseStudy } from "../../content/works/case-study.schema.ts";
import { StudyBlocks } from "./study-blocks.tsx";

describe("StudyBlocks", () => {
  const aptayu = caseStudyBySlug("branding-aptayu");
  const picture = blocksOf(aptayu, "gallery")[0]!.images[0]!.image;
  const extra: CaseStudy["blocks"] = [
    {
      type: "image",
      image: picture,
      alt: "The lock-up across a whole wall",
      caption: "On the wall",
    },
    { type: "quote", text: "It looks like us, only calmer and easier to find.", by: "The family" },
    {
      type: "text",
      heading: "On the shelf",
      paragraphs: ["Four lines now share one shelf presence."],
    },
    {
      type: "figures",
      heading: "In figures",
      figures: [
        { value: "4", text: "product lines in one system" },
        { value: "3×", text: "3× the orders" },
      ],
    },
  ];
  const study: CaseStudy = {
    ...aptayu,
    blocks: [...aptayu.blocks.slice(0, 2), ...extra, ...aptayu.blocks.slice(2)],
  };

  it("renders the added blocks in their order, after the overview", () => {
    const { container } = render(<StudyBlocks study={study} />);
    const order = [...container.children].map((element) => element.className.split(" ")[0]);
    expect(order.slice(0, 5)).toEqual([
      "work-overview",
      "work-bleed",
      "work-quote",
      "work-text",
      "work-figures-block",
    ]);
    expect(screen.getByRole("img", { name: "The lock-up across a whole wall" })).toBeTruthy();
    expect(container.querySelector(".work-bleed figcaption")?.textContent).toBe("On the wall");
    const quote = container.querySelector(".work-quote")!;
    expect(quote.querySelector("blockquote")?.textContent).toContain("only calmer");
    expect(quote.querySelector("figcaption")?.textContent).toBe("The family");
    expect(screen.getByRole("heading", { level: 2, name: "On the shelf" })).toBeTruthy();
  });

  it("reads a figure's number unless its words already say it", () => {
    render(<StudyBlocks study={study} />);
    const figures = within(screen.getByRole("region", { name: "In figures" }));
    const [words, quoted] = figures.getAllByRole("listitem");
    expect(words!.querySelector(".work-figure-value")?.getAttribute("aria-hidden")).toBeNull();
    expect(quoted!.querySelector(".work-figure-value")?.getAttribute("aria-hidden")).toBe("true");
  });
});
