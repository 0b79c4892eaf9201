// The staff commands against a real SQLite store: adding members with their one-time link (and
// the link working once in the inbox), listing, removing, resetting and signing out everywhere,
// the audit log with the actor "cli", and the real command line printing a link under SITE_ORIGIN.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INBOX_API } from "#contracts/inbox.ts";
import { openDatabase } from "../db/open-database.ts";
import { createStores, type Stores } from "../services.ts";
import { countingHasher, signIn } from "../test-support/inbox-client.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { buildTestApp, SITE_ORIGIN } from "../test-support/test-app.ts";
import { runCommand, UsageError } from "./commands.ts";

const run = promisify(execFile);
const ROOT = new URL("../../", import.meta.url).pathname;
const ORIGIN = "https://kadal.example";

describe("staff commands", () => {
  const dir = makeTempDir();
  let stores: Stores;
  let app: FastifyInstance;

  async function cli(...argv: string[]) {
    let out = "";
    let err = "";
    const code = await runCommand(
      argv,
      stores,
      { out: (t) => void (out += t), err: (t) => void (err += t) },
      { siteOrigin: ORIGIN },
    );
    return { code, out, err };
  }

  const tokenOf = (link: string) => {
    const match = new RegExp(`^${ORIGIN}/inbox/set-password#token=([\\w-]{43})\\n$`).exec(link);
    expect(match, link).not.toBeNull();
    return match![1]!;
  };

  const setPassword = (token: string, password: string) =>
    app.inject({
      method: "POST",
      url: `${INBOX_API}/set-password`,
      headers: { "content-type": "application/json", origin: SITE_ORIGIN },
      payload: JSON.stringify({ token, password }),
    });

  beforeAll(async () => {
    stores = createStores(await openDatabase({ DATA_DIR: dir.path }));
    app = await buildTestApp({
      dataDir: dir.path,
      db: stores.db,
      inbox: { hasher: countingHasher() },
    });
  });
  afterAll(async () => {
    await app?.close();
    await stores?.db.close();
    dir.remove();
  });

  it("adds a reader by default and prints a one-time link that sets the password", async () => {
    const added = await cli("staff", "add", "Recruiter@Kadal.example");
    expect(added.code).toBe(0);
    expect(added.err).toContain("recruiter@kadal.example (reader)");
    const token = tokenOf(added.out);
    expect((await setPassword(token, "monsoon ferry window")).statusCode).toBe(200);
    expect((await setPassword(token, "monsoon ferry window 2")).statusCode).toBe(400);
    const member = await signIn(app, "recruiter@kadal.example", "monsoon ferry window");
    expect((await member.request("GET", "me")).json().data.role).toBe("reader");
  });

  it("adds an admin with --role admin, refuses a second add and a wrong role", async () => {
    const added = await cli("staff", "add", "lead@kadal.example", "--role", "admin");
    expect(added.code).toBe(0);
    expect(added.err).toContain("(admin)");
    expect((await cli("staff", "add", "lead@kadal.example")).code).toBe(1);
    await expect(cli("staff", "add", "x@kadal.example", "--role", "owner")).rejects.toThrow(
      UsageError,
    );
    await expect(cli("staff", "add", "not-an-address")).rejects.toThrow(UsageError);
    await expect(cli("staff", "add")).rejects.toThrow(UsageError);
  });

  it("adds an editor with --role editor, who signs in to the content and not the submissions", async () => {
    const added = await cli("staff", "add", "words@kadal.example", "--role", "editor");
    expect(added.code).toBe(0);
    expect(added.err).toContain("words@kadal.example (editor)");
    expect((await setPassword(tokenOf(added.out), "backwater ledger 1987")).statusCode).toBe(200);
    const member = await signIn(app, "words@kadal.example", "backwater ledger 1987");
    expect((await member.request("GET", "me")).json().data.role).toBe("editor");
    expect((await member.request("GET", "content/revisions")).statusCode).toBe(200);
    expect((await member.request("GET", "submissions")).statusCode).toBe(403);
  });

  it("lists the members with their role and sessions", async () => {
    const { code, out } = await cli("staff", "list");
    expect(code).toBe(0);
    expect(out).toMatch(/^lead@kadal\.example {2}admin {3}link not used {2}sessions=0/m);
    expect(out).toMatch(/^recruiter@kadal\.example {2}reader {2}password set {2}sessions=\d/m);
  });

  it("revokes a member's sessions", async () => {
    const member = await signIn(app, "recruiter@kadal.example", "monsoon ferry window");
    const { code, out } = await cli("staff", "sessions", "revoke", "recruiter@kadal.example");
    expect(code).toBe(0);
    expect(out).toMatch(/Ended [1-9]\d* session\(s\) of recruiter@kadal\.example/);
    expect((await member.request("GET", "me")).statusCode).toBe(401);
    expect((await cli("staff", "sessions", "revoke", "nobody@kadal.example")).code).toBe(1);
  });

  it("resets: the old password stops working, sessions end, the new link works", async () => {
    const member = await signIn(app, "recruiter@kadal.example", "monsoon ferry window");
    const reset = await cli("staff", "reset", "recruiter@kadal.example");
    expect(reset.code).toBe(0);
    expect((await member.request("GET", "me")).statusCode).toBe(401);
    await expect(signIn(app, "recruiter@kadal.example", "monsoon ferry window")).rejects.toThrow(
      /401/,
    );
    expect((await setPassword(tokenOf(reset.out), "backwater kite season")).statusCode).toBe(200);
    await signIn(app, "recruiter@kadal.example", "backwater kite season");
  });

  it("removes a member: their session ends at once", async () => {
    const member = await signIn(app, "recruiter@kadal.example", "backwater kite season");
    expect((await cli("staff", "remove", "recruiter@kadal.example")).code).toBe(0);
    expect((await member.request("GET", "me")).statusCode).toBe(401);
    expect((await cli("staff", "remove", "recruiter@kadal.example")).code).toBe(1);
  });

  it("writes every change to the audit log as cli, erase included", async () => {
    expect((await cli("erase", "--email", "someone@example.in")).code).toBe(0);
    const { code, out } = await cli("audit", "--limit", "100");
    expect(code).toBe(0);
    for (const action of ["staff-add", "staff-reset", "staff-remove", "sessions-revoke", "erase"])
      expect(out).toMatch(new RegExp(`  cli  ${action}\\b`));
    expect(out).not.toContain("someone@example.in");
    const limited = await cli("audit", "--limit", "1");
    expect(limited.out.trim().split("\n")).toHaveLength(1);
    await expect(cli("audit", "--limit", "0")).rejects.toThrow(UsageError);
  });

  it("a backup restores the members and the audit log", async () => {
    const file = join(dir.path, "staff-backup.sqlite");
    expect((await cli("backup", "--out", file)).code).toBe(0);
    const other = makeTempDir();
    const restoredStores = createStores(await openDatabase({ DATA_DIR: other.path }));
    try {
      const restoredCli = (...argv: string[]) => {
        let out = "";
        return runCommand(argv, restoredStores, {
          out: (t) => void (out += t),
          err: () => {},
        }).then((code) => ({ code, out }));
      };
      expect((await restoredCli("restore", "--from", file)).code).toBe(0);
      expect((await restoredCli("staff", "list")).out).toContain("lead@kadal.example  admin");
      expect((await restoredCli("audit")).out).toContain("staff-add");
    } finally {
      await restoredStores.db.close();
      other.remove();
    }
  });

  it("the real command line prints the link under SITE_ORIGIN", async () => {
    const { stdout } = await run(
      process.execPath,
      [
        "--import",
        "tsx",
        "server/cli/main.ts",
        "staff",
        "add",
        "desk@kadal.example",
        "--role",
        "admin",
      ],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dir.path, SITE_ORIGIN: ORIGIN, DATABASE_URL: "" },
      },
    );
    tokenOf(stdout);
  });
});
