// A stand-in for /inbox/api in component tests: answers by "METHOD path" with the server's JSON
// shape, and records every request (URL, headers, body) for the test to inspect.
import type { Me } from "#contracts/inbox.ts";

export type Handler = (request: {
  url: URL;
  body: unknown;
}) => { status?: number; data: unknown; headers?: Record<string, string> } | undefined;

export type Recorded = {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
  init: RequestInit;
};

export const admin: Me = { email: "admin@example.com", role: "admin", csrfToken: "csrf-admin" };
export const reader: Me = {
  email: "recruiter@example.com",
  role: "reader",
  csrfToken: "csrf-reader",
};

export const editor: Me = {
  email: "editor@example.com",
  role: "editor",
  csrfToken: "csrf-editor",
};

export function fakeServer(routes: Record<string, Handler>) {
  const requests: Recorded[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), "http://inbox.test");
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    requests.push({ method, url, headers: new Headers(init.headers), body, init });
    const path = url.pathname.replace(/^\/inbox\/api\//, "");
    const handler = routes[`${method} ${path}`];
    const answer = handler?.({ url, body });
    if (!answer)
      return json(404, { status: "error", data: { message: `No stand-in for ${method} ${path}` } });
    const status = answer.status ?? 200;
    return json(
      status,
      status < 400
        ? { status: "success", data: answer.data }
        : { status: "error", data: answer.data },
      answer.headers,
    );
  };
  return { fetch, requests, routes };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** The server's 401 for a missing session. */
export const signedOut = () => ({ status: 401, data: { message: "Please sign in." } });
