// The Fastify application as one plugin tree: shared plugins first, then the site and the form
// endpoints. server/main.ts only listens and closes; tests build this app and use inject().
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Env } from "./env.ts";
import { createMailBackend, type MailBackend } from "./mail/mail-backend.ts";
import type { OutboxOptions } from "./mail/outbox-worker.ts";
import type { MailTransport } from "./mail/transport.ts";
import { formRoutes } from "./routes/forms.ts";
import { siteRoutes } from "./routes/site.ts";
import { setCommonSecurityHeaders } from "./security/headers.ts";
import { createXsrf } from "./security/xsrf.ts";
import type { Repository } from "./submissions/repository.ts";
import type { SpamOptions } from "./submissions/spam.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The submission store, outbox worker and signed links behind the form endpoints. */
    mailBackend: MailBackend;
  }
}

export type AppOptions = {
  env: Env;
  secret: string;
  /** The built site: build/client. */
  clientDir: string;
  logger?: FastifyServerOptions["logger"];
  /** Leave the prerendered site out (tests of the form endpoints without a build). */
  serveSite?: boolean;
  /** A store the caller opened and will close; by default DATA_DIR / DATABASE_URL is opened. */
  store?: Repository;
  /** A mail transport the caller owns; by default SMTP_URL or .eml files in DATA_DIR/mail. */
  mailTransport?: MailTransport;
  /** Run the outbox worker once the app is ready (default true). */
  startWorker?: boolean;
  outbox?: OutboxOptions;
  spam?: SpamOptions;
};

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const https = env.SITE_ORIGIN.startsWith("https:");
  const app = Fastify({
    // Visitors' data never reaches the logs: requests are logged as method and path (no query,
    // no address, no headers), responses as status.
    logger: opts.logger
      ? {
          ...(typeof opts.logger === "object" ? opts.logger : {}),
          serializers: {
            req: (req: { method: string; url: string }) => ({
              method: req.method,
              path: req.url.split("?")[0],
            }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          },
        }
      : false,
    trustProxy: "loopback",
    bodyLimit: 64 * 1024,
  });

  const xsrf = createXsrf(opts.secret);

  // Cookies: the XSRF token is issued with page responses and checked on every POST.
  await app.register(fastifyCookie);

  app.addHook("onRequest", async (_request, reply) => {
    setCommonSecurityHeaders(reply, https);
  });

  // Errors answer as JSON in the endpoints' shape; a 5xx never shows its message or stack.
  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    const message = status >= 500 ? "Something went wrong on our side" : error.message;
    return reply.code(status).send({ status: "error", data: { message } });
  });

  // The mail back end: the database is opened and migrated here, before anything listens.
  const backend = await createMailBackend({
    env,
    secret: opts.secret,
    store: opts.store,
    mailTransport: opts.mailTransport,
    outbox: opts.outbox,
    log: app.log,
  });
  app.decorate("mailBackend", backend);
  if (opts.startWorker ?? true) app.addHook("onReady", async () => backend.worker.start());
  // On close (SIGTERM in main.ts) the worker finishes the mail in hand before the database closes.
  app.addHook("onClose", async () => backend.close());

  await app.register(formRoutes, {
    siteOrigin: env.SITE_ORIGIN,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    uploadMaxMb: env.UPLOAD_MAX_MB,
    xsrf,
    tokens: backend.tokens,
    links: backend.links,
    repo: backend.repo,
    onQueued: () => backend.worker.nudge(),
    spam: opts.spam,
  });

  if (opts.serveSite ?? true) {
    await app.register(siteRoutes, {
      clientDir: opts.clientDir,
      blogUrl: env.BLOG_URL,
      https,
      xsrf,
    });
  }

  return app;
}
