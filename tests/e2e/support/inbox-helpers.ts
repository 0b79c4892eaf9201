// Helpers for the staff inbox's end-to-end spec: a server per database (the suite's own on
// SQLite, a second process on a throwaway PostgreSQL cluster), the operator CLI against it, and a
// member taken from `staff add` to signed in through the real pages.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { messages } from "#contracts/messages.ts";
import { postgresAvailable, startPostgres, type PgCluster } from "#server/test-support/postgres.ts";
import { startServerProcess, type ServerProcess } from "#server/test-support/server-process.ts";
import { freePort } from "#server/test-support/smtp-peer.ts";
import { minimalPdf, waitForTokenAge, watchFormTokens } from "./forms-helpers.ts";
import { expect, test } from "./fixtures.ts";

export type InboxTarget = {
  /** `http://127.0.0.1:<port>`, the origin every page and API call of this database goes to. */
  origin: string;
  /** Runs the operator CLI against this server's database; answers its stdout. */
  cli: (args: string[]) => string;
  stop: () => Promise<void>;
  /** On PostgreSQL: another server on the same database (a deployment of several), its origin. */
  another?: () => Promise<string>;
};

export const DATABASES = ["sqlite", "postgres"] as const;
export type Database = (typeof DATABASES)[number];
export const databaseMissing = (db: Database) => db === "postgres" && !postgresAvailable;

function cliWith(env: Record<string, string>) {
  return (args: string[]) =>
    execFileSync(process.execPath, ["--import", "tsx", "server/cli/main.ts", ...args], {
      env: { ...process.env, ...env },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
}

/**
 * The suite's server (SQLite in E2E_DATA_DIR), or a second one on a new PostgreSQL cluster. With
 * `own`, a SQLite server of its own too: a spec that publishes content must not change the site
 * the other specs read.
 */
export async function startTarget(
  db: Database,
  baseURL: string,
  { own = false } = {},
): Promise<InboxTarget> {
  if (db === "sqlite" && own) {
    const dataDir = mkdtempSync(join(tmpdir(), "kadal-inbox-own-"));
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      RATE_LIMIT_PER_MINUTE: "1000",
    };
    const server = await startServerProcess(process.cwd(), env, 60_000);
    return {
      origin: server.url,
      cli: cliWith(env),
      stop: async () => {
        server.child.kill("SIGTERM");
        await server.exited;
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  if (db === "sqlite") {
    return {
      origin: baseURL,
      cli: cliWith({ DATA_DIR: process.env.E2E_DATA_DIR! }),
      stop: async () => undefined,
    };
  }
  const cluster: PgCluster = await startPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), "kadal-inbox-pg-"));
  let server: ServerProcess | undefined;
  try {
    const url = await cluster.createDatabase("inbox_e2e");
    const port = await freePort();
    const env = {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      RATE_LIMIT_PER_MINUTE: "1000",
    };
    server = await startServerProcess(process.cwd(), env, 60_000);
    const others: { server: ServerProcess; dataDir: string }[] = [];
    return {
      origin: server.url,
      cli: cliWith(env),
      async another() {
        const otherDir = mkdtempSync(join(tmpdir(), "kadal-inbox-pg-"));
        const otherPort = await freePort();
        const other = await startServerProcess(
          process.cwd(),
          {
            ...env,
            PORT: String(otherPort),
            DATA_DIR: otherDir,
            SITE_ORIGIN: `http://127.0.0.1:${otherPort}`,
          },
          60_000,
        );
        others.push({ server: other, dataDir: otherDir });
        return other.url;
      },
      stop: async () => {
        for (const other of [...others.map((o) => o.server), server]) other?.child.kill("SIGTERM");
        await Promise.all([...others.map((o) => o.server.exited), server?.exited]);
        await cluster.stop();
        for (const dir of [dataDir, ...others.map((o) => o.dataDir)])
          rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    server?.child.kill("SIGKILL");
    await cluster.stop();
    throw error;
  }
}

/**
 * The server the describe it is called in runs on: its tests run in order, skipped where
 * PostgreSQL is missing, against a server for `db` started before them and stopped after (with
 * `own`, one of its own on SQLite too). The target's fields are there once its beforeAll has run.
 */
export function describeTarget(
  db: Database,
  { timeout, own = false }: { timeout: number; own?: boolean },
): InboxTarget {
  test.describe.configure({ mode: "serial", timeout });
  test.skip(databaseMissing(db), "PostgreSQL binaries are not installed (PG_BIN)");
  const target = {} as InboxTarget;
  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(120_000);
    Object.assign(target, await startTarget(db, baseURL!, { own }));
  });
  test.afterAll(async () => {
    await target.stop?.();
  });
  return target;
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
export const PASSWORD = "a harbour of quiet kettles";

/** The set-password token from the link `staff add` / `staff reset` prints. */
export function tokenFrom(output: string): string {
  const match = /#token=([A-Za-z0-9_-]+)/.exec(output);
  if (!match) throw new Error(`no set-password link in the CLI's output:\n${output}`);
  return match[1]!;
}

/**
 * `staff add`, the link's page, the password, sign in: the member ends on their first screen
 * (the submissions; an editor's, the openings).
 */
export async function newMember(
  page: Page,
  target: InboxTarget,
  role: "admin" | "reader" | "editor",
  email = `${role}-${unique()}@example.com`,
) {
  const token = tokenFrom(target.cli(["staff", "add", email, "--role", role]));
  await page.goto(`${target.origin}/inbox/set-password#token=${token}`);
  await page.getByLabel("New password").fill(PASSWORD);
  await page.getByLabel("The same password again").fill(PASSWORD);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: role === "editor" ? "Openings" : "Submissions" }),
  ).toBeVisible();
  return email;
}

