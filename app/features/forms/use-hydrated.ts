// True once React runs in the browser; false in the prerendered HTML and during hydration, so the
// prerendered forms cannot be sent natively before their handlers exist.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
