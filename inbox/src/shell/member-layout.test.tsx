// The member's frame: sections by role, the unread count, and signing out here or everywhere.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, fakeServer } from "../testing/fake-server.ts";
import { renderInbox } from "../testing/render-inbox.tsx";

const list = () => ({ data: { items: [], nextCursor: null, unread: 4 } });

describe("member layout", () => {
  it("names the unread count beside Submissions", async () => {
    renderInbox(fakeServer({ "GET me": () => ({ data: admin }), "GET submissions": list }));
    const nav = await screen.findByRole("navigation", { name: "Inbox sections" });
    // The header is drawn once the member is known; the count comes later, with the list's
    // answer (or the event stream): wait for it rather than read the link the moment it appears.
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: /Submissions/ }).textContent).toBe(
        "Submissions4 unread",
      ),
    );
  });

  it.each([
    ["Sign out", "sign-out", "Signed out."],
    ["Sign out everywhere", "sign-out-everywhere", "Signed out everywhere."],
  ])("%s posts with the CSRF token and lands on sign-in", async (button, path, notice) => {
    const server = fakeServer({
      "GET me": () => ({ data: admin }),
      "GET submissions": list,
      [`POST ${path}`]: () => ({ data: {} }),
    });
    renderInbox(server);
    await screen.findByRole("heading", { level: 1, name: "Submissions" });
    await userEvent.click(screen.getByText(admin.email));
    await userEvent.click(screen.getByRole("button", { name: button }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
    expect(screen.getByText(notice)).toBeTruthy();
    const post = server.requests.find((r) => r.method === "POST")!;
    expect(post.url.pathname).toBe(`/inbox/api/${path}`);
    expect(post.headers.get("X-CSRF-Token")).toBe(admin.csrfToken);
  });

  it("closes the account menu on Escape and on moving to another screen", async () => {
    renderInbox(
      fakeServer({
        "GET me": () => ({ data: admin }),
        "GET submissions": list,
        "GET newsletter": () => ({
          data: {
            counts: { pending: 0, confirmed: 0, unsubscribed: 0 },
            items: [],
            nextCursor: null,
          },
        }),
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "Submissions" });
    const summary = screen.getByText(admin.email).closest("summary")!;
    const menu = summary.closest("details")!;
    await userEvent.click(summary);
    expect(menu.open).toBe(true);
    // jsdom does not focus a clicked <summary> as browsers do: the key is sent to it directly.
    fireEvent.keyDown(summary, { key: "Escape" });
    expect(menu.open).toBe(false);
    await userEvent.click(summary);
    await userEvent.click(screen.getByRole("link", { name: "Newsletter" }));
    await screen.findByRole("heading", { level: 1, name: "Newsletter" });
    // The header closes it in an effect on the new path, which may run a moment after the screen
    // appears.
    await waitFor(() => expect(menu.open).toBe(false));
  });
});
