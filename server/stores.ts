// The three stores over one database: submissions, newsletter subscriptions and the mail outbox.
// The server, the operator CLI and the tests all open them through here.
import type { Database } from "./db/database.ts";
import {
  createSubscriptionStore,
  type SubscriptionStore,
} from "./newsletter/subscription-store.ts";
import { createOutboxStore, type OutboxStore } from "./outbox/outbox-store.ts";
import { createSubmissionStore, type SubmissionStore } from "./submissions/submission-store.ts";

export interface Stores {
  db: Database;
  submissions: SubmissionStore;
  subscriptions: SubscriptionStore;
  outbox: OutboxStore;
}

export function createStores(db: Database): Stores {
  const outbox = createOutboxStore(db);
  const submissions = createSubmissionStore(db, outbox);
  const subscriptions = createSubscriptionStore(db, submissions, outbox);
  return { db, submissions, subscriptions, outbox };
}
