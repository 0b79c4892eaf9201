// GET /metrics: the Prometheus text, only for a scraper presenting METRICS_TOKEN as a bearer token.
// Without the setting the path does not exist (404, like any unknown path); a wrong or missing
// token answers 401. Never cached, never logged per request.
import { timingSafeEqual } from "node:crypto";
import type { FastifyPluginAsync } from "fastify";
import type { Metrics } from "./metrics.ts";

export const METRICS_PATH = "/metrics";

export type MetricsRoutesOptions = { metrics: Metrics; token: string | undefined };

export const metricsRoutes: FastifyPluginAsync<MetricsRoutesOptions> = async (app, opts) => {
  const { token } = opts;
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  const authorised = (header: string | undefined) => {
    const given = Buffer.from(header ?? "");
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  app.get(METRICS_PATH, { config: { quiet: true } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (!authorised(request.headers.authorization)) {
      return reply
        .code(401)
        .header("WWW-Authenticate", 'Bearer realm="metrics"')
        .send({ status: "error", data: { message: "A metrics token is required" } });
    }
    reply.type(opts.metrics.registry.contentType);
    return opts.metrics.registry.metrics();
  });
};
