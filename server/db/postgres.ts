// PostgreSQL through a pg pool, for deployments where several server processes share one database.
import pg from "pg";
import type { Database, Queryable, Row, SqlValue } from "./database.ts";

const INT8_OID = 20;

/** `?` → `$1, $2, …` (our SQL never holds a literal question mark). */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Times are stored as BIGINT milliseconds; they fit a JS number, so read them as numbers.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on("error", () => undefined);

  const on = (client: pg.Pool | pg.PoolClient): Queryable => ({
    dialect: "postgres",
    async query<T extends Row = Row>(sql: string, params: readonly SqlValue[] = []) {
      const result = await client.query(numberPlaceholders(sql), params as SqlValue[]);
      return result.rows as T[];
    },
    async run(sql: string, params: readonly SqlValue[] = []) {
      const result = await client.query(numberPlaceholders(sql), params as SqlValue[]);
      return result.rowCount ?? 0;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  });

  const direct = on(pool);
  return {
    ...direct,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(on(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
