import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { prerender } from "../../../tests/support/hydrate.tsx";
import { pageBodies, pages } from "../../content/pages.ts";
import { servicePages } from "../../content/services.ts";
import { workPages } from "../../content/works/pages.ts";
import type { SiteContent } from "../../lib/site-content.ts";
import Services, { loader } from "./services.tsx";

const content = {
  workIndex: workPages,
  services: servicePages,
  pageBodies,
} as unknown as SiteContent;
const load = (shown: readonly string[]) =>
  loader({
    context: {
      content: {
        ...content,
        pageBodies: {
          ...pageBodies,
          "/services": { ...pageBodies["/services"]!, worksShown: shown },
        },
      },
    },
  } as unknown as Parameters<typeof loader>[0]);

describe("the Services band shows the work it talks about (design review 47)", () => {
  it("gives the studies content/pages/services.yaml names, in its order", () => {
    const { works } = load(pageBodies["/services"]!.worksShown);
    expect(works.map((item) => item.href)).toEqual(pageBodies["/services"]!.worksShown);
    expect(works.length).toBeGreaterThan(0);
  });

  it("drops a study that is no longer among the works", () => {
    const { works } = load(["/works/campaign/lazza", "/works/campaign/gone"]);
    expect(works.map((item) => item.href)).toEqual(["/works/campaign/lazza"]);
  });

  it("renders each as a card with its picture, project and client, linking to the study", () => {
    const data = load(pageBodies["/services"]!.worksShown);
    const Stub = createRoutesStub([
      {
        id: "root",
        Component: Outlet,
        children: [{ id: "services", path: "/services", Component: Services }],
      },
    ]);
    const container = prerender(
      <Stub
        initialEntries={["/services"]}
        hydrationData={{ loaderData: { root: { pages }, services: data } }}
      />,
    );
    const cards = [...container.querySelectorAll(".works-band .work-card-link")];
    expect(cards.map((card) => card.getAttribute("href"))).toEqual(
      data.works.map((item) => item.href),
    );
    for (const [i, card] of cards.entries()) {
      expect(card.querySelector("img")?.getAttribute("alt")).toBe(data.works[i]!.thumbnail.alt);
      expect(card.textContent).toContain(data.works[i]!.project);
      expect(card.textContent).toContain(data.works[i]!.client);
    }
  });
});
