// The careers page lists the openings open on the day it was rendered (the load context's content); an opening that has closed keeps its apply
// page, which says so instead of showing the form; a slug with no opening says there is none.
import { createRoutesStub, Outlet } from "react-router";
import { pageBodies, pages } from "../../content/pages.ts";
import { site } from "../../content/site.ts";
import { describe, expect, it } from "vitest";
import { prerender } from "../../../tests/support/hydrate.tsx";
import type { Opening } from "#contracts/site-content.ts";
import ApplyNow, { loader as applyLoader } from "./apply-now.tsx";
import Careers, { loader as careersLoader } from "./careers.tsx";

const content = (() => {
  const picture = {
    image: {
      sources: { webp: "/old/card.webp 360w" },
      img: { src: "/old/card.png", w: 360, h: 270 },
    },
    alt: "A drawing of the role on a cream page",
  };
  const job = (
    slug: string,
    title: string,
    order: number,
    open: boolean,
    more: Partial<Opening> = {},
  ): Opening => ({
    slug,
    title,
    order,
    summary: `What a ${title} does here.`,
    duties: ["Make good work", "Say why it is good"],
    picture,
    employmentType: "FULL_TIME",
    datePosted: "2026-11-02",
    validThrough: "2027-01-31",
    open,
    upcoming: false,
    ...more,
  });
  return {
    openings: [
      job("ui-ux-designer", "UI/UX Designer", 10, true),
      job("illustrator", "Illustrator", 20, false),
      job("copywriter", "Copywriter", 30, false, { closed: true }),
      job("animator", "Animator", 40, false, { upcoming: true, datePosted: "2027-01-04" }),
    ],
    // The careers page's own copy and the words around the form, as content/pages/ has them.
    pageBodies: {
      "/careers/": pageBodies["/careers/"],
      "/careers/apply-now": pageBodies["/careers/apply-now"],
    },
  };
})();

// Under the root route, whose loader gives every page's words (app/root.tsx).
const Stub = createRoutesStub([
  {
    id: "root",
    Component: Outlet,
    children: [
      { id: "careers", path: "/careers", Component: Careers },
      { id: "apply", path: "/careers/apply-now/:slug", Component: ApplyNow },
    ],
  },
]);
/** The page at `url` as the server renders it: its loader's data from the content, then the page. */
const page = (url: string) => {
  const slug = /^\/careers\/apply-now\/(.+)$/.exec(url)?.[1];
  const args = {
    context: { content },
    params: { slug },
    request: new Request(`http://localhost${url}`),
  };
  const loaderData = {
    root: { pages, site, home: pageBodies["/"] },
    ...(slug
      ? { apply: applyLoader(args as unknown as Parameters<typeof applyLoader>[0]) }
      : { careers: careersLoader(args as unknown as Parameters<typeof careersLoader>[0]) }),
  };
  return prerender(<Stub initialEntries={[url]} hydrationData={{ loaderData }} />);
};

describe("openings open and closed", () => {
  it("the careers page lists only the open ones, each with its JobPosting", () => {
    const container = page("/careers");
    const titles = [...container.querySelectorAll(".job-card-title")].map((h) => h.textContent);
    expect(titles).toEqual(["UI/UX Designer"]);
    expect(container.querySelectorAll(".job-card-duties > li")).toHaveLength(2);
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent ?? "",
    );
    expect(data.join("")).toContain('"title":"UI/UX Designer"');
    expect(data.join("")).not.toContain('"title":"Illustrator"');
  });

  it("an open opening's page has the spec's derived name and the form", () => {
    const container = page("/careers/apply-now/ui-ux-designer");
    expect(container.querySelector("h1")?.textContent).toBe("Ui ux designer");
    expect(container.querySelector(".apply-form-section form")).not.toBeNull();
  });

  it("an open opening's page says what the role is, above the form: its summary and duties", () => {
    const container = page("/careers/apply-now/ui-ux-designer");
    const intro = container.querySelector(".apply-page-intro")!;
    expect(intro.querySelector(".page-intro-text")?.textContent).toBe(
      "What a UI/UX Designer does here.",
    );
    const duties = intro.querySelector("details.apply-duties")!;
    expect(duties.querySelector("summary")?.textContent).toBe("What you’ll do");
    expect([...duties.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "Make good work",
      "Say why it is good",
    ]);
    // The page's own words still come before the form.
    expect(container.querySelector(".apply-form-intro")?.textContent).toContain(
      pages["/careers/apply-now"].intro,
    );
  });

  it("a closed opening's page says it has closed and when, with no form", () => {
    const container = page("/careers/apply-now/illustrator");
    expect(container.querySelector("h1")?.textContent).toBe("Illustrator");
    expect(container.textContent).toContain(
      "This opening has closed: it took applications until 31 January 2027.",
    );
    expect(container.querySelector("form")).toBeNull();
    expect(container.querySelector('a[href="/careers/"]')).not.toBeNull();
  });

  it("an opening the agency closed early says only that it has closed, with no form", () => {
    const container = page("/careers/apply-now/copywriter");
    expect(container.textContent).toContain("This opening has closed. See the current openings");
    expect(container.querySelector("form")).toBeNull();
  });

  it("an opening whose first day is to come says when it opens, with no form", () => {
    const container = page("/careers/apply-now/animator");
    expect(container.textContent).toContain(
      "This opening is not open yet: it takes applications from 4 January 2027.",
    );
    expect(container.querySelector("form")).toBeNull();
  });

  it("a slug with no opening says it is not available", () => {
    const container = page("/careers/apply-now/astronaut");
    expect(container.querySelector("h1")?.textContent).toBe("This opening is not available");
    expect(container.querySelector("form")).toBeNull();
  });
});
