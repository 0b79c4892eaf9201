// The generated secret: made once, whole, private, shared by servers starting together; a file
// that holds no usable secret is refused rather than used as an empty key.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { loadSecret, SecretError, secretWeakness } from "./secret.ts";
import { makeTempDir } from "./test-support/temp-dir.ts";

const run = promisify(execFile);

describe("the signing secret", () => {
  const dirs: { path: string; remove: () => void }[] = [];
  const tempDir = () => {
    const dir = makeTempDir("kadal-secret-");
    dirs.push(dir);
    return dir.path;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => dir.remove()));

  it("is made once, readable only by its owner, and read back on the next start", () => {
    const dir = tempDir();
    const first = loadSecret(dir, undefined);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, "secret")).mode & 0o777).toBe(0o600);
    expect(loadSecret(dir, undefined)).toBe(first);
    expect(readdirSync(dir)).toEqual(["secret"]);
  });

  it.each([
    ["empty", ""],
    ["blank", "  \n"],
    ["short", "abc\n"],
  ])("refuses a %s secret file instead of signing with it", (_label, content) => {
    const dir = tempDir();
    writeFileSync(join(dir, "secret"), content, { mode: 0o600 });
    expect(() => loadSecret(dir, undefined)).toThrow(SecretError);
  });

  it("gives servers that start at the same moment the same secret", async () => {
    const dir = tempDir();
    const module = JSON.stringify(join(import.meta.dirname, "secret.ts"));
    const script = `import(${module}).then((m) => process.stdout.write(m.loadSecret(process.argv[1])))`;
    const secrets = await Promise.all(
      Array.from({ length: 6 }, () =>
        run(process.execPath, ["--import", "tsx", "-e", script, dir]).then((r) => r.stdout),
      ),
    );
    expect(secrets[0]!.length).toBeGreaterThanOrEqual(32);
    expect(new Set(secrets).size).toBe(1);
    expect(readdirSync(dir)).toEqual(["secret"]);
  });

  it("prefers SECRET from the environment, trimmed, by the same rule as the file's", () => {
    const strong = randomBytes(32).toString("hex");
    expect(loadSecret(tempDir(), `${strong}\n`)).toBe(strong);
    expect(() => loadSecret(tempDir(), "e".repeat(40))).toThrowError(SecretError);
    expect(() => loadSecret(tempDir(), " ".repeat(40))).toThrowError(SecretError);
  });

  it("refuses a weak secret file as it refuses a weak SECRET", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "secret"), "secret-secret-secret-secret-secret-secret\n");
    expect(() => loadSecret(dir, undefined)).toThrowError(/no usable secret/);
  });

  it("judges random secrets in the usual encodings strong, and patterns weak", () => {
    for (let i = 0; i < 300; i += 1) {
      for (const encoding of ["hex", "base64url", "base64"] as const)
        expect(secretWeakness(randomBytes(32).toString(encoding))).toBeNull();
    }
    for (const weak of [
      "kadal-kadal-kadal-kadal-kadal-kadal-kadal-kadal",
      "abcdefghijklmnopqrstuvwxyz0123456789",
      "1111111111111111111111111111111111111111111111111111111111111111",
    ])
      expect(secretWeakness(weak), weak).toMatch(/too weak/);
  });
});
