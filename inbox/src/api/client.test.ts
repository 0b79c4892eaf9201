// The API client: what every request carries (cookie policy, CSRF header, JSON) and how each kind
// of answer becomes data or an ApiError with the server's own words.
import { describe, expect, it, vi } from "vitest";
import { fakeServer } from "../testing/fake-server.ts";
import { ApiError, BAD_ANSWER, NO_ANSWER, apiUrl, createClient } from "./client.ts";

const client = (fetch: typeof globalThis.fetch, onUnauthorized = vi.fn()) => ({
  onUnauthorized,
  api: createClient({ csrfToken: () => "token-1", onUnauthorized, fetch }),
});

describe("apiUrl", () => {
  it("leaves empty filters out and encodes the rest", () => {
    expect(
      apiUrl("submissions", {
        form: "contact",
        q: "a&b",
        state: "",
        read: false,
        cursor: undefined,
      }),
    ).toBe("/inbox/api/submissions?form=contact&q=a%26b&read=false");
    expect(apiUrl("me")).toBe("/inbox/api/me");
  });
});

describe("createClient", () => {
  it("sends a GET same-origin, without a body or the CSRF header, and answers the data", async () => {
    const server = fakeServer({ "GET me": () => ({ data: { email: "a@example.com" } }) });
    const { api } = client(server.fetch);
    await expect(api.get("me")).resolves.toEqual({ email: "a@example.com" });
    const [request] = server.requests;
    expect(request!.init.credentials).toBe("same-origin");
    expect(request!.init.body).toBeUndefined();
    expect(request!.headers.get("X-CSRF-Token")).toBeNull();
  });

  it("sends every POST as JSON with the session's CSRF token", async () => {
    const server = fakeServer({ "POST submissions/7/state": ({ body }) => ({ data: body }) });
    const { api } = client(server.fetch);
    await expect(api.post("submissions/7/state", { state: "spam" })).resolves.toEqual({
      state: "spam",
    });
    const [request] = server.requests;
    expect(request!.method).toBe("POST");
    expect(request!.headers.get("X-CSRF-Token")).toBe("token-1");
    expect(request!.headers.get("Content-Type")).toBe("application/json");
    expect(request!.init.credentials).toBe("same-origin");
    expect(request!.body).toEqual({ state: "spam" });
  });

  it("tells the session about a 401 and throws the server's message", async () => {
    const server = fakeServer({
      "GET submissions": () => ({ status: 401, data: { message: "Please sign in." } }),
    });
    const { api, onUnauthorized } = client(server.fetch);
    await expect(api.get("submissions")).rejects.toMatchObject({
      status: 401,
      message: "Please sign in.",
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("does not treat a wrong password (401 on sign-in) as a lost session", async () => {
    const server = fakeServer({
      "POST sign-in": () => ({ status: 401, data: { message: "Wrong e-mail or password." } }),
    });
    const { api, onUnauthorized } = client(server.fetch);
    await expect(api.post("sign-in", {}, { sessionless: true })).rejects.toMatchObject({
      status: 401,
      message: "Wrong e-mail or password.",
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("keeps a 403's message, a 400's field errors and a 429's Retry-After", async () => {
    const server = fakeServer({
      "POST privacy/erase": () => ({
        status: 403,
        data: { message: "Only an admin can do this." },
      }),
      "POST set-password": () => ({
        status: 400,
        data: { message: "Check the password.", errors: { password: "Too short." } },
      }),
      "POST sign-in": () => ({
        status: 429,
        data: { message: "Too many attempts." },
        headers: { "Retry-After": "30" },
      }),
    });
    const { api } = client(server.fetch);
    await expect(api.post("privacy/erase", { email: "x@example.com" })).rejects.toMatchObject({
      status: 403,
      message: "Only an admin can do this.",
    });
    const refused = await api.post("set-password", {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).errors).toEqual({ password: "Too short." });
    await expect(api.post("sign-in", {}, { sessionless: true })).rejects.toMatchObject({
      retryAfter: 30,
    });
  });

  it("names a lost connection and an answer that is not the API's JSON", async () => {
    const offline = client(() => Promise.reject(new TypeError("Failed to fetch"))).api;
    await expect(offline.get("me")).rejects.toMatchObject({ status: 0, message: NO_ANSWER });
    const proxy = client(() =>
      Promise.resolve(new Response("<h1>Bad gateway</h1>", { status: 502 })),
    ).api;
    await expect(proxy.get("me")).rejects.toMatchObject({ status: 502, message: BAD_ANSWER });
  });
});
