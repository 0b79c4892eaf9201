// The metrics move with what really happens: submissions accepted, quarantined and refused, the
// outbox filling and draining through a mail outage, and they are served only with the token.
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "#contracts/endpoints.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#contracts/spam.ts";
import { migrate } from "../db/migrate.ts";
import { openSqlite } from "../db/sqlite.ts";
import { smtpTransport } from "../mail/transport.ts";
import { freePort, startSmtpPeer } from "../test-support/smtp-peer.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { browserHeaders, buildTestApp, formToken } from "../test-support/test-app.ts";
import { METRICS_PATH } from "./metrics-routes.ts";

const TOKEN = "metrics-token-0123456789";

/** The value of one sample line of the scrape, or 0 when it is absent. */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("metrics", () => {
  const dir = makeTempDir();
  let app: FastifyInstance;
  let outagePort: number;
  let transport: ReturnType<typeof smtpTransport>;

  beforeAll(async () => {
    outagePort = await freePort(); // nothing listens here: the mail server is down
    const db = openSqlite(join(dir.path, "metrics.sqlite"));
    await migrate(db);
    app = await buildTestApp({
      dataDir: dir.path,
      db,
      env: { METRICS_TOKEN: TOKEN },
      mailTransport: (transport = smtpTransport(`smtp://127.0.0.1:${outagePort}`)),
      // A failed mail is due again at once: the next pass retries it, with no wait for a backoff.
      outbox: { baseDelayMs: 0, maxDelayMs: 0 },
    });
    app.addHook("onClose", () => db.close());
  });
  afterAll(async () => {
    await app.close();
    dir.remove();
  });

  const scrape = async () => {
    const answer = await app.inject({
      url: METRICS_PATH,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    expect(answer.headers["cache-control"]).toBe("no-store");
    return answer.body;
  };
  const contact = (extra: Record<string, unknown>) =>
    app.inject({
      method: "POST",
      url: endpoints.contact,
      headers: { ...browserHeaders(), "content-type": "application/json" },
      payload: JSON.stringify({
        cf_name: "Anu",
        cf_mail: "metrics@example.in",
        cf_phone: "1234567890",
        cf_msg: "Hello",
        [FORM_TOKEN_FIELD]: formToken(),
        ...extra,
      }),
    });

  it("answers only a scraper with the token", async () => {
    expect((await app.inject({ url: METRICS_PATH })).statusCode).toBe(401);
    const wrong = await app.inject({
      url: METRICS_PATH,
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ status: "error" });
    const off = await buildTestApp({ dataDir: join(dir.path, "off") });
    try {
      expect((await off.inject({ url: METRICS_PATH })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("counts submissions by verdict and follows the outbox through a mail outage", async () => {
    expect((await contact({})).statusCode).toBe(200);
    expect((await contact({ [HONEYPOT_FIELD]: "bot" })).statusCode).toBe(200);
    expect((await contact({ cf_mail: "not an address" })).statusCode).toBe(400);
    let text = await scrape();
    expect(sample(text, 'kadal_submissions_total{form="contact",verdict="accepted"}')).toBe(1);
    expect(sample(text, 'kadal_submissions_total{form="contact",verdict="quarantined"}')).toBe(1);
    expect(sample(text, 'kadal_submissions_total{form="contact",verdict="refused"}')).toBe(1);
    expect(
      sample(
        text,
        'kadal_http_requests_total{route="/contact_mail.php",method="POST",status="200"}',
      ),
    ).toBe(2);
    expect(sample(text, 'kadal_outbox_mails{status="pending"}')).toBe(2);

    // The mail server is down: both mails fail and wait for a retry; the queue's age grows.
    await app.services.worker.runOnce();
    text = await scrape();
    expect(sample(text, 'kadal_mail_send_seconds_count{kind="notification",outcome="retry"}')).toBe(
      1,
    );
    expect(sample(text, 'kadal_outbox_mails{status="pending"}')).toBe(2);
    expect(sample(text, "kadal_outbox_oldest_waiting_seconds")).toBeGreaterThan(0);

    // It comes back: the retries go out and the queue is empty again.
    const back = await startSmtpPeer(outagePort);
    try {
      await app.services.worker.runOnce();
      text = await scrape();
      expect(
        sample(text, 'kadal_mail_send_seconds_count{kind="notification",outcome="sent"}'),
      ).toBe(1);
      expect(sample(text, 'kadal_outbox_mails{status="pending"}')).toBe(0);
      expect(sample(text, 'kadal_outbox_mails{status="sent"}')).toBe(2);
      expect(sample(text, "kadal_outbox_oldest_waiting_seconds")).toBe(0);
    } finally {
      // Its pooled connection ends first, so the peer stops at once rather than after its
      // 30-second wait for open sessions.
      transport.close();
      await back.stop();
    }
  });
});
