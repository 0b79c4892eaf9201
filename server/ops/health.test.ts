// The probes: alive while the process runs; ready only with a reachable, current database, a
// running outbox worker and no drain under way; never cached.
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "../db/migrate.ts";
import { openSqlite } from "../db/sqlite.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { buildTestApp } from "../test-support/test-app.ts";
import { HEALTH_PATH, READY_PATH } from "./health-routes.ts";

describe("health and readiness", () => {
  const dir = makeTempDir();
  afterAll(() => dir.remove());

  async function app(name: string, startWorker = true): Promise<FastifyInstance> {
    const db = openSqlite(join(dir.path, `${name}.sqlite`));
    await migrate(db);
    const built = await buildTestApp({ dataDir: dir.path, db, startWorker });
    await built.ready();
    return built;
  }
  const probe = async (server: FastifyInstance, url: string) => {
    const answer = await server.inject({ url });
    return {
      status: answer.statusCode,
      body: answer.json(),
      cache: answer.headers["cache-control"],
    };
  };

  it("answers alive and ready, uncached, when everything runs", async () => {
    const server = await app("ready");
    try {
      expect(await probe(server, HEALTH_PATH)).toEqual({
        status: 200,
        body: { status: "success", data: { alive: true } },
        cache: "no-store",
      });
      expect(await probe(server, READY_PATH)).toEqual({
        status: 200,
        body: {
          status: "success",
          data: {
            ready: true,
            checks: { database: true, migrations: true, worker: true, draining: false },
          },
        },
        cache: "no-store",
      });
    } finally {
      await server.close();
    }
  });

  it("is not ready while draining, while the worker is stopped, or when the database is gone", async () => {
    const draining = await app("draining");
    draining.services.drain();
    const drained = await probe(draining, READY_PATH);
    expect(drained.status).toBe(503);
    expect(drained.body.data.checks.draining).toBe(true);
    expect((await probe(draining, HEALTH_PATH)).status).toBe(200);
    await draining.close();

    const idle = await app("idle", false);
    expect((await probe(idle, READY_PATH)).body.data.checks.worker).toBe(false);
    await idle.close();

    const gone = await app("gone");
    await gone.services.worker.stop();
    await gone.services.db.close();
    const answer = await probe(gone, READY_PATH);
    expect(answer.status).toBe(503);
    expect(answer.body.data.checks).toMatchObject({ database: false, migrations: false });
    expect((await probe(gone, HEALTH_PATH)).status).toBe(200);
    await gone.close();
  });

  it("is not ready when a migration is missing", async () => {
    const server = await app("behind");
    try {
      await server.services.db.run("DELETE FROM schema_migrations WHERE version = ?", [
        "004_rate_limits",
      ]);
      const answer = await probe(server, READY_PATH);
      expect(answer.status).toBe(503);
      expect(answer.body.data.checks).toMatchObject({ database: true, migrations: false });
    } finally {
      await server.close();
    }
  });
});
