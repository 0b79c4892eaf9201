// Hostile .doc files against the real server process: the upload is refused with the form's own
// message and the server keeps answering /healthz while the file is being checked. Before the
// checks left the event loop, the first .doc froze the process (and grew it past 3 GB).
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import { HEALTH_PATH } from "../ops/health-routes.ts";
import { applicationParts } from "../test-support/forms-suite.ts";
import { docDirectoryLoop, docSectorLoop } from "../test-support/hostile-doc.ts";
import { multipartBody } from "../test-support/multipart.ts";
import {
  type ServerProcess,
  startServerProcess,
  writeFakeSite,
} from "../test-support/server-process.ts";
import { freePort } from "../test-support/smtp-peer.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { browserHeaders, SITE_ORIGIN, TEST_SECRET } from "../test-support/test-app.ts";

/** A client's patience: a frozen server never answers, and the test must end. */
const GIVE_UP_MS = 10_000;

describe("hostile .doc uploads against the server process", () => {
  const dir = makeTempDir("kadal-doc-bomb-");
  let server: ServerProcess;

  beforeAll(async () => {
    writeFakeSite(dir.path);
    server = await startServerProcess(dir.path, {
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      DATA_DIR: join(dir.path, "data"),
      // The browser headers and form tokens of test-app.ts are signed for this origin and secret.
      SITE_ORIGIN,
      SECRET: TEST_SECRET,
      RATE_LIMIT_PER_MINUTE: "10000",
    });
  }, 120_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    dir.remove();
  });

  const upload = (fileName: string, content: Buffer) => {
    const { body, contentType } = multipartBody(applicationParts({ fileName, content }));
    return fetch(`${server.url}${endpoints.application}`, {
      method: "POST",
      headers: { ...browserHeaders(), "content-type": contentType },
      body,
      signal: AbortSignal.timeout(GIVE_UP_MS),
    });
  };
  const health = () =>
    fetch(`${server.url}${HEALTH_PATH}`, {
      signal: AbortSignal.timeout(GIVE_UP_MS),
    });

  it.each([
    ["the 1.5 KB .doc whose sector chain loops", docSectorLoop()],
    ["the 2 KB .doc whose directory loops", docDirectoryLoop()],
  ])(
    "refuses %s with the CV message and answers /healthz while it is checked",
    async (_name, bomb) => {
      let answered = false;
      const refused = upload("cv.doc", bomb).finally(() => (answered = true));
      refused.catch(() => undefined);
      // /healthz, one request after another, for as long as the upload is in hand.
      const healthWhileChecking: number[] = [];
      do healthWhileChecking.push((await health()).status);
      while (!answered);
      const answer = await refused;
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({
        status: "error",
        data: { errors: { careerFormField05: messages.fileContent } },
      });
      expect(healthWhileChecking.length).toBeGreaterThan(0);
      expect(healthWhileChecking.every((status) => status === 200)).toBe(true);
      expect(server.child.exitCode).toBeNull();
    },
  );
});
