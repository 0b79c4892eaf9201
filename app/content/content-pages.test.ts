import { describe, expect, it } from "vitest";
import { contentAndStories, servicesOverview, unadvertising, unbranding } from "./services.ts";
import { CraftPageSchema } from "./services.schema.ts";
import { digitalMarketing, leadGeneration, ppc, seo } from "./digital-marketing.ts";
import { LeadGenerationPageSchema, SeoPageSchema } from "./digital-marketing.schema.ts";
import { philosophy } from "./philosophy.ts";
import { PhilosophySchema } from "./philosophy.schema.ts";
import { thanathu } from "./thanathu.ts";
import { ThanathuSchema } from "./thanathu.schema.ts";
import { faqPage } from "./structured-data.ts";
import { ContentError, validateContent } from "./schema.ts";

describe("services content", () => {
  it("links the four service tiles and the works button to their pages", () => {
    expect(servicesOverview.tiles.map((tile) => [tile.title, tile.to])).toEqual([
      ["Unbranding", "/services/branding"],
      ["Unadvertising", "/services/advertising"],
      ["Content & Stories", "/services/content-and-stories"],
      ["Digital Marketing", "/services/digital-marketing"],
    ]);
    expect(servicesOverview.worksLink).toEqual({ label: "See our works", to: "/works" });
    expect(digitalMarketing.tiles.map((tile) => tile.to)).toEqual([
      "/services/digital-marketing/lead-generation",
      "/services/digital-marketing/seo",
      "/services/digital-marketing/ppc",
    ]);
  });

  it("has the spec's counts and figures on the digital pages", () => {
    expect(seo.highlights).toHaveLength(4);
    expect(seo.faqs).toHaveLength(6);
    expect(seo.figure.value).toBe("30%");
    expect(seo.intro.summary).toContain("30%");
    expect(ppc.boxes).toHaveLength(5);
    expect(leadGeneration.readMores).toHaveLength(2);
    expect(leadGeneration.journey.map((step) => step.name)).toEqual([
      "Audit",
      "Implementation",
      "Real time reporting",
    ]);
    expect(leadGeneration.figure.value).toBe("10 years");
    expect(
      [unbranding, unadvertising, contentAndStories].every((page) => page.sections.length >= 2),
    ).toBe(true);
  });

  it("builds FAQPage data with one Question and Answer per FAQ", () => {
    const data = faqPage(seo.faqs) as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data["@type" as never]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(6);
    expect(data.mainEntity[0]).toMatchObject({
      "@type": "Question",
      name: seo.faqs[0]!.question,
      acceptedAnswer: { "@type": "Answer", text: seo.faqs[0]!.answer },
    });
  });

  it("names the page and field of a malformed entry", () => {
    const brokenSeo = {
      ...seo,
      faqs: seo.faqs.slice(0, 5),
      figure: { ...seo.figure, value: "25%" },
    };
    expect(() => validateContent("digital-marketing.seo", SeoPageSchema, brokenSeo)).toThrowError(
      /Invalid content "digital-marketing\.seo": figure\.value: the SEO page quotes the 30% share .*; faqs: the SEO page answers exactly six questions/,
    );
    const brokenLeads = {
      ...leadGeneration,
      journey: [leadGeneration.journey[1], leadGeneration.journey[0], leadGeneration.journey[2]],
    };
    expect(() =>
      validateContent("digital-marketing.lead-generation", LeadGenerationPageSchema, brokenLeads),
    ).toThrowError(
      /"digital-marketing\.lead-generation": journey\.0\.name: the journey step must be named 'Audit'/,
    );
    const brokenCraft = { ...unbranding, next: { label: "Works", to: "works?x" } };
    expect(() => validateContent("services.branding", CraftPageSchema, brokenCraft)).toThrowError(
      /"services\.branding": next\.to: must be a site path/,
    );
  });
});

describe("philosophy and concept brand content", () => {
  it("has WHAT, WHY and HOW in order, and the newsletter strip's words", () => {
    expect(philosophy.blocks.map((block) => block.label)).toEqual(["WHAT", "WHY", "HOW"]);
    expect(philosophy.newsletter.heading).toBe("Stay weird with us");
    const swapped = {
      ...philosophy,
      blocks: [philosophy.blocks[1], philosophy.blocks[0], philosophy.blocks[2]],
    };
    expect(() => validateContent("philosophy", PhilosophySchema, swapped)).toThrowError(
      ContentError,
    );
  });

  it("has the three Thanathu principles and an unpublished contact block", () => {
    expect(thanathu.sections.map((section) => section.id)).toEqual([
      "rooted",
      "design-better",
      "civic-responsiveness",
    ]);
    expect(thanathu.contact.published).toBe(false);
    const badEmail = { ...thanathu, contact: { ...thanathu.contact, email: "not-an-address" } };
    expect(() => validateContent("thanathu", ThanathuSchema, badEmail)).toThrowError(
      /"thanathu": contact\.email: /,
    );
  });

  it("writes some Malayalam in Malayalam script", () => {
    const text = JSON.stringify([philosophy.blocks, contentAndStories.sections]);
    expect(text).toMatch(/[\u0D00-\u0D7F]/u);
  });
});
