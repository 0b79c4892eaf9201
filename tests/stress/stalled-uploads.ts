// Stalled uploads against a real server process (decision 1102): eight visitors, each from its
// own address, open an application and stop sending mid-body, four inside their CV (each of them
// holds one of the four places) and four in their answers (they hold none). Meanwhile a real
// applicant sends a whole application: it must be accepted, the stalled ones dropped by the pace
// rule (408, connection closed) long before the request timeout, and the server alive after.
// Before, four such uploads held every place for 60 s and the applicant got 503 after its wait.
import { connect } from "node:net";
import { join } from "node:path";
import { messages } from "#contracts/messages.ts";
import { freePort } from "#server/test-support/smtp-peer.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import {
  applicationSubmission,
  markerOf,
  postSubmission,
  type ScenarioResult,
  seconds,
  send,
  sessionHeaders,
  startStressServer,
  stopServer,
  visitorAddress,
  visitorSession,
} from "./support.ts";

const IN_CV = 4;
const IN_ANSWERS = 4;
/** The server's places (UPLOADS_IN_FLIGHT): the stalled-in-CV ones take them all. */
const IN_FLIGHT = 4;
/** A stalled upload must be dropped well before the 60 s request timeout. */
const DROP_LIMIT_MS = 30_000;

type Dropped = { status: number | null; message: string | null; afterMs: number };

/**
 * Opens an upload from `from`, sends its head and the first `sent` bytes of its body, then
 * nothing; resolves when the server closes the connection (or the limit passes), with its answer.
 */
function stall(
  port: number,
  from: string,
  headers: Record<string, string>,
  body: Buffer,
  sent: number,
): Promise<Dropped> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect({ port, host: "127.0.0.1", localAddress: from });
    const received: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      const text = Buffer.concat(received).toString("utf8");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      let message: string | null = null;
      try {
        message = (
          JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4)) as {
            data: { message: string };
          }
        ).data.message;
      } catch {
        // No answer, or not JSON: the check below says so.
      }
      resolve({ status: status ? Number(status) : null, message, afterMs: Date.now() - started });
    };
    const timer = setTimeout(() => socket.destroy(), DROP_LIMIT_MS);
    socket.on("error", () => undefined);
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("close", finish);
    const head = [
      "POST /phpmailer/careers_mail.php HTTP/1.1",
      `Host: 127.0.0.1:${port}`,
      ...Object.entries({ ...headers, "content-length": String(body.length) }).map(
        ([name, value]) => `${name}: ${value}`,
      ),
    ].join("\r\n");
    socket.write(`${head}\r\n\r\n`);
    socket.write(body.subarray(0, sent));
  });
}

export async function stalledUploadsScenario(seed: number): Promise<ScenarioResult> {
  const started = Date.now();
  const failures: string[] = [];
  const dir = makeTempDir("kadal-stress-stalled-");
  const port = await freePort();
  const server = await startStressServer(dir.path, port, {
    DATA_DIR: join(dir.path, "data"),
    UPLOADS_IN_FLIGHT: String(IN_FLIGHT),
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const session = await visitorSession(base, IN_CV + IN_ANSWERS + 1);
    const headers = (contentType: string) => ({
      ...sessionHeaders(session, base),
      "content-type": contentType,
    });
    const stalled = Array.from({ length: IN_CV + IN_ANSWERS }, (_, n) => {
      const { body, contentType } = applicationSubmission(
        markerOf("stalled", seed, n),
        null,
        session,
        200_000,
      );
      const buffer = Buffer.from(body);
      // Inside the CV: its first 20 KB. In the answers: halfway through the second one.
      const sent =
        n < IN_CV
          ? buffer.indexOf("%PDF-") + 20_000
          : buffer.indexOf('name="careerFormField02"') + 60;
      return stall(port, visitorAddress(n), headers(contentType), buffer, sent);
    });

    // The real applicant, from an address of its own, while they stall.
    const applicantStarted = Date.now();
    const applicant = await postSubmission(
      base,
      session,
      applicationSubmission(markerOf("stalled", seed, 999), "real@example.in", session),
      undefined,
      60_000,
      visitorAddress(IN_CV + IN_ANSWERS),
    );
    const applicantMs = Date.now() - applicantStarted;
    if (!applicant.ok || applicant.status !== 200)
      failures.push(
        `the real applicant got ${applicant.ok ? `${applicant.status} ${applicant.body.slice(0, 120)}` : applicant.error}`,
      );

    const dropped = await Promise.all(stalled);
    const slowestDropMs = Math.max(...dropped.map((d) => d.afterMs));
    dropped.forEach((d, n) => {
      if (d.status !== 408 || d.message !== messages.uploadStalled)
        failures.push(
          `stalled upload ${n} ended with ${d.status ?? "no answer"} after ${seconds(d.afterMs)}`,
        );
    });
    const health = await send(`${base}/healthz`, { timeoutMs: 5_000 });
    const alive = server.child.exitCode === null && health.ok && health.status === 200;
    if (!alive) failures.push("the server is not alive at the end");

    return {
      name: "stalled-uploads",
      failures,
      summary:
        `stalled-uploads: ${IN_CV + IN_ANSWERS} stalled (${IN_CV} inside their CV holding all ` +
        `${IN_FLIGHT} places, ${IN_ANSWERS} in their answers), real applicant ` +
        `${applicant.ok && applicant.status === 200 ? "accepted" : "refused"} in ${applicantMs} ms, ` +
        `stalled dropped (${dropped.filter((d) => d.status === 408).length}×408) after ` +
        `${seconds(slowestDropMs)} at most, server ${alive ? "alive" : "dead"} ` +
        `(${seconds(Date.now() - started)})`,
    };
  } finally {
    await stopServer(server, "SIGKILL");
    dir.remove();
  }
}
