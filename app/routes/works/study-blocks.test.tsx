// A study's blocks render in the order its file gives them, each as its kind: a full-width
// picture with its alt and caption, a client's quote with who said it, figures whose number is
// read when their words do not say it, more text under its heading.
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { blocksOf, caseStudyBySlug } from "../../content/works/case-studies.ts";
import type { CaseStudy } from "../../content/works/case-study.schema.ts";
import { StudyBlocks } from "./study-blocks.tsx";
import { videoRowsCode } from "./video-rows-code.ts";

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
        { value: "750+", text: "more than 750 consultations" },
        { value: "30,000", text: "target 10,000 visits, achieved 30,000" },
        { value: "1M+", text: "reach over 1 million" },
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

  it("shows a figure's number once: the words that say it are kept for screen readers only", () => {
    const { container } = render(<StudyBlocks study={study} />);
    const captions = [...container.querySelectorAll(".work-figure-text")];
    const shown = (caption: Element) =>
      [...caption.childNodes]
        .filter((node) => !(node instanceof Element && node.matches(".visually-hidden")))
        .map((node) => node.textContent)
        .join("")
        .trim();
    expect(captions.map(shown)).toEqual([
      "product lines in one system",
      "the orders",
      "consultations",
      "target 10,000 visits, achieved 30,000",
      "reach",
    ]);
    expect(captions.map((caption) => caption.textContent)).toEqual([
      "product lines in one system",
      "3× the orders",
      "more than 750 consultations",
      "target 10,000 visits, achieved 30,000",
      "reach over 1 million",
    ]);
  });

  it("shows a post of each of the seven providers by its address, behind a gate until asked for", async () => {
    const posts: [string, string][] = [
      ["facebook", "https://www.facebook.com/kadal/posts/pfbid0123456789"],
      ["instagram", "https://www.instagram.com/p/C0ffee12345/"],
      ["linkedin", "https://www.linkedin.com/feed/update/urn:li:activity:7012345678901234567"],
      ["pinterest", "https://www.pinterest.com/pin/123456789012345678/"],
      ["tiktok", "https://www.tiktok.com/@kadal/video/7212345678901234567"],
      ["x", "https://x.com/kadal/status/1612345678901234567"],
      ["youtube", "https://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ];
    const withEmbeds: CaseStudy = {
      ...aptayu,
      blocks: [
        aptayu.blocks[0]!,
        ...posts.map(([kind, url]) => ({
          type: "embed" as const,
          url,
          title: `The launch on ${kind}`,
          caption: `Posted by the client (${kind})`,
        })),
      ],
    };
    // The players' code is a chunk of its own, here before the page is drawn (video-rows-code.ts).
    await videoRowsCode();
    const { container } = render(<StudyBlocks study={withEmbeds} />);
    expect(screen.getAllByRole("button", { name: /^Load (post|video): / })).toHaveLength(6);
    const figures = [...container.querySelectorAll("figure.work-embed")];
    expect(figures.map((figure) => figure.className)).toEqual(
      posts.map(([kind]) => `work-embed work-embed--${kind}`),
    );
    for (const [i, [kind, url]] of posts.entries()) {
      const figure = figures[i]!;
      // The provider is declared in the markup, for the page's CSP (server/security/embed-origins.ts).
      expect(figure.querySelector(`.embed.embed-${kind}`), kind).not.toBeNull();
      expect(figure.querySelector("figcaption")?.textContent).toBe(
        `Posted by the client (${kind})`,
      );
      if (kind === "youtube") continue;
      // Nothing of the provider's before the button: no frame, no script.
      expect(figure.querySelector("iframe, script")).toBeNull();
      expect(within(figure as HTMLElement).getByRole("link", { name: /^Open on / })).toHaveProperty(
        "href",
        url,
      );
    }
    const gate = within(figures[3] as HTMLElement);
    expect(
      gate.getByText("Shown from Pinterest: loading it shares your visit with Pinterest."),
    ).toBeTruthy();
    fireEvent.click(gate.getByRole("button", { name: "Load post: The launch on pinterest" }));
    const region = await screen.findByRole("region", { name: "The launch on pinterest" });
    expect(document.activeElement).toBe(region);
    expect(region.querySelector(".embed-pinterest")).not.toBeNull();
  });
});
