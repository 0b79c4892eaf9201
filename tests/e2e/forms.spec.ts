// The four forms in Chromium against the real server: validation timing and messages, the phone
// rule, the states and their verbatim texts, the requests' shape and headers, failures with
// "Try again" keeping every value (the CV file included), the thought starters' flow, and an
// application read back, file and all, with the operator CLI.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { endpoints, FORM_TOKEN_PATH } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import { expect, site, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/axe.ts";
import {
  holdPosts,
  minimalPdf,
  openForm,
  submissionsCli,
  waitForTokenAge,
  xsrfCookie,
} from "./support/forms-helpers.ts";

// The spec's 3-3-4 shapes and real numbers: the agency's own, Indian ones, a foreign one.
const VALID_PHONES = [
  "(123) 456-7890",
  "123-456-7890",
  "123.456.7890",
  "123 456 7890",
  "1234567890",
  "+91 484 400 2180",
  "098470 12345",
  "+1 212 555 0123",
];
// Refused by the shape check at once, or by the real-number check loaded on the first keystroke.
const INVALID_PHONES = ["12345", "123/456/7890", "+1 123 456 7890", "12345678901"];
const PROMPTS = [
  "What do you see? Tell us",
  "And this? What is this?",
  "Can you see this? Tell us what you see",
  "Clue, its not the flag. What is it?",
];
const APPLY_PATH = "/careers/apply-now/illustrator";
/** What the browser prints for an aborted request or an error status (the fixture fails on others). */
// One pattern: test.use() would read a second array element as the option's settings.
const ABORTED = [/net::ERR_FAILED|Failed to load resource/];

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const status = (page: Page) => page.locator(".form-status");

/** The error text tied to a control by aria-describedby, or null when it has none. */
async function describedError(page: Page, label: string) {
  const control = page.getByLabel(label);
  const ids = (await control.getAttribute("aria-describedby")) ?? "";
  for (const id of ids.split(" ").filter((part) => part.endsWith("-error"))) {
    return page.locator(`[id="${id}"]`).textContent();
  }
  return null;
}

