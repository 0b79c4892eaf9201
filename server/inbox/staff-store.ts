// Staff members, their one-time set-password links and their sessions. Secrets are kept only as
// SHA-256 hashes: a link's token and a session's cookie value never reach the database, so a copy
// of it (a backup) lets nobody in.
import { createHash, randomBytes } from "node:crypto";
import type { StaffRole } from "#contracts/inbox.ts";
import { type Database, newId, type Queryable } from "../db/database.ts";
import { clearAddress } from "./sign-in-limits.ts";
import {
  PASSWORD_LINK_MS,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
} from "./staff-policy.ts";

export type Member = {
  id: string;
  email: string;
  role: StaffRole;
  passwordHash: string | null;
  createdAt: number;
};

export type MemberListing = Member & { sessions: number };

/** A signed-in request's session, with its member. */
export type Session = {
  id: string;
  memberId: string;
  email: string;
  role: StaffRole;
  csrfToken: string;
  createdAt: number;
};

/** 32 random bytes as base64url: a session cookie, a CSRF token, a set-password token. */
export const randomSecret = () => randomBytes(32).toString("base64url");
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const normalEmail = (email: string) => email.trim().toLowerCase();

type MemberRow = {
  id: string;
  email: string;
  role: string;
  password_hash: string | null;
  created_at: number | string;
};

const toMember = (row: MemberRow): Member => ({
  id: row.id,
  email: row.email,
  role: row.role as StaffRole,
  passwordHash: row.password_hash,
  createdAt: Number(row.created_at),
});

export class MemberExists extends Error {}

export interface StaffStore {
  /** Adds a member without a password; answers the set-password token (shown once). */
  add(email: string, role: StaffRole, now?: number): Promise<{ member: Member; token: string }>;
  find(email: string): Promise<Member | null>;
  /** Every member with the number of their live sessions. */
  list(now?: number): Promise<MemberListing[]>;
  /** Deletes the member with their sessions and links; answers false when there was none. */
  remove(email: string): Promise<boolean>;
  /**
   * Clears the password, ends every session, ends a lock on sign-in for the address, and answers
   * a new set-password token.
   */
  reset(email: string, now?: number): Promise<string | null>;
  /** The member a set-password token belongs to, when it is still valid. */
  tokenOwner(token: string, now?: number): Promise<Member | null>;
  /**
   * Uses the token once: sets the password and ends the member's sessions. Answers the member's
   * address, or null when the token was already used, expired or never existed.
   */
  setPassword(token: string, passwordHash: string, now?: number): Promise<string | null>;
  /** A new session; answers the cookie value (never stored) and the session's CSRF token. */
  startSession(memberId: string, now?: number): Promise<{ cookie: string; csrfToken: string }>;
  /** The live session a cookie value names (expired ones are deleted on sight), touching it. */
  session(cookie: string, now?: number, touch?: boolean): Promise<Session | null>;
  endSession(cookie: string): Promise<void>;
  /** Ends every session of a member; answers how many there were. */
  endSessionsOf(memberId: string): Promise<number>;
}

async function issueToken(tx: Queryable, memberId: string, now: number): Promise<string> {
  // Only the newest link works: an older one (perhaps sent to the wrong place) dies with it.
  await tx.run("DELETE FROM staff_password_tokens WHERE member_id = ? OR expires_at <= ?", [
    memberId,
    now,
  ]);
  const token = randomSecret();
  await tx.run(
    "INSERT INTO staff_password_tokens (token_hash, member_id, expires_at) VALUES (?, ?, ?)",
    [sha256(token), memberId, now + PASSWORD_LINK_MS],
  );
  return token;
}

