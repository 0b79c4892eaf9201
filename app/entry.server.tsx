// How a page is rendered to HTML: for every address of the site, at build and by each server when
// content is published (server/site/render-pages.ts), and for the answer to a form posted without
// scripts (server/site/posted-form-pages.ts).
// React Router's default waits only for the shell unless the visitor is a bot, and streams the
// rest behind inline scripts; a prerendered page must be whole without scripts and carry only
// the inline scripts its CSP hashes (server/site/pages.ts), so this always waits for everything,
// code split off a page included (a study's video rows, app/routes/works/study-blocks.tsx).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { PageScripts } from "./lib/page-scripts.ts";

/** The build's pictures of the content (server/content/site-content.ts), for the server's use. */
export { pictures as builtPictures } from "virtual:kadal/pictures";

/** How long a render may wait for its data or code before it is cut short. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let allReady = false;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <PageScripts value={!loadContext?.postedForm}>
        <ServerRouter context={routerContext} url={request.url} />
      </PageScripts>,
      {
        // Fizz moves a large finished part of the page out of its place and back with an inline
        // script (for progressive display): a prerendered page is written whole, in order.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          allReady = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors of the shell reject above and are logged by React Router.
          if (allReady) console.error(error);
        },
      },
    );
  });
}
