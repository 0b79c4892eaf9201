import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fakeFetch,
  FakeXhr,
  jsonResponse,
  never,
  setXsrfCookie,
  TEST_TOKEN,
  TEST_XSRF,
} from "../../../tests/support/forms.ts";
import {
  fetchFormToken,
  interpretAnswer,
  readCookie,
  sendJson,
  sendMultipart,
} from "./request-client.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

describe("interpretAnswer", () => {
  it.each([
    [200, { status: "success", data: {} }, { ok: true }],
    [201, { status: "success" }, { ok: true }],
    [200, { status: "error", data: {} }, { ok: false, reason: "status", httpStatus: 200 }],
    [200, { status: "pending" }, { ok: false, reason: "status", httpStatus: 200 }],
    [200, "not json", { ok: false, reason: "status", httpStatus: 200 }],
    [
      403,
      { status: "error", data: { message: "no" } },
      { ok: false, reason: "http", httpStatus: 403, errors: undefined },
    ],
    [
      400,
      { status: "error", data: { errors: { cf_mail: "Please provide a valid email", x: 1 } } },
      {
        ok: false,
        reason: "http",
        httpStatus: 400,
        errors: { cf_mail: "Please provide a valid email" },
      },
    ],
  ])("HTTP %i with %j", (status, body, expected) => {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    expect(interpretAnswer(status, text)).toEqual(expected);
  });
});

describe("readCookie", () => {
  it("finds and decodes one cookie among several", () => {
    expect(readCookie("XSRF-TOKEN", "a=1; XSRF-TOKEN=x%2By.z; b=2")).toBe("x+y.z");
    expect(readCookie("XSRF-TOKEN", "a=1")).toBeNull();
  });
});

describe("sendJson", () => {
  it("posts JSON with Accept and the XSRF cookie as header", async () => {
    setXsrfCookie();
    const { posts } = fakeFetch(() => jsonResponse({ status: "success" }));
    await expect(sendJson("/contact_mail.php", { cf_mail: "a@b.in" })).resolves.toEqual({
      ok: true,
    });
    expect(posts).toHaveLength(1);
    expect(posts[0]!.url).toBe("/contact_mail.php");
    expect(posts[0]!.headers).toMatchObject({
      accept: "application/json",
      "content-type": "application/json",
      "x-xsrf-token": TEST_XSRF,
    });
    expect(posts[0]!.body).toEqual({ cf_mail: "a@b.in" });
  });

  it("turns a network error into a failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(sendJson("/x", {})).resolves.toEqual({ ok: false, reason: "network" });
  });

  it("gives up after the timeout", async () => {
    vi.useFakeTimers();
    fakeFetch(never);
    const result = sendJson("/x", {}, { timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ ok: false, reason: "timeout" });
  });
});

describe("sendMultipart", () => {
  it("reports upload progress and reads the answer", async () => {
    setXsrfCookie();
    FakeXhr.install();
    const progress = vi.fn();
    const data = new FormData();
    data.append("job", "Illustrator");
    const result = sendMultipart("/phpmailer/careers_mail.php", data, { onProgress: progress });
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.method).toBe("POST");
    expect(xhr.headers).toEqual({ Accept: "application/json", "X-XSRF-TOKEN": TEST_XSRF });
    xhr.progress(50, 100);
    xhr.respond(200, { status: "success" });
    await expect(result).resolves.toEqual({ ok: true });
    expect(progress).toHaveBeenCalledWith({ loaded: 50, total: 100 });
    expect(xhr.body?.get("job")).toBe("Illustrator");
  });

  it("turns a network error and an abort into failures", async () => {
    FakeXhr.install();
    const failed = sendMultipart("/x", new FormData());
    FakeXhr.instances[0]!.fail();
    await expect(failed).resolves.toEqual({ ok: false, reason: "network" });
    const controller = new AbortController();
    const aborted = sendMultipart("/x", new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(aborted).resolves.toEqual({ ok: false, reason: "aborted" });
  });
});

describe("fetchFormToken", () => {
  it("reads the token, or gives null when it cannot", async () => {
    fakeFetch(() => jsonResponse({}));
    await expect(fetchFormToken()).resolves.toEqual({ token: TEST_TOKEN, uploadMaxMb: null });
    fakeFetch(() => jsonResponse({}), { tokenFails: true });
    await expect(fetchFormToken()).resolves.toBeNull();
  });

  it.each([
    [2, 2],
    [0, null],
    [-1, null],
    ["10", null],
  ])("reads the server's upload limit %j as %j", async (uploadMaxMb, read) => {
    vi.stubGlobal("fetch", async () =>
      jsonResponse({ status: "success", data: { token: TEST_TOKEN, uploadMaxMb } }),
    );
    await expect(fetchFormToken()).resolves.toEqual({ token: TEST_TOKEN, uploadMaxMb: read });
  });
});
