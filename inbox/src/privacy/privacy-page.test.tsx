// Erasure asks first, sends only after "Yes", and shows the server's answer — a 403's words too.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, fakeServer } from "../testing/fake-server.ts";
import { renderInbox } from "../testing/render-inbox.tsx";

describe("privacy", () => {
  it("erases only after the confirm step and reports the counts", async () => {
    const server = fakeServer({
      "GET me": () => ({ data: admin }),
      "POST privacy/erase": () => ({ data: { submissions: 2, subscriptions: 1, mails: 3 } }),
    });
    renderInbox(server, "/privacy");
    await userEvent.type(
      await screen.findByLabelText("E-mail address to erase"),
      "gone@example.com",
    );
    await userEvent.click(screen.getByRole("button", { name: "Erase…" }));
    expect(server.requests.some((r) => r.method === "POST")).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Yes, erase everything" }));
    expect((await screen.findByText(/^Erased for/)).textContent).toBe(
      "Erased for gone@example.com: 2 submissions, 1 subscriptions, 3 mails.",
    );
    expect(server.requests.at(-1)!.body).toEqual({ email: "gone@example.com" });
  });

  it("shows the server's refusal", async () => {
    const server = fakeServer({
      "GET me": () => ({ data: admin }),
      "POST privacy/erase": () => ({
        status: 403,
        data: { message: "Only an admin can do this." },
      }),
    });
    renderInbox(server, "/privacy");
    await userEvent.type(await screen.findByLabelText("E-mail address to erase"), "x@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Erase…" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, erase everything" }));
    expect((await screen.findByText("Only an admin can do this.")).getAttribute("role")).toBe(
      "alert",
    );
  });

  it("is not open to a reader", async () => {
    const server = fakeServer({
      "GET me": () => ({ data: { ...admin, role: "reader" } }),
      "GET submissions": () => ({ data: { items: [], nextCursor: null, unread: 0 } }),
    });
    renderInbox(server, "/privacy");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Only an admin can do this." }),
    ).toBeTruthy();
    expect(screen.queryByLabelText("E-mail address to erase")).toBeNull();
  });
});