/** The session's CSRF token, as the app reads it (GET me), for direct API calls. */
export async function csrfToken(page: Page, target: InboxTarget): Promise<string> {
  const answer = await page.request.get(`${target.origin}/inbox/api/me`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

/** Sends the public contact form on the target's site, as a visitor; answers their e-mail. */
export async function postContact(page: Page, target: InboxTarget, name: string, message: string) {
  const email = `visitor-${unique()}@example.in`;
  watchFormTokens(page);
  await page.goto(`${target.origin}/old/contact-us`);
  const submit = page.getByRole("button", { name: "Say hello", exact: true });
  await expect(submit).toBeEnabled();
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Phone number").fill("(984) 701-2345");
  await page.getByLabel("Your message").fill(message);
  // The form's time token must be two seconds old to count as human.
  await waitForTokenAge(page);
  await submit.click();
  await expect(page.locator(".form-status")).toHaveText(messages.contactSuccess, {
    timeout: 15_000,
  });
  return email;
}

/**
 * Opens an opening's application form (by default the Illustrator's) and fills it with a small
 * real PDF, ready to send once its time token is old enough; answers the applicant's e-mail and
 * the submit button.
 */
export async function fillApplication(
  page: Page,
  target: Pick<InboxTarget, "origin">,
  fileName: string,
  slug = "illustrator",
) {
  const email = `applicant-${unique()}@example.in`;
  watchFormTokens(page);
  await page.goto(`${target.origin}/old/careers/apply-now/${slug}`);
  const submit = page.getByRole("button", { name: "submit Now", exact: true });
  await expect(submit).toBeEnabled();
  const boxes = await page
    .locator("textarea[name^='careerFormField']")
    .evaluateAll((all) => all.map((box) => box.id));
  for (const id of boxes) await page.locator(`[id="${id}"]`).fill("An answer for the inbox test");
  await page
    .getByLabel("Your CV and portfolio")
    .setInputFiles({ name: fileName, mimeType: "application/pdf", buffer: minimalPdf(email) });
  await page.getByLabel("Your email address").fill(email);
  await waitForTokenAge(page);
  return { email, submit };
}

/** Sends the public application form with a small real PDF; answers the applicant's e-mail. */
export async function postApplication(
  page: Page,
  target: Pick<InboxTarget, "origin">,
  fileName: string,
  slug?: string,
) {
  const { email, submit } = await fillApplication(page, target, fileName, slug);
  await submit.click();
  await expect(page.locator(".form-status")).toHaveText(messages.applicationSuccess, {
    timeout: 20_000,
  });
  return email;
}
