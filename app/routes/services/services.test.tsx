import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { prerender } from "../../../tests/support/hydrate.tsx";
import { pageBodies, pages } from "../../content/pages.ts";
import { servicePages } from "../../content/services.ts";
import { workPages } from "../../content/works/pages.ts";
import { workItemsOf } from "../../content/works/work-list.ts";
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
    expect(works.map((tile) => tile.to)).toEqual(pageBodies["/services"]!.worksShown);
    expect(works.length).toBeGreaterThan(0);
  });

  it("drops a study that is no longer among the works", () => {
    const { works } = load(["/works/campaign/lazza", "/works/campaign/gone"]);
    expect(works.map((tile) => tile.to)).toEqual(["/works/campaign/lazza"]);
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
    const cards = [...container.querySelectorAll(".works-band .link-tile")];
    const links = cards.map((card) => card.querySelector("a.link-tile-link")?.getAttribute("href"));
    expect(links).toEqual(data.works.map((tile) => `${tile.to}`));
    const items = workItemsOf(workPages);
    for (const [i, card] of cards.entries()) {
      const item = items.find((each) => each.href === data.works[i]!.to)!;
      expect(card.querySelector("img")?.getAttribute("alt")).toBe(item.thumbnail.alt);
      expect(card.querySelector("h3")?.textContent).toBe(item.project);
      expect(card.textContent).toContain(item.client);
    }
  });
});