test.describe("contact form", () => {
  test("each message appears only after its field is touched and disappears when fixed", async ({
    page,
  }) => {
    await openForm(page, "/contact-us", "Say hello");
    await expect(page.locator("h1")).toHaveText("SAY HELLO");
    for (const message of [messages.nameRequired, messages.emailRequired, messages.phoneRequired]) {
      await expect(page.getByText(message)).toHaveCount(0);
    }

    const name = page.getByLabel("Your name");
    await name.focus();
    await name.blur();
    await expect(page.getByText(messages.nameRequired)).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    expect(await describedError(page, "Your name")).toBe(messages.nameRequired);
    await expect(page.getByText(messages.emailRequired)).toHaveCount(0);
    await name.fill("Anu Thomas");
    await expect(page.getByText(messages.nameRequired)).toHaveCount(0);
    await expect(name).not.toHaveAttribute("aria-invalid", "true");

    const mail = page.getByLabel("Email address");
    await mail.fill("anu@");
    await expect(page.getByText(messages.emailInvalid)).toHaveCount(0);
    await mail.blur();
    await expect(page.getByText(messages.emailInvalid)).toBeVisible();
    await mail.fill("");
    await expect(page.getByText(messages.emailRequired)).toBeVisible();
    await mail.fill("anu@example.in");
    await expect(page.getByText(messages.emailRequired)).toHaveCount(0);
    await expect(page.getByText(messages.emailInvalid)).toHaveCount(0);

    const phone = page.getByLabel("Phone number");
    await phone.focus();
    await phone.blur();
    await expect(page.getByText(messages.phoneRequired)).toBeVisible();
    for (const value of INVALID_PHONES) {
      await phone.fill(value);
      await expect(page.getByText(messages.phoneInvalid), value).toBeVisible();
    }
    for (const value of VALID_PHONES) {
      await phone.fill(value);
      await expect(page.getByText(messages.phoneInvalid), value).toHaveCount(0);
      await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    }
  });

  test("a submit with empty fields shows every message and sends nothing", async ({ page }) => {
    const submit = await openForm(page, "/contact-us", "Say hello");
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    await submit.click();
    for (const message of [messages.nameRequired, messages.emailRequired, messages.phoneRequired]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel("Your name")).toBeFocused();
    expect(posted).toBe(false);
  });

  test("'Please wait...' then the success text from the real server; JSON, Accept and XSRF header", async ({
    page,
  }) => {
    const submit = await openForm(page, "/contact-us", "Say hello");
    const mail = `anu-${unique()}@example.in`;
    await page.getByLabel("Your name").fill("Anu Thomas");
    await page.getByLabel("Email address").fill(mail);
    await page.getByLabel("Phone number").fill("(984) 701-2345");
    await page.getByLabel("Your message").fill("We are launching a new ayurveda brand.");
    // The server's time token must be at least two seconds old to count as human.
    await waitForTokenAge(page);
    const held = await holdPosts(page, endpoints.contact);
    await submit.click();

    await expect(status(page)).toHaveText(messages.pendingForm);
    await expect(status(page)).toBeFocused();
    await expect(page.locator("form.form--contact")).toHaveCount(0);
    expect(held.requests).toHaveLength(1);
    const request = held.requests[0]!;
    expect(request.postDataJSON()).toEqual({
      cf_name: "Anu Thomas",
      cf_mail: mail,
      cf_phone: "(984) 701-2345",
      cf_msg: "We are launching a new ayurveda brand.",
      cf_subject: "",
      cf_token: expect.any(String),
    });
    const headers = await request.allHeaders();
    expect(headers["accept"]).toBe("application/json");
    expect(headers["content-type"]).toContain("application/json");
    const cookie = await xsrfCookie(page);
    expect(cookie).toBeTruthy();
    expect(headers["x-xsrf-token"]).toBe(cookie);

    const response = page.waitForResponse((answer) => answer.url().endsWith(endpoints.contact));
    held.release();
    expect((await response).status()).toBe(200);
    await expect(status(page)).toHaveText(messages.contactSuccess);
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
  });

  test("a non-success status shows the failure message", async ({ page }) => {
    const submit = await openForm(page, "/contact-us", "Say hello");
    await page.route(`**${endpoints.contact}`, (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ status: "error", data: {} }),
      }),
    );
    await page.getByLabel("Your name").fill("Anu");
    await page.getByLabel("Email address").fill("anu@example.in");
    await page.getByLabel("Phone number").fill("1234567890");
    await submit.click();
    await expect(status(page)).toContainText(messages.failure);
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  test.describe("when the request is aborted", () => {
    test.use({ expectedConsoleErrors: ABORTED });

    test("shows the failure, and Try again restores every value", async ({ page }) => {
      const submit = await openForm(page, "/contact-us", "Say hello");
      await page.route(`**${endpoints.contact}`, (route) => route.abort());
      const values = {
        "Your name": "Anu Thomas",
        "Email address": "anu@example.in",
        "Phone number": "123.456.7890",
        "Your message": "Line one\nLine two",
      };
      for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
      await submit.click();
      await expect(status(page)).toContainText(messages.failure);
      await expect(status(page)).toBeFocused();
      await page.getByRole("button", { name: "Try again" }).click();
      for (const [label, value] of Object.entries(values))
        await expect(page.getByLabel(label)).toHaveValue(value);
      await expect(page.getByLabel("Your name")).toBeFocused();

      // And it can be sent again, once: a double click posts one request.
      await page.unroute(`**${endpoints.contact}`);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await waitForTokenAge(page);
      await page.getByRole("button", { name: "Say hello" }).dblclick();
      await expect(status(page)).toHaveText(messages.contactSuccess);
      expect(posts).toHaveLength(1);
    });
  });
});

