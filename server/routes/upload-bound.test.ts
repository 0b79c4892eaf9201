// The bound on applications in flight over real sockets (decision 1102): uploads whose bodies
// stall do not close the careers form to others, and are dropped with 408 by the pace rule; a
// visitor who gives up while waiting for a place does not keep it. Each client has its own
// address, through the X-Forwarded-For of a trusted proxy on loopback.
import { request } from "node:http";
import { connect } from "node:net";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { endpoints } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import type { FastifyInstance } from "fastify";
import { migrate } from "../db/migrate.ts";
import { METRICS_PATH } from "../ops/metrics-routes.ts";
import { openSqlite } from "../db/sqlite.ts";
import { pdfFile } from "../test-support/files.ts";
import { applicationParts } from "../test-support/forms-suite.ts";
import { multipartBody } from "../test-support/multipart.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { browserHeaders, buildTestApp, SITE_ORIGIN } from "../test-support/test-app.ts";

const METRICS = "upload-bound-metrics-token";

type Upload = { body: Buffer; contentType: string };
const upload = (cvBytes = 2_000): Upload =>
  multipartBody(applicationParts({ fileName: "cv.pdf", content: pdfFile(cvBytes) }));
const headersFor = (client: string, { body, contentType }: Upload) => ({
  ...browserHeaders(),
  origin: SITE_ORIGIN,
  "x-forwarded-for": client,
  "content-type": contentType,
  "content-length": String(body.length),
});

/** The status and JSON body a raw socket received before the server closed it. */
type Dropped = { status: number | null; body: unknown };

/**
 * An upload that sends its head and the first `sent` bytes of its body, then nothing: it
 * resolves when the server closes the connection, with what the server answered.
 */
function stalledUpload(base: string, client: string, whole: Upload, sent: number) {
  const { port } = new URL(base);
  const head = [
    `POST ${endpoints.application} HTTP/1.1`,
    `host: 127.0.0.1:${port}`,
    ...Object.entries(headersFor(client, whole)).map(([name, value]) => `${name}: ${value}`),
  ].join("\r\n");
  const socket = connect(Number(port), "127.0.0.1");
  socket.on("error", () => undefined);
  socket.write(`${head}\r\n\r\n`);
  socket.write(whole.body.subarray(0, sent));
  const received: Buffer[] = [];
  socket.on("data", (chunk: Buffer) => received.push(chunk));
  return new Promise<Dropped>((resolve) =>
    socket.on("close", () => {
      const text = Buffer.concat(received).toString("utf8");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      const body = text.slice(text.indexOf("\r\n\r\n") + 4);
      resolve({ status: status ? Number(status) : null, body: body ? JSON.parse(body) : null });
    }),
  );
}

/** A whole upload from `client`: its status. */
function send(base: string, client: string, whole: Upload) {
  return new Promise<number>((resolve, reject) => {
    const req = request(`${base}${endpoints.application}`, {
      method: "POST",
      headers: headersFor(client, whole),
    });
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(whole.body);
  });
}

