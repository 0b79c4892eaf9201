// The inner pages' header: the logo home and the menu button (decision 0912: one variant).
import { Link } from "react-router";
import { useSite } from "../lib/site-identity.ts";
import { Logo } from "./logo.tsx";
import { MenuButton } from "./menu-button.tsx";
import type { SideMenuState } from "./use-side-menu.ts";

export function SiteHeader({ menu }: { menu: SideMenuState }) {
  const site = useSite();
  return (
    <header className="site-header">
      <Link to="/" className="site-header-home" aria-label={`${site.company} home`}>
        <Logo />
      </Link>
      <MenuButton menu={menu} />
    </header>
  );
}
