// Hostile input against the real server process over real sockets: the stress corpus
// (hostile-corpus.ts) with its expected answers, plus the inject() corpus of
// server/routes/hostile-cases.ts replayed over sockets. Every answer must come within its time
// limit, no 5xx ever, form endpoints answer JSON; accepted script payloads must arrive escaped in
// the notification's HTML; after it all the server is alive and takes a valid submission.
import { randomBytes } from "node:crypto";
import { connect } from "node:net";
import { join } from "node:path";
import { endpoints } from "#contracts/endpoints.ts";
import { FORM_TOKEN_FIELD } from "#contracts/spam.ts";
import { escapeHtml } from "#server/mail/compose.ts";
import { hostileCases } from "#server/test-support/hostile-cases.ts";
import {
  docFile,
  docxFile,
  exeFile,
  htmlFile,
  oleWithoutWord,
  pdfFile,
  zipBomb,
  zipLyingAboutSize,
  zipWithoutDocument,
} from "#server/test-support/files.ts";
import { multipartBody, type Part } from "#server/test-support/multipart.ts";
import { freePort, startSmtpPeer } from "#server/test-support/smtp-peer.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import { makeZip } from "#server/test-support/zip.ts";
import {
  type Delivery,
  type FileKind,
  type JsonForm,
  STRESS_CORPUS,
  type StressCase,
} from "./hostile-corpus.ts";
import {
  contactSubmission,
  exportSubmissions,
  MAIL_TO,
  markerOf,
  postSubmission,
  type ScenarioResult,
  seconds,
  type Session,
  sessionHeaders,
  startStressServer,
  stopServer,
  type StressServer,
  summaryLine,
  visitorAddress,
  visitorSession,
  waitUntil,
} from "./support.ts";

/** The hostile server cuts slow requests after this (REQUEST_TIMEOUT_SECONDS). */
const REQUEST_TIMEOUT_S = 3;
/** A normal case must be answered within this. */
const ANSWER_LIMIT_MS = 10_000;
/** A slow case must be cut off within the request timeout plus Node's check interval and slack. */
const SLOW_LIMIT_MS = REQUEST_TIMEOUT_S * 1000 + 4_000;
const PARALLEL = 6;

const FORM_PATHS = new Set<string>(Object.values(endpoints));

// ── files ──

let oversizedDocx: Buffer | null = null;
function fileContent(kind: FileKind): Buffer {
  switch (kind) {
    case "pdf":
      return pdfFile(2_000);
    case "doc":
      return docFile();
    case "docx":
      return docxFile();
    case "exe":
      return exeFile();
    case "html":
      return htmlFile();
    case "ole-no-word":
      return oleWithoutWord();
    case "zip-no-document":
      return zipWithoutDocument();
    case "zip-bomb":
      return zipBomb();
    case "zip-lying":
      return zipLyingAboutSize();
    case "docx-oversized":
      // Incompressible and stored: a real 11 MB file, over the default 10 MB limit.
      oversizedDocx ??= makeZip([
        { name: "[Content_Types].xml", content: Buffer.from("<Types/>") },
        { name: "word/document.xml", content: randomBytes(11 * 1024 * 1024) },
      ]);
      return oversizedDocx;
    case "empty":
      return Buffer.alloc(0);
    case "svg-script":
      return Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    case "js":
      return Buffer.from("alert(document.cookie)");
    case "html-then-pdf":
      return Buffer.from("<html><body>%PDF-1.7</body></html>");
    case "pdf-no-dash":
      return Buffer.from("%PDF1.7\n%%EOF\n");
  }
}

// ── a raw HTTP/1.1 exchange over one socket ──

type RawAnswer = {
  status: number | null;
  contentType: string;
  body: string;
  /** The server closed the connection (with or without an answer). */
  closed: boolean;
  ms: number;
};

function parseResponse(data: Buffer): { status: number; contentType: string; body: string } | null {
  const end = data.indexOf("\r\n\r\n");
  if (end < 0) return null;
  const head = data.subarray(0, end).toString("latin1");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1]);
  if (!status) return null;
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  let body = data.subarray(end + 4);
  const length = headers.get("content-length");
  if (length !== undefined) {
    if (body.length < Number(length)) return null;
    body = body.subarray(0, Number(length));
  } else if (headers.get("transfer-encoding")?.includes("chunked")) {
    const chunks: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = body.indexOf("\r\n", at);
      if (lineEnd < 0) return null;
      const size = parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
      if (Number.isNaN(size)) return null;
      if (size === 0) break;
      if (body.length < lineEnd + 2 + size) return null;
      chunks.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 4 + size;
    }
    body = Buffer.concat(chunks);
  }
  return { status, contentType: headers.get("content-type") ?? "", body: body.toString("utf8") };
}

