// Keyset cursors for the newest-first lists: the last row's time and id, opaque to the app. A
// cursor stays valid while rows are added (they sort before it) or removed.
import { ID_PATTERN } from "../db/database.ts";

export class BadCursor extends Error {}

export const encodeCursor = (at: number, id: string) =>
  Buffer.from(`${at}:${id}`).toString("base64url");

export function decodeCursor(cursor: string): { at: number; id: string } {
  const [at, id, extra] = Buffer.from(cursor, "base64url").toString("utf8").split(":");
  if (!at || !/^\d{1,16}$/.test(at) || !id || !ID_PATTERN.test(id) || extra !== undefined)
    throw new BadCursor("bad cursor");
  return { at: Number(at), id };
}
