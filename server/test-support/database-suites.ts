// Runs a suite against each database the server supports: a SQLite file in a temporary folder, and
// a throwaway PostgreSQL cluster (skipped, with a warning, where PostgreSQL is not installed).
import { join } from "node:path";
import { afterAll, describe } from "vitest";
import { migrate } from "../db/migrate.ts";
import { openPostgres } from "../db/postgres.ts";
import { openSqlite } from "../db/sqlite.ts";
import {
  type PgCluster,
  postgresAvailable,
  startPostgres,
  warnIfPostgresMissing,
} from "./postgres.ts";
import type { DbFactory } from "./stores-suite.ts";
import { makeTempDir } from "./temp-dir.ts";

export function onSqlite(suite: (label: string, makeDb: DbFactory) => void): void {
  suite("SQLite", async () => {
    const dir = makeTempDir("kadal-sqlite-");
    const db = openSqlite(join(dir.path, "test.sqlite"));
    await migrate(db);
    return {
      db,
      close: async () => {
        await db.close();
        dir.remove();
      },
    };
  });
}

export function onPostgres(
  database: string,
  suite: (label: string, makeDb: DbFactory) => void,
): void {
  warnIfPostgresMissing();
  describe.skipIf(!postgresAvailable)("PostgreSQL", () => {
    let cluster: PgCluster | null = null;
    afterAll(async () => cluster?.stop());
    suite("PostgreSQL", async () => {
      cluster = await startPostgres();
      const db = openPostgres(await cluster.createDatabase(database));
      // Twice, concurrently: several servers starting at once must not trip over each other.
      await Promise.all([migrate(db), migrate(db)]);
      return { db, close: () => db.close() };
    });
  });
}
