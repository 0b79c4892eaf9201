// Helpers for the forms' end-to-end spec: open a page once its form is live, read the XSRF
// cookie, hold a request until the test lets it go, make a small real PDF, and run the operator
// CLI.
import { execFileSync } from "node:child_process";
import type { Page, Request, Route } from "@playwright/test";
import { FORM_TOKEN_PATH } from "#contracts/endpoints.ts";
import { FORM_TOKEN_MIN_AGE_MS } from "#contracts/spam.ts";
import { expect, site } from "./fixtures.ts";
import { waitForHydration } from "./hydrated.ts";

/** The form time tokens a page asked for: how many are on their way, when the last one arrived. */
type TokenWatch = { inFlight: number; answeredAt: number | null };
const tokenWatches = new WeakMap<Page, TokenWatch>();

/**
 * Notes each time token (GET /form-token) the page's forms fetch as they mount. Call it before the
 * page opens; openForm does.
 */
export function watchFormTokens(page: Page) {
  if (tokenWatches.has(page)) return;
  const watch: TokenWatch = { inFlight: 0, answeredAt: null };
  tokenWatches.set(page, watch);
  const isToken = (request: Request) => new URL(request.url()).pathname === FORM_TOKEN_PATH;
  page.on("request", (request) => {
    if (isToken(request)) watch.inFlight += 1;
  });
  page.on("requestfinished", (request) => {
    if (!isToken(request)) return;
    watch.inFlight -= 1;
    watch.answeredAt = Date.now();
  });
  page.on("requestfailed", (request) => {
    if (isToken(request)) watch.inFlight -= 1;
  });
}

/**
 * Waits until the server will take the enhanced form as a person's: its time token must be
 * FORM_TOKEN_MIN_AGE_MS old (README, /form-token). The server issued the token before it answered,
 * so the wait counts from the answer's arrival, on this machine's clock, which the server reads
 * too. A fixed pause from an earlier moment falls short when a busy machine answers the token late.
 */
export async function waitForTokenAge(page: Page): Promise<void> {
  const watch = tokenWatches.get(page);
  if (!watch) throw new Error("watchFormTokens(page) must run before the page opens");
  await expect
    .poll(
      () =>
        watch.inFlight === 0 && watch.answeredAt !== null ? Date.now() - watch.answeredAt : -1,
      {
        message: "the form's time token is as old as a person's typing makes it",
        intervals: [50],
        timeout: FORM_TOKEN_MIN_AGE_MS + 20_000,
      },
    )
    .toBeGreaterThanOrEqual(FORM_TOKEN_MIN_AGE_MS);
}

/**
 * Opens a page and waits until it is hydrated, so the form is the enhanced one (before that, its
 * submit button posts the form natively: no-script-forms.spec.ts).
 */
export async function openForm(page: Page, path: string, submitName: string) {
  watchFormTokens(page);
  await page.goto(site(path));
  await waitForHydration(page);
  const submit = page.getByRole("button", { name: submitName, exact: true });
  await expect(submit).toBeEnabled();
  return submit;
}

export async function xsrfCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === "XSRF-TOKEN")?.value;
}

/**
 * Waits until the page's XSRF cookie is old enough for the server to count a form posted without
 * scripts as a person's (it carries the time it was issued in its first six bytes; decision
 * 1105), so a test types no faster than the rule allows. The time is the server's clock, which is
 * this machine's.
 */
export async function waitUntilCookieOldEnough(page: Page): Promise<void> {
  const token = await xsrfCookie(page);
  expect(token, "the page set its XSRF cookie").toBeTruthy();
  const issued = Buffer.from(token!.split(".")[0]!, "base64url").readUIntBE(0, 6);
  await expect
    .poll(() => Date.now() - issued, { timeout: FORM_TOKEN_MIN_AGE_MS + 10_000 })
    .toBeGreaterThanOrEqual(FORM_TOKEN_MIN_AGE_MS);
}

/**
 * Intercepts POSTs to one endpoint and holds each until `release()`; then it goes on to the real
 * server (or is answered by `instead`), so the test can see the pending state first.
 */
export async function holdPosts(
  page: Page,
  path: string,
  instead?: (route: Route) => Promise<void>,
) {
  const requests: Request[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${path}`, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    requests.push(route.request());
    await gate;
    return instead ? instead(route) : route.continue();
  });
  return { requests, release };
}

/** A small but well-formed one-page PDF whose text carries `marker`. */
export function minimalPdf(marker: string): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${marker}) Tj ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** Runs the operator CLI against the end-to-end server's data directory; answers its stdout. */
export function submissionsCli(args: string[]): string {
  return execFileSync("npx", ["tsx", "server/cli/main.ts", ...args], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}
