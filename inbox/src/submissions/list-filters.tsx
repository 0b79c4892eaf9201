// The list's filters: form, state, read, a date range and a search over name, e-mail and message.
// Choices apply at once; the search and dates apply when the form is sent (Enter or "Filter").
import { useState, type FormEvent } from "react";
import { SUBMISSION_FORMS, SUBMISSION_STATES, type SubmissionQuery } from "#contracts/inbox.ts";
import { FORM_NAMES, STATE_NAMES } from "../lib/format.ts";
import { isFiltered } from "./list-query.ts";

export function ListFilters({
  query,
  onChange,
}: {
  query: SubmissionQuery;
  onChange: (query: SubmissionQuery) => void;
}) {
  const [q, setQ] = useState(query.q ?? "");
  const [from, setFrom] = useState(query.from ?? "");
  const [to, setTo] = useState(query.to ?? "");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...query, q: q.trim() || undefined, from: from || undefined, to: to || undefined });
  };
  const clear = () => {
    setQ("");
    setFrom("");
    setTo("");
    onChange({});
  };

  return (
    <form className="filters" onSubmit={submit} role="search" aria-label="Filter submissions">
      <div className="field filters__search">
        <label htmlFor="filter-q">Search</label>
        <input
          id="filter-q"
          type="search"
          name="q"
          placeholder="Name, e-mail or message"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="filter-form">Form</label>
        <select
          id="filter-form"
          value={query.form ?? ""}
          onChange={(event) =>
            onChange({
              ...query,
              form: (event.target.value || undefined) as SubmissionQuery["form"],
            })
          }
        >
          <option value="">All</option>
          {SUBMISSION_FORMS.map((form) => (
            <option key={form} value={form}>
              {FORM_NAMES[form]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-state">State</label>
        <select
          id="filter-state"
          value={query.state ?? ""}
          onChange={(event) =>
            onChange({
              ...query,
              state: (event.target.value || undefined) as SubmissionQuery["state"],
            })
          }
        >
          <option value="">Any</option>
          {SUBMISSION_STATES.map((state) => (
            <option key={state} value={state}>
              {STATE_NAMES[state]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-read">Read</label>
        <select
          id="filter-read"
          value={query.read === undefined ? "" : String(query.read)}
          onChange={(event) =>
            onChange({
              ...query,
              read: event.target.value === "" ? undefined : event.target.value === "true",
            })
          }
        >
          <option value="">All</option>
          <option value="false">Unread</option>
          <option value="true">Read</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-from">From</label>
        <input
          id="filter-from"
          type="date"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="filter-to">To</label>
        <input
          id="filter-to"
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <div className="filters__actions">
        <button type="submit" className="button">
          Filter
        </button>
        {isFiltered(query) ? (
          <button type="button" className="button button--quiet" onClick={clear}>
            Clear filters
          </button>
        ) : null}
      </div>
    </form>
  );
}
