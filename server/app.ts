// The Fastify application as one plugin tree: shared plugins first, then the form endpoints, the
// newsletter pages and the site, with what they use built by services.ts. Its HTTP server hands
// page and file requests to the site before Fastify. server/main.ts only listens and closes;
// tests build this app and use inject().
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import { createServer, STATUS_CODES } from "node:http";
import { join, resolve } from "node:path";
import type { Socket } from "node:net";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import { endpoints, FORM_KINDS } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import type { Database } from "./db/database.ts";
import type { Env } from "./env.ts";
import type { MailTransport } from "./mail/transport.ts";
import { newsletterRoutes } from "./newsletter/newsletter-routes.ts";
import { healthRoutes } from "./ops/health-routes.ts";
import type { Metrics } from "./ops/metrics.ts";
import { metricsRoutes } from "./ops/metrics-routes.ts";
import type { OutboxOptions } from "./outbox/outbox-worker.ts";
import { postedFormPages, type PostedFormPages } from "./site/posted-form-pages.ts";
import { agencyToday, contentClock, openingsLookup, type JobEntry } from "./content/jobs.ts";
import { createPictureCache } from "./media/picture-cache.ts";
import { MEDIA_PREFIX, siteRenderer } from "./site/site-renderer.ts";
import { shareCards } from "./site/share-cards.ts";
import { formRoutes } from "./routes/forms.ts";
import { inboxRoutes } from "./inbox/inbox-routes.ts";
import type { InboxOptions } from "./inbox/inbox-context.ts";
import type { EventTimings } from "./inbox/inbox-events.ts";
import { mailDirOf } from "./mail/mail-files.ts";
import { loadSite, type Site, siteRoutes } from "./routes/site.ts";
import { commonSecurityHeaders, setCommonSecurityHeaders } from "./security/headers.ts";
import { databaseRateLimitStore } from "./security/rate-limit-store.ts";
import { createServices, type Services } from "./services.ts";
import type { SpamOptions } from "./submissions/spam.ts";
import { InvalidFields, zodValidatorCompiler } from "./routes/validation.ts";
import { BodyError } from "./routes/read-application.ts";
import { UploadsBusy } from "./routes/upload-slots.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Not logged per request: the prerendered site's pages, files and redirects. */
    quiet?: boolean;
    /** Answered from the site's prepared files, security headers included. */
    prepared?: boolean;
  }
  interface FastifyInstance {
    /** The stores, tokens and outbox worker behind the endpoints (server/services.ts). */
    services: Services;
  }
}

/** How long an idle kept-alive connection stays open: longer than the proxy's (60 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export type AppOptions = {
  env: Env;
  secret: string;
  /** The built site: build/client. */
  clientDir: string;
  logger?: FastifyServerOptions["logger"];
  /** Leave the prerendered site out (tests of the form endpoints without a build). */
  serveSite?: boolean;
  /**
   * The pages answering forms posted without scripts; by default React Router's, from the server
   * build beside clientDir (build/server).
   */
  postedFormPages?: PostedFormPages;
  /** A database the caller opened and will close; by default DATA_DIR / DATABASE_URL is opened. */
  db?: Database;
  /** A mail transport the caller owns; by default SMTP_URL or .eml files in DATA_DIR/mail. */
  transport?: MailTransport;
  /** Run the outbox worker once the app is ready (default true). */
  startWorker?: boolean;
  outbox?: OutboxOptions;
  spam?: SpamOptions;
  /** The openings, and the clock that says which are open; by default content/jobs/ and now. */
  jobs?: { entries?: readonly JobEntry[]; now?: () => number };
  /**
   * The staff inbox: where its app was built (default build/inbox beside clientDir), and the
   * hasher, its bound on hashing at once, clock and stream timings a test replaces.
   */
  inbox?: Partial<Pick<InboxOptions, "inboxDir" | "hasher" | "hashing" | "now">> & {
    events?: EventTimings;
  };
};

/** The label under which the site's pages and files (served before Fastify) are counted. */
const SITE_ROUTE = "/old/*";
/** Which form an endpoint's route is, for the refused-submissions count. */
const FORM_OF_PATH = new Map<string, string>(FORM_KINDS.map((kind) => [endpoints[kind], kind]));

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

/** Fixed messages for the error statuses, so no framework or parser text reaches a visitor. */
function messageFor(status: number): string {
  if (status === 403) return messages.forbidden;
  if (status === 404) return "Not found";
  if (status === 413) return messages.tooLarge;
  if (status === 429) return messages.tooManyRequests;
  return messages.malformed;
}

/** A refused body up to this size is read to its end and dropped, so its refusal arrives. */
const DRAIN_REFUSED_BODY_BYTES = 16 * 1024 * 1024;

