// The SQLite file holds CVs and messages: it and its folder are private to the server's user.
import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { openSqlite } from "./sqlite.ts";

describe("the SQLite file", () => {
  it("is created readable by its owner only, in a folder only its owner can enter", async () => {
    const dir = makeTempDir("kadal-sqlite-mode-");
    try {
      const dataDir = join(dir.path, "data");
      const db = openSqlite(join(dataDir, "submissions.sqlite"));
      await db.exec("CREATE TABLE t (x TEXT)");
      await db.run("INSERT INTO t (x) VALUES (?)", ["a message"]);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      for (const name of ["submissions.sqlite", "submissions.sqlite-wal"])
        expect(statSync(join(dataDir, name)).mode & 0o777, name).toBe(0o600);
      await db.close();
    } finally {
      dir.remove();
    }
  });
});
