import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, expect, it, vi } from "vitest";
import { messages } from "#contracts/messages.ts";
import { fakeFetch, jsonResponse, TEST_TOKEN } from "../../../tests/support/forms.ts";
import { EMPTY_RELOAD_DELAY_MS, THOUGHT_QUESTIONS } from "./thought-questions.ts";
import { ThoughtStarters } from "./thought-starters.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const PROMPTS = [
  "What do you see? Tell us",
  "And this? What is this?",
  "Can you see this? Tell us what you see",
  "Clue, its not the flag. What is it?",
];

function renderQuestions(reload = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: "/thought-starters", element: <ThoughtStarters reload={reload} /> },
      { path: "/contact-us", element: <p>Say hello</p> },
    ],
    { initialEntries: ["/thought-starters"] },
  );
  render(<RouterProvider router={router} />);
  return { router, reload };
}

const box = () => screen.getByRole("textbox") as HTMLTextAreaElement;
const button = () => screen.getByRole("button", { name: /^(Next|Submit)$/ });

it("has the spec's prompts in order", () => {
  expect(THOUGHT_QUESTIONS.map((question) => question.prompt)).toEqual(PROMPTS);
  expect(EMPTY_RELOAD_DELAY_MS).toBe(2000);
});

it("asks one question at a time, clears the box, and sends only the typed answers", async () => {
  const { posts } = fakeFetch(() => jsonResponse({ status: "success", data: {} }));
  const user = userEvent.setup();
  const { router } = renderQuestions();
  const typed = ["An elephant", "", "A fish"];
  for (const [index, text] of typed.entries()) {
    expect(screen.getByLabelText(PROMPTS[index]!)).toBe(box());
    expect(button().textContent).toBe("Next");
    if (text) await user.type(box(), text);
    await user.click(button());
    expect(box().value).toBe("");
    expect(document.activeElement).toBe(box());
  }
  expect(screen.getByLabelText(PROMPTS[3]!)).toBe(box());
  expect(button().textContent).toBe("Submit");
  await user.click(button());

  expect(await screen.findByText(messages.thoughtsSuccess)).toBeTruthy();
  expect(posts).toHaveLength(1);
  expect(posts[0]!.url).toBe("/thoughts_mail.php");
  expect(posts[0]!.body).toEqual({
    ts_ans_01: "An elephant",
    ts_ans_03: "A fish",
    cf_subject: "",
    cf_token: TEST_TOKEN,
  });

  await user.click(screen.getByRole("link", { name: "Let's connect" }));
  expect(router.state.location.pathname).toBe("/contact-us");
});

it("with nothing typed shows the message and reloads after 2000 ms", async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const { posts } = fakeFetch(() => jsonResponse({ status: "success" }));
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const { reload } = renderQuestions();
  for (let step = 0; step < 4; step += 1) await user.click(button());
  expect(screen.getByText(messages.thoughtsEmpty)).toBeTruthy();
  act(() => vi.advanceTimersByTime(EMPTY_RELOAD_DELAY_MS - 100));
  expect(reload).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(100));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(posts).toHaveLength(0);
});

it("after a failure, Try again returns to the last question with its answer, keeping the others", async () => {
  let fail = true;
  const { posts } = fakeFetch(() =>
    fail ? Promise.reject(new TypeError("Failed to fetch")) : jsonResponse({ status: "success" }),
  );
  const user = userEvent.setup();
  renderQuestions();
  await user.type(box(), "Ink");
  for (let step = 0; step < 3; step += 1) await user.click(button());
  await user.type(box(), "A sunset");
  await user.click(button());
  expect(await screen.findByText(messages.failure)).toBeTruthy();

  await user.click(screen.getByRole("button", { name: "Try again" }));
  expect(screen.getByLabelText(PROMPTS[3]!)).toBe(box());
  expect(box().value).toBe("A sunset");
  fail = false;
  await user.click(button());
  await waitFor(() => expect(screen.getByText(messages.thoughtsSuccess)).toBeTruthy());
  expect(posts[1]!.body).toMatchObject({ ts_ans_01: "Ink", ts_ans_04: "A sunset" });
});
