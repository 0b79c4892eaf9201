// The Fastify application as one plugin tree: shared plugins first, then the site and the form
// endpoints. server/main.ts only listens and closes; tests build this app and use inject().
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Env } from "./env.ts";
import { siteRoutes } from "./routes/site.ts";
import { setCommonSecurityHeaders } from "./security/headers.ts";
import { createXsrf } from "./security/xsrf.ts";

export type AppOptions = {
  env: Env;
  secret: string;
  /** The built site: build/client. */
  clientDir: string;
  logger?: FastifyServerOptions["logger"];
};

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const https = env.SITE_ORIGIN.startsWith("https:");
  const app = Fastify({
    logger: opts.logger ?? false,
    trustProxy: "loopback",
    // Visitors' data never reaches the logs: only method, path and status are logged.
    disableRequestLogging: false,
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

  await app.register(siteRoutes, { clientDir: opts.clientDir, blogUrl: env.BLOG_URL, https, xsrf });

  return app;
}
