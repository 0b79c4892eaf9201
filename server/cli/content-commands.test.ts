// `npm run content -- import|export|log` on a real SQLite database: what it prints, its exit codes,
// and the audit entry a publication leaves.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentStore } from "../content/content-store.ts";
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/open-database.ts";
import { contentCopies } from "../test-support/content-copies.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { UsageError } from "./commands.ts";
import { runContentCommand } from "./content-commands.ts";

describe("npm run content", () => {
  const dir = makeTempDir("kadal-content-cli-");
  const copies = contentCopies();
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ DATA_DIR: dir.path });
  });
  afterAll(async () => {
    await db?.close();
    dir.remove();
  });

  async function content(...argv: string[]) {
    let out = "";
    let err = "";
    const code = await runContentCommand(
      argv,
      { db, content: createContentStore(db) },
      { out: (text) => void (out += text), err: (text) => void (err += text) },
      // The default folder, as the server's own CONTENT_DIR would name it.
      { CONTENT_DIR: source },
    );
    return { code, out, err };
  }
  let source: string;

  it("imports the content folder, then says there is nothing new to publish", async () => {
    source = copies.copy();
    const first = await content("import");
    expect(first).toMatchObject({ code: 0, err: "" });
    expect(first.out).toMatch(new RegExp(`^Published revision 1: \\d+ files from ${source}\\n$`));
    expect(await content("import")).toMatchObject({
      code: 0,
      out: `Nothing to publish: ${source} is revision 1 already\n`,
    });
    const audit = await db.query<{ actor: string; action: string; target: string }>(
      "SELECT actor, action, target FROM audit_log WHERE action = 'content-publish'",
    );
    expect(audit).toEqual([{ actor: "cli", action: "content-publish", target: "revision 1" }]);
  });

  it("logs the revisions newest first and exports any of them", async () => {
    const changed = copies.copy();
    const file = join(changed, "pages/contact-us.yaml");
    writeFileSync(file, readFileSync(file, "utf8").replace(/^title: .*$/m, "title: Write to us"));
    expect((await content("import", "--from", changed, "--note", "a new title")).code).toBe(0);
    const log = (await content("log")).out.trim().split("\n");
    expect(log).toHaveLength(2);
    expect(log[0]).toMatch(/^2\t\d{4}-\d\d-\d\dT[\d:]+Z\tcli\t\d+ files, \d+ bytes\ta new title$/);
    expect(log[1]).toMatch(/^1\t/);
    const target = join(dir.path, "exported");
    expect(await content("export", "--to", target, "--revision", "1")).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^Wrote revision 1 \(\d+ files\) to /),
    });
    expect(readFileSync(join(target, "pages/contact-us.yaml"), "utf8")).not.toContain(
      "Write to us",
    );
    // Without --to, the published revision goes to the content folder.
    expect((await content("export")).code).toBe(0);
    expect(readFileSync(join(source, "pages/contact-us.yaml"), "utf8")).toContain(
      "title: Write to us",
    );
  });

  it("says what is wrong with a folder in one line and exits 1", async () => {
    const broken = copies.copy();
    writeFileSync(join(broken, "jobs/art-director.yaml"), "title: Art Director\n");
    const result = await content("import", "--from", broken);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^jobs\/art-director\.yaml: order: .*\n$/);
    expect((await content("log")).out.trim().split("\n")).toHaveLength(2);
    expect(await content("export", "--revision", "9", "--to", join(dir.path, "x"))).toMatchObject({
      code: 1,
      err: "There is no revision 9\n",
    });
  });

  it("refuses a wrong command or flag as a usage error", async () => {
    await expect(content("publish")).rejects.toThrow(UsageError);
    await expect(content("log", "--limit", "0")).rejects.toThrow(/--limit must be/);
    await expect(content("export", "--revision", "x")).rejects.toThrow(/--revision must be/);
    await expect(content("import", "--force")).rejects.toThrow(UsageError);
  });
});
