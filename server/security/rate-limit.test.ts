// Whose address the rate limit counts: the peer's, unless TRUST_PROXY names the peer as a proxy;
// a client that writes its own X-Forwarded-For (from loopback too) gets no fresh bucket.
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { endpoints } from "#contracts/endpoints.ts";
import { FORM_TOKEN_FIELD } from "#contracts/spam.ts";
import { migrate } from "../db/migrate.ts";
import { openSqlite } from "../db/sqlite.ts";
import { EnvError, parseEnv } from "../env.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { browserHeaders, buildTestApp, formToken } from "../test-support/test-app.ts";

describe("rate limit behind (or without) a proxy", () => {
  const dir = makeTempDir();
  afterAll(() => dir.remove());

  async function limitedApp(name: string, env: Record<string, string> = {}) {
    const db = openSqlite(join(dir.path, `${name}.sqlite`));
    await migrate(db);
    const app = await buildTestApp({
      dataDir: dir.path,
      db,
      env: { RATE_LIMIT_PER_MINUTE: "2", ...env },
    });
    app.addHook("onClose", () => db.close());
    return app;
  }

  const post = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
    app
      .inject({
        method: "POST",
        url: endpoints.thoughts,
        remoteAddress,
        headers: {
          ...browserHeaders(),
          "content-type": "application/json",
          ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
        },
        payload: JSON.stringify({ ts_ans_01: "hello", [FORM_TOKEN_FIELD]: formToken() }),
      })
      .then((response) => response.statusCode);

  it("counts the peer, whatever X-Forwarded-For it writes, when TRUST_PROXY is unset", async () => {
    const app = await limitedApp("untrusted");
    try {
      const statuses = [];
      for (let i = 1; i <= 4; i++) statuses.push(await post(app, "127.0.0.1", `203.0.113.${i}`));
      expect(statuses).toEqual([200, 200, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it("counts each forwarded client when the peer is a proxy TRUST_PROXY names", async () => {
    const app = await limitedApp("trusted", { TRUST_PROXY: "10.0.0.0/8, 192.0.2.7" });
    try {
      const distinct = [];
      for (let i = 1; i <= 4; i++) distinct.push(await post(app, "192.0.2.7", `203.0.113.${i}`));
      expect(distinct).toEqual([200, 200, 200, 200]);
      const same = [];
      for (let i = 1; i <= 3; i++) same.push(await post(app, "10.1.2.3", "198.51.100.9"));
      expect(same).toEqual([200, 200, 429]);
      // A peer not named is not believed: its header does not move it to another bucket.
      const stranger = [];
      for (let i = 1; i <= 3; i++) stranger.push(await post(app, "192.0.2.8", `198.51.100.${i}`));
      expect(stranger).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });

  it.each(["everyone", "10.0.0.0/33", "1.2.3", "loopback,*"])(
    "refuses TRUST_PROXY=%s with a message naming it",
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(EnvError);
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
