// The stores suite against a real SQLite file.
import { join } from "node:path";
import { migrate } from "./db/migrate.ts";
import { openSqlite } from "./db/sqlite.ts";
import { makeTempDir } from "./test-support/temp-dir.ts";
import { storesSuite } from "./test-support/stores-suite.ts";

storesSuite("SQLite", async () => {
  const dir = makeTempDir("kadal-repo-");
  const db = openSqlite(join(dir.path, "repo.sqlite"));
  await migrate(db);
  return {
    db,
    close: async () => {
      await db.close();
      dir.remove();
    },
  };
});
