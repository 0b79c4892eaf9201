// Builds each outbox row's mail from the stored submission: fixed From and subject, Reply-To the
// visitor's validated address, plain text plus HTML with every visitor value escaped, the CV
// attached. The Message-ID comes from the outbox row id, so a resend is recognisable as the same mail.
import type { SendMailOptions } from "nodemailer";
import type { Site } from "#contracts/site.schema.ts";
import { APPLICATION_ANSWER_FIELDS, APPLICATION_QUESTIONS } from "#contracts/application.ts";
import { THOUGHT_FIELDS } from "#contracts/thoughts.ts";
import { CONTACT_FIELD_NAMES, CONTACT_FIELDS, type ContactField } from "#contracts/contact.ts";
import type { MailContext } from "../outbox/outbox-worker.ts";
import type { Submission } from "../submissions/submission-store.ts";
import type { NewsletterLinks } from "../newsletter/newsletter-links.ts";

export type MailConfig = {
  from: string;
  to: string;
  siteOrigin: string;
  links: NewsletterLinks;
  /** The agency's name and tagline as published (content/site.yaml), read when a mail is written. */
  site: () => Pick<Site, "company" | "tagline">;
};

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes a visitor's value for an HTML part (mail, and the newsletter link pages). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

type Field = { label: string; value: string; long?: boolean };

export function messageIdFor(outboxId: string, from: string): string {
  const domain = from.split("@")[1] ?? "localhost";
  return `<${outboxId}@${domain}>`;
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

function renderText(intro: string, fields: Field[], footer: string[]): string {
  const lines = [intro, ""];
  for (const { label, value, long } of fields) {
    if (long) lines.push(`${label}:`, value || "(empty)", "");
    else lines.push(`${label}: ${value || "(empty)"}`);
  }
  return [...lines, "", ...footer].join("\n");
}

function renderHtml(intro: string, fields: Field[], footer: string[]): string {
  const rows = fields
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value || "(empty)")}</td></tr>`,
    )
    .join("\n");
  const foot = footer.map((line) => `<p style="color:#666">${escapeHtml(line)}</p>`).join("\n");
  return `<!doctype html><html><body style="font-family:sans-serif"><p>${escapeHtml(intro)}</p>\n<table>\n${rows}\n</table>\n${foot}</body></html>`;
}

function notification(submission: Submission): {
  subject: string;
  intro: string;
  fields: Field[];
  replyTo: string | null;
} {
  const d = submission.data;
  switch (submission.form) {
    case "contact":
      return {
        subject: "New message from the contact form",
        intro: "Someone wrote through the Say Hello form on the website.",
        fields: CONTACT_FIELD_NAMES.map((name) => {
          const { staffLabel, control }: ContactField = CONTACT_FIELDS[name];
          return { label: staffLabel, value: str(d[name]), long: control.rows !== undefined };
        }),
        replyTo: str(d.cf_mail) || null,
      };
    case "thoughts":
      return {
        subject: "New answers to the thought starters",
        intro: "A visitor answered the thought starters questionnaire.",
        fields: THOUGHT_FIELDS.map((key, index) => ({
          label: `Answer to question ${index + 1}`,
          value: str(d[key]),
          long: true,
        })),
        replyTo: null,
      };
    case "application":
      return {
        // The job name is one of the six canonical names, never free visitor text.
        subject: `New job application: ${str(d.job)}`,
        intro: `A new application for the opening "${str(d.job)}" arrived through the careers page.`,
        fields: [
          { label: "Job", value: str(d.job) },
          ...(str(d.careerFormEmail) ? [{ label: "Email", value: str(d.careerFormEmail) }] : []),
          ...APPLICATION_ANSWER_FIELDS.map((key) => ({
            label: APPLICATION_QUESTIONS[key],
            value: str(d[key]),
            long: true,
          })),
          {
            label: "Attached file",
            value: submission.attachments.map((file) => file.fileName).join(", "),
          },
        ],
        replyTo: str(d.careerFormEmail) || null,
      };
    case "newsletter":
      return {
        subject: "New newsletter sign-up",
        intro: "Someone signed up for the newsletter.",
        fields: [{ label: "Email", value: str(d.cf_mail) }],
        replyTo: null,
      };
  }
}

/** The mail for an outbox row, or null when there is nothing to send any more (erased, unsubscribed). */
export function composeMail(ctx: MailContext, config: MailConfig): SendMailOptions | null {
  const { outbox, submission, subscription } = ctx;
  const site = config.site();
  const from = { name: `${site.company} website`, address: config.from };
  const base = { from, messageId: messageIdFor(outbox.id, config.from), date: new Date() };
  const reference = submission
    ? [`Submission ${submission.id}`, `Sent from: ${submission.page ?? "(unknown page)"}`]
    : [];

  if (outbox.kind === "newsletter-confirm") {
    if (!subscription || subscription.status !== "pending") return null;
    const confirm = config.links.confirmUrl(subscription.id);
    const unsubscribe = config.links.unsubscribeUrl(subscription.id);
    const text = [
      `Hello,`,
      ``,
      `someone (we hope you) asked to receive the ${site.company} newsletter at this address.`,
      `Please confirm by opening this link:`,
      ``,
      confirm,
      ``,
      `If it was not you, ignore this mail and you will hear nothing more from us.`,
      `Unsubscribe at any time: ${unsubscribe}`,
      ``,
      `${site.company}, ${site.tagline}`,
    ].join("\n");
    const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>Hello,</p>
<p>someone (we hope you) asked to receive the ${escapeHtml(site.company)} newsletter at this address.</p>
<p><a href="${escapeHtml(confirm)}">Please confirm your subscription</a></p>
<p>If it was not you, ignore this mail and you will hear nothing more from us.</p>
<p style="color:#666"><a href="${escapeHtml(unsubscribe)}">Unsubscribe</a> at any time.</p>
</body></html>`;
    return {
      ...base,
      to: subscription.email,
      subject: `Please confirm your subscription to the ${site.company} newsletter`,
      text,
      html,
      headers: {
        "List-Unsubscribe": `<${unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    };
  }

  if (!submission || submission.status !== "accepted") return null;

  if (outbox.kind === "confirmation") {
    const d = submission.data;
    const to = submission.form === "contact" ? str(d.cf_mail) : str(d.careerFormEmail);
    if (!to) return null;
    // Nothing the visitor typed goes into a mail to a visitor-given address: the form must not
    // become a way to send a stranger one's own words in the agency's name (decision 0903).
    const greeting = "Hello,";
    const body =
      submission.form === "application"
        ? `thank you for applying for the opening "${str(d.job)}" at ${site.company}. One of our colleagues will get back in touch with you soon.`
        : `thank you for getting in touch with ${site.company}. One of our colleagues will get back in touch with you soon.`;
    const text = [
      greeting,
      "",
      body,
      "",
      "Have a great day!",
      site.company,
      config.siteOrigin,
    ].join("\n");
    const html = `<!doctype html><html><body style="font-family:sans-serif"><p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>Have a great day!<br>${escapeHtml(site.company)}</p></body></html>`;
    return {
      ...base,
      to,
      subject:
        submission.form === "application"
          ? `Your application to ${site.company}`
          : `Thank you for contacting ${site.company}`,
      text,
      html,
    };
  }

  const { subject, intro, fields, replyTo } = notification(submission);
  return {
    ...base,
    to: config.to,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text: renderText(intro, fields, reference),
    html: renderHtml(intro, fields, reference),
    attachments: ctx.attachments.map((file) => ({
      filename: file.fileName,
      content: file.content,
      contentType: file.contentType,
    })),
  };
}
