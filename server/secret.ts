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
import { deflateRawSync } from "node:zlib";

/** The shortest secret accepted, from the environment or the file (as env.ts asks of SECRET). */
export const SECRET_MIN_LENGTH = 32;
/** 32 bytes: what the generated secret carries, and what a chosen one must be worth (decision 1109). */
export const SECRET_MIN_BITS = 256;

export class SecretError extends Error {}

/**
 * The alphabets secrets are written in, narrowest first: a secret all of whose characters fall in
 * one is taken to be random in it (hex from `openssl rand -hex`, base64url as generated here,
 * base64 from `openssl rand -base64`). Other text is judged by the classes of character it uses.
 */
const ENCODINGS: Array<[RegExp, number]> = [
  [/^[0-9a-f]+$/i, 16],
  [/^[\w-]+$/, 64],
  [/^[A-Za-z0-9+/]+=*$/, 64],
];
const CLASSES: Array<[RegExp, number]> = [
  [/[a-z]/, 26],
  [/[A-Z]/, 26],
  [/[0-9]/, 10],
  [/[!-/:-@[-`{-~ ]/, 33],
  [/[^\x20-\x7e]/, 128],
];

/** Random text has chance structure (a repeated pair, `abc` somewhere): two bytes of it are forgiven. */
const CHANCE_BITS = 16;

/**
 * Why a secret is too weak to sign with, or null. Nothing can measure a given string's real
 * entropy; this bounds it from above and refuses what falls short of SECRET_MIN_BITS (less two
 * bytes for chance): the bits of the alphabet it is written in for each character that is not the
 * fourth or later of a run (`abcd`, `4321`, `zzzz`), and never more than deflate leaves of it
 * (a pattern, a phrase said twice). White space around it does not count.
 */
export function secretWeakness(raw: string): string | null {
  const secret = raw.trim();
  if (secret.length < SECRET_MIN_LENGTH)
    return `must be at least ${SECRET_MIN_LENGTH} characters (without the white space around it)`;
  const text = secret.replace(/=+$/, "");
  const encoding = ENCODINGS.find(([alphabet]) => alphabet.test(text));
  const pool = encoding
    ? encoding[1]
    : CLASSES.reduce((sum, [test, size]) => (test.test(text) ? sum + size : sum), 0);
  let inRuns = 0;
  for (let i = 3; i < text.length; i += 1) {
    const step = text.charCodeAt(i) - text.charCodeAt(i - 1);
    if (
      Math.abs(step) <= 1 &&
      text.charCodeAt(i - 1) - text.charCodeAt(i - 2) === step &&
      text.charCodeAt(i - 2) - text.charCodeAt(i - 3) === step
    )
      inRuns += 1;
  }
  // Deflate's output is a ceiling on what the text holds once repeats are taken out.
  const bits = Math.floor(
    Math.min(
      (text.length - inRuns) * Math.log2(pool),
      deflateRawSync(text, { level: 9 }).length * 8,
    ),
  );
  if (bits < SECRET_MIN_BITS - CHANCE_BITS)
    return `looks too weak: worth about ${bits} bits where ${SECRET_MIN_BITS} are needed (make one with \`openssl rand -hex 32\`)`;
  return null;
}

function readSecret(file: string): string {
  const secret = readFileSync(file, "utf8").trim();
  const weakness = secretWeakness(secret);
  if (weakness) {
    throw new SecretError(
      `${file} holds no usable secret (it ${weakness}). ` +
        "Remove the file to have a new one made (links already mailed stop working), or set SECRET.",
    );
  }
  return secret;
}

export function loadSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv !== undefined) {
    // env.ts refuses a weak SECRET at start; this holds for any other caller too.
    const weakness = secretWeakness(fromEnv);
    if (weakness) throw new SecretError(`SECRET ${weakness}`);
    return fromEnv.trim();
  }
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
