// Renders the whole inbox at a path against a fake server, as the browser would (without /inbox).
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { InboxRoutes } from "../app.tsx";
import { SessionProvider } from "../shell/session.tsx";
import type { fakeServer } from "./fake-server.ts";

export function renderInbox(server: ReturnType<typeof fakeServer>, path = "/") {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider fetch={server.fetch}>
        <InboxRoutes />
      </SessionProvider>
    </MemoryRouter>,
  );
}
