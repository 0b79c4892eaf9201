// Open/close state of the side menu, shared by its button and the menu itself.
import { useCallback, useRef, useState } from "react";

export function useSideMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const openMenu = useCallback(() => setOpen(true), []);
  const closeMenu = useCallback(() => {
    setOpen(false);
    // Focus goes back to the button that opened the menu.
    buttonRef.current?.focus();
  }, []);
  return { open, openMenu, closeMenu, buttonRef };
}

export type SideMenuState = ReturnType<typeof useSideMenu>;
