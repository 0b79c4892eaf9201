// Backup and restore on SQLite: a backup taken while a real server process stores submissions
// restores to a database holding every submission acknowledged before the backup began (and
// whole ones after it, never half); restore refuses a non-empty database unless forced; a backup
// never overwrites a file; PostgreSQL is pointed at its own tools. The content the server imported
// on its first start is carried too.
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { endpoints, FORM_TOKEN_PATH } from "#contracts/endpoints.ts";
import { FORM_TOKEN_FIELD } from "#contracts/spam.ts";
import { runCommand, UsageError } from "../cli/commands.ts";
import { FIRST_START } from "../content/import-export.ts";
import { createStores, type Stores } from "../services.ts";
import { startServerProcess, writeFakeSite } from "../test-support/server-process.ts";
import { freePort } from "../test-support/smtp-peer.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { openDatabase } from "./open-database.ts";

async function cli(stores: Stores, ...argv: string[]) {
  let out = "";
  const code = await runCommand(argv, stores, {
    out: (text) => void (out += text),
    err: () => undefined,
  });
  return { code, out };
}

describe("backup and restore (SQLite)", () => {
  const dir = makeTempDir("kadal-backup-");
  afterAll(() => dir.remove());

  it("takes a consistent backup under write load that restores every acknowledged submission", async () => {
    writeFakeSite(dir.path);
    const dataDir = join(dir.path, "live");
    const port = await freePort();
    const server = await startServerProcess(dir.path, {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      RATE_LIMIT_PER_MINUTE: "100000",
    });
    const operator = createStores(await openDatabase({ DATA_DIR: dataDir }));
    try {
      const page = await fetch(`${server.url}/old/`);
      const cookie = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get("set-cookie") ?? "")![1]!;
      const tokens = await Promise.all(
        Array.from({ length: 200 }, async () => {
          const answer = (await (await fetch(`${server.url}${FORM_TOKEN_PATH}`)).json()) as {
            data: { token: string };
          };
          return answer.data.token;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const acknowledged: string[] = [];
      let writing = true;
      let next = 0;
      const writer = async () => {
        while (writing && next < tokens.length) {
          const i = next++;
          const response = await fetch(`${server.url}${endpoints.contact}`, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              cookie: `XSRF-TOKEN=${cookie}`,
              "x-xsrf-token": cookie,
            },
            body: JSON.stringify({
              cf_name: `Backup ${i}`,
              cf_mail: `backup${i}@example.in`,
              cf_phone: "1234567890",
              cf_msg: "x".repeat(2_000),
              [FORM_TOKEN_FIELD]: tokens[i],
            }),
          });
          if (response.status === 200) acknowledged.push(`backup${i}@example.in`);
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));
      const before = [...acknowledged];
      const file = join(dir.path, "snapshot.sqlite");
      expect((await cli(operator, "backup", "--out", file)).code).toBe(0);
      const during = acknowledged.length;
      writing = false;
      await Promise.all(writers);
      expect(acknowledged.length).toBeGreaterThan(during); // the server kept writing
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const restoredStores = createStores(await openDatabase({ DATA_DIR: join(dir.path, "new") }));
      try {
        const { code, out } = await cli(restoredStores, "restore", "--from", file);
        expect(code).toBe(0);
        expect(out).toMatch(/^Restored \d+ submission\(s\).* and 1 content revision\(s\)$/m);
        // The content the server took on its first start comes back with every file.
        const published = await operator.content.published();
        expect(published).toMatchObject({ number: 1, author: FIRST_START });
        expect(await restoredStores.content.published()).toEqual(published);
        const sha = (files: { path: string; body: Buffer }[]) =>
          files.map((f) => `${f.path} ${createHash("sha256").update(f.body).digest("hex")}`);
        expect(sha(await restoredStores.content.files(1))).toEqual(
          sha(await operator.content.files(1)),
        );
        const restored = await restoredStores.submissions.list();
        const emails = new Set(restored.map((s) => s.email));
        for (const email of before) expect(emails.has(email)).toBe(true);
        // Whole submissions only: each restored contact has its two mails in the outbox.
        for (const submission of restored) {
          const mails = await restoredStores.outbox.list({ submissionId: submission.id });
          expect(mails.length, submission.email ?? "").toBeGreaterThanOrEqual(1);
        }
        // Not empty any more: a second restore must be forced.
        await expect(cli(restoredStores, "restore", "--from", file)).rejects.toThrow(UsageError);
        const forced = await cli(restoredStores, "restore", "--from", file, "--force");
        expect(forced.code).toBe(0);
        expect((await restoredStores.submissions.list()).length).toBe(restored.length);
      } finally {
        await restoredStores.db.close();
      }
      // A backup never replaces a file.
      await expect(cli(operator, "backup", "--out", file)).rejects.toThrow(/exists/);
    } finally {
      await operator.db.close();
      server.child.kill("SIGTERM");
      await server.exited;
    }
  }, 180_000);

  it("refuses a file that is not a backup", async () => {
    const stores = createStores(await openDatabase({ DATA_DIR: join(dir.path, "other") }));
    try {
      await expect(
        cli(stores, "restore", "--from", join(dir.path, "nothing-here.sqlite")),
      ).rejects.toThrow(/does not exist/);
    } finally {
      await stores.db.close();
    }
  });
});
