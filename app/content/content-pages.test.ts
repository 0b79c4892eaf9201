import { describe, expect, it } from "vitest";
import {
  ServicePageSchema,
  type ServiceBlock,
  type ServiceBlockOf,
} from "./service-page.schema.ts";
import { tilesBelow as tilesIn } from "./service-tiles.ts";
import { servicePageByPath, servicePages } from "./services.ts";

const tilesBelow = (path: string) => tilesIn(servicePages, path);
import { pageBodies, pages } from "./pages.ts";
import { ApplyPageSchema, PhilosophySchema, ThanathuSchema } from "./pages.schema.ts";
import { faqPage } from "./structured-data.ts";
import { validateContent } from "./schema.ts";

/** A service page (content/services/) by its address, and its blocks of one type. */
function service(path: string) {
  const page = servicePageByPath(path);
  if (!page) throw new Error(`no service page at ${path}`);
  return page;
}
const blocks = <T extends ServiceBlock["type"]>(path: string, type: T) =>
  service(path).blocks.filter((block): block is ServiceBlockOf<T> => block.type === type);

describe("services content", () => {
  it("links the four service tiles and the digital marketing tiles to their pages", () => {
    expect(tilesBelow("/services").map((tile) => [tile.title, tile.to])).toEqual([
      ["Unbranding", "/services/branding"],
      ["Unadvertising", "/services/advertising"],
      ["Content & Stories", "/services/content-and-stories"],
      ["Digital Marketing", "/services/digital-marketing"],
    ]);
    expect(pageBodies["/services"]?.worksLink).toEqual({ label: "See our works", to: "/works" });
    expect(tilesBelow("/services/digital-marketing").map((tile) => tile.to)).toEqual([
      "/services/digital-marketing/lead-generation",
      "/services/digital-marketing/seo",
      "/services/digital-marketing/ppc",
    ]);
    // A tile shows its page's hero picture, with its words.
    const seo = service("/services/digital-marketing/seo");
    expect(seo.tile.picture.alt).toBe(seo.hero.alt);
  });

  it("has the spec's counts and figures on the digital pages", () => {
    const seo = "/services/digital-marketing/seo";
    const leads = "/services/digital-marketing/lead-generation";
    expect(blocks(seo, "boxes")[0]!.boxes).toHaveLength(4);
    expect(blocks(seo, "faqs")[0]!.faqs).toHaveLength(6);
    expect(blocks(seo, "stat")[0]!.value).toBe("30%");
    expect(blocks(seo, "read-more")[0]!.summary).toContain("30%");
    const ppcBoxes = blocks("/services/digital-marketing/ppc", "boxes")[0]!;
    expect([ppcBoxes.style, ppcBoxes.boxes.length]).toEqual(["numbered", 5]);
    expect(blocks(leads, "read-more")).toHaveLength(2);
    expect(blocks(leads, "journey")[0]!.steps.map((step) => step.name)).toEqual([
      "Audit",
      "Implementation",
      "Real time reporting",
    ]);
    expect(blocks(leads, "stat")[0]!.value).toBe("10 years");
    for (const craft of ["branding", "advertising", "content-and-stories"])
      expect(blocks(`/services/${craft}`, "section").length).toBeGreaterThanOrEqual(2);
  });

  it("builds FAQPage data with one Question and Answer per FAQ", () => {
    const { faqs } = blocks("/services/digital-marketing/seo", "faqs")[0]!;
    const data = faqPage(faqs) as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data["@type" as never]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(6);
    expect(data.mainEntity[0]).toMatchObject({
      "@type": "Question",
      name: faqs[0]!.question,
      acceptedAnswer: { "@type": "Answer", text: faqs[0]!.answer },
    });
  });

  it("names the page and field of a malformed page", () => {
    const broken = { ...service("/services/branding") };
    broken.blocks = [...broken.blocks, { type: "next", label: "Works", to: "works?x" }];
    expect(() => validateContent("services[0] (branding)", ServicePageSchema, broken)).toThrowError(
      /"services\[0\] \(branding\)": blocks\.\d+\.to: must be a site path/,
    );
  });
});

/** A page's body as the build made it of content/pages/. */
function body<P extends keyof typeof pageBodies>(path: P) {
  const found = pageBodies[path];
  if (!found) throw new Error(`content/pages/ has no body for ${path}`);
  return found;
}

describe("philosophy, concept brand and apply content (content/pages/)", () => {
  it("has WHAT, WHY and HOW in order, and the newsletter strip's words", () => {
    const philosophy = body("/weirdos");
    expect(philosophy.blocks.map((block) => block.label)).toEqual(["WHAT", "WHY", "HOW"]);
    expect(philosophy.newsletter.heading).toBe("Stay weird with us");
    // The hero is the picture beside the file, made ready as the page shows it.
    expect(validateContent("philosophy", PhilosophySchema, philosophy).hero.alt).toMatch(
      /^Kadal’s studio late in the afternoon/,
    );
    const swapped = {
      ...philosophy,
      blocks: [philosophy.blocks[1], philosophy.blocks[0], philosophy.blocks[2]],
    };
    expect(() => validateContent("philosophy", PhilosophySchema, swapped)).toThrowError(
      /"philosophy": blocks\.0\.label: this block must be labelled 'WHAT'/,
    );
  });

  it("has the three Thanathu principles and an unpublished contact block", () => {
    const thanathu = body("/thanathu");
    expect(thanathu.sections.map((section) => section.id)).toEqual([
      "rooted",
      "design-better",
      "civic-responsiveness",
    ]);
    expect(thanathu.contact.published).toBe(false);
    const unsure = { ...thanathu, contact: { ...thanathu.contact, published: "no" } };
    expect(() => validateContent("thanathu", ThanathuSchema, unsure)).toThrowError(
      /"thanathu": contact\.published: /,
    );
  });

  it("has the words around the application form", () => {
    expect(validateContent("apply", ApplyPageSchema, body("/careers/apply-now"))).toEqual({
      kicker: "Apply now",
      dutiesHeading: "What you’ll do",
      formHeading: "Four questions and your CV",
      formText:
        "No cover letter. Answer these in your own words — short is fine, honest is better — then attach your CV and portfolio as a .pdf, .doc or .docx file.",
      otherOpenings: "See all current openings",
    });
  });

  it("writes some Malayalam in Malayalam script", () => {
    const text = JSON.stringify([
      body("/weirdos").blocks,
      service("/services/content-and-stories").blocks,
    ]);
    expect(text).toMatch(/[\u0D00-\u0D7F]/u);
  });
});

describe("typography of the pages' copy", () => {
  // The spec's own lines keep its punctuation, letter for letter (the careers tagline, the apply
  // page's description); everything else is set with typographer's quotes and apostrophes.
  const SPEC_LINES = [
    "We are free-spirits. We are curious. We are excited. We get carried away. That's it",
    "Time to make your move and show us what you've got!",
  ];
  const words = (value: unknown, key = ""): string[] => {
    if (typeof value === "string")
      return key === "to" || key === "path" || key === "image" || SPEC_LINES.includes(value)
        ? []
        : [value];
    if (Array.isArray(value)) return value.flatMap((item) => words(item, key));
    if (value && typeof value === "object")
      return Object.entries(value).flatMap(([k, item]) => words(item, k));
    return [];
  };

  it("sets service pages, page copy and bodies with typographer's quotes", () => {
    for (const text of words([servicePages, pages, pageBodies])) expect(text).not.toMatch(/['"]/);
  });
});
