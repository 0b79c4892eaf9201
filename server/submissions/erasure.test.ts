// Erasure on SQLite leaves no byte of the person anywhere under DATA_DIR: not in the database file,
// its write-ahead log, nor the mail folder (where the agency's notification carried their CV in
// base64). The server keeps its connection open meanwhile, as in production.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand } from "../cli/commands.ts";
import { openDatabase } from "../db/open-database.ts";
import { parseEnv } from "../env.ts";
import { mailDirOf } from "../mail/mail-files.ts";
import { createServices, createStores, type Services } from "../services.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { TEST_SECRET } from "../test-support/test-app.ts";
import type { NewSubmission } from "./submission-store.ts";

/** Every file below `dir`, recursively. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

/** The files below DATA_DIR that hold `needle`. */
function holding(dataDir: string, needle: Buffer): string[] {
  return filesBelow(dataDir).filter((file) => readFileSync(file).includes(needle));
}

const application = (email: string, marker: string): NewSubmission => ({
  form: "application",
  status: "accepted",
  spamReason: null,
  email,
  data: {
    careerFormField01: `Name ${marker}`,
    careerFormEmail: email,
    careerFormField05: `Answer ${marker} `.repeat(200),
    job: "Graphic Designer",
  },
  page: null,
  mails: ["notification", "confirmation"],
  attachment: {
    fileName: "cv.pdf",
    contentType: "application/pdf",
    // Larger than a page, so the CV lives in overflow pages as a real one does.
    content: Buffer.from(`%PDF-1.7 ${`CV of ${marker} `.repeat(2_000)}`),
  },
});

describe("erase --email on SQLite", () => {
  const dir = makeTempDir();
  const env = parseEnv({ DATA_DIR: dir.path });
  let services: Services;

  beforeAll(async () => {
    services = await createServices({ env, secret: TEST_SECRET });
    await services.submissions.insert(application("gone@example.in", "ERASEDPERSON"));
    await services.submissions.insert(application("kept@example.in", "KEPTPERSON"));
    await services.subscriptions.subscribe({
      email: "gone@example.in",
      page: null,
      data: { cf_mail: "gone@example.in" },
    });
    // The mails go out as .eml files in DATA_DIR/mail, the default transport.
    while ((await services.worker.runOnce()) > 0);
  });
  afterAll(async () => {
    await services.close();
    dir.remove();
  });

  it("removes every byte of the erased person from the database, its log and the mail files", async () => {
    const cvBase64 = Buffer.from(`%PDF-1.7 CV of ERASEDPERSON `).toString("base64").slice(0, 24);
    const traces = ["gone@example.in", "ERASEDPERSON", cvBase64].map((t) => Buffer.from(t));
    // Before: the person is on disk in the database or its log, and in their mails.
    for (const trace of traces) expect(holding(dir.path, trace)).not.toEqual([]);
    expect(holding(mailDirOf(env), Buffer.from(cvBase64))).toHaveLength(1);

    // The operator erases from a second connection while the server's stays open.
    const operator = createStores(await openDatabase(env));
    let out = "";
    const code = await runCommand(
      ["erase", "--email", "Gone@Example.in"],
      operator,
      { out: (text) => void (out += text), err: () => undefined },
      { mailDir: mailDirOf(env) },
    );
    await operator.db.close();
    expect(out).toBe("Erased 2 submission(s), 1 subscription(s) and 3 mail file(s)\n");
    expect(code).toBe(0);

    for (const trace of traces) expect(holding(dir.path, trace)).toEqual([]);
    // The other applicant is untouched, mail included.
    expect(holding(dir.path, Buffer.from("KEPTPERSON")).length).toBeGreaterThanOrEqual(2);
    expect((await services.submissions.list()).map((s) => s.email)).toEqual(["kept@example.in"]);
  });
});