test.describe("newsletter strip on /weirdos", () => {
  test("validates after touch, then signs up with the real server", async ({ page }) => {
    const submit = await openForm(page, "/weirdos", "Subscribe");
    const strip = page.locator(".newsletter-strip");
    const mail = strip.getByLabel("Your email address");
    await expect(strip.getByText(messages.emailRequired)).toHaveCount(0);
    await mail.focus();
    await mail.blur();
    await expect(strip.getByText(messages.emailRequired)).toBeVisible();
    await mail.fill("nobody");
    await expect(strip.getByText(messages.emailInvalid)).toBeVisible();
    const address = `reader-${unique()}@example.in`;
    await mail.fill(address);
    await expect(strip.getByText(messages.emailInvalid)).toHaveCount(0);

    await waitForTokenAge(page);
    const held = await holdPosts(page, endpoints.newsletter);
    await submit.click();
    await expect(status(page)).toHaveText(messages.pendingForm);
    expect(held.requests[0]!.postDataJSON()).toEqual({
      cf_mail: address,
      cf_subject: "",
      cf_token: expect.any(String),
    });
    const headers = await held.requests[0]!.allHeaders();
    expect(headers["x-xsrf-token"]).toBe(await xsrfCookie(page));
    expect(headers["accept"]).toBe("application/json");
    held.release();
    await expect(status(page)).toHaveText(messages.newsletterSuccess);
  });

  test.describe("with an error answer", () => {
    test.use({ expectedConsoleErrors: [/status of 500/] });

    test("a 500 shows the failure, and Try again brings the address back", async ({ page }) => {
      const submit = await openForm(page, "/weirdos", "Subscribe");
      await page.route(`**${endpoints.newsletter}`, (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ status: "error" }),
        }),
      );
      await page.getByLabel("Your email address").fill("anu@example.in");
      await submit.click();
      await expect(status(page)).toContainText(messages.failure);
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByLabel("Your email address")).toHaveValue("anu@example.in");
    });
  });
});

