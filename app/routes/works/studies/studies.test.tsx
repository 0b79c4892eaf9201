import { act, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, type MetaDescriptor } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { caseStudyBySlug } from "../../../content/works/case-studies.ts";
import { workPages } from "../../../content/works/pages.ts";

type StudyRoute = { default: ComponentType; meta: () => MetaDescriptor[] };
const modules = import.meta.glob<StudyRoute>("./*.tsx", { eager: true });

describe("case-study route modules", () => {
  it("are one per work page, named by its slug (app/routes.ts relies on the names)", () => {
    expect(Object.keys(modules).sort()).toEqual(
      workPages.map((page) => `./${page.slug}.tsx`).sort(),
    );
  });

  it.each(workPages.map((page) => [page.slug, page] as const))(
    "%s renders its own study, at its own path",
    async (slug, page) => {
      vi.spyOn(window, "scrollTo").mockImplementation(() => {});
      const route = modules[`./${slug}.tsx`]!;
      const Stub = createRoutesStub([{ path: `/${page.routePattern}`, Component: route.default }]);
      render(<Stub initialEntries={[page.path]} />);
      await act(async () => {});

      const study = caseStudyBySlug(slug);
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(page.client);
      expect(document.querySelector(".work-title")?.textContent).toBe(study.title);
      expect(document.querySelector("article")?.dataset["workId"]).toBe(String(page.workId));
      expect(route.meta()).toContainEqual({ name: "description", content: study.metaDescription });
      expect(document.querySelectorAll(".work-video-row")).toHaveLength(study.videos?.length ?? 0);
    },
  );
});
