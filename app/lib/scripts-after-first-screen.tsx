// A prerendered page is whole without JavaScript, so its first screen (HTML, stylesheet, fonts,
// first image) should have the network to itself, and the 120 KB of React and the router should
// follow it (decision 0804 has the measurements). React Router's <Scripts /> names every script
// as a modulepreload, which React hoists into the head, and starts them from an inline module
// script whose static imports fetch at once. <ScriptsAfterFirstScreen /> renders in its place on
// the server: the same hand-off of the router's state, then a module script that adds the same
// preloads and makes the same imports once the window has loaded and its first paint has been
// shown (or after 3 s, so a slow image never holds the menu and the forms back).
//
// It reads React Router's framework context, data router context and state (exported as UNSAFE_…)
// the way <Scripts /> does in React Router 7.18, and refuses what it does not copy: lazy route
// discovery, subresource integrity, SPA mode and a route split into chunks. The test beside it
// renders a page with React Router's own <Scripts /> and with this one over the same build and
// compares them, so a release that changes what <Scripts /> renders fails it.
import { useContext } from "react";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_FrameworkContext,
} from "react-router";
import { deferredBootstrap, deferredStart } from "./deferred-start.ts";

// React Router's own first script (7.18, lib/dom/ssr/components.tsx): the state the server hands
// over, and the stream its <ServerRouter> fills with the loader data, in the scripts after it.
const STREAM =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";

/**
 * React Router's <Scripts /> as the server writes it, but the page's scripts start after its first
 * screen has been shown and no modulepreload is in the page: the router's state, then the deferred
 * start. The browser hydrates it with React Router's own <Scripts /> (app/root.tsx): while
 * hydrating, that renders the same two script elements, empty, which React leaves as the server
 * wrote them, and the modulepreloads, which React finds in the head (the deferred start put them
 * there) or adds; once hydrated, nothing.
 */
export function ScriptsAfterFirstScreen() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  if (!framework || !dataRouter || !state)
    throw new Error("<ScriptsAfterFirstScreen /> is rendered inside React Router's framework");
  // <ServerRouter> writes the loader data's stream only after a page that rendered its scripts.
  if (framework.renderMeta) framework.renderMeta.didRenderScripts = true;
  const handOff = dataRouter.staticContext
    ? `window.__reactRouterContext = ${framework.serverHandoffString};${STREAM}`
    : " ";
  const start = dataRouter.static
    ? deferredBootstrap(
        deferredStart(
          framework,
          state.matches.map((match) => match.route.id),
        ),
      )
    : " ";
  return (
    <>
      <script
        nonce={framework.nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: handOff }}
      />
      <script
        nonce={framework.nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: start }}
        type="module"
        async
      />
    </>
  );
}
