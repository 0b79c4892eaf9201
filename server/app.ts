// The Fastify application as one plugin tree: shared plugins first, then the site and the form
// endpoints. server/main.ts only listens and closes; tests build this app and use inject().
import fastifyCookie from "@fastify/cookie";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { messages } from "#contracts/messages.ts";
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

/**
 * Answers what Node's HTTP parser rejects before any route runs (a request timeout, headers too
 * large, bytes that are not HTTP) in the endpoints' JSON shape, then closes the connection.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? 408
      : error.code === "HPE_HEADER_OVERFLOW"
        ? 431
        : 400;
  const body = JSON.stringify({
    status: "error",
    data: { message: status === 408 ? "The request took too long" : messages.malformed },
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const requestTimeoutMs = env.REQUEST_TIMEOUT_SECONDS * 1000;
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
    // Start-up loads every page and migrates the database; on a busy machine that can take longer
    // than Fastify's 10 s default, which would stop the server before it listens.
    pluginTimeout: 60_000,
    // A client that trickles its headers or body (slowloris) is cut off: the whole request must
    // arrive within REQUEST_TIMEOUT_SECONDS, and a socket idle that long is closed. The limits go
    // to Node's constructor too: set only afterwards (as Fastify does), Node 20 did not cut a
    // trickling body (measured by tests/stress). Node checks them every
    // `connectionsCheckingInterval` (30 s by default): check often enough to matter.
    requestTimeout: requestTimeoutMs,
    connectionTimeout: requestTimeoutMs,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(requestTimeoutMs, 60_000),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeoutMs / 4)),
    },
    clientErrorHandler: answerClientError,
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
