// The inbox's view of the submissions: the filtered, newest-first list with keyset paging, one
// submission in full (every field with its label, files, mails), and what staff change on it
// (handled, read, spam / not spam). The list's queries are shaped for the indexes of migration 005.
import type {
  Detail,
  Mail,
  StateChange,
  SubmissionField,
  SubmissionForm,
  SubmissionState,
  Summary,
} from "#contracts/inbox.ts";
import { APPLICATION_QUESTIONS } from "#contracts/application.ts";
import { CONTACT_FIELD_NAMES, CONTACT_FIELDS } from "#contracts/contact.ts";
import { THOUGHT_FIELDS } from "#contracts/thoughts.ts";
import type { Database, Queryable, SqlValue } from "../db/database.ts";
import type { Stores } from "../services.ts";
import { mailsFor } from "../submissions/mails-for.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";

export type SubmissionFilter = {
  form?: SubmissionForm | undefined;
  state?: SubmissionState | undefined;
  read?: boolean | undefined;
  /** Milliseconds: from inclusive, to exclusive. */
  from?: number | undefined;
  to?: number | undefined;
  q?: string | undefined;
};

type Row = {
  id: string;
  form: string;
  status: string;
  spam_reason: string | null;
  email: string | null;
  data: string;
  page: string | null;
  created_at: number | string;
  review_state: string;
  read_at: number | string | null;
  has_file?: number | string | boolean;
};

/** Labels for the fields a form sends, in the form's order; other fields follow, named as sent. */
const LABELS: Record<SubmissionForm, [string, string][]> = {
  contact: CONTACT_FIELD_NAMES.map((name) => [name, CONTACT_FIELDS[name].staffLabel]),
  thoughts: THOUGHT_FIELDS.map((name, index) => [name, `Answer to question ${index + 1}`]),
  application: [
    ["job", "Job"],
    ["careerFormEmail", "Email"],
    ...Object.entries(APPLICATION_QUESTIONS),
    ["careerFormField06", "Submit button"],
  ],
  newsletter: [["cf_mail", "Email"]],
};

const text = (value: unknown): string =>
  value === null || value === undefined
    ? ""
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

export function fieldsOf(form: SubmissionForm, data: Record<string, unknown>): SubmissionField[] {
  const known = LABELS[form];
  const fields = known
    .filter(([name]) => name in data)
    .map(([name, label]) => ({ name, label, value: text(data[name]) }));
  const named = new Set(known.map(([name]) => name));
  for (const [name, value] of Object.entries(data))
    if (!named.has(name)) fields.push({ name, label: name, value: text(value) });
  return fields;
}

const PREVIEW_LENGTH = 140;

