// The probes a proxy or orchestrator asks: /healthz (the process answers) and /readyz (it can take
// submissions: the database answers, its schema is current, the outbox worker runs, and it is not
// draining). Both JSON, never cached, not logged per request, outside /old.
import type { FastifyPluginAsync } from "fastify";
import { loadMigrations } from "../db/migrate.ts";
import type { Services } from "../services.ts";

export const HEALTH_PATH = "/healthz";
export const READY_PATH = "/readyz";

export type HealthOptions = { services: Services };

export const healthRoutes: FastifyPluginAsync<HealthOptions> = async (app, { services }) => {
  const expected = loadMigrations(services.db.dialect).map((m) => m.version);
  const config = { config: { quiet: true } };

  app.get(HEALTH_PATH, config, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "success", data: { alive: true } };
  });

  app.get(READY_PATH, config, async (_request, reply) => {
    const checks = {
      database: false,
      migrations: false,
      worker: false,
      draining: services.draining,
    };
    try {
      const applied = await services.db.query<{ version: string }>(
        "SELECT version FROM schema_migrations",
      );
      checks.database = true;
      const versions = new Set(applied.map((row) => row.version));
      checks.migrations = expected.every((version) => versions.has(version));
    } catch {
      // The database is gone or refuses: not ready; the check says which part failed.
    }
    checks.worker = services.worker.running;
    const ready = checks.database && checks.migrations && checks.worker && !checks.draining;
    reply.header("Cache-Control", "no-store").code(ready ? 200 : 503);
    return { status: ready ? "success" : "error", data: { ready, checks } };
  });
};
