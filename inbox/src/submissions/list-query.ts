// The list's filters live in the address (back, forward and reload keep them); this reads and
// writes them, dropping anything the API would refuse.
import {
  SUBMISSION_FORMS,
  SUBMISSION_STATES,
  type SubmissionForm,
  type SubmissionQuery,
  type SubmissionState,
} from "#contracts/inbox.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function queryFromParams(params: URLSearchParams): SubmissionQuery {
  const form = params.get("form") ?? "";
  const state = params.get("state") ?? "";
  const read = params.get("read");
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const q = (params.get("q") ?? "").trim();
  return {
    form: (SUBMISSION_FORMS as readonly string[]).includes(form)
      ? (form as SubmissionForm)
      : undefined,
    state: (SUBMISSION_STATES as readonly string[]).includes(state)
      ? (state as SubmissionState)
      : undefined,
    read: read === "true" ? true : read === "false" ? false : undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    q: q || undefined,
  };
}

export function paramsFromQuery(query: SubmissionQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["form", "state", "read", "from", "to", "q"] as const) {
    const value = query[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return params;
}

export const isFiltered = (query: SubmissionQuery) => paramsFromQuery(query).toString() !== "";
