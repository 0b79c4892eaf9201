// State that outlives a single page: whether the visitor arrived from the home landing, and
// whether React runs the page yet.
import {
  createContext,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";

type Shell = {
  fromHome: boolean;
  setFromHome: (value: boolean) => void;
};

const ShellContext = createContext<Shell>({ fromHome: false, setFromHome: () => {} });
// A context of its own, so that only the widgets that change at hydration render again then.
// Outside the provider (a component test rendering in the browser) React runs the component.
const HydratedContext = createContext(true);

const subscribe = () => () => {};

export function ShellProvider({ children }: { children: ReactNode }) {
  const [fromHome, setFromHome] = useState(false);
  const value = useMemo(() => ({ fromHome, setFromHome }), [fromHome]);
  // False in the prerendered HTML and while hydrating it, true from the render right after.
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return (
    <ShellContext.Provider value={value}>
      <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>
    </ShellContext.Provider>
  );
}

export const useShell = () => useContext(ShellContext);

/**
 * Whether React runs the page. The widgets that work as plain HTML first (<details>, a popover,
 * links) render that HTML until then and their React version after, all in one render.
 */
export const useHydrated = () => useContext(HydratedContext);
