// The document shell shared by every page: head tags, fonts, the body's classes and scroll-on-entry.
import { useContext, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
  type MetaFunction,
} from "react-router";
import fontUrl from "~fonts/bricolage-grotesque.woff2?url";
import { BASE_PREFIX } from "#contracts/paths.ts";
import { ShellProvider, useShell } from "./components/shell-context.tsx";
import { PageScripts } from "./lib/page-scripts.ts";
import { ScriptsAfterFirstScreen } from "./lib/scripts-after-first-screen.tsx";
import { type RootData, rootData } from "./lib/site-identity.ts";
import { useScrollToTopOnEntry } from "./lib/use-scroll-to-top.ts";
import type { RouteHandle } from "./lib/route-handle.ts";
// Linked by the document itself with a React precedence, so the stylesheet is emitted ahead of the
// head's preloads and does not queue behind them on a phone's few connections.
import siteCss from "./styles/site.css?url";
import type { Route } from "./+types/root";

/**
 * Every written-out page's words (content/pages/), the agency's identity (content/site.yaml) and
 * the home landing's tiles, from the published content: a few kilobytes, given once with the first
 * page, so a move to another page needs no request for them.
 */
export const loader = ({ context }: Route.LoaderArgs): RootData => rootData(context);

/** The words are given once per visit; a publish reaches a visitor with their next page load. */
export const shouldRevalidate = () => false;

// Only the static fallback page (shown before the browser has rendered a route it was not
// prerendered for) uses this; every route's own meta replaces it.
export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  loaderData ? [{ title: `${loaderData.site.company} Company` }] : [];

export const links: LinksFunction = () => [
  // The one face every page needs at first paint; Malayalam loads only where its letters appear.
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // A PNG, not the SVG: Chromium draws an SVG favicon as an SVG document on the page's main thread
  // (about 90 ms at a phone's CPU, traced with scripts/trace-tasks.ts); a 32 px PNG decodes off it.
  { rel: "icon", href: `${BASE_PREFIX}favicon-32.png`, type: "image/png", sizes: "32x32" },
  { rel: "apple-touch-icon", href: `${BASE_PREFIX}apple-touch-icon.png` },
  { rel: "manifest", href: `${BASE_PREFIX}manifest.webmanifest` },
];

function useBodyClass(): string {
  const matches = useMatches();
  const { fromHome } = useShell();
  const handles = matches.map((match) => (match.handle ?? {}) as RouteHandle);
  const inner = handles.some((handle) => handle.inner);
  const rootData = matches.find((match) => match.id === "root")?.loaderData;
  const section = matches.reduce<string | undefined>((found, match, i) => {
    const { bodyClass } = handles[i]!;
    return (
      (typeof bodyClass === "function" ? bodyClass(match.loaderData, rootData) : bodyClass) ?? found
    );
  }, undefined);
  return [inner && "inner-page", section, fromHome && inner && "from-home"]
    .filter(Boolean)
    .join(" ");
}

function Body({ children }: { children: ReactNode }) {
  const className = useBodyClass();
  useScrollToTopOnEntry();
  const scripts = useContext(PageScripts);
  // The server writes the page's scripts to start after its first screen (decision 0804). The
  // browser hydrates them with React Router's own <Scripts />, which renders them empty and then
  // nothing, so its build carries none of the server's code.
  return (
    <body className={className || undefined}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {children}
      {scripts ? import.meta.env.SSR ? <ScriptsAfterFirstScreen /> : <Scripts /> : null}
    </body>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  // Absent only when the root's loader failed (the error page).
  const themeColor = useRouteLoaderData<RootData>("root")?.site.themeColor;
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {themeColor && <meta name="theme-color" content={themeColor} />}
        <Meta />
        <link rel="stylesheet" href={siteCss} precedence="default" />
        <Links />
      </head>
      <ShellProvider>
        <Body>{children}</Body>
      </ShellProvider>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong while showing this page.";
  return (
    <main id="main" className="error-page">
      <h1>Sorry — this page could not be shown</h1>
      <p>{message}</p>
      <p>
        <a href={BASE_PREFIX}>Back to the home page</a>
      </p>
    </main>
  );
}
