// The spec's cosmetic "clicked" state: on while the mouse button is down on an element, off when it
// comes up (or the pointer leaves). Native listeners, because it means nothing to assistive
// technology and the element stays a plain wrapper.
import { useCallback, useState } from "react";

export function useClickedState(): [
  boolean,
  (node: HTMLElement | null) => (() => void) | undefined,
] {
  const [clicked, setClicked] = useState(false);
  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return undefined;
    const down = () => setClicked(true);
    const up = () => setClicked(false);
    node.addEventListener("mousedown", down);
    node.addEventListener("mouseup", up);
    node.addEventListener("mouseleave", up);
    return () => {
      node.removeEventListener("mousedown", down);
      node.removeEventListener("mouseup", up);
      node.removeEventListener("mouseleave", up);
    };
  }, []);
  return [clicked, ref];
}
