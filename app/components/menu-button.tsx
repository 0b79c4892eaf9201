// The button that opens the side menu; it says whether the menu is open.
import type { SideMenuState } from "./use-side-menu.ts";

export const SIDE_MENU_ID = "side-menu";

export function MenuButton({ menu, className }: { menu: SideMenuState; className?: string }) {
  return (
    <button
      ref={menu.buttonRef}
      type="button"
      className={["menu-button", className].filter(Boolean).join(" ")}
      aria-expanded={menu.open}
      aria-controls={SIDE_MENU_ID}
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
