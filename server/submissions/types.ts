// The shapes of stored submissions, attachments, subscriptions and outbox rows.
import type { FormKind } from "#contracts/endpoints.ts";

export type SubmissionStatus = "accepted" | "quarantined";
/** notification: to the agency; confirmation: to a contact/applicant; newsletter-confirm: double opt-in. */
export type MailKind = "notification" | "confirmation" | "newsletter-confirm";
/** cancelled: nothing left to send (the submission was erased or the address unsubscribed). */
export type OutboxStatus = "pending" | "sending" | "sent" | "dead" | "cancelled";
export type SubscriptionStatus = "pending" | "confirmed" | "unsubscribed";

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

export type Submission = {
  id: string;
  form: FormKind;
  status: SubmissionStatus;
  spamReason: string | null;
  email: string | null;
  data: Record<string, unknown>;
  page: string | null;
  createdAt: number;
  attachments: AttachmentInfo[];
};

export type Subscription = {
  id: string;
  email: string;
  status: SubscriptionStatus;
  consentAt: number;
  consentPage: string | null;
  submissionId: string | null;
  confirmSentAt: number | null;
  confirmedAt: number | null;
  unsubscribedAt: number | null;
  createdAt: number;
};

export type OutboxRow = {
  id: string;
  kind: MailKind;
  submissionId: string | null;
  subscriptionId: string | null;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  leaseUntil: number | null;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
};

export type SubscribeOutcome =
  "created" | "resent" | "unchanged" | "already-confirmed" | "resubscribed";

export type OutboxStats = {
  counts: Record<OutboxStatus, number>;
  oldestDueAt: number | null;
  dead: { id: string; kind: MailKind; attempts: number; lastError: string | null }[];
};
