// The .eml files of the file transport: one per outbox row, named by its id, under DATA_DIR/mail.
// Erasure and retention remove the files whose row is gone, so a person's mail (with their words
// and CV in base64) does not outlive their submission.
import { readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

const MAIL_FILE = /^(.+)\.eml(\.tmp)?$/;
/** Ids looked up per query: well below both databases' parameter limits. */
const LOOKUP_BATCH = 500;

export function mailDirOf(env: { DATA_DIR: string }): string {
  return join(resolve(env.DATA_DIR), "mail");
}

export function mailFileName(outboxId: string): string {
  return `${outboxId}.eml`;
}

/**
 * Deletes the mail files whose outbox row no longer exists; answers how many. The folder is read
 * before the rows are looked up: a row is always stored before its file is written, so a file
 * listed here whose row is missing was erased, never one still being made.
 */
export async function removeOrphanMailFiles(
  dir: string,
  existing: (ids: string[]) => Promise<Set<string>>,
): Promise<number> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  const files = names.flatMap((name) => {
    const match = MAIL_FILE.exec(name);
    return match ? [{ name, id: match[1]! }] : [];
  });
  let removed = 0;
  for (let start = 0; start < files.length; start += LOOKUP_BATCH) {
    const batch = files.slice(start, start + LOOKUP_BATCH);
    const kept = await existing([...new Set(batch.map((file) => file.id))]);
    for (const file of batch) {
      if (kept.has(file.id)) continue;
      rmSync(join(dir, file.name), { force: true });
      removed += 1;
    }
  }
  return removed;
}
