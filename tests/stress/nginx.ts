// Behind a real proxy: deploy/nginx.conf itself (its ports, names and certificate swapped for a
// throwaway set) terminates TLS in front of two servers on one PostgreSQL. It proves that the
// client's own address reaches the rate limiter, only through the trusted proxy (each loopback
// address 127.0.0.x is a different visitor; a forged X-Forwarded-For changes nothing); that an
// https SITE_ORIGIN works (Secure cookie, Origin check); that uploads up to the limit pass; and
// that one server stopped mid-load loses nothing the visitors were told was received.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { join } from "node:path";
import { endpoints, FORM_TOKEN_PATH } from "#contracts/endpoints.ts";
import { FORM_TOKEN_FIELD } from "#contracts/spam.ts";
import { pdfFile } from "#server/test-support/files.ts";
import { multipartBody } from "#server/test-support/multipart.ts";
import { postgresAvailable, startPostgres } from "#server/test-support/postgres.ts";
import { freePort, startSmtpPeer } from "#server/test-support/smtp-peer.ts";
import { makeTempDir } from "#server/test-support/temp-dir.ts";
import {
  exportSubmissions,
  MAIL_TO,
  markerIndexOf,
  markerOf,
  MARKER_PATTERN,
  ROOT,
  type ScenarioResult,
  seconds,
  sleep,
  startStressServer,
  stopServer,
  type StressServer,
  summaryLine,
  waitUntil,
} from "./support.ts";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
const LIMIT = 5;
/** Visitors, each from its own loopback address, each posting LIMIT contacts: none is limited. */
const VISITORS = 60;
const TOTAL = VISITORS * LIMIT;
const STOP_AFTER = 100;

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/** One HTTPS request to nginx from a given loopback address; rejects on a network error. */
function tls(
  url: string,
  ca: Buffer,
  opts: {
    method?: string;
    from?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...opts.headers };
    if (opts.body !== undefined) headers["content-length"] = Buffer.byteLength(opts.body);
    const req = httpsRequest(
      url,
      {
        method: opts.method ?? "GET",
        headers,
        ca,
        localAddress: opts.from ?? "127.0.0.1",
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on("error", reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error("client timeout")));
    req.on("error", reject);
    req.end(opts.body);
  });
}

type NginxPorts = { http: number; https: number; a: number; b: number };

/**
 * deploy/nginx.conf with this run's ports, name and certificate (or, with `tls` off, its main
 * server block listening plain HTTP), inside a minimal main config.
 */
function nginxConfig(dir: string, ports: NginxPorts, tls = true) {
  let site = readFileSync(join(ROOT, "deploy/nginx.conf"), "utf8")
    .replace("server 127.0.0.1:3000 ", `server 127.0.0.1:${ports.a} `)
    .replace("server 127.0.0.1:3001 ", `server 127.0.0.1:${ports.b} `)
    .replace("listen 80;", `listen 127.0.0.1:${ports.http};`)
    .replaceAll("server_name kadal.agency;", "server_name localhost;");
  site = tls
    ? site
        .replace("listen 443 ssl http2;", `listen 127.0.0.1:${ports.https} ssl http2;`)
        .replace(/ssl_certificate .*;/, `ssl_certificate ${join(dir, "cert.pem")};`)
        .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${join(dir, "key.pem")};`)
    : site
        .replace("listen 443 ssl http2;", `listen 127.0.0.1:${ports.https};`)
        .replace(/^\s*ssl_.*;$/gm, "");
  writeFileSync(join(dir, "kadal.conf"), site);
  // A proxied visitor holds two connections (theirs and the upstream's): the thousand visitors
  // of two-servers-nginx, each from an address of its own, need more than nginx's 1024.
  return `daemon off;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${join(dir, "body")};
  proxy_temp_path ${join(dir, "proxy")};
  include ${join(dir, "kadal.conf")};
}
`;
}

/** Longer than Node's default keep-alive (5 s), which the servers used before decision 1107. */
const KEEP_ALIVE_IDLE_MS = 7_000;

/** Established TCP connections whose local end is one of `ports` on 127.0.0.1 (Linux's table). */
function establishedTo(ports: number[]): number {
  const wanted = new Set(ports.map((port) => port.toString(16).toUpperCase().padStart(4, "0")));
  return readFileSync("/proc/net/tcp", "utf8")
    .split("\n")
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter(([, local, , state]) => state === "01" && wanted.has(local?.split(":")[1] ?? ""))
    .length;
}

/**
 * nginx on plain HTTP in front of two servers (another scenario's): answers its origin; the servers
 * must run with SITE_ORIGIN set to it and TRUST_PROXY=127.0.0.1.
 */
export async function plainNginxInFront(dir: string, upstreams: [number, number]) {
  if (!NGINX) throw new Error("nginx is not installed (apt-get install -y nginx)");
  const ports = {
    http: await freePort(),
    https: await freePort(),
    a: upstreams[0],
    b: upstreams[1],
  };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "nginx.conf"), nginxConfig(dir, ports, false));
  const child = spawn(NGINX, ["-c", join(dir, "nginx.conf"), "-p", dir], { stdio: "inherit" });
  return { origin: `http://127.0.0.1:${ports.https}`, stop: () => child.kill("SIGTERM") };
}

