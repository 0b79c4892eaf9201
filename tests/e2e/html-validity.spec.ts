// Every page the build writes is valid HTML by the Nu HTML Checker (vnu-jar, run with the
// machine's Java): zero errors. Warnings are printed, not failed on.
import { test, expect } from "@playwright/test";
import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import { promisify } from "node:util";

const CLIENT = join(process.cwd(), "build", "client");
// The package exports the path of its jar.
const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) => join(dir, name));

test("every built page passes the Nu HTML Checker with no errors", async () => {
  test.setTimeout(180_000);
  const files = htmlFiles(CLIENT);
  expect(files.length).toBeGreaterThan(30);
  // vnu exits 1 when it finds errors; the JSON report on stderr says which.
  const { stderr } = await promisify(execFile)(
    "java",
    ["-Xss8m", "-jar", VNU_JAR, "--format", "json", "--exit-zero-always", ...files],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  const describe = (m: VnuMessage) =>
    `${relative(CLIENT, decodeURIComponent((m.url ?? "").replace(/^file:/, "")))}: ${m.message}${
      m.extract ? ` — ${m.extract.trim()}` : ""
    }`;
  const warnings = messages.filter((m) => m.type === "info" && m.subType === "warning");
  if (warnings.length)
    console.log(`vnu warnings (${warnings.length}):\n${warnings.map(describe).join("\n")}`);
  const errors = messages.filter((m) => m.type !== "info");
  expect(errors.map(describe)).toEqual([]);
});
