// The PostgreSQL backup docs/operations.md gives, run with the real pg_dump and pg_restore: a dump
// of a database with submissions, files and mail restores into an empty one with every row, and
// the CLI's own backup points at these tools.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand, UsageError } from "../cli/commands.ts";
import { createStores } from "../services.ts";
import {
  PG_BIN,
  type PgCluster,
  postgresAvailable,
  startPostgres,
} from "../test-support/postgres.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { openDatabase } from "./open-database.ts";

describe.skipIf(!postgresAvailable)("backup and restore (PostgreSQL)", () => {
  let cluster: PgCluster;
  const dir = makeTempDir("kadal-pgdump-");
  beforeAll(async () => {
    cluster = await startPostgres();
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
    dir.remove();
  });

  it("restores a pg_dump into an empty database with every row", async () => {
    const source = await cluster.createDatabase("backup_source");
    const target = await cluster.createDatabase("backup_target");
    const stores = createStores(await openDatabase({ DATA_DIR: dir.path, DATABASE_URL: source }));
    const ids: string[] = [];
    try {
      for (let i = 0; i < 5; i++)
        ids.push(
          await stores.submissions.insert({
            form: "application",
            status: "accepted",
            spamReason: null,
            email: `dump${i}@example.in`,
            data: { careerFormField01: `Dump ${i}` },
            page: null,
            mails: ["notification", "confirmation"],
            attachment: {
              fileName: "cv.pdf",
              contentType: "application/pdf",
              content: Buffer.from(`%PDF-1.7 ${i}`),
            },
          }),
        );
      await expect(
        runCommand(["backup", "--out", join(dir.path, "x")], stores, {
          out: () => undefined,
          err: () => undefined,
        }),
      ).rejects.toThrow(UsageError);
    } finally {
      await stores.db.close();
    }

    const file = join(dir.path, "kadal.dump");
    execFileSync(join(PG_BIN, "pg_dump"), ["--format=custom", `--file=${file}`, source]);
    execFileSync(join(PG_BIN, "pg_restore"), [
      "--clean",
      "--if-exists",
      "--no-owner",
      `--dbname=${target}`,
      file,
    ]);

    const restored = createStores(await openDatabase({ DATA_DIR: dir.path, DATABASE_URL: target }));
    try {
      for (const id of ids) {
        const submission = await restored.submissions.get(id);
        expect(submission?.attachments).toHaveLength(1);
        const file = await restored.submissions.getAttachment(submission!.attachments[0]!.id);
        expect(file?.content.toString()).toMatch(/^%PDF-1\.7 \d$/);
        expect(await restored.outbox.list({ submissionId: id })).toHaveLength(2);
      }
    } finally {
      await restored.db.close();
    }
  }, 60_000);
});