export async function nginxScenario(seed: number): Promise<ScenarioResult> {
  const started = Date.now();
  const failures: string[] = [];
  if (!NGINX || !postgresAvailable)
    return {
      name: "nginx",
      summary: "nginx: needs nginx and PostgreSQL (apt-get install -y nginx postgresql)",
      failures: ["nginx or PostgreSQL missing"],
    };
  const dir = makeTempDir("kadal-stress-nginx-");
  const cluster = await startPostgres();
  const peer = await startSmtpPeer(undefined, { closeTimeoutMs: 500 });
  const servers: StressServer[] = [];
  let nginx: ChildProcess | null = null;
  try {
    const ports = {
      http: await freePort(),
      https: await freePort(),
      a: await freePort(),
      b: await freePort(),
    };
    const origin = `https://localhost:${ports.https}`;
    const databaseUrl = await cluster.createDatabase("stress_nginx");
    for (const [name, port] of [
      ["a", ports.a],
      ["b", ports.b],
    ] as const)
      servers.push(
        await startStressServer(join(dir.path, name), port, {
          DATA_DIR: join(dir.path, name, "data"),
          DATABASE_URL: databaseUrl,
          SMTP_URL: peer.url,
          SITE_ORIGIN: origin,
          TRUST_PROXY: "127.0.0.1",
          RATE_LIMIT_PER_MINUTE: String(LIMIT),
          INSTANCE_ID: `nginx-${name}`,
        }),
      );

    const conf = join(dir.path, "nginx");
    mkdirSync(conf, { recursive: true });
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-addext",
        "subjectAltName=DNS:localhost",
        "-keyout",
        join(conf, "key.pem"),
        "-out",
        join(conf, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    const ca = readFileSync(join(conf, "cert.pem"));
    writeFileSync(join(conf, "nginx.conf"), nginxConfig(conf, ports));
    nginx = spawn(NGINX, ["-c", join(conf, "nginx.conf"), "-p", conf], { stdio: "inherit" });
    await waitUntil(
      async () =>
        tls(`${origin}/old/`, ca).then(
          (a) => a.status === 200,
          () => false,
        ),
      15_000,
      100,
    );

    // A visitor: the page's XSRF cookie (Secure behind https) and one form token per post.
    async function visitor(from: string, posts: number) {
      const page = await tls(`${origin}/old/`, ca, { from });
      const setCookie = ([] as string[]).concat(page.headers["set-cookie"] ?? []).join("; ");
      const cookie = /XSRF-TOKEN=([^;]+)/.exec(setCookie)?.[1] ?? "";
      const tokens: string[] = [];
      for (let i = 0; i < posts; i++) {
        const answer = await tls(`${origin}${FORM_TOKEN_PATH}`, ca, { from });
        tokens.push((JSON.parse(answer.body) as { data: { token: string } }).data.token);
      }
      return { from, cookie, secure: /;\s*Secure/i.test(setCookie), tokens };
    }
    type Visitor = Awaited<ReturnType<typeof visitor>>;
    const post = (
      v: Visitor,
      path: string,
      contentType: string,
      body: string | Buffer,
      extra = {},
    ) =>
      tls(`${origin}${path}`, ca, {
        method: "POST",
        from: v.from,
        headers: {
          cookie: `XSRF-TOKEN=${v.cookie}`,
          "x-xsrf-token": v.cookie,
          origin,
          "content-type": contentType,
          ...extra,
        },
        body,
      });
    const contact = (v: Visitor, marker: string, email: string) =>
      JSON.stringify({
        cf_name: `Proxy ${marker}`,
        cf_mail: email,
        cf_phone: "+91 484 400 2180",
        cf_msg: `Through nginx. ${marker}`,
        [FORM_TOKEN_FIELD]: v.tokens.shift(),
      });

    // 1. The real address counts, a forged header does not: two visitors, 12 posts each.
    const [first, second] = [await visitor("127.0.0.2", 12), await visitor("127.0.0.3", 12)];
    await sleep(2_100);
    const limited = async (v: Visitor) => {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push(
          (
            await post(
              v,
              endpoints.thoughts,
              "application/json",
              JSON.stringify({ ts_ans_01: "spoof", [FORM_TOKEN_FIELD]: v.tokens.shift() }),
              { "x-forwarded-for": `203.0.113.${i + 1}` },
            )
          ).status,
        );
      return statuses;
    };
    const perVisitor = [await limited(first), await limited(second)];
    for (const statuses of perVisitor) {
      const ok = statuses.filter((s) => s === 200).length;
      const refused = statuses.filter((s) => s === 429).length;
      if (ok !== LIMIT || refused !== 12 - LIMIT)
        failures.push(
          `rate limit behind nginx: ${ok} accepted, ${refused} refused (want ${LIMIT}, ${12 - LIMIT})`,
        );
    }
    if (!first.secure) failures.push("the XSRF cookie is not Secure behind https");

    // 2. Uploads up to the limit pass through the proxy.
    const uploader = await visitor("127.0.0.4", 2);
    await sleep(2_100);
    let uploads = 0;
    const refusedUploads: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { body, contentType } = multipartBody([
        { name: "careerFormField01", value: `Large CV ${markerOf("nginx-cv", seed, i)}` },
        { name: "careerFormField02", value: "Trust" },
        { name: "careerFormField03", value: "A deadline, met" },
        { name: "careerFormField04", value: "seahorse" },
        { name: "careerFormField06", value: "submit Now" },
        { name: "job", value: "Art director" },
        { name: FORM_TOKEN_FIELD, value: uploader.tokens.shift()! },
        {
          name: "careerFormField05",
          fileName: "cv.pdf",
          content: pdfFile(Math.round(9.5 * 1024 * 1024)),
          contentType: "application/pdf",
        },
      ]);
      const answer = await post(uploader, endpoints.application, contentType, body);
      if (answer.status === 200) uploads++;
      else refusedUploads.push(`${answer.status} ${answer.body.slice(0, 160)}`);
    }
    if (uploads !== 2)
      failures.push(
        `${2 - uploads} upload(s) of 9.5 MB refused behind nginx: ${refusedUploads.join("; ")}`,
      );

    // 2b. Kept-alive upstream connections outlive nginx's own idle time: the server must not
    // close one that nginx may reuse (a 502). Idle for longer than Node's default 5 s, the
    // connections nginx keeps are still open at the server, and the next requests reuse them.
    await Promise.all(
      Array.from({ length: 16 }, () => tls(`${origin}/old/works`, ca, { from: "127.0.0.5" })),
    );
    const upstreamPorts = [ports.a, ports.b];
    const keptBefore = establishedTo(upstreamPorts);
    await sleep(KEEP_ALIVE_IDLE_MS);
    const keptAfter = establishedTo(upstreamPorts);
    const afterIdle = await Promise.all(
      Array.from({ length: 40 }, () =>
        tls(`${origin}/old/`, ca, { from: "127.0.0.5" }).then(
          (a) => a.status,
          () => 0,
        ),
      ),
    );
    const badAfterIdle = afterIdle.filter((status) => status !== 200).length;
    if (keptBefore === 0)
      failures.push("nginx kept no upstream connection to test keep-alive with");
    if (keptAfter < keptBefore)
      failures.push(
        `the servers closed ${keptBefore - keptAfter} of ${keptBefore} kept-alive connections within ${seconds(KEEP_ALIVE_IDLE_MS)}`,
      );
    if (badAfterIdle > 0)
      failures.push(`${badAfterIdle} of 40 requests after the idle time failed (${afterIdle})`);

    // 3. Load from 60 visitors; server a is stopped (SIGTERM) mid-load.
    const visitors = await Promise.all(
      Array.from({ length: VISITORS }, (_, i) => visitor(`127.0.1.${i + 1}`, LIMIT)),
    );
    await sleep(2_100);
    const acked = new Set<number>();
    const statuses = new Map<string, number>();
    let stopping: Promise<void> | null = null;
    await Promise.all(
      visitors.map(async (v, vi) => {
        for (let k = 0; k < LIMIT; k++) {
          const i = vi * LIMIT + k;
          const body = contact(v, markerOf("nginx", seed, i), `nginx-${i}@example.in`);
          let answer: Answer | null = null;
          try {
            answer = await post(v, endpoints.contact, "application/json", body);
          } catch (error) {
            const key = (error as Error).message;
            statuses.set(key, (statuses.get(key) ?? 0) + 1);
            continue;
          }
          statuses.set(String(answer.status), (statuses.get(String(answer.status)) ?? 0) + 1);
          if (answer.status === 200) acked.add(i);
          if (!stopping && acked.size >= STOP_AFTER) stopping = stopServer(servers[0]!, "SIGTERM");
        }
      }),
    );
    await stopping;

    // Every acknowledged contact stored once and its notification at the peer.
    const notified = new Set<number>();
    await waitUntil(
      async () => {
        for (const mail of peer.received) {
          if (!mail.envelopeTo.includes(MAIL_TO)) continue;
          const match = MARKER_PATTERN.exec(mail.parsed.text ?? "");
          if (match && (mail.parsed.text ?? "").includes("stress-nginx-"))
            notified.add(Number(match[1]));
        }
        return [...acked].every((i) => notified.has(i));
      },
      60_000,
      250,
    ).catch(() => undefined);
    await stopServer(servers[1]!, "SIGTERM");
    const exported = await exportSubmissions({
      DATA_DIR: join(dir.path, "b", "data"),
      DATABASE_URL: databaseUrl,
    });
    const stored = new Map<number, number>();
    for (const s of exported.filter((s) => s.form === "contact" && s.status === "accepted")) {
      const i = markerIndexOf(s.data);
      if (i !== null) stored.set(i, (stored.get(i) ?? 0) + 1);
    }
    const lost = [...acked].filter((i) => !stored.has(i) || !notified.has(i)).length;
    const duplicates = [...stored.values()].filter((n) => n > 1).length;
    const fiveHundreds = [...statuses]
      .filter(([s]) => Number(s) >= 500)
      .reduce((n, [, c]) => n + c, 0);
    if (lost > 0) failures.push(`${lost} acknowledged submission(s) lost`);
    if (duplicates > 0) failures.push(`${duplicates} submission(s) stored twice`);
    if (acked.size < TOTAL * 0.9) failures.push(`only ${acked.size}/${TOTAL} acknowledged`);

    return {
      name: "nginx",
      failures,
      summary: summaryLine("nginx", {
        "limited(first/second)": perVisitor
          .map(
            (s) => `${s.filter((x) => x === 200).length}+${s.filter((x) => x === 429).length}×429`,
          )
          .join("/"),
        "secure-cookie": String(first.secure),
        "uploads-9.5mb": `${uploads}/2`,
        [`kept-alive-after-${seconds(KEEP_ALIVE_IDLE_MS)}-idle`]: `${keptAfter}/${keptBefore}`,
        "after-idle-failed": badAfterIdle,
        sent: TOTAL,
        acked: acked.size,
        statuses: [...statuses].map(([s, c]) => `${s}×${c}`).join(","),
        "stopped-after": STOP_AFTER,
        lost,
        duplicates,
        "5xx": fiveHundreds,
        time: seconds(Date.now() - started),
      }),
    };
  } finally {
    nginx?.kill("SIGTERM");
    for (const server of servers) await stopServer(server, "SIGKILL");
    await peer.stop();
    await cluster.stop();
    dir.remove();
  }
}
