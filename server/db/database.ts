// The one small interface the repository speaks to, implemented for SQLite and PostgreSQL. SQL is
// written once with `?` placeholders; the PostgreSQL side numbers them.

export type SqlValue = string | number | bigint | Buffer | null;
export type Row = Record<string, unknown>;
export type Dialect = "sqlite" | "postgres";

export interface Queryable {
  readonly dialect: Dialect;
  /** Rows of a SELECT (or of an UPDATE … RETURNING). */
  query<T extends Row = Row>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Runs a statement and answers how many rows it changed. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `fn` in one transaction: all of it commits, or none of it. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