function exchange(
  port: number,
  request: { head: string; body: Buffer; delivery?: Delivery },
  limitMs: number,
  from: string,
): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", localAddress: from });
    const chunks: Buffer[] = [];
    const timers: NodeJS.Timeout[] = [];
    let settled = false;
    const finish = (closed: boolean) => {
      if (settled) return;
      settled = true;
      for (const timer of timers) clearTimeout(timer);
      socket.destroy();
      const parsed = parseResponse(Buffer.concat(chunks));
      resolve({
        status: parsed?.status ?? null,
        contentType: parsed?.contentType ?? "",
        body: parsed?.body ?? "",
        closed,
        ms: Date.now() - started,
      });
    };
    socket.on("error", () => undefined); // EPIPE/ECONNRESET after the server answered and closed
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (parseResponse(Buffer.concat(chunks))) finish(true);
    });
    socket.on("close", () => finish(true));
    timers.push(setTimeout(() => finish(false), limitMs));

    const trickle = (bytes: Buffer, everyMs: number) => {
      let at = 0;
      const tick = () => {
        if (settled || socket.destroyed || at >= bytes.length) return;
        socket.write(bytes.subarray(at, at + 1));
        at += 1;
        timers.push(setTimeout(tick, everyMs));
      };
      tick();
    };

    socket.on("connect", () => {
      const head = Buffer.from(request.head, "latin1");
      const delivery = request.delivery;
      if (!delivery) {
        // In 64 KB steps, and no further once the server answered: a server that refuses a big
        // upload early closes the socket, and bytes sent after that only earn a reset that can
        // swallow the answer.
        const whole = Buffer.concat([head, request.body]);
        let at = 0;
        const pump = () => {
          while (at < whole.length && !settled && !socket.destroyed && chunks.length === 0) {
            const piece = whole.subarray(at, at + 65_536);
            at += piece.length;
            if (!socket.write(piece)) return void socket.once("drain", pump);
          }
        };
        pump();
      } else if (delivery.kind === "idle") {
        // Nothing: the server must close the connection on its own.
      } else if (delivery.kind === "slow-headers") {
        trickle(Buffer.concat([head, request.body]), delivery.everyMs);
      } else if (delivery.kind === "slow-body") {
        socket.write(head);
        trickle(request.body, delivery.everyMs);
      } else {
        socket.write(Buffer.concat([head, request.body.subarray(0, delivery.sent)]));
      }
    });
  });
}

