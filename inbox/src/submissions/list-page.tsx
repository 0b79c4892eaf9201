// The submissions, newest first: filters in the address, unread in bold with a read/unread
// toggle, "Load more" by the server's cursor, and new arrivals shown without a reload (the live
// unread stream says when something changed; the first page is then fetched again).
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { Summary, SubmissionQuery } from "#contracts/inbox.ts";
import { downloads } from "../api/inbox-api.ts";
import { FORM_NAMES, STATE_NAMES, formatDateTime, formatWhen } from "../lib/format.ts";
import { useLiveUnread } from "../shell/live-unread.tsx";
import { PageHeading } from "../shell/page-heading.tsx";
import { useMember, useSession } from "../shell/session.tsx";
import { StatusLine, useStatus } from "../shell/status-line.tsx";
import { ListFilters } from "./list-filters.tsx";
import { paramsFromQuery, queryFromParams } from "./list-query.ts";
import { LoadMore } from "../shell/load-more.tsx";

type Loaded = { items: Summary[]; nextCursor: string | null };

/** The fresh first page on top; what was loaded beyond it (older) kept below, without repeats. */
export function mergeFirstPage(current: Loaded, first: Loaded): Loaded {
  const oldest = first.items.at(-1);
  if (!oldest || current.items.length <= first.items.length) return first;
  const seen = new Set(first.items.map((item) => item.id));
  const older = current.items.filter(
    (item) => !seen.has(item.id) && item.createdAt <= oldest.createdAt,
  );
  return { items: [...first.items, ...older], nextCursor: current.nextCursor };
}

export function ListPage() {
  const { api } = useSession();
  const me = useMember();
  const live = useLiveUnread();
  const seedUnread = live?.seedUnread;
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  const query = queryFromParams(new URLSearchParams(paramsKey));
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const { status, done, failed } = useStatus();
  const unreadSeen = useRef<number | null>(null);

  const loadFirst = useCallback(
    async (signal?: AbortSignal) => {
      const page = await api.submissions(queryFromParams(new URLSearchParams(paramsKey)), signal);
      unreadSeen.current = page.unread;
      seedUnread?.(page.unread);
      return page;
    },
    [api, paramsKey, seedUnread],
  );

  // A new filter: start again from the first page.
  useEffect(() => {
    const controller = new AbortController();
    setLoaded(null);
    loadFirst(controller.signal).then(
      (page) => setLoaded(page),
      (error: unknown) => {
        if (!controller.signal.aborted) failed(error);
      },
    );
    return () => controller.abort();
    // `failed` is a fresh function each render; the request depends on the filters only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadFirst]);

  // Something changed on the server (a new submission, or someone read one): refresh the top.
  const latest = live?.latest ?? null;
  const liveUnread = live?.unread ?? null;
  const hasLatest = loaded?.items.some((item) => item.id === latest) ?? true;
  useEffect(() => {
    if (!loaded) return;
    const changed =
      (latest !== null && !hasLatest) || (liveUnread !== null && liveUnread !== unreadSeen.current);
    if (!changed) return;
    unreadSeen.current = liveUnread;
    loadFirst().then(
      (first) => setLoaded((current) => (current ? mergeFirstPage(current, first) : first)),
      () => undefined, // the next change tries again; a 401 has already gone to sign-in
    );
    // Only a change on the server starts this; `loaded` is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latest, liveUnread]);

  const loadMore = async () => {
    if (!loaded?.nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await api.submissions({ ...query, cursor: loaded.nextCursor });
      setLoaded({ items: [...loaded.items, ...page.items], nextCursor: page.nextCursor });
    } catch (error) {
      failed(error);
    } finally {
      setLoadingMore(false);
    }
  };

  const toggleRead = async (item: Summary) => {
    try {
      const detail = await api.setRead(item.id, !item.read);
      setLoaded(
        (current) =>
          current && {
            ...current,
            items: current.items.map((row) =>
              row.id === item.id ? { ...row, read: detail.read } : row,
            ),
          },
      );
      const unread = (live?.unread ?? 0) + (detail.read ? -1 : 1);
      unreadSeen.current = Math.max(0, unread);
      seedUnread?.(Math.max(0, unread));
      done(`${who(item)}: marked ${detail.read ? "read" : "unread"}.`);
    } catch (error) {
      failed(error);
    }
  };

  const setQuery = (next: SubmissionQuery) => setParams(paramsFromQuery(next));

  return (
    <section className="page">
      <div className="page__top">
        <PageHeading title="Inbox">Submissions</PageHeading>
        {me.role === "admin" ? (
          <a className="button" href={downloads.submissionsCsv(query)} download>
            Export CSV
          </a>
        ) : null}
      </div>
      <ListFilters key={paramsKey} query={query} onChange={setQuery} />
      <StatusLine status={status} />
      {loaded === null ? (
        <p className="loading">Loading…</p>
      ) : loaded.items.length === 0 ? (
        <p className="empty">No submissions{paramsKey ? " match these filters" : " yet"}.</p>
      ) : (
        <ol className="submissions" aria-label="Submissions, newest first">
          {loaded.items.map((item) => (
            <li key={item.id} className={`submission${item.read ? "" : " submission--unread"}`}>
              <Link to={`/submissions/${encodeURIComponent(item.id)}`} className="submission__link">
                <span className="submission__who">
                  {item.read ? null : <span className="visually-hidden">Unread: </span>}
                  {who(item)}
                </span>
                <span className="submission__meta">
                  <span className={`tag tag--${item.form}`}>{FORM_NAMES[item.form]}</span>
                  {item.job ? <span>{item.job}</span> : null}
                  {item.state !== "new" ? (
                    <span className={`tag tag--${item.state}`}>{STATE_NAMES[item.state]}</span>
                  ) : null}
                  {item.hasFile ? <span className="tag">CV</span> : null}
                </span>
                <span className="submission__preview">{item.preview}</span>
                <time
                  className="submission__time"
                  dateTime={new Date(item.createdAt).toISOString()}
                  title={formatDateTime(item.createdAt)}
                >
                  {formatWhen(item.createdAt)}
                </time>
              </Link>
              <button
                type="button"
                className="button button--quiet submission__toggle"
                // The visible words first, then whose (WCAG 2.5.3: the label is in the name).
                aria-label={`${item.read ? "Mark unread" : "Mark read"}: ${who(item)}`}
                onClick={() => void toggleRead(item)}
              >
                <span className="submission__dot" aria-hidden="true" />
                <span className="submission__toggle-text">
                  {item.read ? "Mark unread" : "Mark read"}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <LoadMore more={Boolean(loaded?.nextCursor)} busy={loadingMore} onLoad={loadMore} />
    </section>
  );
}

const who = (item: Summary) => item.name || item.email || "No name";
