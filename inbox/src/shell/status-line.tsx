// A page's status messages: a polite live region for what went well, an alert for what did not.
// Both stay in the page, empty, so screen readers hear each new message.
import { useState } from "react";
import { ApiError, NO_ANSWER } from "../api/client.ts";

export type Status = { text: string; tone: "ok" | "error" } | null;

export function useStatus() {
  const [status, setStatus] = useState<Status>(null);
  return {
    status,
    done: (text: string) => setStatus({ text, tone: "ok" }),
    /** Shows the server's own words (a 403's "Only an admin can do this." included). */
    failed: (error: unknown) => setStatus({ text: failureText(error), tone: "error" }),
    clear: () => setStatus(null),
  };
}

/**
 * The server's words for a failure. A 400 about one field of an action (e.g. `errors.state`
 * "Mark it as not spam first.") says more than its general message, so the field's words win.
 */
export function failureText(error: unknown): string {
  if (!(error instanceof ApiError)) return NO_ANSWER;
  const fields = Object.values(error.errors);
  return fields.length > 0 ? fields.join(" ") : error.message;
}

export function StatusLine({ status }: { status: Status }) {
  return (
    <div className="status-line">
      <p role="status" className="status status--ok">
        {status?.tone === "ok" ? status.text : ""}
      </p>
      <p role="alert" className="status status--error">
        {status?.tone === "error" ? status.text : ""}
      </p>
    </div>
  );
}
