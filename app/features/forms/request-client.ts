// Sends the four forms to the mail back end: JSON with fetch (bounded by a timeout), the
// application as multipart with XMLHttpRequest (for upload progress), both with the XSRF header.
import { FORM_TOKEN_PATH } from "#contracts/endpoints.ts";
import { XSRF_COOKIE, XSRF_HEADER } from "#contracts/xsrf.ts";

/**
 * Where the endpoints live. Empty means the site's own origin (the server answers the old PHP
 * paths); a build for static hosting can point it elsewhere with VITE_FORMS_BASE_URL.
 */
export const FORMS_BASE_URL: string = import.meta.env.VITE_FORMS_BASE_URL ?? "";

/** A form's `action`: where the browser posts it by itself, before or without scripts (decision 1001). */
export const formAction = (path: string) => `${FORMS_BASE_URL}${path}`;

/** A JSON form that has had no answer after this long shows the failure message. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The application may carry a 10 MB file over a slow connection, so it gets longer. */
export const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** Why a submission did not succeed; every one of them shows the same failure message. */
export type FailureReason = "status" | "http" | "network" | "timeout" | "aborted";

export type SendResult =
  | { ok: true }
  | {
      ok: false;
      reason: FailureReason;
      /** The HTTP status, when an answer arrived. */
      httpStatus?: number;
      /** A 400 answer's `data.errors` (field → message), to show on the fields after "Try again". */
      errors?: Record<string, string>;
    };

export type SendOptions = {
  /** Aborts the request, e.g. when the form unmounts. */
  signal?: AbortSignal;
  timeoutMs?: number;
};

export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      const raw = part.slice(index + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const token = readCookie(XSRF_COOKIE);
  if (token) headers[XSRF_HEADER] = token;
  return headers;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function errorsOf(body: unknown): Record<string, string> | undefined {
  const errors = isRecord(body) && isRecord(body.data) ? body.data.errors : undefined;
  if (!isRecord(errors)) return undefined;
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The spec's reading of an answer: 2xx is a resolved call, then only `status: "success"` succeeds. */
export function interpretAnswer(httpStatus: number, text: string): SendResult {
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, say): only the HTTP status can be read.
  }
  if (httpStatus >= 200 && httpStatus < 300) {
    return isRecord(body) && body.status === "success"
      ? { ok: true }
      : { ok: false, reason: "status", httpStatus };
  }
  return { ok: false, reason: "http", httpStatus, errors: errorsOf(body) };
}

/** POSTs a JSON body; never rejects, never waits longer than the timeout. */
export async function sendJson(
  path: string,
  body: unknown,
  options: SendOptions = {},
): Promise<SendResult> {
  const { signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener("abort", onAbort);
  if (signal?.aborted) controller.abort();
  try {
    const response = await fetch(`${FORMS_BASE_URL}${path}`, {
      method: "POST",
      headers: { ...requestHeaders(), "Content-Type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
      signal: controller.signal,
    });
    return interpretAnswer(response.status, await response.text());
  } catch {
    if (timedOut) return { ok: false, reason: "timeout" };
    return { ok: false, reason: controller.signal.aborted ? "aborted" : "network" };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}

export type UploadProgress = { loaded: number; total: number };

/** POSTs multipart form data with XMLHttpRequest, reporting upload progress; never rejects. */
export function sendMultipart(
  path: string,
  data: FormData,
  options: SendOptions & { onProgress?: (progress: UploadProgress) => void } = {},
): Promise<SendResult> {
  const { signal, timeoutMs = UPLOAD_TIMEOUT_MS, onProgress } = options;
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const finish = (result: SendResult) => {
      signal?.removeEventListener("abort", onAbort);
      resolve(result);
    };
    const onAbort = () => xhr.abort();
    xhr.open("POST", `${FORMS_BASE_URL}${path}`);
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.timeout = timeoutMs;
    if (onProgress) {
      xhr.upload.addEventListener("progress", (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      });
    }
    xhr.addEventListener("load", () => finish(interpretAnswer(xhr.status, xhr.responseText)));
    xhr.addEventListener("error", () => finish({ ok: false, reason: "network" }));
    xhr.addEventListener("timeout", () => finish({ ok: false, reason: "timeout" }));
    xhr.addEventListener("abort", () => finish({ ok: false, reason: "aborted" }));
    signal?.addEventListener("abort", onAbort);
    if (signal?.aborted) {
      finish({ ok: false, reason: "aborted" });
      return;
    }
    // The browser writes the multipart boundary into Content-Type itself.
    xhr.send(data);
  });
}

/** What GET /form-token gives a form: the time token, and the server's CV limit when it says one. */
export type TokenAnswer = { token: string; uploadMaxMb: number | null };

/** The back end's signed time token (and the CV limit), or null when it cannot be had. */
export async function fetchFormToken(signal?: AbortSignal): Promise<TokenAnswer | null> {
  try {
    const response = await fetch(`${FORMS_BASE_URL}${FORM_TOKEN_PATH}`, {
      headers: { Accept: "application/json" },
      credentials: "same-origin",
      cache: "no-store",
      signal,
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const data = isRecord(body) && isRecord(body.data) ? body.data : {};
    if (typeof data.token !== "string") return null;
    const { uploadMaxMb } = data;
    const valid = typeof uploadMaxMb === "number" && uploadMaxMb > 0;
    return { token: data.token, uploadMaxMb: valid ? uploadMaxMb : null };
  } catch {
    return null;
  }
}
