// The signing secret: SECRET from the environment, or one generated on first start and kept in
// DATA_DIR so that tokens and confirmation links stay valid across restarts. The file appears
// whole or not at all (written and synced under a temporary name, then linked into place), so two
// servers starting at once agree on one secret and a crash never leaves an empty one behind.
import { randomBytes } from "node:crypto";
import {
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";

/** The shortest secret accepted, from the environment or the file (as env.ts asks of SECRET). */
export const SECRET_MIN_LENGTH = 32;

export class SecretError extends Error {}

function readSecret(file: string): string {
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < SECRET_MIN_LENGTH) {
    throw new SecretError(
      `${file} holds no usable secret (shorter than ${SECRET_MIN_LENGTH} characters). ` +
        "Remove the file to have a new one made (links already mailed stop working), or set SECRET.",
    );
  }
  return secret;
}

export function loadSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, "secret");
  try {
    return readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const temporary = join(dataDir, `secret.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  const fd = openSync(temporary, "wx", 0o600);
  try {
    writeSync(fd, `${randomBytes(32).toString("base64url")}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    // link() fails when the name exists: whoever linked first wins, everyone reads theirs.
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(temporary);
  }
  const dir = openSync(dataDir, "r");
  try {
    fsyncSync(dir); // the new name survives a power cut
  } finally {
    closeSync(dir);
  }
  return readSecret(file);
}
