// End-to-end specs run against the built site served by the real server on a free port, in
// Debian's Chromium (no browser is downloaded).
import { defineConfig } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium.ts";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

// The config is evaluated again in every worker; the environment carries the first choice over.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "kadal-e2e-"));
const port = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  // One retry, and a test that needed it is reported as flaky: a race to fix, but not a reason to
  // throw away a whole run. The race hunt (scripts/loaded-suite.sh) sets E2E_RETRIES=0 (decision 1108).
  retries: Number(process.env.E2E_RETRIES ?? 1),
  reporter: [["list"]],
  // Limits for a busy machine, not pauses: an expectation passes as soon as it holds.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium" }],
  webServer: {
    command: "node --import tsx server/main.ts",
    url: `http://127.0.0.1:${port}/old/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // Forms are posted many times by the specs; the rate limit has its own server tests.
      RATE_LIMIT_PER_MINUTE: "1000",
      // Each test tells its own visitor address (tests/e2e/support/fixtures.ts).
      TRUST_PROXY: "loopback",
    },
  },
});
