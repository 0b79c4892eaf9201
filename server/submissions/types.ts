// The shapes of stored submissions and their attachments.
import type { FormKind } from "#contracts/endpoints.ts";
import type { MailKind } from "../outbox/outbox-store.ts";

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
