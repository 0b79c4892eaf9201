// The newsletter's subscribers: how many in each state, the list (by state, paged), and for an
// admin the confirmed subscribers as CSV.
import { useEffect, useState } from "react";
import {
  SUBSCRIBER_STATES,
  type NewsletterPage as Page,
  type SubscriberState,
} from "#contracts/inbox.ts";
import { downloads } from "../api/inbox-api.ts";
import { formatDateTime } from "../lib/format.ts";
import { type Column, DataTable } from "../shell/data-table.tsx";
import { PageHeading } from "../shell/page-heading.tsx";
import { useMember, useSession } from "../shell/session.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";
import { LoadMore } from "../shell/load-more.tsx";

const STATE_NAMES: Record<SubscriberState, string> = {
  pending: "Waiting for confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
};

const COLUMNS: readonly Column<Page["items"][number]>[] = [
  { name: "E-mail", wrap: true, cell: (item) => item.email },
  { name: "State", cell: (item) => STATE_NAMES[item.state] },
  { name: "Subscribed", cell: (item) => formatDateTime(item.createdAt) },
  {
    name: "Confirmed",
    cell: (item) => (item.confirmedAt ? formatDateTime(item.confirmedAt) : "—"),
  },
];

export function NewsletterPage() {
  const { api } = useSession();
  const me = useMember();
  const [state, setState] = useState<SubscriberState | "">("");
  const [page, setPage] = useState<Page | null>(null);
  const [busy, setBusy] = useState(false);
  const { status, failed } = useStatus();

  useEffect(() => {
    let live = true;
    setPage(null);
    api.newsletter({ state: state || undefined }).then(
      (found) => live && setPage(found),
      (error: unknown) => live && failed(error),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on a new state filter only
  }, [api, state]);

  const loadMore = async () => {
    if (!page?.nextCursor) return;
    setBusy(true);
    try {
      const more = await api.newsletter({ state: state || undefined, cursor: page.nextCursor });
      setPage({ ...more, items: [...page.items, ...more.items] });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page">
      <div className="page__top">
        <PageHeading title="Newsletter — Inbox">Newsletter</PageHeading>
        {me.role === "admin" ? (
          <a className="button" href={downloads.newsletterCsv()} download>
            Export confirmed (CSV)
          </a>
        ) : null}
      </div>
      {page ? (
        <dl className="counts">
          {SUBSCRIBER_STATES.map((key) => (
            <div key={key} className="counts__item">
              <dt>{STATE_NAMES[key]}</dt>
              <dd>{page.counts[key]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="field field--inline">
        <label htmlFor="newsletter-state">Show</label>
        <select
          id="newsletter-state"
          value={state}
          onChange={(event) => setState(event.target.value as SubscriberState | "")}
        >
          <option value="">Every subscriber</option>
          {SUBSCRIBER_STATES.map((key) => (
            <option key={key} value={key}>
              {STATE_NAMES[key]}
            </option>
          ))}
        </select>
      </div>
      <StatusLine status={status} />
      {page === null ? (
        <p className="loading">Loading…</p>
      ) : page.items.length === 0 ? (
        <p className="empty">No subscribers here.</p>
      ) : (
        <DataTable
          caption="Subscribers, newest first"
          columns={COLUMNS}
          rows={page.items}
          rowKey={(item) => item.email}
        />
      )}
      <LoadMore more={Boolean(page?.nextCursor)} busy={busy} onLoad={loadMore} />
    </section>
  );
}