function summaryOf(row: Row): Summary {
  const form = row.form as SubmissionForm;
  const data = JSON.parse(row.data) as Record<string, unknown>;
  const str = (key: string) => (typeof data[key] === "string" && data[key] ? data[key] : null);
  const message =
    form === "contact"
      ? text(data.cf_msg)
      : form === "newsletter"
        ? ""
        : fieldsOf(form, data)
            .filter(
              (f) =>
                f.name !== "job" && f.name !== "careerFormEmail" && f.name !== "careerFormField06",
            )
            .map((f) => f.value)
            .join(" · ");
  const preview = message.replace(/\s+/g, " ").trim();
  return {
    id: row.id,
    form,
    createdAt: Number(row.created_at),
    name: form === "contact" ? str("cf_name") : null,
    email: row.email,
    preview: preview.length > PREVIEW_LENGTH ? `${preview.slice(0, PREVIEW_LENGTH - 1)}…` : preview,
    job: form === "application" ? str("job") : null,
    state: row.status === "quarantined" ? "spam" : (row.review_state as SubmissionState),
    read: row.read_at !== null,
    hasFile: Boolean(Number(row.has_file ?? 0)),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` (UTC) → milliseconds at its start, or null for anything else. */
export function dayStart(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value ? null : time;
}
export const dayEnd = (value: string) => {
  const start = dayStart(value);
  return start === null ? null : start + DAY_MS;
};

/** The filter as SQL conditions over `submissions s`. */
function conditions(filter: SubmissionFilter): { sql: string[]; params: SqlValue[] } {
  const sql: string[] = [];
  const params: SqlValue[] = [];
  const add = (clause: string, ...values: SqlValue[]) => {
    sql.push(clause);
    params.push(...values);
  };
  if (filter.form) add("s.form = ?", filter.form);
  if (filter.state === "spam") add("s.status = 'quarantined'");
  else if (filter.state) add("s.status = 'accepted' AND s.review_state = ?", filter.state);
  if (filter.read === true) add("s.read_at IS NOT NULL");
  if (filter.read === false) add("s.read_at IS NULL");
  if (filter.from !== undefined) add("s.created_at >= ?", filter.from);
  if (filter.to !== undefined) add("s.created_at < ?", filter.to);
  if (filter.q) {
    // The stored JSON holds the name, address and message; LIKE's wildcards in the words are literal.
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    add("(LOWER(s.data) LIKE ? ESCAPE '\\' OR s.email LIKE ? ESCAPE '\\')", pattern, pattern);
  }
  return { sql, params };
}

const SUMMARY_COLUMNS = `s.id, s.form, s.status, s.spam_reason, s.email, s.data, s.page, s.created_at,
  s.review_state, s.read_at,
  CASE WHEN EXISTS (SELECT 1 FROM attachments a WHERE a.submission_id = s.id) THEN 1 ELSE 0 END AS has_file`;

/** The SQL of one page of the list (exported so a test can read its query plan). */
export function pageQuery(
  filter: SubmissionFilter,
  after: { at: number; id: string } | null,
  limit: number,
): { sql: string; params: SqlValue[] } {
  const { sql, params } = conditions(filter);
  if (after) {
    // A row value, so both databases read it as one range of the (created_at, id) index.
    sql.push("(s.created_at, s.id) < (?, ?)");
    params.push(after.at, after.id);
  }
  return {
    sql: `SELECT ${SUMMARY_COLUMNS} FROM submissions s ${sql.length ? `WHERE ${sql.join(" AND ")}` : ""}
          ORDER BY s.created_at DESC, s.id DESC LIMIT ?`,
    params: [...params, limit],
  };
}

export async function listSubmissions(
  db: Queryable,
  filter: SubmissionFilter,
  cursor: string | undefined,
  limit: number,
): Promise<{ items: Summary[]; nextCursor: string | null }> {
  const { sql, params } = pageQuery(filter, cursor ? decodeCursor(cursor) : null, limit + 1);
  const rows = await db.query<Row>(sql, params);
  const items = rows.slice(0, limit).map(summaryOf);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? encodeCursor(last.createdAt, last.id) : null,
  };
}

/** Every submission the filter matches, in pages (for the CSV export), newest first. */
export async function* allSubmissionIds(db: Queryable, filter: SubmissionFilter) {
  let after: { at: number; id: string } | null = null;
  for (;;) {
    const { sql, params } = pageQuery(filter, after, 500);
    const rows = await db.query<Row>(sql, params);
    for (const row of rows) yield row.id;
    const last = rows.at(-1);
    if (!last || rows.length < 500) return;
    after = { at: Number(last.created_at), id: last.id };
  }
}

/** What the live count shows: unread submissions that are not spam, and the newest id. */
export async function unreadStatus(
  db: Queryable,
): Promise<{ unread: number; latest: string | null }> {
  const [count] = await db.query<{ n: number | string }>(
    "SELECT COUNT(*) AS n FROM submissions WHERE read_at IS NULL AND status = 'accepted'",
  );
  const [latest] = await db.query<{ id: string }>(
    "SELECT id FROM submissions ORDER BY created_at DESC, id DESC LIMIT 1",
  );
  return { unread: Number(count?.n ?? 0), latest: latest?.id ?? null };
}

export async function submissionDetail(db: Queryable, id: string): Promise<Detail | null> {
  const [row] = await db.query<Row>(`SELECT ${SUMMARY_COLUMNS} FROM submissions s WHERE s.id = ?`, [
    id,
  ]);
  if (!row) return null;
  const files = await db.query<{
    id: string;
    file_name: string;
    content_type: string;
    size: number | string;
  }>(
    "SELECT id, file_name, content_type, size FROM attachments WHERE submission_id = ? ORDER BY id",
    [id],
  );
  const mails = await db.query<{
    id: string;
    kind: string;
    status: string;
    attempts: number | string;
    last_error: string | null;
    sent_at: number | string | null;
  }>(
    // A cancelled mail is one there is nothing left to send for: not shown.
    `SELECT id, kind, status, attempts, last_error, sent_at FROM outbox
     WHERE submission_id = ? AND kind IN ('notification', 'confirmation') AND status <> 'cancelled'
     ORDER BY created_at, id`,
    [id],
  );
  return {
    ...summaryOf(row),
    spamReason: row.spam_reason,
    page: row.page,
    fields: fieldsOf(row.form as SubmissionForm, JSON.parse(row.data) as Record<string, unknown>),
    attachments: files.map((f) => ({
      id: f.id,
      fileName: f.file_name,
      contentType: f.content_type,
      size: Number(f.size),
    })),
    mails: mails.map((m): Mail => ({
      id: m.id,
      kind: m.kind as Mail["kind"],
      status: m.status as Mail["status"],
      attempts: Number(m.attempts),
      lastError: m.last_error,
      sentAt: m.sent_at === null ? null : Number(m.sent_at),
    })),
  };
}

export async function markRead(
  db: Queryable,
  id: string,
  read: boolean,
  now: number,
): Promise<boolean> {
  const changed = read
    ? await db.run("UPDATE submissions SET read_at = COALESCE(read_at, ?) WHERE id = ?", [now, id])
    : await db.run("UPDATE submissions SET read_at = NULL WHERE id = ?", [id]);
  return changed > 0;
}

/** Why a state change cannot be made, said to the member; or what it did. */
export type StateOutcome = "changed" | "unchanged" | "missing" | "spam-first";

export const SPAM_BY_STAFF = "marked as spam in the inbox";

/**
 * Applies a state change in one transaction. `not-spam` accepts a quarantined submission and
 * queues the mails that were withheld from it; `spam` quarantines an accepted one and cancels its
 * mails not yet on their way. `new` / `handled` apply to what is not spam.
 */
export async function changeState(
  db: Database,
  stores: Pick<Stores, "submissions" | "outbox">,
  id: string,
  change: StateChange,
  now: number,
): Promise<{ outcome: StateOutcome; queued: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{
      form: string;
      status: string;
      email: string | null;
      review_state: string;
    }>("SELECT form, status, email, review_state FROM submissions WHERE id = ?", [id]);
    if (!row) return { outcome: "missing", queued: 0 };
    const quarantined = row.status === "quarantined";
    if (change === "not-spam") {
      if (!quarantined) return { outcome: "unchanged", queued: 0 };
      await tx.run("UPDATE submissions SET status = 'accepted', spam_reason = NULL WHERE id = ?", [
        id,
      ]);
      const form = row.form as SubmissionForm;
      const queued = await stores.submissions.queueMails(
        tx,
        id,
        row.email,
        mailsFor(form, row.email),
        now,
      );
      return { outcome: "changed", queued };
    }
    if (change === "spam") {
      if (quarantined) return { outcome: "unchanged", queued: 0 };
      await tx.run("UPDATE submissions SET status = 'quarantined', spam_reason = ? WHERE id = ?", [
        SPAM_BY_STAFF,
        id,
      ]);
      await stores.outbox.cancelPendingFor(tx, id);
      return { outcome: "changed", queued: 0 };
    }
    if (quarantined) return { outcome: "spam-first", queued: 0 };
    if (row.review_state === change) return { outcome: "unchanged", queued: 0 };
    await tx.run("UPDATE submissions SET review_state = ? WHERE id = ?", [change, id]);
    return { outcome: "changed", queued: 0 };
  });
}
