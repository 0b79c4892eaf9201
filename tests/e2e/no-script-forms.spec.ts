// The four forms with JavaScript off: each posts as a plain HTML form to its endpoint, and the
// server answers with the form's page showing the spec's message, or the errors beside the fields
// with what was typed kept. What is sent this way is stored and mailed like the enhanced form's.
// Decision 1001.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { endpoints } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import { expect, site, test } from "./support/fixtures.ts";
import { minimalPdf, submissionsCli, waitUntilCookieOldEnough } from "./support/forms-helpers.ts";

test.use({ javaScriptEnabled: false });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Exported = { id: string; status: string; spamReason: string | null; data: object };

/** The stored submission of a form whose data holds `marker`, through the operator CLI. */
function storedWith(form: string, marker: string): Exported | undefined {
  const rows = JSON.parse(
    submissionsCli(["export", "--format", "json", "--form", form]),
  ) as Exported[];
  return rows.find((row) => JSON.stringify(row.data).includes(marker));
}

/** Waits until every mail of a submission is sent; answers their kinds. */
async function sentMails(id: string): Promise<string[]> {
  let mails: { kind: string; status: string }[] = [];
  await expect
    .poll(
      () => {
        mails = (JSON.parse(submissionsCli(["show", id])) as { mails: typeof mails }).mails;
        return mails.length > 0 && mails.every((mail) => mail.status === "sent");
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return mails.map((mail) => mail.kind).sort();
}

/** A mail file (the e2e server's file transport) that names `text`. */
function mailFileNaming(text: string): string | undefined {
  const dir = join(process.env.E2E_DATA_DIR!, "mail");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .find((name) => readFileSync(join(dir, name), "utf8").includes(text));
}

const status = (page: Page) => page.getByRole("status").first();

/** Sends the form as a person would: not sooner than two seconds after its page (decision 1105). */
async function send(page: Page, button: string) {
  await waitUntilCookieOldEnough(page);
  await page.getByRole("button", { name: button }).click();
}

/** A refused form's page comes with status 400, which the browser notes in its console. */
const REFUSED = [/status of 400 \(Bad Request\)/];

test.describe("contact", () => {
  test("a valid message is stored, mailed, and answered with the spec's thanks", async ({
    page,
  }) => {
    const marker = unique();
    await page.goto(site("/contact-us"));
    await page.getByLabel("Your name").fill(`Anu ${marker}`);
    await page.getByLabel("Email address").fill(`anu-${marker}@example.in`);
    await page.getByLabel("Phone number").fill("+91 484 400 2180");
    await page.getByLabel("Your message (optional)").fill(`A brand for ${marker}`);
    await send(page, "Say hello");

    await expect(page).toHaveURL(new RegExp(`${endpoints.contact.replace(".", "\\.")}$`));
    await expect(status(page)).toHaveText(messages.contactSuccess);
    const stored = storedWith("contact", marker);
    expect(stored).toMatchObject({ status: "accepted", spamReason: null });
    expect(await sentMails(stored!.id)).toEqual(["confirmation", "notification"]);
  });

  test.describe("refused", () => {
    test.use({ expectedConsoleErrors: REFUSED });

    test("invalid fields: the messages beside them, the first one focused, what was typed kept; then sent", async ({
      page,
    }) => {
      const marker = unique();
      await page.goto(site("/contact-us"));
      await page.getByLabel("Your name").fill(`Anu ${marker}`);
      await page.getByLabel("Email address").fill("anu@");
      await page.getByLabel("Phone number").fill("12345");
      await page.getByLabel("Your message (optional)").fill("Two <b>lines</b>\nof text");
      await page.getByRole("button", { name: "Say hello" }).click();

      const mail = page.getByLabel("Email address");
      await expect(page.getByText(messages.emailInvalid)).toBeVisible();
      await expect(page.getByText(messages.phoneInvalid)).toBeVisible();
      await expect(mail).toBeFocused();
      await expect(mail).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Your name")).toHaveValue(`Anu ${marker}`);
      await expect(page.getByLabel("Phone number")).toHaveValue("12345");
      await expect(page.getByLabel("Your message (optional)")).toHaveValue(
        "Two <b>lines</b>\nof text",
      );
      expect(storedWith("contact", marker)).toBeUndefined();

      // Corrected on the answer page and sent again: its fresh cookie lets it through.
      await mail.fill(`anu-${marker}@example.in`);
      await page.getByLabel("Phone number").fill("098470 12345");
      await send(page, "Say hello");
      await expect(status(page)).toHaveText(messages.contactSuccess);
      expect(storedWith("contact", marker)).toMatchObject({ status: "accepted", spamReason: null });
    });
  });
});

test.describe("newsletter", () => {
  test("an address subscribes: the spec's thanks, and the confirmation mail goes out", async ({
    page,
  }) => {
    const address = `reader-${unique()}@example.in`;
    await page.goto(site("/weirdos"));
    await page.getByLabel("Your email address").fill(address);
    await send(page, "Subscribe");
    await expect(status(page)).toHaveText(messages.newsletterSuccess);
    await expect.poll(() => mailFileNaming(address), { timeout: 15_000 }).toBeTruthy();
  });

  test.describe("refused", () => {
    test.use({ expectedConsoleErrors: REFUSED });

    test("an invalid address: the message beside the field, the address kept", async ({ page }) => {
      await page.goto(site("/weirdos"));
      await page.getByLabel("Your email address").fill("nobody");
      await page.getByRole("button", { name: "Subscribe" }).click();
      await expect(page.getByText(messages.emailInvalid)).toBeVisible();
      await expect(page.getByLabel("Your email address")).toHaveValue("nobody");
    });
  });
});

test.describe("thought starters", () => {
  test("one question at a time by Next, then Submit sends the written answers", async ({
    page,
  }) => {
    const marker = unique();
    await page.goto(site("/thought-starters"));
    const box = page.getByRole("textbox");
    await expect(box).toHaveCount(1);
    await expect(page.getByText("Question 1 of 4")).toBeVisible();
    await box.fill(`A heron ${marker}`);
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText("Question 2 of 4")).toBeVisible();
    await expect(page.getByText("Question 1 of 4")).toBeHidden();
    await page.getByRole("link", { name: "Next" }).click();
    await page.getByRole("textbox").fill("Two boats");
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText("Question 4 of 4")).toBeVisible();
    await send(page, "Submit");

    await expect(status(page)).toHaveText(messages.thoughtsSuccess);
    const stored = storedWith("thoughts", marker);
    expect(stored?.data).toEqual({ ts_ans_01: `A heron ${marker}`, ts_ans_03: "Two boats" });
    expect(await sentMails(stored!.id)).toEqual(["notification"]);
  });

  test.describe("refused", () => {
    test.use({ expectedConsoleErrors: REFUSED });

    test("nothing written: the spec's notice", async ({ page }) => {
      await page.goto(site("/thought-starters#thought-4"));
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByText(messages.thoughtsEmpty)).toBeVisible();
    });
  });
});

