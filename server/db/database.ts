// The one small interface the stores speak to, implemented for SQLite and PostgreSQL. SQL is
// written once with `?` placeholders; the PostgreSQL side numbers them. Rows are named by newId.
import { randomBytes } from "node:crypto";

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

/**
 * A WHERE clause of the conditions whose value is given, joined by AND: `where([["form = ?",
 * filter.form], ["created_at >= ?", filter.since]])`. Conditions with an undefined value are left out.
 */
export function where(conditions: [sql: string, value: SqlValue | undefined][]): {
  sql: string;
  params: SqlValue[];
} {
  const used = conditions.filter(([, value]) => value !== undefined) as [string, SqlValue][];
  return {
    sql: used.length ? `WHERE ${used.map(([sql]) => sql).join(" AND ")}` : "",
    params: used.map(([, value]) => value),
  };
}

/** Identifiers for stored rows: UUIDv7, so they sort by creation time and reveal nothing else. */
export function newId(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70; // version 7
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The shape of a row id (a newsletter link names its subscription by one). */
export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