test.describe("job application", () => {
  const answers = [
    "A loom that weaves ideas",
    "Trust",
    "A rained-out shoot; we moved indoors",
    "Kingfisher, always diving",
  ];
  const questionLabels = async (page: Page) =>
    page
      .locator("textarea[name^='careerFormField']")
      .evaluateAll((boxes) => boxes.map((box) => box.id));

  test("the answers and the file are checked after touch, before anything is sent", async ({
    page,
  }) => {
    const submit = await openForm(page, APPLY_PATH, "submit Now");
    await expect(submit).toHaveText("submit Now");
    await expect(page.getByText(messages.answerRequired)).toHaveCount(0);
    const boxes = await questionLabels(page);
    expect(boxes).toHaveLength(4);
    const first = page.locator(`[id="${boxes[0]}"]`);
    await first.focus();
    await first.blur();
    await expect(page.getByText(messages.answerRequired)).toHaveCount(1);
    await first.fill("Something");
    await expect(page.getByText(messages.answerRequired)).toHaveCount(0);

    const file = page.getByLabel("Your CV and portfolio");
    await file.setInputFiles({
      name: "cv.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    });
    await expect(page.getByText(messages.fileType)).toBeVisible();
    await file.setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: minimalPdf("ok"),
    });
    await expect(page.getByText(messages.fileType)).toHaveCount(0);

    await submit.click();
    await expect(page.getByText(messages.answerRequired)).toHaveCount(3);
    await expect(status(page)).toHaveCount(0);
  });

  test("the 'clicked' state follows the mouse on the file and submit wrappers", async ({
    page,
  }) => {
    await openForm(page, APPLY_PATH, "submit Now");
    for (const wrapper of [page.locator(".form-file"), page.locator(".form-submit")]) {
      await wrapper.hover({ position: { x: 4, y: 4 } });
      await page.mouse.down();
      await expect(wrapper).toHaveClass(/\bclicked\b/);
      await page.mouse.up();
      await expect(wrapper).not.toHaveClass(/\bclicked\b/);
    }
  });

  test("a real PDF reaches the server as multipart, shows progress and success, and the CLI reads it back", async ({
    page,
  }) => {
    const submit = await openForm(page, APPLY_PATH, "submit Now");
    const marker = unique();
    const pdf = minimalPdf(`Kadal CV ${marker}`);
    const email = `applicant-${marker}@example.in`;
    const boxes = await questionLabels(page);
    for (const [index, id] of boxes.entries())
      await page.locator(`[id="${id}"]`).fill(answers[index]!);
    await page
      .getByLabel("Your CV and portfolio")
      .setInputFiles({ name: "anu-cv.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByLabel("Your email address").fill(email);
    await waitForTokenAge(page);

    const held = await holdPosts(page, endpoints.application);
    await submit.click();
    await expect(status(page)).toContainText(messages.pendingApplication);
    await expect(status(page).locator(".form-status-message")).toHaveText(
      messages.pendingApplication,
    );
    await expect(page.getByLabel("Uploading your application")).toBeVisible();

    const request = held.requests[0]!;
    const headers = await request.allHeaders();
    expect(headers["x-xsrf-token"]).toBe(await xsrfCookie(page));
    expect(headers["accept"]).toBe("application/json");
    expect(headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const body = request.postDataBuffer()?.toString("latin1") ?? "";
    const part = (name: string, value: string) => `name="${name}"\r\n\r\n${value}\r\n`;
    answers.forEach((answer, index) =>
      expect(body).toContain(part(`careerFormField0${index + 1}`, answer)),
    );
    expect(body).toContain(part("careerFormField06", "submit Now"));
    expect(body).toContain(part("job", "Illustrator"));
    expect(body).toContain(part("careerFormEmail", email));
    expect(body).toContain('name="careerFormField05"; filename="anu-cv.pdf"');
    expect(body).toContain('name="cf_token"');

    held.release();
    await expect(status(page)).toHaveText(messages.applicationSuccess);

    const listed = submissionsCli(["list", "--form", "application"]);
    const line = listed.split("\n").find((row) => row.includes(email));
    expect(line, listed).toBeTruthy();
    expect(line).toContain("files=1");
    const id = line!.trim().split(/\s+/)[0]!;
    const out = join(mkdtempSync(join(tmpdir(), "kadal-cv-")), "cv.pdf");
    submissionsCli(["attachment", id, "--out", out]);
    expect(readFileSync(out).equals(pdf)).toBe(true);
  });

  test.describe("when the upload is aborted", () => {
    test.use({ expectedConsoleErrors: ABORTED });

    test("shows the failure, and Try again restores every answer and the file", async ({
      page,
    }) => {
      const submit = await openForm(page, APPLY_PATH, "submit Now");
      await page.route(`**${endpoints.application}`, (route) => route.abort());
      const boxes = await questionLabels(page);
      for (const [index, id] of boxes.entries())
        await page.locator(`[id="${id}"]`).fill(answers[index]!);
      const file = page.getByLabel("Your CV and portfolio");
      await file.setInputFiles({
        name: "my-cv.pdf",
        mimeType: "application/pdf",
        buffer: minimalPdf("again"),
      });
      await submit.click();
      await expect(status(page)).toContainText(messages.failure);
      await page.getByRole("button", { name: "Try again" }).click();

      for (const [index, id] of boxes.entries())
        await expect(page.locator(`[id="${id}"]`)).toHaveValue(answers[index]!);
      expect(
        await file.evaluate((input: HTMLInputElement) =>
          [...(input.files ?? [])].map((f) => [f.name, f.size]),
        ),
      ).toEqual([["my-cv.pdf", minimalPdf("again").length]]);
      await expect(page.getByText("my-cv.pdf")).toBeVisible();

      await page.unroute(`**${endpoints.application}`);
      await page.getByRole("button", { name: "submit Now" }).click();
      await expect(status(page)).toHaveText(messages.applicationSuccess);
    });
  });
});

test.describe("a CV over the server's limit", () => {
  // Chromium prints its own line for the 413.
  test.use({ expectedConsoleErrors: ABORTED });

  test("is refused by the server, which names its limit in the status and beside the file field", async ({
    page,
  }) => {
    test.setTimeout(120_000); // 11 MB go through the browser to the server on a busy machine
    // The browser believes the limit is higher than the server's, so the file reaches the server.
    await page.route(`**${FORM_TOKEN_PATH}`, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: Record<string, unknown> };
      await route.fulfill({
        response: answer,
        json: { ...body, data: { ...body.data, uploadMaxMb: 20 } },
      });
    });
    const submit = await openForm(page, APPLY_PATH, "submit Now");
    await expect(page.getByText("A .pdf, .doc or .docx file of at most 20 MB")).toBeVisible();
    const boxes = await page
      .locator("textarea[name^='careerFormField']")
      .evaluateAll((fields) => fields.map((field) => field.id));
    for (const id of boxes) await page.locator(`[id="${id}"]`).fill("An answer");
    const file = page.getByLabel("Your CV and portfolio");
    await file.setInputFiles({
      name: "big-cv.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([minimalPdf("big"), Buffer.alloc(11 * 1024 * 1024, 0x20)]),
    });
    await submit.click();
    const refusal = messages.fileTooLarge(10);
    await expect(status(page)).toContainText(messages.failure);
    await expect(status(page)).toContainText(refusal);
    await page.getByRole("button", { name: "Try again" }).click();
    expect(await describedError(page, "Your CV and portfolio")).toBe(refusal);
  });
});

test.describe("thought starters", () => {
  test("four prompts in order, Next then Submit, a cleared box, only the typed answers sent", async ({
    page,
  }) => {
    const button = page.locator("form.thoughts button[type=submit]");
    await openForm(page, "/thought-starters", "Next");
    const typed = [
      "An elephant in a mirror",
      "",
      "A fish hiding in the dots",
      "A sunset on the backwaters",
    ];
    for (const [index, prompt] of PROMPTS.entries()) {
      const box = page.getByLabel(prompt, { exact: true });
      await expect(box).toBeVisible();
      await expect(box).toHaveValue("");
      await expect(button).toHaveText(index < 3 ? "Next" : "Submit");
      if (typed[index]) await box.fill(typed[index]!);
      if (index < 3) await button.click();
    }
    await waitForTokenAge(page);
    const held = await holdPosts(page, endpoints.thoughts);
    await button.click();
    await expect(status(page)).toHaveText(messages.pendingForm);
    expect(held.requests[0]!.postDataJSON()).toEqual({
      ts_ans_01: typed[0],
      ts_ans_03: typed[2],
      ts_ans_04: typed[3],
      cf_subject: "",
      cf_token: expect.any(String),
    });
    expect((await held.requests[0]!.allHeaders())["x-xsrf-token"]).toBe(await xsrfCookie(page));
    held.release();
    await expect(status(page).locator(".form-status-message")).toHaveText(messages.thoughtsSuccess);
    const connect = page.getByRole("link", { name: "Let's connect" });
    await expect(connect).toHaveAttribute("href", site("/contact-us"));
    await connect.click();
    await expect(page).toHaveURL(/\/old\/contact-us$/);
  });

  test("with nothing typed it asks for thoughts and reloads about 2 s later", async ({ page }) => {
    // The page's clock is the test's: it stands still from the submit on and moves only when told,
    // so "2 s later" is measured on it, however long a busy machine takes to get there.
    await page.clock.install();
    await openForm(page, "/thought-starters", "Next");
    const button = page.locator("form.thoughts button[type=submit]");
    for (let step = 0; step < 3; step += 1) await button.click();
    await expect(button).toHaveText("Submit");
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    const clock = () => page.evaluate(() => Date.now());
    await page.clock.pauseAt((await clock()) + 1_000);
    // The page's own time when it starts to unload, kept across the reload.
    await page.evaluate(() =>
      addEventListener("beforeunload", () =>
        sessionStorage.setItem("unloadedAt", String(Date.now())),
      ),
    );
    await button.click();
    await expect(page.getByText(messages.thoughtsEmpty)).toBeVisible();
    const shown = await clock();
    const reloaded = page.waitForEvent("framenavigated", { timeout: 15_000 });
    await page.clock.runFor(4_000);
    await reloaded;
    await page.clock.resume();
    const unloadedAt = Number(
      await page.evaluate(() => sessionStorage.getItem("unloadedAt") ?? Number.NaN),
    );
    expect(unloadedAt - shown).toBeGreaterThan(1_500);
    expect(unloadedAt - shown).toBeLessThan(4_000);
    await expect(page.getByLabel(PROMPTS[0]!, { exact: true })).toBeVisible();
    expect(posted).toBe(false);
  });

  test.describe("when the request is aborted", () => {
    test.use({ expectedConsoleErrors: ABORTED });

    test("shows the failure, and Try again returns to the last question with its answer", async ({
      page,
    }) => {
      await openForm(page, "/thought-starters", "Next");
      await page.route(`**${endpoints.thoughts}`, (route) => route.abort());
      const button = page.locator("form.thoughts button[type=submit]");
      await page.getByLabel(PROMPTS[0]!, { exact: true }).fill("Ink");
      for (let step = 0; step < 3; step += 1) await button.click();
      await page.getByLabel(PROMPTS[3]!, { exact: true }).fill("A sunset");
      await button.click();
      await expect(status(page)).toContainText(messages.failure);
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByLabel(PROMPTS[3]!, { exact: true })).toHaveValue("A sunset");
      await expect(button).toHaveText("Submit");
    });
  });
});

