import { act, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { hydrate, prerender } from "../../tests/support/hydrate.tsx";
import { MenuButton, SIDE_MENU_ID } from "./menu-button.tsx";
import { SideMenu } from "./side-menu.tsx";
import { useSideMenu } from "./use-side-menu.ts";

function Shell() {
  const menu = useSideMenu();
  return (
    <>
      <MenuButton menu={menu} />
      <SideMenu menu={menu} />
    </>
  );
}

const ui = (
  <MemoryRouter initialEntries={["/works"]}>
    <Shell />
  </MemoryRouter>
);

describe("the page the visitor is on", () => {
  const current = (path: string) =>
    [
      ...prerender(
        <MemoryRouter initialEntries={[path]}>
          <Shell />
        </MemoryRouter>,
      ).querySelectorAll("dialog a[aria-current=page]"),
    ].map((link) => link.textContent);

  it("is marked in the menu, with or without scripts, and so is the section a page is in", () => {
    expect(current("/")).toEqual(["Home"]);
    expect(current("/works")).toEqual(["Works"]);
    expect(current("/works/branding/aptayu")).toEqual(["Works"]);
    expect(current("/services/digital-marketing/seo")).toEqual(["SEO"]);
    expect(current("/careers/apply-now/art-director")).toEqual(["Careers"]);
    expect(current("/no/such/page")).toEqual([]);
  });
});

describe("the side menu without scripts", () => {
  it("is a popover the menu button opens and its close button hides, submenus as <details>", () => {
    const container = prerender(ui);
    const button = container.querySelector(".menu-button")!;
    expect(button.getAttribute("popovertarget")).toBe(SIDE_MENU_ID);
    // Left to the browser, which exposes a popover invoker's state itself.
    expect(button.hasAttribute("aria-expanded")).toBe(false);
    const menu = container.querySelector(`dialog#${SIDE_MENU_ID}`)!;
    expect(menu.getAttribute("popover")).toBe("auto");
    expect(menu.hasAttribute("open")).toBe(false);
    const close = menu.querySelector(".side-menu-close")!;
    expect(close.getAttribute("popovertarget")).toBe(SIDE_MENU_ID);
    expect(close.getAttribute("popovertargetaction")).toBe("hide");

    // Services → Digital Marketing → SEO, all in the HTML behind two summaries.
    const services = menu.querySelector("details[data-group=services]")!;
    expect(services.querySelector(":scope > summary")?.textContent).toBe("Services");
    const digital = services.querySelector("details[data-group=digital-marketing]")!;
    expect(digital.querySelector(":scope > summary")?.textContent).toBe("Digital Marketing");
    expect(digital.querySelector("a[href='/services/digital-marketing/seo']")?.textContent).toBe(
      "SEO",
    );
    expect(menu.querySelectorAll("button")).toHaveLength(1);
  });

  it("hydrates into today's menu: buttons with aria-expanded, keeping the submenus opened before", async () => {
    const container = prerender(ui);
    container.querySelector<HTMLDetailsElement>("details[data-group=services]")!.open = true;
    container.querySelector<HTMLDetailsElement>("details[data-group=digital-marketing]")!.open =
      true;
    const root = await hydrate(container, ui);
    expect(container.querySelector("details")).toBeNull();
    expect(container.querySelector("[popover], [popovertarget]")).toBeNull();
    const menuButton = container.querySelector(".menu-button")!;
    expect(menuButton.getAttribute("aria-expanded")).toBe("false");
    const services = screen.getByRole("button", { name: "Services", hidden: true });
    const digital = screen.getByRole("button", { name: "Digital Marketing", hidden: true });
    expect(services.getAttribute("aria-expanded")).toBe("true");
    expect(digital.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(digital.getAttribute("aria-controls")!)!.hidden).toBe(false);
    act(() => root.unmount());
  });
});
