import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "#contracts/messages.ts";
import { APPLICATION_ANSWER_FIELDS, APPLICATION_QUESTIONS } from "#contracts/application.ts";
import { ApplicationForm } from "./application-form.tsx";
import { fakeFetch, FakeXhr, jsonResponse, TEST_TOKEN } from "../../../tests/support/forms.ts";
import { hydrate, prerender } from "../../../tests/support/hydrate.tsx";

beforeEach(() => {
  fakeFetch(() => jsonResponse({}));
  FakeXhr.install();
});
afterEach(() => vi.unstubAllGlobals());

const answer = (index: number) =>
  screen.getByLabelText(
    new RegExp(
      `^${APPLICATION_QUESTIONS[APPLICATION_ANSWER_FIELDS[index]!].replace(/[?]/g, "\\?")}`,
    ),
  );
const fileInput = () => screen.getByLabelText(/^Your CV and portfolio/) as HTMLInputElement;
const submit = () => screen.getByRole("button", { name: "submit Now" });
const pdf = () => new File(["%PDF-1.4\n%%EOF\n"], "anu-cv.pdf", { type: "application/pdf" });

async function fillValid(user: ReturnType<typeof userEvent.setup>, file = pdf()) {
  for (const index of [0, 1, 2, 3]) await user.type(answer(index), `Answer ${index + 1}`);
  await user.upload(fileInput(), file);
}

