// The frame of every inner page: header, side menu, the page, footer and the back-to-top control.
import { Outlet } from "react-router";
import { BackToTop } from "../components/back-to-top.tsx";
import { SideMenu } from "../components/side-menu.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { SiteHeader } from "../components/site-header.tsx";
import { useSideMenu } from "../components/use-side-menu.ts";
import type { RouteHandle } from "../lib/route-handle.ts";

export const handle: RouteHandle = { inner: true };

export default function InnerLayout() {
  const menu = useSideMenu();
  return (
    <>
      <SiteHeader menu={menu} />
      <SideMenu menu={menu} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <BackToTop />
    </>
  );
}
