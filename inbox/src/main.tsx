// The inbox's entry: the session, the router under /inbox, and the styles. Loaded only by
// build/inbox/index.html, never by a public page.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { INBOX_BASE } from "#contracts/inbox.ts";
import { InboxRoutes } from "./app.tsx";
import { SessionProvider } from "./shell/session.tsx";
import "./styles/inbox.css";

createRoot(document.getElementById("inbox-root")!).render(
  <StrictMode>
    <BrowserRouter basename={INBOX_BASE}>
      <SessionProvider>
        <InboxRoutes />
      </SessionProvider>
    </BrowserRouter>
  </StrictMode>,
);