describe("uploads in flight", () => {
  const dir = makeTempDir();
  afterAll(() => dir.remove());

  async function listening(env: Record<string, string>, name: string) {
    const db = openSqlite(join(dir.path, `${name}.sqlite`));
    await migrate(db);
    const app: FastifyInstance = await buildTestApp({
      dataDir: dir.path,
      db,
      env: { TRUST_PROXY: "loopback", METRICS_TOKEN: METRICS, ...env },
    });
    const base = await app.listen({ port: 0, host: "127.0.0.1" });
    /** Waits until the server reports this many uploads holding and waiting (GET /metrics). */
    const uploadsReach = (holding: number, waiting: number) =>
      vi.waitFor(async () => {
        const scrape = await app.inject({
          url: METRICS_PATH,
          headers: { authorization: `Bearer ${METRICS}` },
        });
        expect(scrape.body).toContain(`kadal_uploads{state="holding"} ${holding}\n`);
        expect(scrape.body).toContain(`kadal_uploads{state="waiting"} ${waiting}\n`);
      });
    return {
      base,
      uploadsReach,
      close: async () => {
        await app.close();
        await db.close();
      },
    };
  }

  const stalledClients = ["198.51.100.1", "198.51.100.2", "198.51.100.3", "198.51.100.4"];

  it("accepts an applicant while four uploads stall mid-body, and drops those by their pace", async () => {
    // Four places, and a short wait: uploads that held a place from their first byte would
    // keep the applicant out, and it would get 503 after 2 s.
    const server = await listening({ UPLOADS_IN_FLIGHT: "4", UPLOAD_WAIT_SECONDS: "2" }, "stall");
    try {
      const stalled = stalledClients.map((client) => {
        const whole = upload();
        // Halfway through the answers: the CV has not started.
        const sent = whole.body.indexOf("careerFormField03");
        return stalledUpload(server.base, client, whole, sent);
      });
      expect(await send(server.base, "203.0.113.50", upload())).toBe(200);
      for (const dropped of await Promise.all(stalled)) {
        expect(dropped).toEqual({
          status: 408,
          body: { status: "error", data: { message: messages.uploadStalled } },
        });
      }
    } finally {
      await server.close();
    }
  });

  it("gives an applicant the place of uploads that stalled inside their CV once they are dropped", async () => {
    // These four each hold a place (their CV's bytes flowed); the applicant waits in line, and
    // gets one when the pace rule drops them, well before its wait ends.
    const server = await listening(
      { UPLOADS_IN_FLIGHT: "4", UPLOAD_WAIT_SECONDS: "40" },
      "stall-cv",
    );
    try {
      const stalled = stalledClients.map((client) => {
        const whole = upload(200_000);
        const sent = whole.body.indexOf("%PDF-") + 20_000;
        return stalledUpload(server.base, client, whole, sent);
      });
      const applicant = send(server.base, "203.0.113.51", upload());
      const dropped = await Promise.all(stalled);
      expect(dropped.map((answer) => answer.status)).toEqual([408, 408, 408, 408]);
      expect(await applicant).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("refuses a second upload from a client whose first holds a slot, with 429", async () => {
    const server = await listening({}, "one-each");
    try {
      // Its CV has started: it holds a slot, until the pace rule drops it.
      const whole = upload();
      const first = stalledUpload(
        server.base,
        "192.0.2.80",
        whole,
        whole.body.indexOf("%PDF-") + 100,
      );
      // The server gives the first its slot as soon as it has read its CV's first bytes, which it
      // was sent first; should a second still come in before it, that one is whole and is taken.
      let second = 0;
      for (let tries = 0; tries < 20 && second !== 429; tries += 1)
        second = await send(server.base, "192.0.2.80", upload());
      expect(second).toBe(429);
      expect(await send(server.base, "192.0.2.81", upload())).toBe(200);
      expect((await first).status).toBe(408);
      // Its turn is back once the first is over.
      expect(await send(server.base, "192.0.2.80", upload())).toBe(200);
    } finally {
      await server.close();
    }
  });

  it("frees the place of a visitor who left while waiting for it", async () => {
    const server = await listening({ UPLOADS_IN_FLIGHT: "1", UPLOAD_WAIT_SECONDS: "3" }, "leave");
    const open = (client: string, whole: Upload) =>
      request(`${server.base}${endpoints.application}`, {
        method: "POST",
        headers: headersFor(client, whole),
      });
    try {
      // The first applicant holds the only place: its CV has started, the rest comes later.
      const slow = upload();
      const first = open("192.0.2.90", slow);
      const firstStatus = new Promise<number>((resolve) =>
        first.on("response", (res) => (res.resume(), resolve(res.statusCode ?? 0))),
      );
      const half = slow.body.indexOf("%PDF-") + 100;
      first.write(slow.body.subarray(0, half));
      await server.uploadsReach(1, 0);
      // The second reaches its CV, waits for the place, then gives up.
      const leaving = upload();
      const second = open("192.0.2.91", leaving);
      second.on("error", () => undefined);
      second.write(leaving.body.subarray(0, leaving.body.indexOf("%PDF-") + 100));
      await server.uploadsReach(1, 1);
      second.destroy();
      await server.uploadsReach(1, 0);
      first.end(slow.body.subarray(half));
      expect(await firstStatus).toBe(200);
      // The place went on: the third gets it (kept by the leaver, it would wait out the three
      // seconds and get 503).
      expect(await send(server.base, "192.0.2.92", upload())).toBe(200);
    } finally {
      await server.close();
    }
  });
});
