// Runs the hostile corpus against the app with a real SQLite store: no case may get a 5xx, and
// every answer from a form endpoint is our JSON shape, never a stack trace.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserHeaders, buildTestApp } from "../test-support/test-app.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { hostileCases } from "../test-support/hostile-cases.ts";

describe("hostile input corpus", () => {
  const dir = makeTempDir();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ dataDir: dir.path });
  });
  afterAll(async () => {
    await app.close();
    dir.remove();
  });

  it("holds at least 100 cases", () => {
    expect(hostileCases.length).toBeGreaterThanOrEqual(100);
  });

  it.each(hostileCases.map((c) => [c.name, c] as const))("%s → no 5xx", async (_name, c) => {
    const headers: Record<string, string> =
      c.headers === "none"
        ? {}
        : { ...browserHeaders(), ...(typeof c.headers === "object" ? c.headers : {}) };
    if (c.contentType) headers["content-type"] = c.contentType;
    const payload = c.base64 !== undefined ? Buffer.from(c.base64, "base64") : c.body;
    const response = await app.inject({
      method: c.method,
      url: c.path,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack frames
    if (response.headers["content-type"]?.toString().startsWith("application/json")) {
      const answer = response.json() as { status?: unknown };
      expect(["success", "error"]).toContain(answer.status);
    } else {
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
    }
  });
});
