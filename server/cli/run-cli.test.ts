// Both CLIs' entry points, as an operator runs them: a wrong environment and a wrong call end with
// their own exit codes and say why.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../test-support/temp-dir.ts";

const run = promisify(execFile);
const ROOT = new URL("../../", import.meta.url).pathname;

async function entry(file: string, argv: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", file, ...argv], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe.each([
  ["server/cli/main.ts", "submissions"],
  ["server/cli/content-main.ts", "content"],
])("%s", (file, name) => {
  const dir = makeTempDir();
  afterAll(() => dir.remove());

  it("exits 78 on a wrong environment, naming the variable", async () => {
    const result = await entry(file, ["log"], { DATA_DIR: dir.path, PORT: "eighty" });
    expect(result.code).toBe(78);
    expect(result.stderr).toMatch(/PORT/);
  });

  it("exits 2 on a command it does not know, with its usage", async () => {
    const result = await entry(file, ["frobnicate"], { DATA_DIR: dir.path });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`\n\nUsage: npm run ${name} -- <command>\n`);
  });
});
