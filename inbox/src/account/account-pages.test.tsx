// Signing in and setting a password, against a fake API: what is sent, where the member lands,
// and the server's messages shown where they belong.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, fakeServer, signedOut } from "../testing/fake-server.ts";
import { renderInbox } from "../testing/render-inbox.tsx";
import { MISSING_TOKEN, PASSWORDS_DIFFER, tokenFromHash } from "./set-password-page.tsx";

const emptyList = () => ({ data: { items: [], nextCursor: null, unread: 0 } });

describe("sign-in", () => {
  it("without a session goes to sign-in; signing in opens the list", async () => {
    const server = fakeServer({
      "GET me": signedOut,
      "POST sign-in": () => ({ data: { me: admin } }),
      "GET submissions": emptyList,
    });
    renderInbox(server, "/newsletter");
    const heading = () => screen.getByRole("heading", { level: 1, name: "Sign in" });
    // The heading takes focus in an effect after the screen renders: on a busy machine, a moment
    // after it appears.
    await waitFor(() => expect(document.activeElement).toBe(heading()));
    await userEvent.type(screen.getByLabelText("E-mail"), "admin@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "correct horse battery");
    server.routes["GET newsletter"] = () => ({
      data: { counts: { pending: 0, confirmed: 0, unsubscribed: 0 }, items: [], nextCursor: null },
    });
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    // Back where the member was going.
    expect(await screen.findByRole("heading", { level: 1, name: "Newsletter" })).toBeTruthy();
    const post = server.requests.find((r) => r.method === "POST")!;
    expect(post.body).toEqual({ email: "admin@example.com", password: "correct horse battery" });
  });

  it("shows the server's refusal and clears the password", async () => {
    const server = fakeServer({
      "GET me": signedOut,
      "POST sign-in": () => ({ status: 401, data: { message: "Wrong e-mail or password." } }),
    });
    renderInbox(server, "/sign-in");
    await userEvent.type(await screen.findByLabelText("E-mail"), "admin@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "wrong one");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Wrong e-mail or password.");
    expect(screen.getByLabelText("Password")).toHaveProperty("value", "");
    expect(screen.getByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
  });
});

describe("set password", () => {
  it("reads the token from the fragment only", () => {
    expect(tokenFromHash("#token=abc-_1")).toBe("abc-_1");
    expect(tokenFromHash("")).toBe("");
  });

  it("says so when the link has no token", async () => {
    renderInbox(fakeServer({ "GET me": signedOut }), "/set-password");
    expect(await screen.findByText(MISSING_TOKEN)).toBeTruthy();
  });

  it("shows the server's password error beside the field, then signs in with the e-mail filled", async () => {
    const server = fakeServer({
      "GET me": signedOut,
      "POST set-password": ({ body }) =>
        (body as { password: string }).password.length < 12
          ? {
              status: 400,
              data: {
                message: "Check the password.",
                errors: { password: "Use at least 12 characters." },
              },
            }
          : { data: { email: "recruiter@example.com" } },
    });
    renderInbox(server, "/set-password#token=t0k3n");
    const password = await screen.findByLabelText("New password");
    const repeat = screen.getByLabelText("The same password again");

    await userEvent.type(password, "short");
    await userEvent.type(repeat, "shorter");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeTruthy();
    expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(0);

    await userEvent.clear(repeat);
    await userEvent.type(repeat, "short");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    const error = await screen.findByText("Use at least 12 characters.");
    expect(password.getAttribute("aria-describedby")).toContain(error.id);
    expect(password.getAttribute("aria-invalid")).toBe("true");

    await userEvent.clear(password);
    await userEvent.type(password, "a long enough phrase");
    await userEvent.clear(repeat);
    await userEvent.type(repeat, "a long enough phrase");
    await userEvent.click(screen.getByRole("button", { name: "Set password" }));
    await screen.findByRole("heading", { level: 1, name: "Sign in" });
    expect(screen.getByLabelText("E-mail")).toHaveProperty("value", "recruiter@example.com");
    const posts = server.requests.filter((r) => r.method === "POST");
    expect(posts.at(-1)!.body).toEqual({ token: "t0k3n", password: "a long enough phrase" });
    await waitFor(() =>
      expect(screen.getByText("Your password is set. Sign in with it.")).toBeTruthy(),
    );
  });
});
