// The contact form's real-number check is loaded on demand: a submit made before it has arrived
// waits for it, and sends nothing when it refuses the number.
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { messages } from "#contracts/messages.ts";
import { ContactForm } from "./contact-form.tsx";
import { deferred, fakeFetch } from "../../../tests/support/forms.ts";

// Holds the on-demand module back until the test lets it arrive (a slow connection).
const arrival = vi.hoisted(() => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
});
vi.mock("#contracts/phone.ts", async (importOriginal) => {
  await arrival.gate;
  return importOriginal();
});

afterEach(() => vi.unstubAllGlobals());

it("waits at submit for the number check that is still loading, then refuses the number", async () => {
  const answer = deferred<Response>();
  const { posts } = fakeFetch(() => answer.promise);
  const user = userEvent.setup();
  render(<ContactForm />);
  await user.type(screen.getByLabelText(/^Your name/), "Anu Thomas");
  await user.type(screen.getByLabelText(/^Email address/), "anu@example.in");
  const phone = screen.getByLabelText(/^Phone number/);
  // Of a phone number's shape, so only the real-number check can refuse it.
  await user.type(phone, "12345678901");
  await user.click(screen.getByRole("button", { name: "Say hello" }));
  expect(screen.queryByText(messages.phoneInvalid)).toBeNull();
  expect(posts).toHaveLength(0);

  await act(async () => arrival.release());
  expect(await screen.findByText(messages.phoneInvalid)).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(phone));
  expect(posts).toHaveLength(0);
  expect(screen.queryByRole("status")).toBeNull();
});
