// The slide-in side menu: a modal <dialog>, so focus moves in, stays in and Esc closes it;
// Services and Digital Marketing open and close as nested lists.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { isMenuGroup, sideMenu, type MenuEntry } from "../content/navigation.ts";
import { SIDE_MENU_ID } from "./menu-button.tsx";
import type { SideMenuState } from "./use-side-menu.ts";

type EntryProps = {
  entry: MenuEntry;
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
  onNavigate: () => void;
};

function MenuItem({ entry, expanded, toggle, onNavigate }: EntryProps) {
  if (!isMenuGroup(entry)) {
    return (
      <li>
        <Link to={entry.to} reloadDocument={entry.reloadDocument} onClick={onNavigate}>
          {entry.label}
        </Link>
      </li>
    );
  }
  const open = expanded.has(entry.id);
  const listId = `${SIDE_MENU_ID}-${entry.id}`;
  return (
    <li className="side-menu-group">
      <button
        type="button"
        className="side-menu-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => toggle(entry.id)}
      >
        {entry.label}
        <span className="side-menu-chevron" aria-hidden="true" />
      </button>
      <ul id={listId} className="side-menu-sub" hidden={!open}>
        {entry.children.map((child) => (
          <MenuItem
            key={child.label}
            entry={child}
            expanded={expanded}
            toggle={toggle}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </li>
  );
}

export function SideMenu({ menu }: { menu: SideMenuState }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const { open, closeMenu } = menu;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

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
      // Esc and dialog.close() both end here; keep React's state in step.
      onClose={() => {
        if (open) closeMenu();
      }}
      onKeyDown={(event) => {
        // A modal dialog lets Tab leave for the browser's own controls; keep focus in the menu.
        if (event.key !== "Tab") return;
        const focusable = [
          ...event.currentTarget.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"),
        ].filter((element) => element.offsetParent !== null);
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
        <button type="button" className="side-menu-close" onClick={closeMenu}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">Close menu</span>
        </button>
        <nav aria-label="Main">
          <ul className="side-menu-list">
            {sideMenu.map((entry) => (
              <MenuItem
                key={entry.label}
                entry={entry}
                expanded={expanded}
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
