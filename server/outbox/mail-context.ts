// Everything a queued mail is composed from, read fresh at send time (so an erased submission or a
// cancelled subscription is never mailed).
import type { Subscription, SubscriptionStore } from "../newsletter/subscription-store.ts";
import type { SubmissionStore } from "../submissions/submission-store.ts";
import type { Attachment, Submission } from "../submissions/types.ts";
import type { OutboxRow } from "./outbox-store.ts";

export type MailContext = {
  outbox: OutboxRow;
  submission: Submission | null;
  attachments: Attachment[];
  subscription: Subscription | null;
};

export async function loadMailContext(
  row: OutboxRow,
  stores: { submissions: SubmissionStore; subscriptions: SubscriptionStore },
): Promise<MailContext> {
  const submission = row.submissionId ? await stores.submissions.get(row.submissionId) : null;
  const attachments: Attachment[] = [];
  // Only the agency's notification carries the CV.
  if (submission && row.kind === "notification") {
    for (const info of submission.attachments) {
      const file = await stores.submissions.getAttachment(info.id);
      if (file) attachments.push(file);
    }
  }
  const subscription = row.subscriptionId
    ? await stores.subscriptions.get(row.subscriptionId)
    : null;
  return { outbox: row, submission, attachments, subscription };
}
