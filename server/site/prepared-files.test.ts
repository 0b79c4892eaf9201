// The pre-serialised head (writeFile's `direct` path) against writeHead: over a real socket both
// ways must put the same bytes on the wire, apart from the Date line, for every kind of request
// the direct path takes or hands back to writeHead.
import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareFile, writeFile } from "./prepared-files.ts";

const body = Buffer.from("<!DOCTYPE html><title>Page</title><p>Hello</p>".repeat(20));
const file = prepareFile(body, {
  contentType: "text/html; charset=utf-8",
  cacheControl: "no-cache",
  headers: ["x-content-type-options", "nosniff", "content-security-policy", "default-src 'self'"],
  gzip: Buffer.from("not really gzip, but shorter"),
});

type Listening = { server: Server; port: number; writeHeads: number };

/** A server answering every request with the file; counts the answers that used writeHead. */
async function serve(direct: boolean): Promise<Listening> {
  const listening: Listening = { server: createServer(), port: 0, writeHeads: 0 };
  listening.server.on("request", (req, res) => {
    const writeHead = res.writeHead.bind(res);
    res.writeHead = ((...args: Parameters<typeof writeHead>) => {
      listening.writeHeads++;
      return writeHead(...args);
    }) as typeof res.writeHead;
    const cookie = req.url === "/cookie";
    writeFile(res, file, {
      status: req.url === "/missing" ? 404 : 200,
      method: req.method ?? "GET",
      acceptEncoding: req.headers["accept-encoding"],
      ifNoneMatch: req.headers["if-none-match"],
      range: undefined,
      extra: cookie ? ["set-cookie", "XSRF-TOKEN=abc.def; Path=/; SameSite=Lax"] : undefined,
      direct,
    });
  });
  await new Promise<void>((done) => listening.server.listen(0, "127.0.0.1", done));
  listening.port = (listening.server.address() as { port: number }).port;
  return listening;
}

/**
 * Whether `data` holds a whole answer to each of the requests: its head, and as many body bytes as
 * its Content-Length says (none after HEAD or with a 304).
 */
function answered(data: string, request: string): boolean {
  let offset = 0;
  for (const [method] of request.matchAll(/^[A-Z]+(?= )/gm)) {
    const headEnd = data.indexOf("\r\n\r\n", offset);
    if (headEnd < 0) return false;
    const head = data.slice(offset, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    const bodyless = method === "HEAD" || / 304 /.test(head.slice(0, head.indexOf("\r\n")));
    if (!bodyless && length === undefined) return false; // read until the server closes
    offset = headEnd + 4 + (bodyless ? 0 : Number(length));
    if (data.length < offset) return false;
  }
  return true;
}

/**
 * Sends raw request bytes and returns what the server wrote: every answer, complete by its
 * length (a keep-alive connection stays open), or all it wrote before closing.
 */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    const finish = () => {
      socket.destroy();
      done(Buffer.concat(chunks).toString("latin1"));
    };
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      if (answered(Buffer.concat(chunks).toString("latin1"), request)) finish();
    });
    socket.on("end", finish);
    socket.on("error", fail);
    socket.write(request);
  });
}

const withoutDate = (answer: string) => answer.replace(/^Date: .*\r\n/gm, "Date: -\r\n");

const get = (path: string, headers = "") =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}\r\n`;

describe("a prepared file's head written pre-serialised", () => {
  let direct: Listening;
  let viaWriteHead: Listening;

  beforeAll(async () => {
    direct = await serve(true);
    viaWriteHead = await serve(false);
  });
  afterAll(() => {
    direct.server.close();
    viaWriteHead.server.close();
  });

  const cases: [string, string, boolean][] = [
    ["a keep-alive GET", get("/"), true],
    ["a compressed answer", get("/", "Accept-Encoding: gzip, br\r\n"), true],
    ["a 404", get("/missing"), true],
    ["an answer with a cookie", get("/cookie"), true],
    ["HEAD", `HEAD / HTTP/1.1\r\nHost: localhost\r\n\r\n`, true],
    ["two pipelined requests", get("/") + get("/cookie", "Accept-Encoding: gzip\r\n"), true],
    // Handed back to writeHead: the connection closes after the answer.
    ["Connection: close", get("/", "Connection: close\r\n"), false],
    ["HTTP/1.0", `GET / HTTP/1.0\r\n\r\n`, false],
    // 304 goes through writeHead (no length, no body).
    ["a conditional GET", get("/", `If-None-Match: ${file.identity.etag}\r\n`), false],
  ];

  it.each(cases)("%s: the same bytes as writeHead", async (_name, request, takesDirect) => {
    const before = { direct: direct.writeHeads, viaWriteHead: viaWriteHead.writeHeads };
    const ours = await exchange(direct.port, request);
    const theirs = await exchange(viaWriteHead.port, request);
    expect(ours).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(withoutDate(ours)).toBe(withoutDate(theirs));
    expect(ours).toMatch(
      /\r\nDate: [A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} \d\d:\d\d:\d\d GMT\r\n/,
    );
    expect(viaWriteHead.writeHeads).toBeGreaterThan(before.viaWriteHead);
    // The direct path is really taken where it can be, and declines where it cannot.
    expect(direct.writeHeads === before.direct).toBe(takesDirect);
  });
});
