// True once React runs in the browser; false in the prerendered HTML and during hydration, so a
// form can render its without-scripts shape first (the thought starters' four questions).
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
