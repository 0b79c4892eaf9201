// The endpoint suite against a real PostgreSQL cluster started for this file.
import { afterAll, describe } from "vitest";
import { migrate } from "../db/migrate.ts";
import { openPostgres } from "../db/postgres.ts";
import { createStores } from "../services.ts";
import {
  type PgCluster,
  postgresAvailable,
  startPostgres,
  warnIfPostgresMissing,
} from "../test-support/postgres.ts";
import { formEndpointSuite } from "../test-support/forms-suite.ts";

warnIfPostgresMissing();

describe.skipIf(!postgresAvailable)("PostgreSQL", () => {
  let cluster: PgCluster | null = null;
  afterAll(async () => cluster?.stop());

  formEndpointSuite("PostgreSQL", async () => {
    cluster = await startPostgres();
    const db = openPostgres(await cluster.createDatabase("forms"));
    await migrate(db);
    return { stores: createStores(db), close: () => db.close() };
  });
});