test.describe("forms at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const [path, submitName] of [
    ["/contact-us", "Say hello"],
    ["/weirdos", "Subscribe"],
    [APPLY_PATH, "submit Now"],
    ["/thought-starters", "Next"],
  ] as const) {
    test(`${path} does not overflow sideways`, async ({ page }) => {
      await openForm(page, path, submitName);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(320);
    });
  }
});

test.describe("accessibility of the states", () => {
  test("fields in error, the failure with Try again, and the success pass axe", async ({
    page,
  }) => {
    const submit = await openForm(page, "/contact-us", "Say hello");
    await submit.click();
    await expect(page.getByText(messages.phoneRequired)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    let answer = JSON.stringify({ status: "error", data: {} });
    await page.route(`**${endpoints.contact}`, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: answer }),
    );
    await page.getByLabel("Your name").fill("Anu");
    await page.getByLabel("Email address").fill("anu@example.in");
    await page.getByLabel("Phone number").fill("1234567890");
    await submit.click();
    await expect(status(page)).toContainText(messages.failure);
    await expect(status(page)).toHaveAttribute("role", "status");
    expect(await axeViolations(page)).toEqual([]);
    answer = JSON.stringify({ status: "success", data: {} });
    await page.getByRole("button", { name: "Try again" }).click();
    await page.getByRole("button", { name: "Say hello" }).click();
    await expect(status(page)).toHaveText(messages.contactSuccess);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the application and the newsletter strip with their errors pass axe", async ({ page }) => {
    const submit = await openForm(page, APPLY_PATH, "submit Now");
    await page
      .getByLabel("Your CV and portfolio")
      .setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
    await submit.click();
    await expect(page.getByText(messages.answerRequired)).toHaveCount(4);
    expect(await axeViolations(page)).toEqual([]);

    const subscribe = await openForm(page, "/weirdos", "Subscribe");
    await subscribe.click();
    await expect(page.getByText(messages.emailRequired)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("prerendered forms, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("show every field with its label, and post to their endpoints (no-script-forms.spec.ts)", async ({
    page,
  }) => {
    await page.goto(site("/contact-us"));
    for (const label of ["Your name", "Email address", "Phone number", "Your message"]) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Say hello" })).toBeEnabled();
    const contact = page.locator("form.form--contact");
    await expect(contact).toHaveAttribute("method", "post");
    await expect(contact).toHaveAttribute("action", endpoints.contact);

    await page.goto(site(APPLY_PATH));
    await expect(page.getByLabel("Your CV and portfolio")).toBeVisible();
    await expect(page.getByRole("button", { name: "submit Now" })).toBeEnabled();
    const application = page.locator("form.form--application");
    await expect(application).toHaveAttribute("action", endpoints.application);
    await expect(application).toHaveAttribute("enctype", "multipart/form-data");

    await page.goto(site("/thought-starters"));
    await expect(page.getByLabel(PROMPTS[0]!, { exact: true })).toBeVisible();
    await expect(page.locator("form.thoughts")).toHaveAttribute("action", endpoints.thoughts);
  });
});
