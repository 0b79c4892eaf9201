// End to end through a real SMTP peer: the notification arrives escaped, with the CV attached and a
// stable Message-ID; the newsletter mail carries working links and one-click unsubscribe headers;
// with the peer down, submissions are still accepted and all arrive once it is back.
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "#contracts/endpoints.ts";
import { FORM_TOKEN_FIELD } from "#contracts/spam.ts";
import { migrate } from "../db/migrate.ts";
import { openSqlite } from "../db/sqlite.ts";
import { applicationParts } from "../test-support/forms-suite.ts";
import { createStores, type Stores } from "../services.ts";
import { pdfFile } from "../test-support/files.ts";
import { multipartBody } from "../test-support/multipart.ts";
import { type SmtpPeer, startSmtpPeer } from "../test-support/smtp-peer.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { browserHeaders, buildTestApp, formToken } from "../test-support/test-app.ts";
import { smtpTransport } from "./transport.ts";

describe("mail through a real SMTP peer", () => {
  const dir = makeTempDir();
  let peer: SmtpPeer;
  let stores: Stores;
  let app: FastifyInstance;
  const transport = () => smtpTransport(peer.url, { socketTimeoutMs: 5_000 });
  let mailTransport: ReturnType<typeof smtpTransport>;

  const postJson = (path: string, payload: Record<string, unknown>) =>
    app.inject({
      method: "POST",
      url: path,
      headers: { ...browserHeaders(), "content-type": "application/json" },
      payload: JSON.stringify({ ...payload, [FORM_TOKEN_FIELD]: formToken() }),
    });

  beforeAll(async () => {
    peer = await startSmtpPeer();
    const db = openSqlite(join(dir.path, "mail.sqlite"));
    await migrate(db);
    stores = createStores(db);
    mailTransport = transport();
    app = await buildTestApp({
      dataDir: dir.path,
      db: stores.db,
      mailTransport,
      startWorker: true,
      env: { MAIL_TO: "team@kadal.agency", MAIL_FROM: "website@kadal.agency" },
      outbox: { pollIntervalMs: 50, baseDelayMs: 100, maxDelayMs: 400, leaseMs: 10_000 },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    mailTransport?.close();
    await stores?.db.close();
    await peer?.stop();
    dir.remove();
  });

  it("delivers the contact notification escaped, with Reply-To, and the visitor's confirmation", async () => {
    const response = await postJson(endpoints.contact, {
      cf_name: `<b>Anu</b> & "co"`,
      cf_mail: "anu@example.in",
      cf_phone: "123.456.7890",
      cf_msg: `<script>alert("x")</script>\nSecond line`,
    });
    expect(response.statusCode).toBe(200);
    const mails = await peer.waitFor(2, 30_000, (m) => m.raw.includes("anu@example.in"));
    const notification = mails.find((m) => m.envelopeTo.includes("team@kadal.agency"))!;
    const confirmation = mails.find((m) => m.envelopeTo.includes("anu@example.in"))!;
    expect(notification.parsed.subject).toBe("New message from the contact form");
    expect(notification.parsed.from?.value[0]?.address).toBe("website@kadal.agency");
    expect(notification.parsed.replyTo?.value[0]?.address).toBe("anu@example.in");
    const html = notification.parsed.html as string;
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;b&gt;Anu&lt;/b&gt; &amp; &quot;co&quot;");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>Anu");
    expect(notification.parsed.text).toContain(`<script>alert("x")</script>`);
    const [submission] = (await stores.submissions.list({ form: "contact" })).slice(-1);
    // The peer has the mail before the worker hears "250" and marks the row: wait for that too.
    const rows = () => stores.outbox.list({ submissionId: submission!.id });
    await expect
      .poll(async () => (await rows()).map((row) => row.status), { timeout: 20_000 })
      .toEqual(["sent", "sent"]);
    const notificationRow = (await rows()).find((row) => row.kind === "notification")!;
    expect(notification.parsed.messageId).toBe(`<${notificationRow.id}@kadal.agency>`);
    expect(confirmation.parsed.subject).toBe("Thank you for contacting Kadal");
    // Nothing the visitor typed reaches a mail to the visitor's address (no relay).
    expect(confirmation.parsed.html).toContain("<p>Hello,</p>");
    expect(confirmation.parsed.html).not.toContain("Anu");
    expect(confirmation.parsed.text).not.toContain("Anu");
  });

  it("attaches the CV to the application notification", async () => {
    const cv = pdfFile(50_000);
    const { body, contentType } = multipartBody(
      applicationParts(
        { fileName: "Anu CV.pdf", content: cv },
        { careerFormField02: "<i>trust</i>" },
      ),
    );
    const response = await app.inject({
      method: "POST",
      url: endpoints.application,
      headers: { ...browserHeaders(), "content-type": contentType },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await peer.waitFor(
      1,
      30_000,
      (m) => m.parsed.subject === "New job application: Art director",
    );
    expect(mail).toBeDefined();
    expect(mail!.parsed.attachments).toHaveLength(1);
    expect(mail!.parsed.attachments[0]!.filename).toBe("Anu CV.pdf");
    expect(mail!.parsed.attachments[0]!.contentType).toBe("application/pdf");
    expect(mail!.parsed.attachments[0]!.content.equals(cv)).toBe(true);
    expect(mail!.parsed.html).toContain("&lt;i&gt;trust&lt;/i&gt;");
  });

  it("sends the double opt-in mail with working links and one-click unsubscribe headers", async () => {
    const response = await postJson(endpoints.newsletter, { cf_mail: "Reader@Example.in" });
    expect(response.statusCode).toBe(200);
    const [mail] = await peer.waitFor(1, 30_000, (m) => m.envelopeTo.includes("reader@example.in"));
    const head = mail!.raw
      .toString("utf8")
      .split("\r\n\r\n")[0]!
      .replace(/\r\n[ \t]+/g, " ");
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(head).toMatch(
      /^List-Unsubscribe: <http:\/\/127\.0\.0\.1:3000\/newsletter\/unsubscribe\?token=[\w.-]+>$/m,
    );
    const confirmUrl = /http:\/\/127\.0\.0\.1:3000(\/newsletter\/confirm\?token=[\w.-]+)/.exec(
      mail!.parsed.text ?? "",
    )?.[1];
    expect(confirmUrl).toBeDefined();
    const confirmed = await app.inject({ method: "POST", url: confirmUrl! });
    expect(confirmed.statusCode).toBe(200);
    const [subscription] = (await stores.subscriptions.list()).filter(
      (s) => s.email === "reader@example.in",
    );
    expect(subscription?.status).toBe("confirmed");
  });

  it("accepts submissions while the peer is down and delivers them all when it returns", async () => {
    await peer.stop();
    const before = peer.received.length;
    const sent: string[] = [];
    for (let i = 0; i < 5; i++) {
      const address = `down${i}@example.in`;
      const response = await postJson(endpoints.contact, {
        cf_name: `Down ${i}`,
        cf_mail: address,
        cf_phone: "1234567890",
      });
      expect(response.statusCode).toBe(200);
      sent.push(address);
    }
    // Wait for the worker to fail at least once against the closed port.
    await expect
      .poll(
        async () =>
          (await stores.outbox.list({ status: "pending" })).some(
            (row) => row.attempts > 0 && row.lastError,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(peer.received.length).toBe(before);

    await peer.start();
    const arrived = await peer.waitFor(before + 10, 30_000);
    for (const address of sent) {
      expect(arrived.filter((m) => m.raw.includes(address))).toHaveLength(2);
    }
    const unfinished = async () => {
      const { counts } = await stores.outbox.stats();
      return counts.pending + counts.sending + counts.dead;
    };
    await expect.poll(unfinished, { timeout: 20_000 }).toBe(0);
  });
});
