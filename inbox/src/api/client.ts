// The one way the app talks to /inbox/api: JSON in and out, the CSRF header on every change, the
// session cookie sent same-origin, and the server's `{ status, data }` answer turned into data or
// an ApiError. A 401 on a member's call tells the session (it then goes to sign-in).
import { INBOX_API, INBOX_CSRF_HEADER, type InboxAnswer } from "#contracts/inbox.ts";

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 when no answer came. */
    readonly status: number,
    /** Field messages the server gave with a 400. */
    readonly errors: Record<string, string> = {},
    /** Seconds to wait, from a 429's Retry-After. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const NO_ANSWER = "The server could not be reached. Check the connection and try again.";
export const BAD_ANSWER = "The server gave an answer the inbox does not understand. Try again.";

type Query = Record<string, string | number | boolean | undefined | null>;

/** `/inbox/api/<path>?<query>` with empty values left out, so a cleared filter is no filter. */
export function apiUrl(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  const search = params.toString();
  return `${INBOX_API}/${path}${search ? `?${search}` : ""}`;
}

export type ClientOptions = {
  /** The session's CSRF token (from sign-in or GET me), or null before there is one. */
  csrfToken: () => string | null;
  /** Called on a 401 from a call that needs a session. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
};

export type RequestOptions = {
  /** Sign-in and set-password answer 401/400 about their own input, not about a session. */
  sessionless?: boolean;
  signal?: AbortSignal;
};

export type InboxClient = {
  get<T>(path: string, query?: Query, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** Sends a file as the request's body, with `query` in the address. */
  upload<T>(path: string, query: Query, file: Blob): Promise<T>;
};

export function createClient(options: ClientOptions): InboxClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(
    method: "GET" | "POST",
    url: string,
    body: unknown,
    { sessionless = false, signal }: RequestOptions = {},
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: "application/json" };
    // A file goes as its own bytes (the server judges them, not the type the browser guessed).
    const file = body instanceof Blob ? body : null;
    if (method !== "GET") {
      headers["Content-Type"] = file ? file.type || "application/octet-stream" : "application/json";
      const token = options.csrfToken();
      if (token) headers[INBOX_CSRF_HEADER] = token;
    }
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers,
        credentials: "same-origin",
        cache: "no-store",
        signal,
        body: method === "GET" ? undefined : (file ?? JSON.stringify(body ?? {})),
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(NO_ANSWER, 0);
    }
    let answer: InboxAnswer<T> | null = null;
    try {
      answer = (await response.json()) as InboxAnswer<T>;
    } catch {
      answer = null;
    }
    if (response.status === 401 && !sessionless) options.onUnauthorized();
    if (response.ok && answer?.status === "success") return answer.data;
    const data = answer?.status === "error" ? answer.data : null;
    const retryAfter = Number(response.headers.get("Retry-After"));
    throw new ApiError(
      data?.message || BAD_ANSWER,
      response.status,
      data?.errors ?? {},
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }

  return {
    get: (path, query, requestOptions) =>
      request("GET", apiUrl(path, query), undefined, requestOptions),
    post: (path, body, requestOptions) => request("POST", apiUrl(path), body, requestOptions),
    upload: (path, query, file) => request("POST", apiUrl(path, query), file),
  };
}
