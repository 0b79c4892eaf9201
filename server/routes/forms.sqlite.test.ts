// The endpoint suite against a real SQLite file in a temporary directory.
import { join } from "node:path";
import { migrate } from "../db/migrate.ts";
import { openSqlite } from "../db/sqlite.ts";
import { createStores } from "../services.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { formEndpointSuite } from "../test-support/forms-suite.ts";

formEndpointSuite("SQLite", async () => {
  const dir = makeTempDir("kadal-sqlite-");
  const db = openSqlite(join(dir.path, "test.sqlite"));
  await migrate(db);
  return {
    stores: createStores(db),
    close: async () => {
      await db.close();
      dir.remove();
    },
  };
});
