// The operator commands over stored submissions; main.ts wires them to the configured database.
import { writeFileSync } from "node:fs";
import { FORM_KINDS, type FormKind } from "#contracts/endpoints.ts";
import { parseArgs } from "node:util";
import type { Stores } from "../services.ts";
import {
  eraseByEmail,
  type ErasureOptions,
  purgeOlderThan,
  type Removed,
} from "../submissions/erasure.ts";
import type { Submission } from "../submissions/submission-store.ts";
import { toCsv } from "./csv.ts";
import { audit, CLI_ACTOR, erasedName } from "../inbox/audit-log.ts";
import { EnvSchema } from "../env.ts";
import { runAuditCommand, runStaffCommand, StaffUsageError } from "./staff-commands.ts";

/** The origin links are made from when the caller names none (the environment's default). */
const DEFAULT_SITE_ORIGIN = EnvSchema.shape.SITE_ORIGIN.parse(undefined);
import { BackupError, backupTo, restoreFrom } from "../db/backup.ts";

/** A backup or restore the operator asked wrongly is a usage error, with its reason. */
function backupProblem(error: unknown): never {
  if (error instanceof BackupError) throw new UsageError(error.message);
  throw error;
}

export const USAGE = `Usage: npm run submissions -- <command>

  list [--form F] [--since DATE]          submissions, oldest first (F: ${FORM_KINDS.join(", ")})
  show ID                                 one submission with its files and mails, as JSON
  export --format json|csv [--form F] [--since DATE]
                                          all submissions to stdout (CSV is spreadsheet-safe)
  attachment ID --out FILE                write a stored file (ID of the file or of its submission)
  erase --email ADDRESS                   delete everything stored about an address
  purge --older-than DAYS                 delete submissions older than DAYS days
  mail status                             outbox counts and dead-lettered mails
  mail retry                              put dead-lettered mails back in the queue
  backup --out FILE                       a consistent copy of the SQLite database, server running
  restore --from FILE [--force]           the backup's rows into this database (--force: replace
                                          what it holds; stop the server first)
  staff add EMAIL [--role admin|reader]   a member of the staff inbox (default role: reader);
                                          prints their one-time link to set a password
  staff list                              the members, their role and open sessions
  staff remove EMAIL                      remove a member; their sessions end at once
  staff reset EMAIL                       their password stops working, sessions end, a lock on
                                          sign-in ends; prints a new link
  staff unlock EMAIL                      end a lock on sign-in for that address (failed
                                          attempts forgotten)
  staff sessions revoke EMAIL             sign a member out everywhere
  audit [--limit N]                       the inbox's audit log, newest first (default 50)
`;