export function createStaffStore(db: Database): StaffStore {
  const find = async (q: Queryable, email: string) => {
    const [row] = await q.query<MemberRow>("SELECT * FROM staff_members WHERE email = ?", [
      normalEmail(email),
    ]);
    return row ? toMember(row) : null;
  };

  return {
    add: (email, role, now = Date.now()) =>
      db.transaction(async (tx) => {
        if (await find(tx, email))
          throw new MemberExists(`${normalEmail(email)} is already a member`);
        const member: Member = {
          id: newId(now),
          email: normalEmail(email),
          role,
          passwordHash: null,
          createdAt: now,
        };
        await tx.run(
          "INSERT INTO staff_members (id, email, role, password_hash, created_at) VALUES (?, ?, ?, NULL, ?)",
          [member.id, member.email, role, now],
        );
        return { member, token: await issueToken(tx, member.id, now) };
      }),

    find: (email) => find(db, email),

    async list(now = Date.now()) {
      const rows = await db.query<MemberRow & { sessions: number | string }>(
        `SELECT m.*, (SELECT COUNT(*) FROM staff_sessions s WHERE s.member_id = m.id
                        AND s.last_seen_at > ? AND s.created_at > ?) AS sessions
         FROM staff_members m ORDER BY m.email`,
        [now - SESSION_IDLE_MS, now - SESSION_ABSOLUTE_MS],
      );
      return rows.map((row) => ({ ...toMember(row), sessions: Number(row.sessions) }));
    },

    async remove(email) {
      // Sessions and links go by cascade, in the same statement: the next request is a 401.
      return (await db.run("DELETE FROM staff_members WHERE email = ?", [normalEmail(email)])) > 0;
    },

    reset: (email, now = Date.now()) =>
      db.transaction(async (tx) => {
        const member = await find(tx, email);
        if (!member) return null;
        await tx.run("UPDATE staff_members SET password_hash = NULL WHERE id = ?", [member.id]);
        await tx.run("DELETE FROM staff_sessions WHERE member_id = ?", [member.id]);
        await clearAddress(tx, member.email, now);
        return issueToken(tx, member.id, now);
      }),

    async tokenOwner(token, now = Date.now()) {
      const [row] = await db.query<MemberRow>(
        `SELECT m.* FROM staff_password_tokens t JOIN staff_members m ON m.id = t.member_id
         WHERE t.token_hash = ? AND t.expires_at > ?`,
        [sha256(token), now],
      );
      return row ? toMember(row) : null;
    },

    setPassword: (token, passwordHash, now = Date.now()) =>
      db.transaction(async (tx) => {
        const [row] = await tx.query<{ member_id: string }>(
          "DELETE FROM staff_password_tokens WHERE token_hash = ? AND expires_at > ? RETURNING member_id",
          [sha256(token), now],
        );
        if (!row) return null;
        await tx.run("UPDATE staff_members SET password_hash = ? WHERE id = ?", [
          passwordHash,
          row.member_id,
        ]);
        await tx.run("DELETE FROM staff_sessions WHERE member_id = ?", [row.member_id]);
        const [member] = await tx.query<{ email: string }>(
          "SELECT email FROM staff_members WHERE id = ?",
          [row.member_id],
        );
        return member?.email ?? null;
      }),

    async startSession(memberId, now = Date.now()) {
      // Sessions that ended by time but were never seen again are cleared here, at each sign-in.
      await db.run("DELETE FROM staff_sessions WHERE last_seen_at <= ? OR created_at <= ?", [
        now - SESSION_IDLE_MS,
        now - SESSION_ABSOLUTE_MS,
      ]);
      const cookie = randomSecret();
      const csrfToken = randomSecret();
      await db.run(
        "INSERT INTO staff_sessions (id, member_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)",
        [sha256(cookie), memberId, csrfToken, now, now],
      );
      return { cookie, csrfToken };
    },

    async session(cookie, now = Date.now(), touch = true) {
      const id = sha256(cookie);
      const [row] = await db.query<{
        member_id: string;
        email: string;
        role: string;
        csrf_token: string;
        created_at: number | string;
        last_seen_at: number | string;
      }>(
        `SELECT s.member_id, m.email, m.role, s.csrf_token, s.created_at, s.last_seen_at
         FROM staff_sessions s JOIN staff_members m ON m.id = s.member_id WHERE s.id = ?`,
        [id],
      );
      if (!row) return null;
      const createdAt = Number(row.created_at);
      const lastSeen = Number(row.last_seen_at);
      if (now - lastSeen >= SESSION_IDLE_MS || now - createdAt >= SESSION_ABSOLUTE_MS) {
        await db.run("DELETE FROM staff_sessions WHERE id = ?", [id]);
        return null;
      }
      if (touch && now - lastSeen >= SESSION_TOUCH_MS)
        await db.run("UPDATE staff_sessions SET last_seen_at = ? WHERE id = ?", [now, id]);
      return {
        id,
        memberId: row.member_id,
        email: row.email,
        role: row.role as StaffRole,
        csrfToken: row.csrf_token,
        createdAt,
      };
    },

    async endSession(cookie) {
      await db.run("DELETE FROM staff_sessions WHERE id = ?", [sha256(cookie)]);
    },

    endSessionsOf: (memberId) =>
      db.run("DELETE FROM staff_sessions WHERE member_id = ?", [memberId]),
  };
}
