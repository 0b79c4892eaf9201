// State that outlives a single page: whether the visitor arrived from the home landing, whether
// React runs the page yet, and whether in-app links animate the page change.
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from "react";
import { pageTransitionsWanted, watchPageTransitions } from "../lib/page-transitions.ts";

type Shell = {
  fromHome: boolean;
  setFromHome: (value: boolean) => void;
};

type Live = { hydrated: boolean; transitions: boolean };

const ShellContext = createContext<Shell>({ fromHome: false, setFromHome: () => {} });
// A context of its own, so that only the widgets that change at hydration render again then.
// Outside the provider (a component test rendering in the browser) React runs the component.
const LiveContext = createContext<Live>({ hydrated: true, transitions: false });

export function ShellProvider({ children }: { children: ReactNode }) {
  const [fromHome, setFromHome] = useState(false);
  const value = useMemo(() => ({ fromHome, setFromHome }), [fromHome]);
  // False in the prerendered HTML and while hydrating it; then one render, as a transition: React
  // renders the widgets' switch in slices between the browser's other work and commits it in a
  // task of its own, so a page of many widgets never holds the main thread in one long task
  // (decision 1310). Until it commits, each widget is its working HTML version.
  const [live, setLive] = useState<Live>({ hydrated: false, transitions: false });
  useEffect(() => {
    const update = () =>
      startTransition(() => setLive({ hydrated: true, transitions: pageTransitionsWanted() }));
    update();
    return watchPageTransitions(update);
  }, []);
  // Set once the switch's own effects have run (a parent's effects run after its children's):
  // the end-to-end tests wait for it (tests/e2e/support/hydrated.ts).
  useEffect(() => {
    if (live.hydrated) document.documentElement.dataset.live = "";
  }, [live.hydrated]);
  return (
    <ShellContext.Provider value={value}>
      <LiveContext.Provider value={live}>{children}</LiveContext.Provider>
    </ShellContext.Provider>
  );
}

export const useShell = () => useContext(ShellContext);

/**
 * Whether React runs the page. The widgets that work as plain HTML first (<details>, a popover,
 * links) render that HTML until then and their React version after, all in one render.
 */
export const useHydrated = () => useContext(LiveContext).hydrated;

/**
 * Whether in-app links should animate the page change with the View Transitions API (decision
 * 1008): only where the browser has it and the reader has not asked for less motion, so under
 * prefers-reduced-motion no transition is even started. False in the server's render and while
 * hydrating, then follows the preference live.
 */
export const usePageTransitions = () => useContext(LiveContext).transitions;
