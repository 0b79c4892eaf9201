// The staff inbox's API shapes (docs/inbox-api.md), shared by the server and the inbox app.

/** Where the app lives and where its API answers. */
export const INBOX_BASE = "/inbox";
export const INBOX_API = `${INBOX_BASE}/api`;
/** The header every non-GET request carries, equal to `me.csrfToken`. */
export const INBOX_CSRF_HEADER = "X-CSRF-Token";
/** The session cookie's name (HttpOnly: the app never reads it). */
export const INBOX_SESSION_COOKIE = "kadal_staff";

/**
 * admin: everything; reader: the submissions and the newsletter list; editor: the site's content
 * (the Studio), and no submission or subscriber.
 */
export const STAFF_ROLES = ["admin", "editor", "reader"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const SUBMISSION_FORMS = ["contact", "application", "thoughts", "newsletter"] as const;
export type SubmissionForm = (typeof SUBMISSION_FORMS)[number];

export const SUBMISSION_STATES = ["new", "handled", "spam"] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];
/** What POST `submissions/:id/state` accepts: `not-spam` releases a quarantined submission. */
export type StateChange = SubmissionState | "not-spam";

export const SUBSCRIBER_STATES = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

export type Me = { email: string; role: StaffRole; csrfToken: string };

export type Summary = {
  id: string;
  form: SubmissionForm;
  /** Milliseconds since the epoch. */
  createdAt: number;
  name: string | null;
  email: string | null;
  /** At most 140 characters of the message or answers. */
  preview: string;
  job: string | null;
  state: SubmissionState;
  read: boolean;
  hasFile: boolean;
};

export type SubmissionField = { name: string; label: string; value: string };
export type Attachment = { id: string; fileName: string; contentType: string; size: number };
export type MailStatus = "pending" | "sending" | "sent" | "dead";
export type Mail = {
  id: string;
  kind: "notification" | "confirmation";
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: number | null;
};

export type Detail = Summary & {
  spamReason: string | null;
  page: string | null;
  /** Every field exactly as sent, in form order. */
  fields: SubmissionField[];
  attachments: Attachment[];
  mails: Mail[];
};

export type SubmissionPage = { items: Summary[]; nextCursor: string | null; unread: number };

/** The list's filters; the same query serves `submissions.csv`. */
export type SubmissionQuery = {
  form?: SubmissionForm;
  state?: SubmissionState;
  read?: boolean;
  /** `YYYY-MM-DD`, inclusive, UTC. */
  from?: string;
  to?: string;
  q?: string;
  cursor?: string;
  limit?: number;
};

export type Subscriber = {
  email: string;
  state: SubscriberState;
  createdAt: number;
  confirmedAt: number | null;
};
export type NewsletterPage = {
  counts: Record<SubscriberState, number>;
  items: Subscriber[];
  nextCursor: string | null;
};

export type AuditEntry = {
  id: string;
  at: number;
  /** A member's e-mail, or "cli". */
  actor: string;
  action: string;
  target: string | null;
  detail: string | null;
};
export type AuditPage = { items: AuditEntry[]; nextCursor: string | null };

export type EraseResult = { submissions: number; subscriptions: number; mails: number };

/** The `data` of an `event: unread` on GET `events`. */
export type UnreadEvent = { unread: number; latest: string | null };

export type InboxAnswer<T> =
  | { status: "success"; data: T }
  | { status: "error"; data: { message: string; errors?: Record<string, string> } };

/** One published revision of the site's content, as the Studio's history lists it. */
export type ContentRevision = {
  number: number;
  /** Milliseconds since the epoch. */
  publishedAt: number | null;
  author: string;
  note: string;
  files: number;
  bytes: number;
  /** True for the revision the site shows now. */
  live: boolean;
};
