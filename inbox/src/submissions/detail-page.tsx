// One submission: every field as sent (text only, never HTML), the job, when and from which page,
// why it was held as spam, its CV, what became of its mails (a failed one can be retried), and the
// actions: handled / reopen, spam / not spam, mark unread.
import { useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import type { Detail, StateChange } from "#contracts/inbox.ts";
import { downloads } from "../api/inbox-api.ts";
import {
  FORM_NAMES,
  MAIL_STATUS_NAMES,
  STATE_NAMES,
  formatDateTime,
  formatSize,
} from "../lib/format.ts";
import { PageHeading } from "../shell/page-heading.tsx";
import { useSession } from "../shell/session.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";

const STATE_DONE: Record<StateChange, string> = {
  new: "Reopened.",
  handled: "Marked handled.",
  spam: "Marked as spam.",
  "not-spam": "Marked as not spam.",
};

export function DetailPage() {
  const { id = "" } = useParams();
  const { api } = useSession();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { status, done, failed } = useStatus();

  useEffect(() => {
    let live = true;
    setDetail(null);
    api.submission(id).then(
      (found) => live && setDetail(found),
      (error: unknown) =>
        live && setMissing(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [api, id]);

  const act = async (run: () => Promise<Detail>, message: string) => {
    setBusy(true);
    try {
      setDetail(await run());
      done(message);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  const setState = (state: StateChange) => act(() => api.setState(id, state), STATE_DONE[state]);

  if (!detail)
    return (
      <section className="page">
        <p className="back">
          <Link to="/">← All submissions</Link>
        </p>
        <PageHeading title="Submission">
          {missing ? "Submission not found" : "Submission"}
        </PageHeading>
        <p className={missing ? "notice notice--error" : "loading"}>{missing ?? "Loading…"}</p>
      </section>
    );

  const heading = detail.name || detail.email || "No name";
  return (
    <article className="page detail">
      <p className="back">
        <Link to="/">← All submissions</Link>
      </p>
      <PageHeading title={`${heading} — Inbox`}>{heading}</PageHeading>
      <p className="detail__summary">
        <span className={`tag tag--${detail.form}`}>{FORM_NAMES[detail.form]}</span>
        <span className={`tag tag--${detail.state}`}>{STATE_NAMES[detail.state]}</span>
        {detail.read ? null : <span className="tag">Unread</span>}
      </p>

      <div className="actions" role="group" aria-label="Actions">
        {detail.state === "handled" ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void setState("new")}
          >
            Reopen
          </button>
        ) : detail.state === "new" ? (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void setState("handled")}
          >
            Mark handled
          </button>
        ) : null}
        {detail.state === "spam" ? (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void setState("not-spam")}
          >
            Not spam
          </button>
        ) : (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void setState("spam")}
          >
            Spam
          </button>
        )}
        {detail.read ? (
          <button
            type="button"
            className="button button--quiet"
            disabled={busy}
            onClick={() => void act(() => api.setRead(id, false), "Marked unread.")}
          >
            Mark unread
          </button>
        ) : null}
      </div>
      <StatusLine status={status} />

      <dl className="facts">
        <dt>Received</dt>
        <dd>
          <time dateTime={new Date(detail.createdAt).toISOString()}>
            {formatDateTime(detail.createdAt)}
          </time>
        </dd>
        {detail.email ? (
          <>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${detail.email}`}>{detail.email}</a>
            </dd>
          </>
        ) : null}
        {detail.job ? (
          <>
            <dt>Job</dt>
            <dd>{detail.job}</dd>
          </>
        ) : null}
        {detail.page ? (
          <>
            <dt>Sent from</dt>
            <dd className="wrap">{detail.page}</dd>
          </>
        ) : null}
        {detail.spamReason ? (
          <>
            <dt>Why it was held as spam</dt>
            <dd>{detail.spamReason}</dd>
          </>
        ) : null}
      </dl>

      <section aria-labelledby="fields-heading" className="panel">
        <h2 id="fields-heading">What they sent</h2>
        <dl className="fields">
          {detail.fields.map((field) => (
            <div key={field.name} className="fields__row">
              <dt>{field.label}</dt>
              <dd className="fields__value">
                {field.value === "" ? <span className="muted">(empty)</span> : field.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {detail.attachments.length > 0 ? (
        <section aria-labelledby="files-heading" className="panel">
          <h2 id="files-heading">Files</h2>
          <ul className="plain-list">
            {detail.attachments.map((file) => (
              <li key={file.id} className="file">
                <a className="button" href={downloads.attachment(file.id)} download>
                  Download CV
                </a>{" "}
                <span className="wrap">{file.fileName}</span>{" "}
                <span className="muted">({formatSize(file.size)})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="mails-heading" className="panel">
        <h2 id="mails-heading">Mails</h2>
        {detail.mails.length === 0 ? (
          <p className="muted">
            No mail for this submission{detail.state === "spam" ? " while it is held as spam" : ""}.
          </p>
        ) : (
          <ul className="plain-list mails">
            {detail.mails.map((mail) => (
              <li key={mail.id} className={`mail mail--${mail.status}`}>
                <span className="mail__kind">
                  {mail.kind === "notification" ? "To the agency" : "Confirmation to the sender"}
                </span>
                <span className="mail__status">{MAIL_STATUS_NAMES[mail.status]}</span>
                <span className="muted">
                  {mail.sentAt
                    ? formatDateTime(mail.sentAt)
                    : `${mail.attempts} ${mail.attempts === 1 ? "attempt" : "attempts"}`}
                </span>
                {mail.lastError ? <span className="mail__error wrap">{mail.lastError}</span> : null}
                {mail.status === "dead" ? (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() =>
                      void act(() => api.retryMail(mail.id), "The mail is queued again.")
                    }
                  >
                    Retry
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
