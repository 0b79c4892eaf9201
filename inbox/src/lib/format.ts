// How the inbox writes dates, sizes and the forms' names.
import type { MailStatus, SubmissionForm, SubmissionState } from "#contracts/inbox.ts";

// Staff read times in their own zone; the list's date filter is in UTC (docs/inbox-api.md).
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });
const dateOnly = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });

export const formatDateTime = (ms: number) => dateTime.format(ms);

const timeOnly = new Intl.DateTimeFormat("en-GB", { timeStyle: "short" });
const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });

/** The list's short form: today's time, this year's day, or an older date (full one in title). */
export function formatWhen(ms: number, now = Date.now()): string {
  const then = new Date(ms);
  const today = new Date(now);
  if (then.toDateString() === today.toDateString()) return timeOnly.format(ms);
  if (then.getFullYear() === today.getFullYear())
    return `${dayMonth.format(ms)}, ${timeOnly.format(ms)}`;
  return dateOnly.format(ms);
}
export const formatDate = (ms: number) => dateOnly.format(ms);

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const FORM_NAMES: Record<SubmissionForm, string> = {
  contact: "Contact",
  application: "Application",
  thoughts: "Thoughts",
  newsletter: "Newsletter",
};

export const STATE_NAMES: Record<SubmissionState, string> = {
  new: "New",
  handled: "Handled",
  spam: "Spam",
};

export const MAIL_STATUS_NAMES: Record<MailStatus, string> = {
  pending: "Waiting to send",
  sending: "Sending",
  sent: "Sent",
  dead: "Failed",
};
