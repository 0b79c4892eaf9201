// The button that opens the side menu; it says whether the menu is open. Before React runs it
// opens the menu as a popover (popovertarget), which the browser announces as expanded itself.
import { useHydrated } from "./shell-context.tsx";
import type { SideMenuState } from "./use-side-menu.ts";

export const SIDE_MENU_ID = "side-menu";

export function MenuButton({ menu, className }: { menu: SideMenuState; className?: string }) {
  const enhanced = useHydrated();
  return (
    <button
      ref={menu.buttonRef}
      type="button"
      className={["menu-button", className].filter(Boolean).join(" ")}
      aria-expanded={enhanced ? menu.open : undefined}
      aria-controls={SIDE_MENU_ID}
      popoverTarget={enhanced ? undefined : SIDE_MENU_ID}
      onClick={menu.openMenu}
    >
      <span className="menu-button-bars" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="menu-button-label">Menu</span>
    </button>
  );
}
