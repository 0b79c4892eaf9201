// The slide-in side menu: a modal <dialog>, so focus moves in, stays in and Esc closes it;
// Services and Digital Marketing open and close as nested lists. Before React runs it is the same
// dialog as a popover the menu button opens, with <details> for the two submenus, so it works
// without scripts; hydration takes over whatever the visitor has opened (decision 0004).
import { useLayoutEffect, useRef, useState } from "react";
import { NavLink } from "react-router";
import { isMenuGroup, sideMenu, type MenuEntry } from "../content/navigation.ts";
import { SIDE_MENU_ID } from "./menu-button.tsx";
import { useHydrated } from "./shell-context.tsx";
import type { SideMenuState } from "./use-side-menu.ts";

type EntryProps = {
  entry: MenuEntry;
  /** The open submenus, or null before React runs (the submenus are <details> then). */
  expanded: ReadonlySet<string> | null;
  toggle: (id: string) => void;
  onNavigate: () => void;
};

/** The menu's controls a visitor can reach now (not those inside a closed submenu). */
const focusables = (menu: HTMLElement) =>
  [...menu.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), summary")].filter(
    (element) => element.offsetParent !== null,
  );

function MenuItem({ entry, expanded, toggle, onNavigate }: EntryProps) {
  if (!isMenuGroup(entry)) {
    return (
      <li>
        {/* Marks the page the visitor is on, or the section (a case study is in Works). */}
        <NavLink
          to={entry.to}
          end={entry.to === "/"}
          reloadDocument={entry.reloadDocument}
          onClick={onNavigate}
        >
          {entry.label}
        </NavLink>
      </li>
    );
  }
  const listId = `${SIDE_MENU_ID}-${entry.id}`;
  const label = (
    <>
      {entry.label}
      <span className="side-menu-chevron" aria-hidden="true" />
    </>
  );
  const children = entry.children.map((child) => (
    <MenuItem
      key={child.label}
      entry={child}
      expanded={expanded}
      toggle={toggle}
      onNavigate={onNavigate}
    />
  ));
  if (!expanded) {
    return (
      <li className="side-menu-group">
        {/* The visitor may open it before hydration: the browser's `open` is expected. */}
        <details data-group={entry.id} suppressHydrationWarning>
          <summary className="side-menu-toggle">{label}</summary>
          <ul id={listId} className="side-menu-sub">
            {children}
          </ul>
        </details>
      </li>
    );
  }
  const open = expanded.has(entry.id);
  return (
    <li className="side-menu-group">
      <button
        type="button"
        className="side-menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => toggle(entry.id)}
      >
        {label}
      </button>
      <ul id={listId} className="side-menu-sub" hidden={!open}>
        {children}
      </ul>
    </li>
  );
}

export function SideMenu({ menu }: { menu: SideMenuState }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  // Which control had the focus in the menu the popover handed over (-1: none).
  const handedFocus = useRef(-1);
  const { open, openMenu, closeMenu } = menu;
  const enhanced = useHydrated();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!enhanced) {
      // Hydration, before React's menu replaces the popover in this same frame: keep the
      // submenus the visitor opened, and the menu itself open if it is (never a half-open state).
      const groups = [...dialog.querySelectorAll<HTMLElement>("details[open]")];
      if (groups.length) setExpanded(new Set(groups.map((group) => group.dataset.group ?? "")));
      if (typeof dialog.showPopover === "function" && dialog.matches(":popover-open")) {
        handedFocus.current = focusables(dialog).indexOf(document.activeElement as HTMLElement);
        // Already in view: no second slide-in (the attribute goes when the menu closes).
        dialog.dataset.kept = "";
        openMenu();
      }
      return;
    }
    if (open && !dialog.open) {
      // Removing the popover attribute has closed a handed-over popover by now.
      dialog.showModal();
      focusables(dialog)[handedFocus.current]?.focus();
      handedFocus.current = -1;
    }
    if (!open && dialog.open) dialog.close();
  }, [open, enhanced, openMenu]);

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    // The dialog takes Tab (to keep focus in) and backdrop clicks (to close); Esc is native.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      id={SIDE_MENU_ID}
      className="side-menu"
      aria-label="Site menu"
      popover={enhanced ? undefined : "auto"}
      // Esc and dialog.close() both end here; keep React's state in step.
      onClose={(event) => {
        delete event.currentTarget.dataset.kept;
        if (open) closeMenu();
      }}
      onKeyDown={(event) => {
        // A modal dialog lets Tab leave for the browser's own controls; keep focus in the menu.
        if (event.key !== "Tab") return;
        const focusable = focusables(event.currentTarget);
        const first = focusable[0];
        const last = focusable.at(-1);
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog box itself, outside the panel) closes the menu.
        if (event.target === event.currentTarget) closeMenu();
      }}
    >
      <div className="side-menu-panel">
        <button
          type="button"
          className="side-menu-close"
          popoverTarget={enhanced ? undefined : SIDE_MENU_ID}
          popoverTargetAction="hide"
          onClick={closeMenu}
        >
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close menu</span>
        </button>
        <nav aria-label="Main">
          <ul className="side-menu-list">
            {sideMenu.map((entry) => (
              <MenuItem
                key={entry.label}
                entry={entry}
                expanded={enhanced ? expanded : null}
                toggle={toggle}
                onNavigate={closeMenu}
              />
            ))}
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
