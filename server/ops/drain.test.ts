// SIGTERM on a real server process: readiness fails at once while the process still answers, a
// request in hand during the drain is answered, and then the process exits cleanly.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startServerProcess, writeFakeSite } from "../test-support/server-process.ts";
import { freePort } from "../test-support/smtp-peer.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { HEALTH_PATH, READY_PATH } from "./health-routes.ts";

describe("drain on SIGTERM", () => {
  const dir = makeTempDir("kadal-drain-");
  afterAll(() => dir.remove());

  it("fails readiness first, keeps answering for DRAIN_SECONDS, then exits 0", async () => {
    writeFakeSite(dir.path);
    const port = await freePort();
    const server = await startServerProcess(dir.path, {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(dir.path, "data"),
      SITE_ORIGIN: `http://127.0.0.1:${port}`,
      // Long enough for the requests below on a busy machine: the drain is the server's own
      // wall-clock time, which a test of the real process cannot move.
      DRAIN_SECONDS: "5",
    });
    expect((await fetch(`${server.url}${READY_PATH}`)).status).toBe(200);
    server.child.kill("SIGTERM");
    // The signal is handled when the process gets to it: wait for readiness to fail.
    let ready: Response | undefined;
    await expect
      .poll(
        async () => {
          ready = await fetch(`${server.url}${READY_PATH}`);
          return ready.status;
        },
        { timeout: 5_000, interval: 20 },
      )
      .toBe(503);
    expect(
      ((await ready!.json()) as { data: { checks: { draining: boolean } } }).data.checks.draining,
    ).toBe(true);
    expect((await fetch(`${server.url}${HEALTH_PATH}`)).status).toBe(200);
    expect((await fetch(`${server.url}/old/`)).status).toBe(200);
    expect(await server.exited).toBe(0);
  }, 180_000);
});
