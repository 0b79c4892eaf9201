// The screen of one Studio entry, the same for every kind: the way back to its list, its heading,
// where it stands (on the site or not, whose draft is waiting), links to preview its pages with
// the saved draft, the kind's own fields in a form that saves the draft, publishes or discards it,
// and the entry's history. The kind's screen gives its fields and what it has besides.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { DraftState } from "#contracts/studio.ts";
import { downloads, type StudioKind } from "../api/inbox-api.ts";
import { formatDateTime } from "../lib/format.ts";
import { PageHeading } from "../shell/page-heading.tsx";
import { type Status, StatusLine } from "../shell/status-line.tsx";
import { EntryHistory } from "./entry-history.tsx";
import type { EntryActions } from "./use-entry-actions.ts";

/** The screen before its entry has come. */
export function EntryLoading({ title, status }: { title: string; status: Status }) {
  return (
    <section className="page">
      <PageHeading title={`${title} — Studio`}>{title}</PageHeading>
      <StatusLine status={status} />
      {status ? null : <p className="loading">Loading…</p>}
    </section>
  );
}

/** Where an entry stands: a tone (its `tag--` class) and the words. */
export type Standing = readonly [tone: string, words: string];

/** Whether an entry that is only published or not (a study) is on the site. */
export const publishedStanding = (published: boolean): Standing =>
  published ? ["open", "Published"] : ["unpublished", "Not published"];

export function Tag({ standing: [tone, words] }: { standing: Standing }) {
  return <span className={`tag tag--${tone}`}>{words}</span>;
}

type Props = {
  /** The editor's actions and state (useEntryActions). */
  entry: EntryActions;
  /** The list this entry is on, and the link's words. */
  back: readonly [to: string, words: string];
  title: string;
  /** Where the entry stands and its draft; none for an entry not yet saved. */
  standing?: Standing | undefined;
  draft?: DraftState | null | undefined;
  /**
   * Its pages to preview: the kind, the entry's key, and the page it is listed on (`?page=`), with
   * its name, when it has one.
   */
  preview?: readonly [kind: StudioKind, key: string, list?: string, name?: string] | null;
  /** What comes before the form (the refusals listed), and after it (closing an opening). */
  before?: ReactNode;
  after?: ReactNode;
  /** The kind's fields. */
  children: ReactNode;
};

export function EntryPage({
  entry,
  back: [list, listWords],
  title,
  standing,
  draft,
  preview,
  before,
  after,
  children,
}: Props) {
  const { busy } = entry;
  return (
    <section className="page page--narrow">
      <p className="back">
        <Link to={list}>← {listWords}</Link>
      </p>
      <PageHeading title={`${title} — Studio`}>{title}</PageHeading>
      <p className="muted">
        {standing ? (
          <>
            <Tag standing={standing} />{" "}
            {draft
              ? `Draft saved by ${draft.author}, ${formatDateTime(draft.updatedAt)}: not on the site yet.`
              : "No unpublished changes."}
          </>
        ) : (
          "Nothing is on the site until you publish."
        )}
      </p>
      <StatusLine status={entry.status} />
      {preview ? (
        <p className="preview-links">
          Preview {draft ? "the saved draft" : "as published"}:{" "}
          <a href={downloads.preview(preview[0], preview[1])} target="_blank" rel="noopener">
            its page
          </a>
          {preview[2] ? (
            <>
              {" · "}
              <a
                href={downloads.preview(preview[0], preview[1], preview[2])}
                target="_blank"
                rel="noopener"
              >
                {preview[3]}
              </a>
            </>
          ) : null}{" "}
          <span className="muted">(opens in a new tab)</span>
        </p>
      ) : null}
      {before}

      <form ref={entry.form} className="stack" onSubmit={entry.onSave} noValidate>
        {children}
        <div className="actions">
          <button type="submit" className="button" disabled={busy}>
            Save draft
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void entry.publish()}
          >
            Publish
          </button>
          {draft ? (
            <button
              type="button"
              className="button button--quiet"
              disabled={busy}
              onClick={() => void entry.discard()}
            >
              Discard draft
            </button>
          ) : null}
        </div>
      </form>

      {after}
      <EntryHistory items={entry.history} busy={busy} onRevert={(to) => void entry.revert(to)} />
    </section>
  );
}
