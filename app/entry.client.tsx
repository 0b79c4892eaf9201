// React Router's default browser entry, but a page with video rows hydrates only once their code
// is here (app/routes/works/video-rows-code.ts says why). Should that code fail to come, the page
// stays the prerendered HTML, which works without scripts.
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { pageHasVideoRows, videoRowsCode } from "./routes/works/video-rows-code.ts";

const ready = pageHasVideoRows() ? videoRowsCode() : Promise.resolve();

ready.then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  () => {},
);
