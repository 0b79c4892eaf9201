// Privacy tools (admins): everything held about an e-mail address as a JSON file, and erasure of
// it all — submissions, subscriptions, mails — after a second, explicit confirmation.
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { EraseResult } from "#contracts/inbox.ts";
import { downloads } from "../api/inbox-api.ts";
import { Field } from "../shell/field.tsx";
import { PageHeading } from "../shell/page-heading.tsx";
import { useSession } from "../shell/session.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";

export const eraseSummary = (email: string, removed: EraseResult) =>
  `Erased for ${email}: ${removed.submissions} submissions, ${removed.subscriptions} subscriptions, ${removed.mails} mails.`;

export function PrivacyPage() {
  const { api } = useSession();
  const [exportEmail, setExportEmail] = useState("");
  const [eraseEmail, setEraseEmail] = useState("");
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { status, done, failed, clear } = useStatus();
  // The confirm step replaces the form: focus goes to its question, and back to the form after.
  const confirmText = useRef<HTMLParagraphElement>(null);
  const eraseButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming !== null) confirmText.current?.focus();
    else if (asked.current) eraseButton.current?.focus();
    asked.current = confirming !== null;
  }, [confirming]);

  const askToErase = (event: FormEvent) => {
    event.preventDefault();
    clear();
    setConfirming(eraseEmail.trim());
  };
  const erase = async () => {
    if (!confirming) return;
    setBusy(true);
    try {
      const removed = await api.erase(confirming);
      done(eraseSummary(confirming, removed));
      setEraseEmail("");
      setConfirming(null);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const email = exportEmail.trim();
  return (
    <section className="page page--narrow">
      <PageHeading title="Privacy — Inbox">Privacy</PageHeading>
      <StatusLine status={status} />

      <section className="panel" aria-labelledby="export-heading">
        <h2 id="export-heading">Export everything for an e-mail address</h2>
        <p className="muted">
          A JSON file with every submission, subscription and mail that names the address.
        </p>
        <form
          className="row"
          onSubmit={(event) => {
            event.preventDefault();
            if (email) window.location.assign(downloads.privacyExport(email));
          }}
        >
          <Field
            label="E-mail address to export"
            type="email"
            required
            value={exportEmail}
            onChange={(event) => setExportEmail(event.target.value)}
          />
          <button type="submit" className="button">
            Export as JSON
          </button>
        </form>
      </section>

      <section className="panel panel--danger" aria-labelledby="erase-heading">
        <h2 id="erase-heading">Erase everything for an e-mail address</h2>
        <p className="muted">
          Removes their submissions, files, subscriptions and mails for good. This cannot be undone.
        </p>
        {confirming === null ? (
          <form className="row" onSubmit={askToErase}>
            <Field
              label="E-mail address to erase"
              type="email"
              required
              value={eraseEmail}
              onChange={(event) => setEraseEmail(event.target.value)}
            />
            <button ref={eraseButton} type="submit" className="button button--danger">
              Erase…
            </button>
          </form>
        ) : (
          <div className="confirm" role="group" aria-labelledby="confirm-text">
            <p id="confirm-text" ref={confirmText} tabIndex={-1}>
              Erase everything held about <strong className="wrap">{confirming}</strong>? This
              cannot be undone.
            </p>
            <div className="actions">
              <button
                type="button"
                className="button button--danger"
                disabled={busy}
                onClick={() => void erase()}
              >
                Yes, erase everything
              </button>
              <button
                type="button"
                className="button button--quiet"
                disabled={busy}
                onClick={() => setConfirming(null)}
              >
                Cancel
              </button>
            </div>
          </div>
        )}
      </section>
    </section>
  );
}