/** Escapes C0 (but line breaks and tabs) and C1 control characters as \uXXXX. */
export function escapeControls(text: string): string {
  return text.replace(
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export class UsageError extends Error {}

export type Io = { out: (text: string) => void; err: (text: string) => void };

const OPTIONS = {
  form: { type: "string" },
  since: { type: "string" },
  format: { type: "string" },
  out: { type: "string" },
  email: { type: "string" },
  "older-than": { type: "string" },
  from: { type: "string" },
  force: { type: "boolean" },
  role: { type: "string" },
  limit: { type: "string" },
} as const;

type Flags = {
  [K in keyof typeof OPTIONS]?: (typeof OPTIONS)[K]["type"] extends "boolean"
    ? boolean | undefined
    : string | undefined;
};

/** The command line's words and --flags; an unknown flag or one without its value is a usage error. */
export function parseCommandLine(argv: string[]): { positional: string[]; flags: Flags } {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    return { positional: positionals, flags: values };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

function formFlag(flags: Flags): FormKind | undefined {
  const form = flags.form;
  if (form === undefined) return undefined;
  if (!(FORM_KINDS as string[]).includes(form))
    throw new UsageError(`--form must be one of ${FORM_KINDS.join(", ")}`);
  return form as FormKind;
}

function sinceFlag(flags: Flags): number | undefined {
  const since = flags.since;
  if (since === undefined) return undefined;
  const time = Date.parse(since);
  if (Number.isNaN(time)) throw new UsageError(`--since must be a date such as 2025-01-31`);
  return time;
}

const iso = (time: number) => new Date(time).toISOString();

/** What an export holds per submission: everything but the file contents. */
function exported(s: Submission) {
  return {
    id: s.id,
    createdAt: iso(s.createdAt),
    form: s.form,
    status: s.status,
    spamReason: s.spamReason,
    email: s.email,
    page: s.page,
    data: s.data,
    attachments: s.attachments,
  };
}

export function csvOfSubmissions(submissions: Submission[]): string {
  const fields = [...new Set(submissions.flatMap((s) => Object.keys(s.data)))].sort();
  const header = [
    "id",
    "created_at",
    "form",
    "status",
    "spam_reason",
    "email",
    "page",
    "attachments",
    ...fields,
  ];
  const rows = submissions.map((s) => [
    s.id,
    iso(s.createdAt),
    s.form,
    s.status,
    s.spamReason,
    s.email,
    s.page,
    s.attachments.map((a) => `${a.fileName} (${a.id})`).join("; "),
    ...fields.map((field) => s.data[field]),
  ]);
  return toCsv(header, rows);
}

/** Runs one command; answers the process exit code. */
/** What erase and purge report; a log still holding old pages is said, with what to do. */
function removedLine(verb: string, removed: Removed): string {
  const line = `${verb} ${removed.submissions} submission(s), ${removed.subscriptions} subscription(s) and ${removed.mailFiles} mail file(s)\n`;
  return removed.logCleared
    ? line
    : `${line}The database's write-ahead log is still in use and keeps the old pages; run the command again when the server is quiet\n`;
}

/** Where erasure finds mail files, and the origin the staff commands' links are made from. */
export type CommandOptions = ErasureOptions & { siteOrigin?: string };

export async function runCommand(
  argv: string[],
  stores: Stores,
  io: Io,
  files: CommandOptions = {},
): Promise<number> {
  const { submissions, outbox } = stores;
  const { positional, flags } = parseCommandLine(argv);
  const [command, sub] = positional;
  switch (command) {
    case "list": {
      const rows = await submissions.list({ form: formFlag(flags), since: sinceFlag(flags) });
      for (const s of rows) {
        const files = s.attachments.length ? ` files=${s.attachments.length}` : "";
        const spam = s.spamReason ? ` (${s.spamReason})` : "";
        io.out(
          `${s.id}  ${iso(s.createdAt)}  ${s.form.padEnd(11)} ${s.status}${spam}  ${s.email ?? "-"}${files}\n`,
        );
      }
      io.err(`${rows.length} submission(s)\n`);
      return 0;
    }
    case "show": {
      if (!sub) throw new UsageError("show needs a submission id");
      const s = await submissions.get(sub);
      if (!s) {
        io.err(`No submission ${sub}\n`);
        return 1;
      }
      const mails = (await outbox.list({ submissionId: s.id })).map((m) => ({
        id: m.id,
        kind: m.kind,
        status: m.status,
        attempts: m.attempts,
        lastError: m.lastError,
        sentAt: m.sentAt === null ? null : iso(m.sentAt),
      }));
      io.out(`${JSON.stringify({ ...exported(s), mails }, null, 2)}\n`);
      return 0;
    }
    case "export": {
      const format = flags.format ?? "json";
      const rows = await submissions.list({ form: formFlag(flags), since: sinceFlag(flags) });
      if (format === "json") io.out(`${JSON.stringify(rows.map(exported), null, 2)}\n`);
      else if (format === "csv") io.out(csvOfSubmissions(rows));
      else throw new UsageError("--format must be json or csv");
      return 0;
    }
    case "attachment": {
      const out = flags.out;
      if (!sub || !out) throw new UsageError("attachment needs an id and --out FILE");
      let file = await submissions.getAttachment(sub);
      if (!file) {
        const owner = await submissions.get(sub);
        const first = owner?.attachments[0];
        file = first ? await submissions.getAttachment(first.id) : null;
      }
      if (!file) {
        io.err(`No attachment ${sub}\n`);
        return 1;
      }
      // "wx": never overwrite an existing file by accident.
      writeFileSync(out, file.content, { flag: "wx", mode: 0o600 });
      io.err(`Wrote ${file.size} bytes (${file.fileName}, ${file.contentType}) to ${out}\n`);
      return 0;
    }
    case "erase": {
      const email = flags.email;
      if (!email) throw new UsageError("erase needs --email ADDRESS");
      const removed = await eraseByEmail(stores.db, email, files);
      // The address itself is not kept in the log: erasure removed it (decision 1013).
      await audit(stores.db, {
        actor: CLI_ACTOR,
        action: "erase",
        target: erasedName(email),
        detail: `${removed.submissions} submission(s), ${removed.subscriptions} subscription(s), ${removed.mails} mail(s)`,
      });
      io.out(removedLine("Erased", removed));
      return removed.logCleared ? 0 : 1;
    }
    case "purge": {
      const days = Number(flags["older-than"]);
      if (!Number.isFinite(days) || days < 0) throw new UsageError("purge needs --older-than DAYS");
      const cutoff = Date.now() - days * 24 * 60 * 60 * 1000;
      const removed = await purgeOlderThan(stores.db, cutoff, files);
      io.out(removedLine("Purged", removed));
      return removed.logCleared ? 0 : 1;
    }
    case "backup": {
      if (!flags.out) throw new UsageError("backup needs --out FILE");
      await backupTo(stores.db, flags.out).catch(backupProblem);
      io.err(`Backed up to ${flags.out}\n`);
      return 0;
    }
    case "restore": {
      if (!flags.from) throw new UsageError("restore needs --from FILE");
      const restored = await restoreFrom(stores.db, flags.from, {
        force: flags.force ?? false,
      }).catch(backupProblem);
      io.out(
        `Restored ${restored.submissions} submission(s), ${restored.attachments} file(s), ${restored.subscriptions} subscription(s), ${restored.outbox} mail(s) and ${restored.content_revisions} content revision(s)\n`,
      );
      return 0;
    }
    case "mail": {
      if (sub === "status") {
        const stats = await outbox.stats();
        const counts = Object.entries(stats.counts)
          .map(([status, n]) => `${status}=${n}`)
          .join(" ");
        io.out(`${counts}\n`);
        if (stats.oldestDueAt !== null) io.out(`oldest waiting since ${iso(stats.oldestDueAt)}\n`);
        for (const dead of stats.dead)
          io.out(
            `dead ${dead.id} ${dead.kind} attempts=${dead.attempts} ${dead.lastError ?? ""}\n`,
          );
        return 0;
      }
      if (sub === "retry") {
        const n = await outbox.retryDead();
        io.out(`${n} mail(s) queued again; the running server sends them\n`);
        return 0;
      }
      throw new UsageError("mail status | mail retry");
    }
    case "staff":
      try {
        return await runStaffCommand(
          positional.slice(1),
          { role: flags.role },
          stores.db,
          files.siteOrigin ?? DEFAULT_SITE_ORIGIN,
          io,
        );
      } catch (error) {
        if (error instanceof StaffUsageError) throw new UsageError(error.message);
        throw error;
      }
    case "audit": {
      const limit = flags.limit === undefined ? 50 : Number(flags.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 10_000)
        throw new UsageError("--limit must be a whole number from 1 to 10000");
      return runAuditCommand(stores.db, limit, io);
    }
    case undefined:
    case "help":
      io.out(USAGE);
      return 0;
    default:
      throw new UsageError(`Unknown command ${command}`);
  }
}
