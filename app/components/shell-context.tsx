// State that outlives a single page: whether the visitor arrived from the home landing.
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";

type Shell = {
  fromHome: boolean;
  setFromHome: (value: boolean) => void;
};

const ShellContext = createContext<Shell>({ fromHome: false, setFromHome: () => {} });

export function ShellProvider({ children }: { children: ReactNode }) {
  const [fromHome, setFromHome] = useState(false);
  const value = useMemo(() => ({ fromHome, setFromHome }), [fromHome]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export const useShell = () => useContext(ShellContext);
