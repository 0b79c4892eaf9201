// The composition root: builds the database, the stores, the signed tokens, the mail transport and
// the outbox worker from the environment, once, hands them to the routes (server/app.ts) and closes
// them in order. The operator CLI and the tests open just the stores (createStores).
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { openDatabase } from "./db/open-database.ts";
import type { Database } from "./db/database.ts";
import type { Env } from "./env.ts";
import {
  createSubscriptionStore,
  type SubscriptionStore,
} from "./newsletter/subscription-store.ts";
import { createOutboxStore, type OutboxStore } from "./outbox/outbox-store.ts";
import { type ContentStore, createContentStore } from "./content/content-store.ts";
import { contentDir } from "./content/content-dir.ts";
import { createDraftStore, type DraftStore } from "./content/draft-store.ts";
import { createPublishedContent, type PublishedContent } from "./content/published-content.ts";
import { createSubmissionStore, type SubmissionStore } from "./submissions/submission-store.ts";
import { createMailTransport, type MailTransport } from "./mail/transport.ts";
import { mailDirOf } from "./mail/mail-files.ts";
import { createNewsletterLinks, type NewsletterLinks } from "./newsletter/newsletter-links.ts";
import {
  createOutboxWorker,
  type OutboxOptions,
  type OutboxWorker,
} from "./outbox/outbox-worker.ts";
import { createMetrics, type Metrics } from "./ops/metrics.ts";
import { createSigner } from "./security/signer.ts";
import { createXsrf, type Xsrf } from "./security/xsrf.ts";
import { startRetentionPurge, type RetentionPurge } from "./submissions/retention.ts";
import { createFormTokens, type FormTokens } from "./submissions/spam.ts";

export interface Stores {
  db: Database;
  submissions: SubmissionStore;
  subscriptions: SubscriptionStore;
  outbox: OutboxStore;
  content: ContentStore;
  /** The Studio's unpublished changes. */
  drafts: DraftStore;
}

export function createStores(db: Database): Stores {
  const outbox = createOutboxStore(db);
  const submissions = createSubmissionStore(db, outbox);
  const subscriptions = createSubscriptionStore(db, submissions, outbox);
  return {
    db,
    submissions,
    subscriptions,
    outbox,
    content: createContentStore(db),
    drafts: createDraftStore(db),
  };
}

/** How often a server looks for content another server published (live everywhere in seconds). */
export const CONTENT_POLL_MS = 1000;

export interface Services extends Stores {
  /** The published content this server shows and checks posts against. */
  published: PublishedContent;
  metrics: Metrics;
  xsrf: Xsrf;
  formTokens: FormTokens;
  newsletterLinks: NewsletterLinks;
  transport: MailTransport;
  worker: OutboxWorker;
  /** Starts the outbox worker, the retention purge and the content watch (once ready). */
  start(): void;
  /** True once the server is stopping: the readiness check fails before anything closes. */
  readonly draining: boolean;
  drain(): void;
  /** Stops the worker after the mail in hand, then closes what these services opened. */
  close(): Promise<void>;
}

export type ServicesOptions = {
  env: Env;
  secret: string;
  /** A database the caller opened and will close; by default DATA_DIR / DATABASE_URL is opened. */
  db?: Database | undefined;
  /** A transport the caller owns; by default SMTP_URL or .eml files in DATA_DIR/mail. */
  transport?: MailTransport | undefined;
  outbox?: OutboxOptions | undefined;
  log?: FastifyBaseLogger | undefined;
};

export async function createServices(opts: ServicesOptions): Promise<Services> {
  const { env, log } = opts;
  const db = opts.db ?? (await openDatabase(env));
  const stores = createStores(db);
  const signer = createSigner(opts.secret);
  const newsletterLinks = createNewsletterLinks(signer, env.SITE_ORIGIN);
  const transport = opts.transport ?? createMailTransport(env);
  const metrics = createMetrics(stores.outbox);
  const published = createPublishedContent({
    store: stores.content,
    cacheDir: join(resolve(env.DATA_DIR), "content"),
    standIn: contentDir(),
  });
  const mailConfig = {
    from: env.MAIL_FROM,
    to: env.MAIL_TO,
    siteOrigin: env.SITE_ORIGIN,
    links: newsletterLinks,
    site: () => published.site(),
  };
  const worker = createOutboxWorker({
    ...stores,
    transport,
    mail: mailConfig,
    log,
    observe: metrics.mailSent,
    options: {
      leaseMs: env.MAIL_LEASE_SECONDS * 1000,
      baseDelayMs: env.MAIL_RETRY_BASE_SECONDS * 1000,
      maxDelayMs: Math.max(env.MAIL_RETRY_BASE_SECONDS, env.MAIL_RETRY_MAX_SECONDS) * 1000,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      claimant: env.INSTANCE_ID ?? `${hostname()}:${env.PORT}`,
      ...opts.outbox,
    },
  });
  let retention: RetentionPurge | null = null;
  let draining = false;

  return {
    ...stores,
    published,
    metrics,
    xsrf: createXsrf(signer),
    formTokens: createFormTokens(signer),
    newsletterLinks,
    transport,
    worker,
    start() {
      worker.start();
      published.watch(CONTENT_POLL_MS, (error) =>
        log?.error({ err: error }, "content: the published revision could not be read"),
      );
      if (env.RETENTION_DAYS)
        retention = startRetentionPurge({
          db,
          days: env.RETENTION_DAYS,
          log,
          mailDir: mailDirOf(env),
        });
    },
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    async close() {
      draining = true;
      await worker.stop();
      await retention?.stop();
      await published.stop();
      if (!opts.transport) transport.close();
      if (!opts.db) await db.close();
    },
  };
}
