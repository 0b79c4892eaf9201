// The submissions: what visitors sent, with their files. A submission, its file and its mails
// commit in one transaction, so nothing acknowledged is lost and no mail goes out about nothing.
import { createHash } from "node:crypto";
import { addressKey } from "../newsletter/address-key.ts";
import type { FormKind } from "#contracts/endpoints.ts";
import { type Database, newId, type Queryable, where } from "../db/database.ts";
import type { MailKind, OutboxStore } from "../outbox/outbox-store.ts";

export type SubmissionStatus = "accepted" | "quarantined";

export type NewAttachment = { fileName: string; contentType: string; content: Buffer };

export type NewSubmission = {
  form: FormKind;
  status: SubmissionStatus;
  spamReason: string | null;
  /** The visitor's validated address, if the form has one. */
  email: string | null;
  data: Record<string, unknown>;
  page: string | null;
  attachment?: NewAttachment | undefined;
  /** The mails to queue with it (none for a quarantined submission). */
  mails: MailKind[];
};

export type AttachmentInfo = {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
};

export type Attachment = AttachmentInfo & { submissionId: string; content: Buffer };

export type Submission = Omit<NewSubmission, "attachment" | "mails"> & {
  id: string;
  createdAt: number;
  attachments: AttachmentInfo[];
};

export type ListFilter = {
  form?: FormKind | undefined;
  since?: number | undefined;
  limit?: number | undefined;
};

export interface SubmissionStore {
  /** Stores a submission, its file and its mails in one transaction; answers its id. */
  insert(submission: NewSubmission, now?: number): Promise<string>;
  /** The same inside the caller's transaction (a newsletter sign-up's consent record). */
  insertWith(tx: Queryable, submission: NewSubmission, now: number): Promise<string>;
  /**
   * Queues a stored submission's mails inside the caller's transaction (the inbox releasing one
   * that was quarantined); the daily limit on confirmations applies as on arrival. Answers how
   * many were queued.
   */
  queueMails(
    tx: Queryable,
    id: string,
    email: string | null,
    mails: MailKind[],
    now: number,
  ): Promise<number>;
  get(id: string): Promise<Submission | null>;
  /** A stored file with its content, by the file's id. */
  getAttachment(id: string): Promise<Attachment | null>;
  /** Oldest first. */
  list(filter?: ListFilter): Promise<Submission[]>;
}

type SubmissionRow = {
  id: string;
  form: string;
  status: string;
  spam_reason: string | null;
  email: string | null;
  data: string;
  page: string | null;
  created_at: number;
};

type AttachmentRow = {
  id: string;
  submission_id: string;
  file_name: string;
  content_type: string;
  size: number;
  sha256: string;
  content?: Buffer | Uint8Array;
};

const toSubmission = (row: SubmissionRow, attachments: AttachmentInfo[]): Submission => ({
  id: row.id,
  form: row.form as FormKind,
  status: row.status as Submission["status"],
  spamReason: row.spam_reason,
  email: row.email,
  data: JSON.parse(row.data) as Record<string, unknown>,
  page: row.page,
  createdAt: Number(row.created_at),
  attachments,
});

const toAttachmentInfo = (row: AttachmentRow): AttachmentInfo => ({
  id: row.id,
  fileName: row.file_name,
  contentType: row.content_type,
  size: Number(row.size),
  sha256: row.sha256,
});

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The SHA-256 of an address as the mail limits keep it: of its mailbox (`addressKey`), so a
 * stranger cannot be mailed once a day per spelling of their address (decision 1106).
 */
export const addressHash = (email: string) =>
  createHash("sha256").update(addressKey(email)).digest("hex");

/** True when no confirmation went to this address yet today (UTC), and marks today as used. */
async function claimVisitorMailDay(tx: Queryable, email: string | null, now: number) {
  if (!email) return false;
  const claimed = await tx.run(
    "INSERT INTO visitor_mail_days (address_hash, day) VALUES (?, ?) ON CONFLICT DO NOTHING",
    [addressHash(email), Math.floor(now / DAY_MS)],
  );
  return claimed === 1;
}

export function createSubmissionStore(db: Database, outbox: OutboxStore): SubmissionStore {
  async function insertWith(tx: Queryable, s: NewSubmission, now: number): Promise<string> {
    const id = newId(now);
    await tx.run(
      "INSERT INTO submissions (id, form, status, spam_reason, email, data, page, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      [
        id,
        s.form,
        s.status,
        s.spamReason,
        s.email?.toLowerCase() ?? null,
        JSON.stringify(s.data),
        s.page,
        now,
      ],
    );
    if (s.attachment) {
      const { fileName, contentType, content } = s.attachment;
      const sha256 = createHash("sha256").update(content).digest("hex");
      await tx.run(
        "INSERT INTO attachments (id, submission_id, file_name, content_type, size, sha256, content) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [newId(now), id, fileName, contentType, content.length, sha256, content],
      );
    }
    if (s.status === "accepted") await queueMails(tx, id, s.email, s.mails, now);
    return id;
  }

  async function queueMails(
    tx: Queryable,
    id: string,
    email: string | null,
    mails: MailKind[],
    now: number,
  ): Promise<number> {
    let queued = 0;
    for (const kind of mails) {
      // A visitor's confirmation goes to a visitor-given address: one a day at most (0903).
      if (kind === "confirmation" && !(await claimVisitorMailDay(tx, email, now))) continue;
      await outbox.enqueue(tx, kind, { submissionId: id }, now);
      queued++;
    }
    return queued;
  }

  async function withAttachments(rows: SubmissionRow[]): Promise<Submission[]> {
    const files = new Map<string, AttachmentInfo[]>();
    if (rows.length > 0) {
      const marks = rows.map(() => "?").join(", ");
      const fileRows = await db.query<AttachmentRow>(
        `SELECT id, submission_id, file_name, content_type, size, sha256 FROM attachments WHERE submission_id IN (${marks}) ORDER BY id`,
        rows.map((row) => row.id),
      );
      for (const row of fileRows) {
        const list = files.get(row.submission_id) ?? [];
        list.push(toAttachmentInfo(row));
        files.set(row.submission_id, list);
      }
    }
    return rows.map((row) => toSubmission(row, files.get(row.id) ?? []));
  }

  return {
    insert: (submission, now = Date.now()) =>
      db.transaction((tx) => insertWith(tx, submission, now)),
    insertWith,
    queueMails,

    async get(id) {
      const rows = await db.query<SubmissionRow>("SELECT * FROM submissions WHERE id = ?", [id]);
      const [submission] = await withAttachments(rows);
      return submission ?? null;
    },

    async getAttachment(id) {
      const [row] = await db.query<AttachmentRow>("SELECT * FROM attachments WHERE id = ?", [id]);
      if (!row || !row.content) return null;
      return {
        ...toAttachmentInfo(row),
        submissionId: row.submission_id,
        content: Buffer.from(row.content),
      };
    },

    async list(filter = {}) {
      const { sql, params } = where([
        ["form = ?", filter.form],
        ["created_at >= ?", filter.since],
      ]);
      const limit = filter.limit ? ` LIMIT ${Math.max(1, Math.floor(filter.limit))}` : "";
      const rows = await db.query<SubmissionRow>(
        `SELECT * FROM submissions ${sql} ORDER BY created_at, id${limit}`,
        params,
      );
      return withAttachments(rows);
    },
  };
}
