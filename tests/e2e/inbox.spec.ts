// The staff inbox in Chromium against the real server and database, once on SQLite (the suite's
// server) and once on PostgreSQL (a second server on a throwaway cluster): a member from the CLI
// sets a password and signs in, sees a visitor's message arrive without a reload, opens it, marks
// it spam and not spam, downloads an applicant's CV, exports CSV and the visitor's data as JSON,
// erases them and signs out; a reader finds no admin controls and the API refuses them; a removed
// member's open page is sent to sign-in, at its next action or by itself.
import { readFileSync } from "node:fs";
import { expect, test } from "./support/fixtures.ts";
import { axeViolations } from "./support/axe.ts";
import {
  DATABASES,
  csrfToken,
  databaseMissing,
  newMember,
  postApplication,
  postContact,
  startTarget,
  unique,
  type InboxTarget,
} from "./support/inbox-helpers.ts";

// Chromium prints a console line for every 4xx answer: the app's GET me before sign-in (401),
// the refusals these tests provoke (403), and the event stream closed by a 401.
test.use({
  expectedConsoleErrors: [/Failed to load resource: the server responded with a status of 40[13]/],
});

for (const db of DATABASES) {
  test.describe(`staff inbox on ${db}`, () => {
    // Each test starts operator CLI processes (staff add, remove): seconds each on a busy machine.
    test.describe.configure({ mode: "serial", timeout: 180_000 });
    test.skip(databaseMissing(db), "PostgreSQL binaries are not installed (PG_BIN)");

    let target: InboxTarget;
    test.beforeAll(async ({ baseURL }) => {
      test.setTimeout(120_000);
      target = await startTarget(db, baseURL!);
    });
    test.afterAll(async () => {
      await target?.stop();
    });

    test("an admin signs in, sees a new message arrive live, handles it, downloads a CV, exports CSV and JSON, erases and signs out", async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000);
      await newMember(page, target, "admin");
      await expect(page).toHaveTitle(/Inbox — Kadal Studio$/);

      // A visitor writes while the list is open: it appears without a reload, unread and counted.
      const name = `Visitor ${unique()}`;
      const visitor = await context.browser()!.newPage();
      const visitorEmail = await postContact(
        visitor,
        target,
        name,
        "We would like a new label for our pepper.",
      );
      await visitor.close();
      const row = page.getByRole("listitem").filter({ hasText: name });
      await expect(row).toBeVisible({ timeout: 15_000 });
      await expect(row).toHaveClass(/submission--unread/);
      await expect(page).toHaveTitle(/^\(\d+\) Inbox — Kadal Studio$/);

      expect(await axeViolations(page), "the list").toEqual([]);

      await row.getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1, name })).toBeFocused();
      expect(await axeViolations(page), "one submission").toEqual([]);
      await expect(page.getByText("We would like a new label for our pepper.")).toBeVisible();
      await page.getByRole("button", { name: "Spam", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Marked as spam." })).toBeVisible();
      await page.getByRole("button", { name: "Not spam" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "Marked as not spam." }),
      ).toBeVisible();
      await page.getByRole("button", { name: "Mark handled" }).click();
      await expect(page.getByRole("button", { name: "Reopen" })).toBeVisible();

      // An application's CV: a download with the sent file's name, served as an attachment.
      const applicant = await context.browser()!.newPage();
      const email = await postApplication(applicant, target, "portfolio-cv.pdf");
      await applicant.close();
      await page.getByRole("link", { name: "← All submissions" }).click();
      await page.getByRole("listitem").filter({ hasText: email }).getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1, name: email })).toBeVisible();
      const cv = page.getByRole("link", { name: "Download CV" });
      const downloading = page.waitForEvent("download");
      await cv.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe("portfolio-cv.pdf");
      expect(
        readFileSync((await download.path())!)
          .subarray(0, 5)
          .toString(),
      ).toBe("%PDF-");
      const file = await page.request.get(
        new URL((await cv.getAttribute("href"))!, target.origin).href,
      );
      expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);

      // CSV of the list as filtered: the contact form's submissions, ours among them.
      await page.getByRole("link", { name: "← All submissions" }).click();
      await page.getByLabel("Form").selectOption("contact");
      await expect(page.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);
      const exporting = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export CSV" }).click();
      const csv = await exporting;
      expect(csv.suggestedFilename()).toMatch(/\.csv$/);
      const text = readFileSync((await csv.path())!, "utf8");
      expect(text).toContain(name);
      expect(text).not.toContain(email);

      // The newsletter's confirmed subscribers as CSV (its header row at least).
      await page.getByRole("link", { name: "Newsletter", exact: true }).click();
      const subscribers = page.waitForEvent("download");
      await page.getByRole("link", { name: "Export confirmed (CSV)" }).click();
      const subscribersCsv = await subscribers;
      expect(subscribersCsv.suggestedFilename()).toMatch(/\.csv$/);
      expect(readFileSync((await subscribersCsv.path())!, "utf8")).toMatch(
        /^"?email"?,"?confirmed_at"?\r?\n/,
      );

      // Privacy: everything about the visitor as JSON, then erased after the confirm step.
      await page.getByRole("link", { name: "Privacy", exact: true }).click();
      await page.getByLabel("E-mail address to export").fill(visitorEmail);
      const exported = page.waitForEvent("download");
      await page.getByRole("button", { name: "Export as JSON" }).click();
      const json = await exported;
      expect(json.suggestedFilename()).toMatch(/\.json$/);
      expect(readFileSync((await json.path())!, "utf8")).toContain(name);
      await page.getByLabel("E-mail address to erase").fill(visitorEmail);
      await page.getByRole("button", { name: "Erase…" }).click();
      await expect(page.getByText(`Erase everything held about ${visitorEmail}?`)).toBeFocused();
      await page.getByRole("button", { name: "Yes, erase everything" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: `Erased for ${visitorEmail}: 1 submissions` }),
      ).toBeVisible();
      await page.getByRole("link", { name: /^Submissions/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Submissions" })).toBeFocused();
      await expect(page.getByRole("listitem").first()).toBeVisible();
      await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);

      await page.locator("summary").filter({ hasText: "admin" }).click();
      await page.getByRole("button", { name: "Sign out", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
      await expect(page.getByText("Signed out.")).toBeVisible();
      await page.goto(`${target.origin}/inbox/`);
      await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
      expect((await page.request.get(`${target.origin}/inbox/api/me`)).status()).toBe(401);
    });

    test("a reader has no erase or export, and the API refuses both", async ({ page }) => {
      await newMember(page, target, "reader");
      await expect(page.getByRole("link", { name: "Newsletter", exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Privacy", exact: true })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Audit log", exact: true })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
      await page.getByRole("link", { name: "Newsletter", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeFocused();
      await expect(page.getByRole("link", { name: "Export confirmed (CSV)" })).toHaveCount(0);
      await page.goto(`${target.origin}/inbox/privacy`);
      await expect(
        page.getByRole("heading", { level: 1, name: "Only an admin can do this." }),
      ).toBeVisible();
      await expect(page.getByLabel("E-mail address to erase")).toHaveCount(0);

      const headers = { "X-CSRF-Token": await csrfToken(page, target), Origin: target.origin };
      const erase = await page.request.post(`${target.origin}/inbox/api/privacy/erase`, {
        headers,
        data: { email: "someone@example.com" },
      });
      expect(erase.status()).toBe(403);
      expect(await erase.json()).toEqual({
        status: "error",
        data: { message: "Only an admin can do this." },
      });
      for (const path of [
        "submissions.csv",
        "newsletter.csv",
        "privacy/export?email=a@example.com",
        "audit",
      ])
        expect((await page.request.get(`${target.origin}/inbox/api/${path}`)).status(), path).toBe(
          403,
        );
    });

    test("a removed member's open page goes to sign-in at its next action", async ({ page }) => {
      // The server ends a removed member's event stream, which signs the page out by itself (the
      // next test). To see the next action alone, the stream answers 204 (the browser gives it up
      // and the app polls), the poll answers nothing usable, and once the member is removed no
      // request but the click's reaches the server.
      await page.route("**/inbox/api/events", (route) => route.fulfill({ status: 204 }));
      await page.route(
        (url) => url.pathname === "/inbox/api/submissions" && url.searchParams.get("limit") === "1",
        (route) => route.fulfill({ status: 204 }),
      );
      let removed = false;
      await page.route(
        (url) => url.pathname.startsWith("/inbox/api/") && url.pathname !== "/inbox/api/newsletter",
        (route) => (removed ? route.fulfill({ status: 204 }) : route.fallback()),
      );
      const email = await newMember(page, target, "reader");
      await page.waitForLoadState("networkidle"); // the list has its answer
      removed = true;
      target.cli(["staff", "remove", email]);
      await page.getByRole("link", { name: "Newsletter", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
      expect((await page.request.get(`${target.origin}/inbox/api/me`)).status()).toBe(401);
    });

    test("a removed member's idle page goes to sign-in by itself when the event stream ends", async ({
      page,
    }) => {
      const email = await newMember(page, target, "reader");
      target.cli(["staff", "remove", email]);
      // No action here: the server ends the stream, the reconnect gets 401, the app signs out.
      await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible({
        timeout: 20_000,
      });
    });
  });
}
