// The operator CLI: commands in-process against a real SQLite store, and the real command line
// (`npm run submissions`' entry point) exporting what the endpoints acknowledged.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "#contracts/endpoints.ts";
import { FORM_TOKEN_FIELD } from "#contracts/spam.ts";
import { openDatabase } from "../db/open-database.ts";
import { applicationParts } from "../test-support/forms-suite.ts";
import { createStores, type Stores } from "../services.ts";
import { pdfFile } from "../test-support/files.ts";
import { multipartBody } from "../test-support/multipart.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { browserHeaders, buildTestApp, formToken } from "../test-support/test-app.ts";
import { escapeControls, runCommand, UsageError } from "./commands.ts";
import { csvCell } from "./csv.ts";

const run = promisify(execFile);
const ROOT = new URL("../../", import.meta.url).pathname;

describe("operator CLI", () => {
  const dir = makeTempDir();
  let stores: Stores;
  const acknowledged: string[] = [];
  const cv = pdfFile(4_000);

  async function cli(...argv: string[]) {
    let out = "";
    let err = "";
    const code = await runCommand(argv, stores, {
      out: (t) => void (out += t),
      err: (t) => void (err += t),
    });
    return { code, out, err };
  }

  beforeAll(async () => {
    // Submissions go in through the real endpoints, as in production.
    const app = await buildTestApp({ dataDir: dir.path });
    const post = (payload: Record<string, unknown>, path: string) =>
      app.inject({
        method: "POST",
        url: path,
        headers: { ...browserHeaders(), "content-type": "application/json" },
        payload: JSON.stringify({ ...payload, [FORM_TOKEN_FIELD]: formToken() }),
      });
    const contacts = [
      {
        cf_name: '=HYPERLINK("http://evil")',
        cf_mail: "formula@example.in",
        cf_phone: "1234567890",
        cf_msg: "+1 and -1 and @SUM",
      },
      {
        cf_name: "Anu",
        cf_mail: "anu@example.in",
        cf_phone: "123 456 7890",
        cf_msg: 'She said "hi",\nthen left',
      },
    ];
    for (const c of contacts) {
      const response = await post(c, endpoints.contact);
      expect(response.statusCode).toBe(200);
      acknowledged.push(c.cf_mail);
    }
    expect((await post({ ts_ans_01: "A fish" }, endpoints.thoughts)).statusCode).toBe(200);
    const { body, contentType } = multipartBody(
      applicationParts({ fileName: "cv.pdf", content: cv }),
    );
    const upload = await app.inject({
      method: "POST",
      url: endpoints.application,
      headers: { ...browserHeaders(), "content-type": contentType },
      payload: body,
    });
    expect(upload.statusCode).toBe(200);
    await app.close();
    stores = createStores(await openDatabase({ DATA_DIR: dir.path }));
  });

  afterAll(async () => {
    await stores?.db.close();
    dir.remove();
  });

  it("lists and filters", async () => {
    const all = await cli("list");
    expect(all.code).toBe(0);
    expect(all.out.trim().split("\n")).toHaveLength(4);
    const contacts = await cli("list", "--form", "contact");
    expect(contacts.out.trim().split("\n")).toHaveLength(2);
    const future = await cli("list", "--since", "2999-01-01");
    expect(future.out).toBe("");
    await expect(cli("list", "--form", "pizza")).rejects.toThrow(UsageError);
    await expect(cli("list", "--since", "yesterday-ish")).rejects.toThrow(UsageError);
  });

  it("shows one submission with its mails", async () => {
    const [first] = await stores.submissions.list({ form: "contact" });
    const shown = await cli("show", first!.id);
    const parsed = JSON.parse(shown.out) as { id: string; mails: { kind: string }[] };
    expect(parsed.id).toBe(first!.id);
    expect(parsed.mails.map((m) => m.kind).sort()).toEqual(["confirmation", "notification"]);
    expect((await cli("show", "nope")).code).toBe(1);
  });

  it("exports CSV that spreadsheets cannot execute", async () => {
    const { out } = await cli("export", "--format", "csv", "--form", "contact");
    expect(out).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(out).toContain(`"'+1 and -1 and @SUM"`);
    expect(out).toContain(`"She said ""hi"",\nthen left"`);
    expect(out).not.toMatch(/(^|,)"?=/m);
    expect([
      csvCell("-2"),
      csvCell("@x"),
      csvCell("\tx"),
      csvCell("\rx"),
      csvCell("ok"),
      csvCell(null),
    ]).toEqual([`"'-2"`, `"'@x"`, `"'\tx"`, `"'\rx"`, `"ok"`, `""`]);
  });

  it("writes an attachment, by file or submission id, never over an existing file", async () => {
    const [application] = await stores.submissions.list({ form: "application" });
    const target = join(dir.path, "out.pdf");
    expect((await cli("attachment", application!.id, "--out", target)).code).toBe(0);
    expect(readFileSync(target).equals(cv)).toBe(true);
    await expect(
      cli("attachment", application!.attachments[0]!.id, "--out", target),
    ).rejects.toThrow(/EEXIST/);
  });

  it("reports and retries mail", async () => {
    const status = await cli("mail", "status");
    expect(status.out).toMatch(/pending=\d+ sending=0 sent=0 dead=0 cancelled=0/);
    expect((await cli("mail", "retry")).out).toMatch(/^0 mail\(s\) queued again/);
  });

  it("prints what was acknowledged through the real command line", async () => {
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "server/cli/main.ts", "export", "--format", "json"],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dir.path, DATABASE_URL: "" },
      },
    );
    const rows = JSON.parse(stdout) as {
      form: string;
      email: string | null;
      status: string;
      attachments: unknown[];
    }[];
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.form === "contact").map((r) => r.email)).toEqual(acknowledged);
    expect(rows.every((r) => r.status === "accepted")).toBe(true);
    expect(rows.find((r) => r.form === "application")?.attachments).toHaveLength(1);
  });

  it("erases an address and purges by age", async () => {
    expect((await cli("erase", "--email", "FORMULA@example.in")).out).toBe(
      "Erased 1 submission(s), 0 subscription(s) and 0 mail file(s)\n",
    );
    expect((await stores.submissions.list({ form: "contact" })).map((s) => s.email)).toEqual([
      "anu@example.in",
    ]);
    // Everything is younger than a day, and mail is still queued: nothing goes.
    expect((await cli("purge", "--older-than", "1")).out).toBe(
      "Purged 0 submission(s), 0 subscription(s) and 0 mail file(s)\n",
    );
    await expect(cli("purge")).rejects.toThrow(UsageError);
  });

  it("escapes control characters for a terminal, leaving line breaks and tabs", () => {
    expect(escapeControls("Anu\u009b2J\u0085 \u0007\n\tok")).toBe(
      "Anu\\u009b2J\\u0085 \\u0007\n\tok",
    );
  });
});
