// The page that answers a form posted without JavaScript is the form's own route, rendered by
// React Router from the endpoint's answer (decision 1309): what was typed comes back as text, never
// as markup, and the page carries no script to start at the endpoint's address.
import { endpoints } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import { expect, site, test } from "./support/fixtures.ts";
import { minimalPdf, waitUntilCookieOldEnough } from "./support/forms-helpers.ts";

test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test("typed markup comes back as text in its field, on a page without scripts", async ({
  page,
}) => {
  const hostile = '"><script>window.injected = 1</script><b>Anu</b>';
  await page.goto(site("/contact-us"));
  await page.getByLabel("Your name").fill(hostile);
  await page.getByLabel("Email address").fill("anu@");
  await page.getByLabel("Phone number").fill("+91 484 400 2180");
  await waitUntilCookieOldEnough(page);
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Say hello" }).click();
  const response = await answered;

  expect(response.status()).toBe(400);
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.getByLabel("Your name")).toHaveValue(hostile);
  await expect(page.getByLabel("Email address")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(messages.emailInvalid)).toBeVisible();
  await expect(page.locator("b", { hasText: "Anu" })).toHaveCount(0);
  await expect(page.locator("script")).toHaveCount(0);
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
  // The contact page itself ("SAY HELLO").
  await expect(page).toHaveTitle(/^Say Hello \|/);
});

test("an application for an opening that is not listed: that page, with the reason", async ({
  page,
}) => {
  await page.goto(site("/careers/apply-now/illustrator"));
  await waitUntilCookieOldEnough(page);
  // The form as a page for a job no longer listed would send it (the hidden field names the job).
  await page.locator('input[name="job"]').evaluate((input: HTMLInputElement) => {
    input.value = "Astronaut";
  });
  for (const name of ["careerFormField01", "careerFormField02", "careerFormField03"])
    await page.locator(`textarea[name="${name}"]`).fill("An answer");
  await page.locator('textarea[name="careerFormField04"]').fill("A fourth");
  await page
    .getByLabel("Your CV and portfolio")
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: minimalPdf("astro") });
  await page.getByRole("button", { name: "submit Now" }).click();

  await expect(page).toHaveURL(new RegExp(`${endpoints.application.replace(/\./g, "\\.")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This opening is not available");
  await expect(page.getByRole("status")).toContainText(messages.jobInvalid);
  await expect(page.getByRole("link", { name: /current openings/ })).toHaveAttribute(
    "href",
    site("/careers/"),
  );
});

test("the answer at the foot of a long page is where the page opens: its status has the focus", async ({
  page,
}) => {
  await page.goto(site("/weirdos"));
  await page.getByLabel("Your email address").fill(`reader-${Date.now().toString(36)}@example.in`);
  await waitUntilCookieOldEnough(page);
  await page.getByRole("button", { name: "Subscribe" }).click();
  const status = page.getByRole("status").filter({ hasText: messages.newsletterSuccess });
  await expect(status).toBeFocused();
  await expect(status).toBeInViewport();
});
