// The inner pages' header: the logo home and the menu button (white on pages with a dark hero).
import { Link } from "react-router";
import { site } from "#contracts/site.ts";
import { Logo } from "./logo.tsx";
import { MenuButton } from "./menu-button.tsx";
import type { SideMenuState } from "./use-side-menu.ts";

export function SiteHeader({ menu, variant }: { menu: SideMenuState; variant?: "white" }) {
  return (
    <header
      className={["site-header", variant === "white" && "site-header--white"]
        .filter(Boolean)
        .join(" ")}
    >
      <Link to="/" className="site-header-home" aria-label={`${site.company} home`}>
        <Logo />
      </Link>
      <MenuButton menu={menu} />
    </header>
  );
}