describe("application form", () => {
  it("sends the answers and the file chosen before the scripts ran", async () => {
    // A slow phone: the visitor answers and picks the CV in the prerendered form, then it hydrates.
    const container = prerender(<ApplicationForm job="Illustrator" />);
    for (const index of [0, 1, 2, 3])
      (answer(index) as HTMLTextAreaElement).value = `Typed early ${index + 1}`;
    const early = pdf();
    Object.defineProperty(fileInput(), "files", { value: [early], configurable: true });
    await hydrate(container, <ApplicationForm job="Illustrator" />);
    await userEvent.setup().click(submit());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const body = FakeXhr.instances[0]!.body!;
    expect(body.get("careerFormField01")).toBe("Typed early 1");
    expect((body.get("careerFormField05") as File).name).toBe(early.name);
    expect(screen.queryByText(messages.fileRequired)).toBeNull();
  });

  it("requires the four answers and a file, showing errors only after touch", async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job="Illustrator" />);
    expect(screen.queryByText(messages.answerRequired)).toBeNull();
    expect(screen.queryByText(messages.fileRequired)).toBeNull();
    await user.click(answer(0));
    await user.tab();
    expect(screen.getAllByText(messages.answerRequired)).toHaveLength(1);
    await user.click(submit());
    expect(screen.getAllByText(messages.answerRequired)).toHaveLength(4);
    expect(screen.getByText(messages.fileRequired)).toBeTruthy();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it("checks the file's type and size before sending", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<ApplicationForm job="Illustrator" />);
    await user.upload(fileInput(), new File(["x"], "cv.exe", { type: "application/octet-stream" }));
    expect(screen.getByText(messages.fileType)).toBeTruthy();
    const big = pdf();
    Object.defineProperty(big, "size", { value: 11 * 1024 * 1024 });
    await user.upload(fileInput(), big);
    expect(screen.getByText(messages.fileTooLarge(10))).toBeTruthy();
    await user.upload(fileInput(), pdf());
    expect(screen.queryByText(messages.fileTooLarge(10))).toBeNull();
    expect(screen.getByText("anu-cv.pdf")).toBeTruthy();
  });

  it("sends multipart with the answers, file, button value, job and spam fields, showing progress", async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job="Art director" />);
    await fillValid(user);
    await user.click(submit());
    expect((await screen.findByRole("status")).textContent).toContain(messages.pendingApplication);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.url).toBe("/phpmailer/careers_mail.php");
    const body = xhr.body!;
    expect([...body.keys()]).toEqual([
      "careerFormField01",
      "careerFormField02",
      "careerFormField03",
      "careerFormField04",
      "careerFormField05",
      "careerFormField06",
      "job",
      "cf_subject",
      "cf_token",
    ]);
    expect(body.get("careerFormField04")).toBe("Answer 4");
    expect((body.get("careerFormField05") as File).name).toBe("anu-cv.pdf");
    expect(body.get("careerFormField06")).toBe("submit Now");
    expect(body.get("job")).toBe("Art director");
    expect(body.get("cf_token")).toBe(TEST_TOKEN);

    act(() => xhr.progress(40, 100));
    const progress = screen.getByLabelText("Uploading your application") as HTMLProgressElement;
    expect(progress.value).toBe(40);
    await act(async () => xhr.respond(200, { status: "success", data: {} }));
    expect(screen.getByRole("status").textContent).toBe(messages.applicationSuccess);
  });

  it("after a failure, Try again restores the answers and the chosen file, and sends the file again", async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job="Illustrator" />);
    const file = pdf();
    await fillValid(user, file);
    await user.click(submit());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    await act(async () => FakeXhr.instances[0]!.fail());
    expect(screen.getByRole("status").textContent).toContain(messages.failure);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    for (const index of [0, 1, 2, 3])
      expect((answer(index) as HTMLTextAreaElement).value).toBe(`Answer ${index + 1}`);
    expect(screen.getByText("anu-cv.pdf")).toBeTruthy();

    await user.click(submit());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    const resent = FakeXhr.instances[1]!.body!.get("careerFormField05") as File;
    expect([resent.name, resent.size, await resent.text()]).toEqual([
      file.name,
      file.size,
      await file.text(),
    ]);
    await act(async () => FakeXhr.instances[1]!.respond(200, { status: "error" }));
    expect(screen.getByRole("status").textContent).toContain(messages.failure);
  });

  it("checks the file against the server's limit once GET /form-token has told it", async () => {
    vi.stubGlobal("fetch", async () =>
      jsonResponse({ status: "success", data: { token: TEST_TOKEN, uploadMaxMb: 1 } }),
    );
    const user = userEvent.setup();
    render(<ApplicationForm job="Illustrator" />);
    // The prerendered page can only know the default.
    expect(screen.getByText("A .pdf, .doc or .docx file of at most 10 MB")).toBeTruthy();
    expect(await screen.findByText("A .pdf, .doc or .docx file of at most 1 MB")).toBeTruthy();
    const big = pdf();
    Object.defineProperty(big, "size", { value: 2 * 1024 * 1024 });
    await user.upload(fileInput(), big);
    expect(screen.getByText(messages.fileTooLarge(1))).toBeTruthy();
  });

  it("shows a 413's message, naming the limit, in the status and then beside the file field", async () => {
    const user = userEvent.setup();
    render(<ApplicationForm job="Illustrator" />);
    await fillValid(user);
    await user.click(submit());
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    const refusal = messages.fileTooLarge(2);
    await act(async () =>
      FakeXhr.instances[0]!.respond(413, {
        status: "error",
        data: { message: messages.tooLarge, errors: { careerFormField05: refusal } },
      }),
    );
    const status = screen.getByRole("status");
    expect(status.textContent).toContain(messages.failure);
    expect(status.textContent).toContain(refusal);

    await user.click(screen.getByRole("button", { name: "Try again" }));
    const error = screen.getByText(refusal);
    expect(fileInput().getAttribute("aria-invalid")).toBe("true");
    expect(fileInput().getAttribute("aria-describedby")).toContain(error.id);
    expect(document.activeElement).toBe(fileInput());
    // Another file is another question: the server's message goes.
    await user.upload(fileInput(), pdf());
    expect(screen.queryByText(refusal)).toBeNull();
  });

  it("toggles the cosmetic 'clicked' class on the file and submit wrappers", async () => {
    const user = userEvent.setup();
    const { container } = render(<ApplicationForm job="Illustrator" />);
    const fileWrapper = container.querySelector(".form-file")!;
    const submitWrapper = container.querySelector(".form-submit")!;
    await user.pointer({ keys: "[MouseLeft>]", target: fileWrapper });
    expect(fileWrapper.classList.contains("clicked")).toBe(true);
    await user.pointer({ keys: "[/MouseLeft]", target: fileWrapper });
    expect(fileWrapper.classList.contains("clicked")).toBe(false);
    await user.pointer({ keys: "[MouseLeft>]", target: submitWrapper });
    expect(submitWrapper.classList.contains("clicked")).toBe(true);
  });
});
