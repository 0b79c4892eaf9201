// The stores suite against a real PostgreSQL cluster started for this file.
import { afterAll, describe } from "vitest";
import { migrate } from "./db/migrate.ts";
import { openPostgres } from "./db/postgres.ts";
import {
  type PgCluster,
  postgresAvailable,
  startPostgres,
  warnIfPostgresMissing,
} from "./test-support/postgres.ts";
import { storesSuite } from "./test-support/stores-suite.ts";

warnIfPostgresMissing();

describe.skipIf(!postgresAvailable)("PostgreSQL", () => {
  let cluster: PgCluster | null = null;
  afterAll(async () => cluster?.stop());

  storesSuite("PostgreSQL", async () => {
    cluster = await startPostgres();
    const db = openPostgres(await cluster.createDatabase("repository"));
    // Twice, concurrently: several servers starting at once must not trip over each other.
    await Promise.all([migrate(db), migrate(db)]);
    return { db, close: () => db.close() };
  });
});