function requestHead(
  method: string,
  path: string,
  port: number,
  headers: Record<string, string>,
  bodyLength: number | null,
): string {
  // Keep-alive, as browsers do: a server that answers before reading a big body then drains it
  // instead of closing on unread bytes (which resets the connection and can swallow the answer).
  const lines = [`${method} ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`];
  const names = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (bodyLength !== null && !names.has("content-length"))
    lines.push(`Content-Length: ${bodyLength}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
}

// ── building each case's request ──

function validFields(form: JsonForm | "application", token: string): Record<string, unknown> {
  const base = { [FORM_TOKEN_FIELD]: token };
  switch (form) {
    case "newsletter":
      return { ...base, cf_mail: "reader@example.in" };
    case "contact":
      return {
        ...base,
        cf_name: "Anu",
        cf_mail: "anu@example.in",
        cf_phone: "1234567890",
        cf_msg: "Hello",
      };
    case "thoughts":
      return { ...base, ts_ans_01: "A fish", ts_ans_03: "The sea" };
    case "application":
      return {
        ...base,
        careerFormField01: "A typewriter",
        careerFormField02: "Trust",
        careerFormField03: "A deadline, met",
        careerFormField04: "seahorse",
        careerFormField06: "submit Now",
        job: "Art director",
      };
  }
}

const PATH_OF: Record<JsonForm | "application", string> = {
  newsletter: endpoints.newsletter,
  contact: endpoints.contact,
  thoughts: endpoints.thoughts,
  application: endpoints.application,
};

function applicationBody(fields: Record<string, unknown>, file: Part | null) {
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({
    name,
    value: String(value),
  }));
  if (file) parts.push(file);
  return multipartBody(parts);
}

type Built = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer;
  delivery?: Delivery;
};

/** Browser headers, with `""` in `overrides` meaning "leave this header out". */
function headersWith(base: Record<string, string>, overrides: Record<string, string> = {}) {
  const merged = { ...base, ...overrides };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ""));
}

function build(c: StressCase, session: Session, origin: string, marker: string): Built {
  const browser = sessionHeaders(session, origin);
  switch (c.kind) {
    case "form": {
      const body = Buffer.from(
        JSON.stringify({ ...validFields(c.form, session.token), ...c.fields }),
      );
      return {
        method: "POST",
        path: PATH_OF[c.form],
        headers: { ...browser, "content-type": "application/json" },
        body,
      };
    }
    case "raw":
      return {
        method: "POST",
        path: c.path,
        headers: headersWith(browser, {
          ...(c.contentType ? { "content-type": c.contentType } : {}),
          ...c.headers,
        }),
        body: Buffer.from(c.body, "utf8"),
      };
    case "apply": {
      const file: Part | null =
        c.file === null
          ? null
          : {
              name: "careerFormField05",
              fileName: c.file?.name ?? "cv.pdf",
              content: fileContent(c.file?.content ?? "pdf"),
              contentType: c.file?.contentType ?? "application/octet-stream",
            };
      const fields = {
        ...validFields("application", session.token),
        careerFormField04: marker,
        ...c.fields,
      };
      const { body, contentType } = applicationBody(fields, file);
      return {
        method: "POST",
        path: endpoints.application,
        headers: { ...browser, "content-type": contentType },
        body,
      };
    }
    case "guard": {
      const body = Buffer.from(JSON.stringify(validFields("contact", session.token)));
      const headers = headersWith({ ...browser, "content-type": "application/json" }, c.headers);
      if (c.path === endpoints.application) {
        const multipart = applicationBody(validFields("application", session.token), {
          name: "careerFormField05",
          fileName: "cv.pdf",
          content: pdfFile(),
        });
        return {
          method: "POST",
          path: c.path,
          headers: { ...headers, "content-type": multipart.contentType },
          body: multipart.body,
        };
      }
      return { method: "POST", path: c.path, headers, body };
    }
    case "slow": {
      const d = c.delivery;
      const declared = d.kind === "slow-body" || d.kind === "hold" ? d.declared : 0;
      const contentType =
        c.path === endpoints.application
          ? "multipart/form-data; boundary=SlowBoundary"
          : "application/json";
      const filler =
        c.path === endpoints.application
          ? `--SlowBoundary\r\nContent-Disposition: form-data; name="job"\r\n\r\n${"x".repeat(Math.max(0, declared - 80))}`
          : `{"cf_msg":"${"x".repeat(Math.max(0, declared - 12))}"}`;
      const body = Buffer.from(filler.padEnd(declared, " ").slice(0, declared));
      return {
        method: "POST",
        path: c.path,
        headers: { ...browser, "content-type": contentType, "content-length": String(declared) },
        body,
        delivery: d,
      };
    }
    case "script": {
      const fields: Record<string, unknown> = {
        ...validFields(c.form, session.token),
        ...c.fields,
      };
      // The marker rides in a field the payload leaves alone, so the mail can be found.
      const markerField = {
        contact: "cf_phone",
        thoughts: "ts_ans_04",
        application: "careerFormField04",
        newsletter: "",
      }[c.form];
      if (c.form === "contact") fields.cf_msg = `${String(fields.cf_msg)}\n${marker}`;
      else fields[markerField] = marker;
      if (c.form === "application") {
        const { body, contentType } = applicationBody(fields, {
          name: "careerFormField05",
          fileName: "cv.pdf",
          content: pdfFile(),
        });
        return {
          method: "POST",
          path: endpoints.application,
          headers: { ...browser, "content-type": contentType },
          body,
        };
      }
      return {
        method: "POST",
        path: PATH_OF[c.form],
        headers: { ...browser, "content-type": "application/json" },
        body: Buffer.from(JSON.stringify(fields)),
      };
    }
  }
}

// ── checking an answer ──

function problemsOf(
  c: { name: string },
  path: string,
  answer: RawAnswer,
  expect: string | number,
): string[] {
  const problems: string[] = [];
  const where = `${c.name}: got ${answer.status ?? (answer.closed ? "closed" : "no answer")} in ${answer.ms} ms`;
  if (answer.status !== null && answer.status >= 500) return [`${where} (5xx)`];
  if (/\bat .+\.(ts|js):\d+/.test(answer.body)) problems.push(`${where}: stack trace in the body`);
  if (expect === "timeout") {
    if (!(answer.status === 408 || (answer.status === null && answer.closed)))
      problems.push(`${where}, expected 408 or a closed connection`);
    return problems;
  }
  if (answer.status === null) return [`${where}, expected ${expect}`];
  const ok =
    expect === "4xx" ? answer.status >= 400 && answer.status < 500 : answer.status === expect;
  if (!ok) problems.push(`${where}, expected ${expect} ${answer.body.slice(0, 160)}`);
  if (FORM_PATHS.has(path.split("?")[0]!)) {
    if (!answer.contentType.startsWith("application/json"))
      problems.push(`${where}: not JSON (${answer.contentType})`);
    else {
      try {
        const json = JSON.parse(answer.body) as { status?: unknown };
        const wanted = answer.status === 200 ? "success" : "error";
        if (json.status !== wanted) problems.push(`${where}: status field ${String(json.status)}`);
      } catch {
        problems.push(`${where}: body is not JSON`);
      }
    }
  }
  return problems;
}

async function inParallel<T>(
  items: T[],
  limit: number,
  run: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        await run(items[i]!, i);
      }
    }),
  );
}

export async function hostileScenario(seed: number): Promise<ScenarioResult> {
  const started = Date.now();
  const failures: string[] = [];
  const dir = makeTempDir("kadal-stress-hostile-");
  const peer = await startSmtpPeer(undefined, { closeTimeoutMs: 1_000 });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    DATA_DIR: join(dir.path, "data"),
    SMTP_URL: peer.url,
    REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_S),
  };
  let server: StressServer | null = null;
  try {
    server = await startStressServer(dir.path, port, env);
    const session = await visitorSession(origin, 2_000);

    // 1. The stress corpus, with its expected answers.
    const statuses = new Map<string, number>();
    let slowest = 0;
    let fourxx = 0;
    const scripts: { c: Extract<StressCase, { kind: "script" }>; marker: string }[] = [];
    const storedNameChecks: string[] = [];
    await inParallel(STRESS_CORPUS, PARALLEL, async (c, i) => {
      const marker = markerOf("hostile", seed, i);
      const req = build(c, session, origin, marker);
      const hasBody = req.method !== "GET";
      const head = requestHead(
        req.method,
        req.path,
        port,
        req.headers,
        hasBody ? req.body.length : null,
      );
      const limit = c.kind === "slow" ? SLOW_LIMIT_MS : ANSWER_LIMIT_MS;
      const answer = await exchange(
        port,
        { head, body: req.body, ...(req.delivery ? { delivery: req.delivery } : {}) },
        limit,
        // Each case a visitor of its own: one visitor has one application in progress at a time.
        visitorAddress(i),
      );
      const expect = c.kind === "script" ? 200 : c.expect;
      const key = String(answer.status ?? (answer.closed ? "closed" : "none"));
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      slowest = Math.max(slowest, c.kind === "slow" ? 0 : answer.ms);
      if (answer.status !== null && answer.status >= 400 && answer.status < 500) fourxx++;
      failures.push(...problemsOf(c, req.path, answer, expect));
      if (c.kind === "script" && answer.status === 200) scripts.push({ c, marker });
      if (c.kind === "apply" && c.checkStoredName && answer.status === 200)
        storedNameChecks.push(marker);
    });
    const corpusCount = STRESS_CORPUS.length;
    if (corpusCount < 200) failures.push(`the corpus holds ${corpusCount} cases, fewer than 200`);

    // 2. The inject() corpus of the server's own tests, over sockets: never a 5xx.
    let replayed = 0;
    await inParallel(hostileCases, PARALLEL, async (c, i) => {
      const headers =
        c.headers === "none"
          ? {}
          : {
              ...sessionHeaders(session, origin),
              ...(typeof c.headers === "object" ? c.headers : {}),
            };
      if (c.contentType) headers["content-type"] = c.contentType;
      const body =
        c.base64 !== undefined
          ? Buffer.from(c.base64, "base64")
          : Buffer.from(c.body ?? "", "utf8");
      const withBody = c.method === "POST";
      const answer = await exchange(
        port,
        {
          head: requestHead(c.method, c.path, port, headers, withBody ? body.length : null),
          body: withBody ? body : Buffer.alloc(0),
        },
        ANSWER_LIMIT_MS,
        visitorAddress(STRESS_CORPUS.length + i),
      );
      replayed++;
      if (answer.status === null)
        failures.push(`replayed ${c.name}: no answer (${answer.closed ? "closed" : "timeout"})`);
      else if (answer.status >= 500) failures.push(`replayed ${c.name}: ${answer.status}`);
      else if (/\bat .+\.(ts|js):\d+/.test(answer.body))
        failures.push(`replayed ${c.name}: stack trace`);
      else if (!/^(application\/json|text\/html)/.test(answer.contentType))
        failures.push(`replayed ${c.name}: content type ${answer.contentType}`);
    });

    // 3. Script payloads reached the agency escaped in the HTML part.
    const byMarker = (marker: string) =>
      peer.received.find(
        (m) => m.envelopeTo.includes(MAIL_TO) && (m.parsed.text ?? "").includes(marker),
      );
    await waitUntil(() => scripts.every(({ marker }) => byMarker(marker)), 30_000, 100);
    let escaped = 0;
    for (const { c, marker } of scripts) {
      const mail = byMarker(marker);
      if (!mail || !mail.parsed.html) {
        failures.push(`script "${c.name}": no HTML notification arrived`);
        continue;
      }
      const html = mail.parsed.html;
      let ok = true;
      for (const payload of Object.values(c.fields)) {
        if (payload !== escapeHtml(payload) && html.includes(payload)) ok = false;
        if (!html.includes(escapeHtml(payload))) ok = false;
      }
      if (
        /<(script|img|svg|iframe|style|a)\b/i.test(
          html.replace(/<a [^>]*href="(https?:|mailto:)[^"]*"/g, ""),
        )
      )
        ok = false;
      if (ok) escaped++;
      else failures.push(`script "${c.name}": the HTML mail holds the payload unescaped`);
    }

    // 4. The server is alive: a valid submission is accepted, stored and mailed.
    const finalMarker = markerOf("hostile", seed, 999_999);
    const final = await postSubmission(
      origin,
      session,
      contactSubmission(finalMarker, "after@example.in", session),
    );
    const alive = final.ok && final.status === 200 && server.child.exitCode === null;
    if (!alive)
      failures.push(`the final valid submission got ${final.ok ? final.status : final.error}`);
    if (!(await waitUntil(() => Boolean(byMarker(finalMarker)), 20_000, 100)))
      failures.push("the final submission's mail did not arrive");
    await stopServer(server, "SIGTERM");

    // Uploads with hostile names were stored under safe names.
    const exported = await exportSubmissions(env);
    for (const marker of storedNameChecks) {
      const s = exported.find((e) => Object.values(e.data).includes(marker));
      const name = s?.attachments[0]?.fileName ?? "";
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      if (!s || /[/\\\u0000-\u001f\u202e]|\.\./.test(name) || name.length > 130)
        failures.push(`stored file name not safe: ${JSON.stringify(name)}`);
    }

    const statusList = [...statuses.entries()]
      .sort()
      .map(([status, n]) => `${status}×${n}`)
      .join(",");
    return {
      name: "hostile",
      failures,
      summary: summaryLine("hostile", {
        cases: corpusCount,
        "answered-4xx": fourxx,
        statuses: statusList,
        replayed,
        "5xx": failures.filter((f) => f.includes("(5xx)") || / 5\d\d$/.test(f)).length,
        "scripts-escaped": `${escaped}/${scripts.length}`,
        "safe-names": `${storedNameChecks.length}`,
        "slowest-answer": `${slowest}ms`,
        alive: alive ? "yes" : "no",
        time: seconds(Date.now() - started),
      }),
    };
  } finally {
    if (server) await stopServer(server, "SIGKILL");
    await peer.stop();
    dir.remove();
  }
}
