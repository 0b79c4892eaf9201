// Staff passwords: scrypt hashes from node:crypto with their parameters written into the stored
// value (so a later change of cost still verifies old hashes), a constant-time comparison, and
// the rules a new password must pass (length, not a common password).
import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SCRYPT } from "./staff-policy.ts";

export type ScryptParams = { N: number; r: number; p: number; keyLength: number };

/** Hashing and verifying, behind an interface so a test can count the work done per sign-in. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
}

const PREFIX = "scrypt";

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 × N × r, or node refuses the parameters.
    const maxmem = 256 * params.N * params.r;
    scrypt(
      password.normalize("NFC"),
      salt,
      params.keyLength,
      { N: params.N, r: params.r, p: params.p, maxmem },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** `scrypt$N=32768,r=8,p=1$<salt>$<key>` (base64url), or null when the value is not one. */
export function parseHash(
  stored: string,
): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return null;
  const key = Buffer.from(match[5]!, "base64url");
  return {
    params: {
      N: Number(match[1]),
      r: Number(match[2]),
      p: Number(match[3]),
      keyLength: key.length,
    },
    salt: Buffer.from(match[4]!, "base64url"),
    key,
  };
}

export function createPasswordHasher(params: ScryptParams = SCRYPT): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(SCRYPT.saltLength);
      const key = await derive(password, salt, params);
      return `${PREFIX}$N=${params.N},r=${params.r},p=${params.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
    },
    async verify(password, stored) {
      const parsed = parseHash(stored);
      if (!parsed) return false;
      const key = await derive(password, parsed.salt, parsed.params);
      return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
    },
  };
}

/** How many hashes may run at once, and how many may wait for a turn (staff-policy.ts HASHING). */
export type HashingBound = { inFlight: number; queue: number };

/** Thrown instead of hashing when every turn is taken and the queue is full. */
export class HashingBusy extends Error {
  constructor() {
    super("password hashing is busy");
  }
}

/**
 * The hasher with a bound on the work it takes on (decision 1103): at most `inFlight` hashes run
 * at once (each holds one of libuv's few threads and 32 MiB), at most `queue` wait for a turn in
 * arrival order, and any more are refused at once with HashingBusy instead of queueing behind a
 * flood.
 */
export type BoundedHasher = PasswordHasher & {
  /**
   * Whether a hash asked for now would run or wait its turn rather than be refused as busy. Sign-in
   * asks before it reserves an attempt, so that while the bound is full a refusal reserves
   * nothing (decision 1103, amended).
   */
  hasRoom(): boolean;
};

export function boundedHasher(inner: PasswordHasher, bound: HashingBound): BoundedHasher {
  let running = 0;
  const waiting: (() => void)[] = [];
  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running < bound.inFlight) running++;
    else if (waiting.length < bound.queue)
      // The turn is handed over by the one that ends, so `running` stays as it is.
      await new Promise<void>((resolve) => waiting.push(resolve));
    else throw new HashingBusy();
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }
  return {
    hash: (password) => inTurn(() => inner.hash(password)),
    verify: (password, stored) => inTurn(() => inner.verify(password, stored)),
    hasRoom: () => running < bound.inFlight || waiting.length < bound.queue,
  };
}

/**
 * A hash of a random password nobody knows, made once per process with the same parameters as
 * real ones: sign-in verifies against it for an unknown address, so both paths do the same work.
 */
export function dummyHashOf(hasher: PasswordHasher): () => Promise<string> {
  let made: Promise<string> | null = null;
  return () => (made ??= hasher.hash(randomBytes(24).toString("base64url")));
}

const COMMON_FILE = new URL("./common-passwords.txt", import.meta.url);
let common: Set<string> | null = null;

/** The list of common passwords (lower case), read once. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(COMMON_FILE, "utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith("#")),
  );
  return common;
}

/** Why a new password is refused, in the words the set-password page shows; null when it is fine. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Please use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Please use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.toLowerCase();
  // One character repeated, or a well-known password: the first guesses of any attacker.
  if (new Set(lower).size <= 2 || commonPasswords().has(lower))
    return "This password is too common. Please choose another.";
  const local = email?.toLowerCase().split("@")[0] ?? "";
  if (local.length >= 4 && lower.includes(local))
    return "Please do not use your e-mail address in the password.";
  return null;
}
