// SQLite through better-sqlite3: one connection per process, WAL with synchronous=FULL so a commit
// survives power loss, and a queue that keeps other statements out of an open transaction.
import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import BetterSqlite3 from "better-sqlite3";
import type { Database, Queryable, Row, SqlValue } from "./database.ts";

export function openSqlite(file: string): Database {
  if (file !== ":memory:") {
    // The database holds CVs and messages: its folder is the owner's alone, and the file (and
    // the WAL and shared-memory files SQLite makes with the same mode) readable by the owner only.
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    closeSync(openSync(file, "a", 0o600));
    chmodSync(file, 0o600);
  }
  const db = new BetterSqlite3(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  // Deleted rows are overwritten with zeros, not left in free space: an erased person's words and
  // CV must not be readable from the file afterwards (erasure.ts also empties the log).
  db.pragma("secure_delete = ON");
  // The operator CLI may write while the server runs; wait for the lock rather than fail.
  db.pragma("busy_timeout = 5000");

  // better-sqlite3 is synchronous, but a transaction body is async (the same store code runs
  // on PostgreSQL). Everything goes through this queue so a statement from another request can
  // never land inside someone else's open transaction.
  let queue: Promise<unknown> = Promise.resolve();
  function exclusive<T>(fn: () => Promise<T> | T): Promise<T> {
    const result = queue.then(fn);
    queue = result.catch(() => undefined);
    return result;
  }

  const direct: Queryable = {
    dialect: "sqlite",
    async query<T extends Row = Row>(sql: string, params: readonly SqlValue[] = []) {
      return db.prepare(sql).all(...params) as T[];
    },
    async run(sql: string, params: readonly SqlValue[] = []) {
      return db.prepare(sql).run(...params).changes;
    },
    async exec(sql: string) {
      db.exec(sql);
    },
  };

  return {
    dialect: "sqlite",
    query: (sql, params) => exclusive(() => direct.query(sql, params)),
    run: (sql, params) => exclusive(() => direct.run(sql, params)),
    transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return exclusive(async () => {
        // IMMEDIATE takes the write lock up front, so a concurrent CLI cannot cause a deadlock.
        db.exec("BEGIN IMMEDIATE");
        try {
          const result = await fn(direct);
          db.exec("COMMIT");
          return result;
        } catch (error) {
          if (db.inTransaction) db.exec("ROLLBACK");
          throw error;
        }
      });
    },
    exec: (sql) => exclusive(() => direct.exec(sql)),
    close: () => exclusive(() => void db.close()),
  };
}
