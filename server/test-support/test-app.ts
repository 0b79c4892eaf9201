// Builds the Fastify app for endpoint tests: a real store, no prerendered site, and helpers that
// produce the headers a browser would send (XSRF cookie + header, our Origin) and form tokens.
import { createSigner } from "../security/signer.ts";
import type { FastifyInstance } from "fastify";
import { join } from "node:path";
import { type AppOptions, buildApp } from "../app.ts";
import { parseEnv } from "../env.ts";
import type { OutboxOptions } from "../outbox/outbox-worker.ts";
import type { MailTransport } from "../mail/transport.ts";
import { createXsrf } from "../security/xsrf.ts";
import type { Database } from "../db/database.ts";
import { createFormTokens, type SpamOptions } from "../submissions/spam.ts";

/** Random, as a real one must be (env.ts and secret.ts refuse a patterned one). */
export const TEST_SECRET = "508929243248f97e24706663f375a24e920ad0d6cc09096bcf2180cf21deb87c";
export const SITE_ORIGIN = "http://127.0.0.1:3000";

export type TestAppOptions = {
  dataDir: string;
  /** A database the test opened and closes itself. */
  db?: Database;
  env?: Record<string, string>;
  mailTransport?: MailTransport;
  startWorker?: boolean;
  outbox?: OutboxOptions;
  spam?: SpamOptions;
  /** The staff inbox's build folder (default: none, so /inbox/ answers 503), hasher and clock. */
  inbox?: AppOptions["inbox"];
  /** The openings and the day they are judged on (default: content/jobs/, today). */
  jobs?: AppOptions["jobs"];
  /** The pages answering forms posted without scripts (default: the server build's, if any). */
  postedFormPages?: AppOptions["postedFormPages"];
};

export async function buildTestApp(opts: TestAppOptions): Promise<FastifyInstance> {
  const env = parseEnv({
    DATA_DIR: opts.dataDir,
    SITE_ORIGIN,
    RATE_LIMIT_PER_MINUTE: "10000",
    ...opts.env,
  });
  return buildApp({
    env,
    secret: TEST_SECRET,
    clientDir: opts.dataDir,
    serveSite: false,
    ...(opts.db ? { db: opts.db } : {}),
    ...(opts.mailTransport ? { transport: opts.mailTransport } : {}),
    startWorker: opts.startWorker ?? false,
    ...(opts.outbox ? { outbox: opts.outbox } : {}),
    ...(opts.spam ? { spam: opts.spam } : {}),
    ...(opts.jobs ? { jobs: opts.jobs } : {}),
    ...(opts.postedFormPages ? { postedFormPages: opts.postedFormPages } : {}),
    inbox: { inboxDir: join(opts.dataDir, "no-inbox-build"), ...opts.inbox },
  });
}

const xsrf = createXsrf(createSigner(TEST_SECRET));
const tokens = createFormTokens(createSigner(TEST_SECRET));

/** What a browser on our site sends with a form POST. */
export function browserHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const token = xsrf.issue();
  return {
    cookie: `XSRF-TOKEN=${token}`,
    "x-xsrf-token": token,
    origin: SITE_ORIGIN,
    referer: `${SITE_ORIGIN}/old/contact-us`,
    ...extra,
  };
}

/** A form token issued `ageMs` ago (old enough to pass the too-fast check by default). */
export function formToken(ageMs = 60_000): string {
  return tokens.issue(Date.now() - ageMs);
}