/**
 * A body refused as too large before it was read: Fastify answers with `Connection: close`, and
 * Node then closes the socket on the bytes still coming, which resets the connection; the reset
 * can reach the sender before it has read the 413, and a visitor sees a dropped connection
 * instead of the message. For a declared length within reason, the connection is kept instead:
 * Node reads the rest and drops it (within REQUEST_TIMEOUT_SECONDS), as it does for any body a
 * handler never read. Anything larger, or of unknown length, is still cut off.
 */
function keepReadingAfterRefusal(request: FastifyRequest, reply: FastifyReply) {
  const declared = Number(request.headers["content-length"]);
  if (Number.isSafeInteger(declared) && declared <= DRAIN_REFUSED_BODY_BYTES)
    reply.removeHeader("connection");
}

/**
 * The one error handler: invalid fields answer 400 with `{ field: message }`; other client errors
 * a fixed message for their status; a 5xx never shows its message or stack.
 */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof InvalidFields) {
    return reply.code(400).send({ status: "error", data: { errors: error.errors } });
  }
  if (error instanceof UploadsBusy) {
    return reply
      .code(503)
      .header("Retry-After", String(error.retryAfterSeconds))
      .send({ status: "error", data: { message: messages.busy } });
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) {
    // Not the whole error object: a driver's `detail` may quote the visitor's values.
    const { name, code, message, stack } = error;
    request.log.error({ err: { type: name, code, message, stack } }, "request failed");
    return reply.code(500).send({ status: "error", data: { message: messages.failure } });
  }
  if (status === 413) keepReadingAfterRefusal(request, reply);
  // A CV over UPLOAD_MAX_MB also says so beside the file field, naming the limit.
  const errors = error instanceof BodyError ? error.errors : undefined;
  return reply
    .code(status)
    .send({ status: "error", data: { message: messageFor(status), ...(errors && { errors }) } });
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const requestTimeoutMs = env.REQUEST_TIMEOUT_SECONDS * 1000;
  const https = env.SITE_ORIGIN.startsWith("https:");
  const securityHeaders = commonSecurityHeaders(https);
  // Loaded once the services exist (the site signs XSRF cookies); until then Fastify answers.
  let site: Site | null = null;
  let metrics: Metrics | null = null;
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
    // Forwarding headers count only from the proxies TRUST_PROXY names (decision 0907): a client
    // that writes its own X-Forwarded-For gets no other rate-limit bucket, and none on loopback.
    trustProxy: env.TRUST_PROXY ?? false,
    // Fastify's two lines per request are replaced by one line per request in onResponse below,
    // for everything but the site's pages and files (decision 0902).
    logController: new LogController({ disableRequestLogging: true }),
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
    // The HTTP server hands a page or file request to the site before Fastify sees it (the
    // site's hottest path, decision 0902); everything else goes to Fastify. Fastify sets no
    // timeouts on a server it did not make, so they are set here.
    serverFactory: (handler) => {
      const server = createServer(
        {
          requestTimeout: requestTimeoutMs,
          headersTimeout: Math.min(requestTimeoutMs, 60_000),
          connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeoutMs / 4)),
        },
        (req, res) => {
          if (site?.serve(req, res))
            metrics?.request(SITE_ROUTE, req.method ?? "GET", res.statusCode);
          else handler(req, res);
        },
      );
      server.setTimeout(requestTimeoutMs);
      // A proxy keeps idle connections to us open (deploy/nginx.conf: 60 s) and may send on one
      // at any moment: we must not be the side that closes it first, or the request it sends as
      // we close is lost (a 502). Node's default is 5 s; this outlives common proxies' 60 s
      // (Fastify's own default when it makes the server). Decision 1107.
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
    clientErrorHandler: answerClientError,
    // A URL the router cannot decode answers in the endpoints' shape too, without echoing it.
    frameworkErrors: (_error, _request, frameworkReply) => {
      // Its generic reply type is narrower than any answer; this is the plain Fastify reply.
      const reply = frameworkReply as unknown as FastifyReply;
      setCommonSecurityHeaders(reply, securityHeaders);
      void reply.code(400).send({ status: "error", data: { message: messages.malformed } });
    },
  });

  // Cookies: the XSRF token is issued with page responses and checked on every POST.
  await app.register(fastifyCookie);
  // One-click unsubscribe (RFC 8058) posts a form body; the forms accept it too, harmlessly.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  // Bodies are checked by the routes' zod schemas from contracts/ (server/routes/validation.ts).
  app.setValidatorCompiler(zodValidatorCompiler);

  app.addHook("onRequest", async (request, reply) => {
    // The site's pages and files carry them in their prepared header lists.
    if (!request.routeOptions.config.prepared) setCommonSecurityHeaders(reply, securityHeaders);
  });

  app.setErrorHandler(answerError);
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? "unmatched";
    metrics?.request(route, request.method, reply.statusCode);
    if (reply.statusCode === 429) metrics?.rateLimited(route);
    const form = FORM_OF_PATH.get(route);
    if (form && reply.statusCode >= 400 && reply.statusCode < 500)
      metrics?.submission(form, "refused");
    if (!request.routeOptions.config.quiet)
      request.log.info(
        { req: request, res: reply, responseTime: reply.elapsedTime },
        "request completed",
      );
  });

  // The database is opened and migrated here, before anything listens.
  const services = await createServices({
    env,
    secret: opts.secret,
    db: opts.db,
    transport: opts.transport,
    outbox: opts.outbox,
    log: app.log,
  });
  app.decorate("services", services);
  metrics = services.metrics;

  // Posts per client and endpoint (the route is part of the key); routes opt in with config.rateLimit.
  // The counts live in the database, shared by every server and kept across restarts.
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(services.db),
    keyGenerator: (request) => `${request.ip}|${request.routeOptions.url ?? request.url}`,
    errorResponseBuilder: () => ({ statusCode: 429, message: messages.tooManyRequests }),
  });
  if (opts.startWorker ?? true) app.addHook("onReady", async () => services.start());
  // On close (SIGTERM in main.ts) the worker finishes the mail in hand before the database closes.
  app.addHook("onClose", async () => services.close());

  const rateLimit = { max: env.RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
  const contentNow = opts.jobs?.now ?? contentClock();
  const pictures = createPictureCache(join(resolve(env.DATA_DIR), "media"), MEDIA_PREFIX);
  // Renders the pages of a published revision, and the answers to forms posted without scripts.
  // It is loaded when first needed, not at start: it holds about 60 MB (React's server renderer
  // and every route module), which a server showing the build's own pages and never posted to
  // without scripts should not carry under the upload ceiling of decision 0908. Without a server
  // build (a build cut short) such posts are answered in JSON and the failure is logged.
  const renderer = siteRenderer({
    buildDir: resolve(opts.clientDir, ".."),
    published: services.published,
    today: () => agencyToday(new Date(contentNow())),
    pictures,
  });
  const answerPages = opts.postedFormPages ?? postedFormPages(renderer, env.SITE_ORIGIN);
  await app.register(formRoutes, {
    services,
    siteOrigin: env.SITE_ORIGIN,
    rateLimit,
    uploadMaxMb: env.UPLOAD_MAX_MB,
    uploadSlots: { inFlight: env.UPLOADS_IN_FLIGHT, waitMs: env.UPLOAD_WAIT_SECONDS * 1000 },
    // The openings of the published content, as this server last saw it (services.published).
    jobs: openingsLookup(
      opts.jobs?.entries ? () => opts.jobs!.entries! : () => services.published.jobs(),
      contentNow,
    ),
    spam: opts.spam,
    answerPages,
  });
  await app.register(newsletterRoutes, { services, rateLimit });
  await app.register(healthRoutes, { services });
  // The staff inbox at /inbox/ (docs/inbox-api.md): never part of the site's fast path above.
  await app.register(inboxRoutes, {
    services,
    env,
    inboxDir: opts.inbox?.inboxDir ?? resolve(opts.clientDir, "..", "inbox"),
    hasher: opts.inbox?.hasher,
    hashing: opts.inbox?.hashing,
    now: opts.inbox?.now,
    events: opts.inbox?.events,
    mailDir: mailDirOf(env),
    pictures,
    site: renderer,
  });
  await app.register(metricsRoutes, { metrics: services.metrics, token: env.METRICS_TOKEN });

  if (opts.serveSite ?? true) {
    const served = loadSite({
      clientDir: opts.clientDir,
      https,
      xsrf: services.xsrf,
      mediaDir: pictures.dir,
      accessLog: env.ACCESS_LOG,
      log: app.log,
    });
    site = served;
    const cards = shareCards(opts.clientDir, env.SITE_ORIGIN, () => services.published.site());
    await app.register(siteRoutes, { site: served, blogUrl: env.BLOG_URL });
    // The pages follow the published revision and the day (site-renderer.ts): looked at when a
    // revision is taken up, at start, and each minute for the day's change; one look at a time.
    let looking: Promise<void> = Promise.resolve();
    const follow = () => {
      looking = looking.then(async () => {
        try {
          const started = performance.now();
          const pages = await renderer.renderIfChanged();
          if (!pages) return;
          // The web manifest follows the identity, as the sitemap follows the pages.
          served.replacePages(pages, services.published.site());
          // A card that shows a page's title follows it (decision 1314).
          const drawn = await cards.redraw(pages);
          served.replaceShareCards(drawn);
          const { number } = services.published.current();
          const ms = Math.round(performance.now() - started);
          app.log.info(
            { revision: number, pages: pages.length, cards: drawn.size, ms },
            "content: pages rendered",
          );
        } catch (error) {
          app.log.error({ err: error }, "content: the pages could not be rendered; the last stay");
        }
      });
      return looking;
    };
    services.published.onChange(() => void follow());
    let dayTimer: NodeJS.Timeout | undefined;
    app.addHook("onReady", async () => {
      await follow();
      dayTimer = setInterval(() => void follow(), 60_000).unref();
    });
    app.addHook("onClose", async () => {
      clearInterval(dayTimer);
      await looking;
    });
  }

  return app;
}
