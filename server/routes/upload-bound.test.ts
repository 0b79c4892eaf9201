// The bound on applications in flight over real sockets: a visitor who gives up while waiting
// for a place does not keep it; the next applicant gets in at once.
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { endpoints } from "#contracts/endpoints.ts";
import { migrate } from "../db/migrate.ts";
import { openSqlite } from "../db/sqlite.ts";
import { pdfFile } from "../test-support/files.ts";
import { applicationParts } from "../test-support/forms-suite.ts";
import { multipartBody } from "../test-support/multipart.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { browserHeaders, buildTestApp, SITE_ORIGIN } from "../test-support/test-app.ts";

describe("uploads in flight", () => {
  const dir = makeTempDir();
  afterAll(() => dir.remove());

  it("frees the place of a visitor who left while waiting for it", async () => {
    const db = openSqlite(join(dir.path, "bound.sqlite"));
    await migrate(db);
    const app = await buildTestApp({
      dataDir: dir.path,
      db,
      env: { UPLOADS_IN_FLIGHT: "1", UPLOAD_WAIT_SECONDS: "3" },
    });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    const open = (body: Buffer, contentType: string) =>
      request(`${base}${endpoints.application}`, {
        method: "POST",
        headers: {
          ...browserHeaders(),
          origin: SITE_ORIGIN,
          "content-type": contentType,
          "content-length": body.length,
        },
      });
    const send = (upload: { body: Buffer; contentType: string }) =>
      new Promise<number>((resolve, reject) => {
        const req = open(upload.body, upload.contentType);
        req.on("response", (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        });
        req.on("error", reject);
        req.end(upload.body);
      });
    const upload = () =>
      multipartBody(applicationParts({ fileName: "cv.pdf", content: pdfFile() }));
    try {
      // The first applicant holds the only place: half the body now, the rest later.
      const slow = upload();
      const first = open(slow.body, slow.contentType);
      const firstStatus = new Promise<number>((resolve) =>
        first.on("response", (res) => (res.resume(), resolve(res.statusCode ?? 0))),
      );
      first.write(slow.body.subarray(0, slow.body.length >> 1));
      await new Promise((resolve) => setTimeout(resolve, 100));
      // The second waits for the place, then gives up.
      const leaving = upload();
      const second = open(leaving.body, leaving.contentType);
      second.on("error", () => undefined);
      second.write(leaving.body.subarray(0, 100));
      await new Promise((resolve) => setTimeout(resolve, 100));
      second.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      first.end(slow.body.subarray(slow.body.length >> 1));
      expect(await firstStatus).toBe(200);
      // The place the leaver was given went on: the third gets it (kept, it would wait out the
      // three seconds and get 503).
      expect(await send(upload())).toBe(200);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
