// The operator's staff commands (`staff add|list|remove|reset|unlock|sessions revoke`, `audit`): members
// of the inbox are made here, each with a one-time link to set their password. Every change is
// written to the audit log with the actor "cli".
import { INBOX_BASE, STAFF_ROLES, type StaffRole } from "#contracts/inbox.ts";
import { EMAIL_PATTERN } from "#contracts/fields.ts";
import type { Database } from "../db/database.ts";
import { audit, auditPage, CLI_ACTOR } from "../inbox/audit-log.ts";
import { clearAddress } from "../inbox/sign-in-limits.ts";
import { DEFAULT_ROLE, PASSWORD_LINK_MS } from "../inbox/staff-policy.ts";
import { createStaffStore, MemberExists } from "../inbox/staff-store.ts";

export class StaffUsageError extends Error {}

export type StaffIo = { out: (text: string) => void; err: (text: string) => void };

/** The absolute set-password link; the token rides in the fragment, never sent to a server log. */
export const setPasswordLink = (siteOrigin: string, token: string) =>
  `${siteOrigin}${INBOX_BASE}/set-password#token=${token}`;

const iso = (time: number) => new Date(time).toISOString();
const HOURS = PASSWORD_LINK_MS / 3_600_000;

function emailArg(value: string | undefined, command: string): string {
  if (!value) throw new StaffUsageError(`${command} needs an e-mail address`);
  if (!EMAIL_PATTERN.test(value.trim()))
    throw new StaffUsageError(`${value} is not an e-mail address`);
  return value.trim().toLowerCase();
}

export async function runStaffCommand(
  words: string[],
  flags: { role?: string | undefined },
  db: Database,
  siteOrigin: string,
  io: StaffIo,
): Promise<number> {
  const staff = createStaffStore(db);
  const [sub, arg, extra] = words;
  switch (sub) {
    case "add": {
      const email = emailArg(arg, "staff add");
      const role = (flags.role ?? DEFAULT_ROLE) as StaffRole;
      if (!STAFF_ROLES.includes(role))
        throw new StaffUsageError(`--role must be one of ${STAFF_ROLES.join(", ")}`);
      try {
        const { token } = await staff.add(email, role);
        await audit(db, { actor: CLI_ACTOR, action: "staff-add", target: email, detail: role });
        io.err(
          `Added ${email} (${role}). Send them this link to set a password (valid ${HOURS} hours, once):\n`,
        );
        io.out(`${setPasswordLink(siteOrigin, token)}\n`);
        return 0;
      } catch (error) {
        if (!(error instanceof MemberExists)) throw error;
        io.err(`${error.message}; use staff reset to send a new link\n`);
        return 1;
      }
    }
    case "list": {
      const members = await staff.list();
      for (const m of members)
        io.out(
          `${m.email}  ${m.role.padEnd(6)}  ${m.passwordHash ? "password set" : "link not used"}  sessions=${m.sessions}  added ${iso(m.createdAt)}\n`,
        );
      io.err(`${members.length} member(s)\n`);
      return 0;
    }
    case "remove": {
      const email = emailArg(arg, "staff remove");
      if (!(await staff.remove(email))) {
        io.err(`No member ${email}\n`);
        return 1;
      }
      await audit(db, { actor: CLI_ACTOR, action: "staff-remove", target: email });
      io.err(`Removed ${email}; their sessions ended\n`);
      return 0;
    }
    case "reset": {
      const email = emailArg(arg, "staff reset");
      const token = await staff.reset(email);
      if (!token) {
        io.err(`No member ${email}\n`);
        return 1;
      }
      await audit(db, { actor: CLI_ACTOR, action: "staff-reset", target: email });
      io.err(
        `${email}'s password no longer works, their sessions ended and any lock on sign-in ended. New link (valid ${HOURS} hours, once):\n`,
      );
      io.out(`${setPasswordLink(siteOrigin, token)}\n`);
      return 0;
    }
    case "unlock": {
      const email = emailArg(arg, "staff unlock");
      if (!(await staff.find(email))) {
        io.err(`No member ${email}\n`);
        return 1;
      }
      const now = Date.now();
      const leftMs = await clearAddress(db, email, now);
      const left =
        leftMs > 0 ? `${Math.ceil(leftMs / 60_000)} minute(s) of lock left` : "not locked";
      await audit(
        db,
        { actor: CLI_ACTOR, action: "staff-unlock", target: email, detail: left },
        now,
      );
      io.out(
        leftMs > 0
          ? `Unlocked ${email}: sign-in works again (the lock had ${Math.ceil(leftMs / 60_000)} minute(s) left); failed attempts forgotten\n`
          : `${email} was not locked; failed attempts forgotten\n`,
      );
      return 0;
    }
    case "sessions": {
      if (arg !== "revoke") throw new StaffUsageError("staff sessions revoke EMAIL");
      const email = emailArg(extra, "staff sessions revoke");
      const member = await staff.find(email);
      if (!member) {
        io.err(`No member ${email}\n`);
        return 1;
      }
      const ended = await staff.endSessionsOf(member.id);
      await audit(db, {
        actor: CLI_ACTOR,
        action: "sessions-revoke",
        target: email,
        detail: `${ended} session(s)`,
      });
      io.out(`Ended ${ended} session(s) of ${email}\n`);
      return 0;
    }
    default:
      throw new StaffUsageError("staff add|list|remove|reset|unlock|sessions revoke");
  }
}

export async function runAuditCommand(db: Database, limit: number, io: StaffIo): Promise<number> {
  const { items } = await auditPage(db, undefined, limit);
  for (const e of items)
    io.out(
      `${iso(e.at)}  ${e.actor}  ${e.action}${e.target ? `  ${e.target}` : ""}${e.detail ? `  (${e.detail})` : ""}\n`,
    );
  io.err(`${items.length} entr${items.length === 1 ? "y" : "ies"}, newest first\n`);
  return 0;
}
