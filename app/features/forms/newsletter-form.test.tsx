import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { messages } from "#contracts/messages.ts";
import { fakeFetch, jsonResponse, TEST_TOKEN } from "../../../tests/support/forms.ts";
import { NewsletterForm } from "./newsletter-form.tsx";

afterEach(() => vi.unstubAllGlobals());

const mail = () => screen.getByLabelText(/^Your email address/);

it("validates after touch and sends cf_mail with the spam fields", async () => {
  const { posts } = fakeFetch(() => jsonResponse({ status: "success", data: {} }));
  const user = userEvent.setup();
  render(<NewsletterForm />);
  expect(screen.queryByText(messages.emailRequired)).toBeNull();
  await user.click(mail());
  await user.tab();
  expect(screen.getByText(messages.emailRequired)).toBeTruthy();
  await user.type(mail(), "nobody");
  expect(screen.getByText(messages.emailInvalid)).toBeTruthy();
  await user.type(mail(), "@example.in");
  expect(screen.queryByText(messages.emailInvalid)).toBeNull();

  await user.click(screen.getByRole("button", { name: "Subscribe" }));
  expect(await screen.findByText(messages.newsletterSuccess)).toBeTruthy();
  expect(posts.map((post) => [post.url, post.body])).toEqual([
    [
      "/subscription_mail.php",
      { cf_mail: "nobody@example.in", cf_subject: "", cf_token: TEST_TOKEN },
    ],
  ]);
});

it("shows the failure with Try again for a non-success status", async () => {
  fakeFetch(() => jsonResponse({ status: "error" }, 500));
  const user = userEvent.setup();
  render(<NewsletterForm />);
  await user.type(mail(), "anu@example.in");
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
  expect(await screen.findByText(messages.failure)).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Try again" }));
  expect((mail() as HTMLInputElement).value).toBe("anu@example.in");
});
