// Assembles the mail back end from the environment: the store (opened and migrated), the mail
// transport, the signed tokens and links, and the outbox worker.
import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../env.ts";
import { openDatabase } from "../db/open-database.ts";
import { createRepository, type Repository } from "../submissions/repository.ts";
import { createFormTokens } from "../submissions/spam.ts";
import { createNewsletterLinks } from "./newsletter-links.ts";
import { createOutboxWorker, type OutboxOptions } from "./outbox-worker.ts";
import { createMailTransport, type MailTransport } from "./transport.ts";

export type MailBackendOptions = {
  env: Env;
  secret: string;
  /** A store the caller owns (tests); otherwise one is opened from DATA_DIR / DATABASE_URL. */
  store?: Repository | undefined;
  /** A transport the caller owns; otherwise SMTP_URL or .eml files. */
  mailTransport?: MailTransport | undefined;
  outbox?: OutboxOptions | undefined;
  log?: FastifyBaseLogger | undefined;
};

export async function createMailBackend(opts: MailBackendOptions) {
  const { env } = opts;
  const repo = opts.store ?? createRepository(await openDatabase(env));
  const transport = opts.mailTransport ?? createMailTransport(env);
  const links = createNewsletterLinks(opts.secret, env.SITE_ORIGIN);
  const tokens = createFormTokens(opts.secret);
  const worker = createOutboxWorker({
    repo,
    transport,
    mail: { from: env.MAIL_FROM, to: env.MAIL_TO, siteOrigin: env.SITE_ORIGIN, links },
    log: opts.log,
    options: {
      leaseMs: env.MAIL_LEASE_SECONDS * 1000,
      baseDelayMs: env.MAIL_RETRY_BASE_SECONDS * 1000,
      maxDelayMs: Math.max(env.MAIL_RETRY_BASE_SECONDS, env.MAIL_RETRY_MAX_SECONDS) * 1000,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      retentionDays: env.RETENTION_DAYS,
      ...opts.outbox,
    },
  });
  return {
    repo,
    transport,
    links,
    tokens,
    worker,
    /** Stops the worker after the mail in hand, then closes what this backend opened. */
    async close() {
      await worker.stop();
      if (!opts.mailTransport) transport.close();
      if (!opts.store) await repo.close();
    },
  };
}

export type MailBackend = Awaited<ReturnType<typeof createMailBackend>>;
