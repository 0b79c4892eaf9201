// Applies the numbered SQL migrations of the database's dialect that have not run yet, each in its
// own transaction, recording them in schema_migrations. Several servers starting at once on
// PostgreSQL take turns through an advisory lock.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./database.ts";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations/", import.meta.url));
/** An arbitrary constant naming this application's migration lock. */
const PG_LOCK_KEY = 715_204_611;

export type Migration = { version: string; sql: string };

export function loadMigrations(dialect: Database["dialect"]): Migration[] {
  const dir = join(MIGRATIONS_DIR, dialect);
  return readdirSync(dir)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({
      version: name.replace(/\.sql$/, ""),
      sql: readFileSync(join(dir, name), "utf8"),
    }));
}

/** Answers the versions it applied. */
export async function migrate(db: Database): Promise<string[]> {
  await db.transaction(async (tx) => {
    if (tx.dialect === "postgres") await tx.query("SELECT pg_advisory_xact_lock(?)", [PG_LOCK_KEY]);
    await tx.exec(
      "CREATE TABLE IF NOT EXISTS schema_migrations (version TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)",
    );
  });
  const applied: string[] = [];
  for (const migration of loadMigrations(db.dialect)) {
    const done = await db.transaction(async (tx) => {
      if (tx.dialect === "postgres")
        await tx.query("SELECT pg_advisory_xact_lock(?)", [PG_LOCK_KEY]);
      const rows = await tx.query("SELECT version FROM schema_migrations WHERE version = ?", [
        migration.version,
      ]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.run("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)", [
        migration.version,
        Date.now(),
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}
