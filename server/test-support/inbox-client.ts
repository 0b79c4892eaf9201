// Helpers for the inbox tests: a password hasher that counts its work, members made through the
// real staff store, and a signed-in client that sends what the inbox app sends (session cookie,
// CSRF token, our Origin).
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { INBOX_API, INBOX_SESSION_COOKIE, type StaffRole } from "#contracts/inbox.ts";
import type { Database } from "../db/database.ts";
import { createPasswordHasher, parseHash, type PasswordHasher } from "../inbox/passwords.ts";
import { createStaffStore } from "../inbox/staff-store.ts";
import { SITE_ORIGIN } from "./test-app.ts";

export type VerifyCall = { params: string };

/** The real scrypt hasher, recording the parameters of every hash it verifies against. */
export function countingHasher(): PasswordHasher & { verifies: VerifyCall[] } {
  const real = createPasswordHasher();
  const verifies: VerifyCall[] = [];
  return {
    verifies,
    hash: (password) => real.hash(password),
    async verify(password, stored) {
      const parsed = parseHash(stored);
      verifies.push({
        params: parsed
          ? `N=${parsed.params.N},r=${parsed.params.r},p=${parsed.params.p},salt=${parsed.salt.length},key=${parsed.key.length}`
          : "unparsed",
      });
      return real.verify(password, stored);
    },
  };
}

/** A count that a test can wait on: `until(n)` settles once it has reached n (no polling). */
export function tally() {
  let value = 0;
  const waiting: { n: number; resolve: () => void }[] = [];
  return {
    get value() {
      return value;
    },
    add() {
      value++;
      for (const wait of waiting.filter((w) => value >= w.n)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    },
    until(n: number): Promise<void> {
      return value >= n
        ? Promise.resolve()
        : new Promise((resolve) => waiting.push({ n, resolve }));
    },
  };
}
export type Tally = ReturnType<typeof tally>;

/**
 * The real scrypt hasher behind a gate the test opens: every verify (and hash, with `gateHashes`)
 * that reaches it is recorded (the password, the most running at once) and adds to `progress`,
 * then waits until `open()`. A test adds each answer to the same `progress`, so it can wait until
 * every request it sent has either reached the hashing or been answered.
 */
export function gatedHasher(progress: Tally, { gateHashes = false } = {}) {
  const real = createPasswordHasher();
  let opened!: () => void;
  const gate = new Promise<void>((resolve) => (opened = resolve));
  const verified: string[] = [];
  const hashed: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const atGate = async <T>(work: () => Promise<T>): Promise<T> => {
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    progress.add();
    try {
      await gate;
      return await work();
    } finally {
      running--;
    }
  };
  return {
    verified,
    hashed,
    get mostAtOnce() {
      return mostAtOnce;
    },
    open: () => opened(),
    hash(password: string) {
      if (!gateHashes) return real.hash(password);
      hashed.push(password);
      return atGate(() => real.hash(password));
    },
    verify(password: string, stored: string) {
      verified.push(password);
      return atGate(() => real.verify(password, stored));
    },
  } satisfies PasswordHasher & Record<string, unknown>;
}

export const PASSWORD = "tide-pool lantern 47";

/** Adds a member with a password (through the store, as `staff add` and set-password would). */
export async function addMember(
  db: Database,
  hasher: PasswordHasher,
  email: string,
  role: StaffRole,
  password = PASSWORD,
) {
  const staff = createStaffStore(db);
  const { member, token } = await staff.add(email, role);
  await staff.setPassword(token, await hasher.hash(password));
  return member;
}

export const cookieOf = (response: LightMyRequestResponse): string | undefined =>
  response.cookies.find((c) => c.name === INBOX_SESSION_COOKIE)?.value;

export type InboxClient = {
  email: string;
  cookie: string;
  csrf: string;
  /** A request as the inbox app sends it; `headers` add to or replace the defaults. */
  request(
    method: InjectOptions["method"],
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
};

export function signInRequest(
  app: FastifyInstance,
  email: string,
  password: string,
  extra: Partial<InjectOptions> = {},
) {
  return app.inject({
    method: "POST",
    url: `${INBOX_API}/sign-in`,
    headers: { "content-type": "application/json", origin: SITE_ORIGIN },
    payload: JSON.stringify({ email, password }),
    ...extra,
  });
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  remoteAddress = "127.0.0.1",
): Promise<InboxClient> {
  const response = await signInRequest(app, email, password, { remoteAddress });
  if (response.statusCode !== 200)
    throw new Error(`sign-in ${response.statusCode} ${response.body}`);
  const cookie = cookieOf(response)!;
  const csrf = (response.json() as { data: { me: { csrfToken: string } } }).data.me.csrfToken;
  return {
    email,
    cookie,
    csrf,
    request: (method, path, body, headers = {}) =>
      app.inject({
        method,
        url: path.startsWith("/") ? path : `${INBOX_API}/${path}`,
        headers: {
          cookie: `${INBOX_SESSION_COOKIE}=${cookie}`,
          "x-csrf-token": csrf,
          origin: SITE_ORIGIN,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      }),
  };
}
