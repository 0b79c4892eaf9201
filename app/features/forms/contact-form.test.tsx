import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messages } from "#contracts/messages.ts";
import { ContactForm } from "./contact-form.tsx";
import {
  deferred,
  fakeFetch,
  jsonResponse,
  never,
  TEST_TOKEN,
} from "../../../tests/support/forms.ts";

afterEach(() => vi.unstubAllGlobals());

const name = () => screen.getByLabelText(/^Your name/);
const mail = () => screen.getByLabelText(/^Email address/);
const phone = () => screen.getByLabelText(/^Phone number/);
const note = () => screen.getByLabelText(/^Your message/);
const submit = () => screen.getByRole("button", { name: "Say hello" });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(name(), "Anu Thomas");
  await user.type(mail(), "anu@example.in");
  await user.type(phone(), "(984) 701-2345");
  await user.type(note(), "A new ayurveda brand");
}

describe("contact form validation", () => {
  it("shows nothing on mount, an error after the field is left, and none once it is fixed", async () => {
    fakeFetch(() => jsonResponse({ status: "success" }));
    const user = userEvent.setup();
    render(<ContactForm />);
    for (const message of [messages.nameRequired, messages.emailRequired, messages.phoneRequired]) {
      expect(screen.queryByText(message)).toBeNull();
    }
    expect(name().getAttribute("aria-invalid")).toBeNull();

    await user.click(name());
    await user.tab();
    const error = screen.getByText(messages.nameRequired);
    expect(name().getAttribute("aria-invalid")).toBe("true");
    expect(name().getAttribute("aria-describedby")).toBe(error.id);
    // Only the touched field shows its error.
    expect(screen.queryByText(messages.emailRequired)).toBeNull();

    await user.type(name(), "Anu");
    expect(screen.queryByText(messages.nameRequired)).toBeNull();
    expect(name().getAttribute("aria-invalid")).toBeNull();
  });

  it("validates the address on change once touched", async () => {
    fakeFetch(() => jsonResponse({ status: "success" }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(mail(), "anu@");
    expect(screen.queryByText(messages.emailInvalid)).toBeNull();
    await user.tab();
    expect(screen.getByText(messages.emailInvalid)).toBeTruthy();
    await user.type(mail(), "example.in");
    expect(screen.queryByText(messages.emailInvalid)).toBeNull();
  });

  it.each([
    "(123) 456-7890",
    "123-456-7890",
    "123.456.7890",
    "123 456 7890",
    "1234567890",
    "+91 484 400 2180",
    "098470 12345",
    "+1 212 555 0123",
  ])("accepts the phone %s", async (value) => {
    fakeFetch(() => jsonResponse({ status: "success" }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(phone(), value);
    await user.tab();
    expect(phone().getAttribute("aria-invalid")).toBeNull();
  });

  it.each(["12345", "123/456/7890", "abc-def-ghij"])(
    "rejects the phone %s by its shape, at once",
    async (value) => {
      fakeFetch(() => jsonResponse({ status: "success" }));
      const user = userEvent.setup();
      render(<ContactForm />);
      await user.type(phone(), value);
      await user.tab();
      expect(screen.getByText(messages.phoneInvalid)).toBeTruthy();
    },
  );

  // The real-number check is loaded on the first keystroke in the field, then validates live.
  it.each(["+1 123 456 7890", "12345678901", "123456789"])(
    "rejects the phone %s once the number check is in",
    async (value) => {
      fakeFetch(() => jsonResponse({ status: "success" }));
      const user = userEvent.setup();
      render(<ContactForm />);
      await user.type(phone(), value);
      await user.tab();
      expect(await screen.findByText(messages.phoneInvalid)).toBeTruthy();
    },
  );

  it("checks the number at submit too: nothing is sent and the phone takes the focus", async () => {
    const { posts } = fakeFetch(() => jsonResponse({ status: "success" }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(name(), "Anu Thomas");
    await user.type(mail(), "anu@example.in");
    await user.type(phone(), "12345678901");
    await user.click(submit());
    expect(await screen.findByText(messages.phoneInvalid)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(phone()));
    expect(posts).toHaveLength(0);
    expect(screen.queryByRole("status")).toBeNull();

    await user.clear(phone());
    await user.type(phone(), "098470 12345");
    await user.click(submit());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body.cf_phone).toBe("098470 12345");
  });

  it("on a submit with errors shows them all, sends nothing and focuses the first", async () => {
    const { posts } = fakeFetch(() => jsonResponse({ status: "success" }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(mail(), "anu@example.in");
    await user.click(submit());
    expect(screen.getByText(messages.nameRequired)).toBeTruthy();
    expect(screen.getByText(messages.phoneRequired)).toBeTruthy();
    expect(document.activeElement).toBe(name());
    expect(posts).toHaveLength(0);
  });
});

describe("contact form states", () => {
  it("goes idle → 'Please wait...' → the success text, sending the fields, spam fields and token", async () => {
    const answer = deferred<Response>();
    const { posts } = fakeFetch(() => answer.promise);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());

    const status = await screen.findByRole("status");
    expect(status.textContent).toContain(messages.pendingForm);
    expect(screen.queryByRole("form")).toBeNull();
    // Focus moves to the card in an effect, a moment after it appears.
    await waitFor(() => expect(document.activeElement).toBe(status));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.url).toBe("/contact_mail.php");
    expect(posts[0]!.body).toEqual({
      cf_name: "Anu Thomas",
      cf_mail: "anu@example.in",
      cf_phone: "(984) 701-2345",
      cf_msg: "A new ayurveda brand",
      cf_subject: "",
      cf_token: TEST_TOKEN,
    });

    await act(async () => answer.resolve(jsonResponse({ status: "success", data: {} })));
    expect(screen.getByRole("status").textContent).toBe(messages.contactSuccess);
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("shows the failure for any other status", async () => {
    fakeFetch(() => jsonResponse({ status: "error", data: {} }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText(messages.failure)).toBeTruthy();
  });

  it("sends without the token when it cannot be fetched", async () => {
    const { posts } = fakeFetch(() => jsonResponse({ status: "success" }), { tokenFails: true });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText(messages.contactSuccess)).toBeTruthy();
    expect(posts[0]!.body).not.toHaveProperty("cf_token");
    expect(posts[0]!.body).toHaveProperty("cf_subject", "");
  });

  it("after a network failure, Try again brings the form back with everything typed", async () => {
    fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText(messages.failure)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect((name() as HTMLInputElement).value).toBe("Anu Thomas");
    expect((mail() as HTMLInputElement).value).toBe("anu@example.in");
    expect((phone() as HTMLInputElement).value).toBe("(984) 701-2345");
    expect((note() as HTMLTextAreaElement).value).toBe("A new ayurveda brand");
    expect(document.activeElement).toBe(name());
  });

  it("shows the server's field message after Try again when it answered 400", async () => {
    fakeFetch(() =>
      jsonResponse(
        { status: "error", data: { errors: { cf_phone: "Please provide a valid phone number" } } },
        400,
      ),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    await user.click(submit());
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(screen.getByText(messages.phoneInvalid)).toBeTruthy();
    expect(document.activeElement).toBe(phone());
  });

  it("a second click cannot send twice", async () => {
    const { posts } = fakeFetch(never);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValid(user);
    const button = submit();
    await user.dblClick(button);
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(screen.getByRole("status").textContent).toContain(messages.pendingForm);
  });
});
