// The staff inbox's numbers in one place: password rules and hashing cost, session lifetimes,
// link lifetime, sign-in limits and the live-update timing (decisions 1011–1013).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** scrypt, memory-hard: 2^15 × 8 × 128 bytes = 32 MiB per hash (decision 1011). */
export const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

export const PASSWORD_MIN_LENGTH = 12;
/** Long enough for any passphrase, short enough that hashing it costs nothing extra. */
export const PASSWORD_MAX_LENGTH = 200;

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS = 60 * MINUTE;
/** …and at the latest this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 12 * HOUR;
/** last_seen_at is written at most this often per session (a write per request is not needed). */
export const SESSION_TOUCH_MS = MINUTE;

/** How long a set-password link printed by `staff add` / `staff reset` can be used. */
export const PASSWORD_LINK_MS = 48 * HOUR;

/** What `staff add` makes without --role: the least power (decision 1011). */
export const DEFAULT_ROLE = "reader" as const;

/** Failed sign-ins (decision 1012): counted in a window, then a lock that doubles each time. */
export const SIGN_IN_LIMITS = {
  /** Failures per address (known or not) within the window before it is locked. */
  perAccount: 5,
  /** Failures per client address within the window before it is locked. */
  perClient: 20,
  windowMs: 15 * MINUTE,
  /** The first lock; each further lock while the record is remembered doubles it. */
  firstLockMs: 15 * MINUTE,
  maxLockMs: 24 * HOUR,
  /** A record with no failure for this long is forgotten (and the doubling starts over). */
  forgetAfterMs: 24 * HOUR,
} as const;

/**
 * Password hashing at once, per server (decision 1103): hashes running, and sign-ins or new
 * passwords waiting for a turn; past that the request is answered 429 with this Retry-After.
 */
export const HASHING = { inFlight: 2, queue: 8, retryAfterSeconds: 2 } as const;

/** The live unread count: how often each open stream looks at the database, and keeps alive. */
export const EVENTS_POLL_MS = 2_000;
export const EVENTS_PING_MS = 25_000;

/** Page sizes of the lists. */
export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 100;
