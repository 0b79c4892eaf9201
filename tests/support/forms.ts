// Fakes for the forms' tests: a fetch that answers the time token and records the posts, a
// controllable XMLHttpRequest, and a promise to resolve by hand.
import { vi } from "vitest";
import { FORM_TOKEN_PATH } from "#contracts/endpoints.ts";

export const TEST_TOKEN = "signed-time-token";
export const TEST_XSRF = "abc.def";

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export type PostCall = {
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  signal?: AbortSignal;
};

/** Stubs fetch: GET /form-token answers a token (or fails), every POST is recorded and answered. */
export function fakeFetch(
  answer: (call: PostCall) => Response | Promise<Response>,
  options: { tokenFails?: boolean } = {},
) {
  const posts: PostCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    if (url.endsWith(FORM_TOKEN_PATH)) {
      if (options.tokenFails) throw new TypeError("Failed to fetch");
      return jsonResponse({ status: "success", data: { token: TEST_TOKEN } });
    }
    const call: PostCall = {
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: JSON.parse(String(init.body)) as Record<string, unknown>,
      signal: init.signal ?? undefined,
    };
    posts.push(call);
    return answer(call);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { posts, fetchMock };
}

/** Rejects when the request's signal aborts (what a real fetch does). */
export function never(call: PostCall): Promise<Response> {
  return new Promise((_resolve, reject) => {
    call.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
  });
}

export function setXsrfCookie(value = TEST_XSRF) {
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(value)}; path=/`;
}

/** A hand-driven XMLHttpRequest: the test decides on progress, the answer or a network error. */
export class FakeXhr extends EventTarget {
  static instances: FakeXhr[] = [];
  upload = new EventTarget();
  method = "";
  url = "";
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = "";
  timeout = 0;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.instances.push(this);
  }
  abort() {
    this.dispatchEvent(new Event("abort"));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(
      new ProgressEvent("progress", { lengthComputable: true, loaded, total }),
    );
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event("load"));
  }
  fail() {
    this.dispatchEvent(new Event("error"));
  }

  static install() {
    FakeXhr.instances = [];
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
  }
}
