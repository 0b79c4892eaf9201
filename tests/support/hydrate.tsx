// Renders a component to HTML as the prerender does, lets a test act on that HTML as a visitor
// would before the scripts run, then hydrates it: for the widgets that work without JavaScript and
// hand over to React (useHydrated in app/components/shell-context.tsx). Both sides render inside
// the shell's provider, as every page does.
import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { onTestFinished } from "vitest";
import { ShellProvider } from "#app/components/shell-context.tsx";

/** The prerendered HTML of `ui`, in a container attached to the document. */
export function prerender(ui: ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<ShellProvider>{ui}</ShellProvider>);
  document.body.append(container);
  onTestFinished(() => container.remove());
  return container;
}

/** Hydrates `ui` over a prerendered container; hydration errors fail the test (app-setup.ts). */
export async function hydrate(container: HTMLElement, ui: ReactElement): Promise<Root> {
  return act(async () =>
    hydrateRoot(container, <ShellProvider>{ui}</ShellProvider>, {
      onRecoverableError: (error) => console.error(error),
    }),
  );
}
