// Opens the configured database (PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR) and
// brings its schema up to date.
import { join, resolve } from "node:path";
import type { Database } from "./database.ts";
import { migrate } from "./migrate.ts";
import { openPostgres } from "./postgres.ts";
import { openSqlite } from "./sqlite.ts";

export const SQLITE_FILE = "submissions.sqlite";

export async function openDatabase(config: {
  DATA_DIR: string;
  DATABASE_URL?: string | undefined;
}): Promise<Database> {
  const db = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : openSqlite(join(resolve(config.DATA_DIR), SQLITE_FILE));
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