test.describe("job application", () => {
  const answers = ["A loom", "Trust", "A rained-out shoot", "Kingfisher"];
  const box = (page: Page, index: number) =>
    page.locator(`textarea[name="careerFormField0${index + 1}"]`);

  test("four answers and a CV: stored with the file, both mails sent, the spec's thanks", async ({
    page,
  }) => {
    const marker = unique();
    const email = `applicant-${marker}@example.in`;
    await page.goto(site("/careers/apply-now/illustrator"));
    for (const [index, answer] of answers.entries()) await box(page, index).fill(answer);
    await page
      .getByLabel("Your CV and portfolio")
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: minimalPdf(marker) });
    await page.getByLabel(/^Your email address/).fill(email);
    await send(page, "submit Now");

    await expect(status(page)).toHaveText(messages.applicationSuccess);
    const line = submissionsCli(["list", "--form", "application"])
      .split("\n")
      .find((row) => row.includes(email));
    expect(line).toContain("accepted");
    expect(line).toContain("files=1");
    const stored = storedWith("application", email);
    expect(stored?.data).toMatchObject({ job: "Illustrator", careerFormField01: "A loom" });
    expect(await sentMails(stored!.id)).toEqual(["confirmation", "notification"]);
  });

  test.describe("refused", () => {
    test.use({ expectedConsoleErrors: REFUSED });

    test("no CV: the message beside the file field, the answers kept", async ({ page }) => {
      await page.goto(site("/careers/apply-now/illustrator"));
      for (const [index, answer] of answers.entries()) await box(page, index).fill(answer);
      await page.getByRole("button", { name: "submit Now" }).click();
      await expect(page.getByText(messages.fileRequired)).toBeVisible();
      await expect(page.getByLabel("Your CV and portfolio")).toBeFocused();
      for (const [index, answer] of answers.entries())
        await expect(box(page, index)).toHaveValue(answer);
      await expect(page.locator("h1")).toContainText("Illustrator");
    });
  });
});
