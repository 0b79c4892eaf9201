// The signing secret: SECRET from the environment, or one generated on first start and kept in
// DATA_DIR so that tokens and confirmation links stay valid across restarts.
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export function loadSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, "secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    // "wx" fails if another process won the race; then read what it wrote.
    try {
      writeFileSync(file, `${secret}\n`, { flag: "wx", mode: 0o600 });
      return secret;
    } catch {
      return readFileSync(file, "utf8").trim();
    }
  }
}
