// Forms sent by the browser itself (JavaScript off): form-encoded or multipart, no XSRF header.
// They are guarded by Origin + the signed SameSite cookie, stored and mailed like the enhanced
// form's, and answered with the form's page showing the outcome (decision 1001).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import { openSqlite } from "../db/sqlite.ts";
import { migrate } from "../db/migrate.ts";
import { createSigner } from "../security/signer.ts";
import { createXsrf } from "../security/xsrf.ts";
import { createStores, type Stores } from "../services.ts";
import { pdfFile } from "../test-support/files.ts";
import { multipartBody, type Part } from "../test-support/multipart.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { buildTestApp, SITE_ORIGIN, TEST_SECRET } from "../test-support/test-app.ts";

const xsrf = createXsrf(createSigner(TEST_SECRET));

/** The contact page's form as the build prerenders it (app/features/forms/contact-form.tsx). */
const CONTACT_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Contact</title><link rel="modulepreload" href="/old/assets/entry.js"/><script>window.__ctx={}</script></head><body><main><div class="form-shell form-shell--contact"><form class="form form--contact" noValidate="" aria-label="Contact form" method="post" action="/contact_mail.php"><div class="form-field"><label class="form-label" for="contact-cf_name">Your name</label><input id="contact-cf_name" required="" maxLength="200" type="text" class="form-control" name="cf_name" value=""/></div><div class="form-field"><label class="form-label" for="contact-cf_mail">Email address</label><input id="contact-cf_mail" required="" type="email" class="form-control" name="cf_mail" value=""/></div><div class="form-field"><label class="form-label" for="contact-cf_phone">Phone number</label><p class="form-hint" id="contact-cf_phone-hint">hint</p><input id="contact-cf_phone" required="" aria-describedby="contact-cf_phone-hint" type="tel" class="form-control" name="cf_phone" value=""/></div><div class="form-field form-field--wide"><label class="form-label" for="contact-cf_msg">Your message (optional)</label><textarea id="contact-cf_msg" name="cf_msg" class="form-control form-control--multiline"></textarea></div><div class="form-honeypot" aria-hidden="true"><input id="contact-subject" type="text" tabindex="-1" name="cf_subject" value=""/></div><div class="form-actions"><button type="submit" class="form-button">Say hello</button></div></form></div></main><script type="module">import("/old/assets/entry.js")</script></body></html>`;

const APPLY_PAGE = `<!DOCTYPE html><html lang="en"><head><title>Apply</title></head><body><main><form class="form form--application" method="post" encType="multipart/form-data" action="/phpmailer/careers_mail.php"><div class="form-field form-field--wide"><label for="application-careerFormField01">Q1</label><textarea id="application-careerFormField01" name="careerFormField01" class="form-control"></textarea></div><div class="form-field form-field--wide"><label for="application-careerFormField05">CV</label><div class="form-file"><input id="application-careerFormField05" type="file" class="form-file-input" name="careerFormField05"/></div></div><input type="hidden" name="job" value="Art director"/><button type="submit" class="form-button" name="careerFormField06" value="submit Now">submit Now</button></form></main></body></html>`;

function writePage(dir: string, path: string, html: string) {
  mkdirSync(join(dir, "old", path), { recursive: true });
  writeFileSync(join(dir, "old", path, "index.html"), html);
}

/** A cookie as a page viewed `ageMs` ago set it (old enough for the two-second rule by default). */
const pageCookie = (ageMs = 60_000) => xsrf.issue(Date.now() - ageMs);

/** What a browser without scripts sends with a form's POST from our contact page. */
function nativeHeaders(extra: Record<string, string> = {}, cookie = pageCookie()) {
  return {
    cookie: `XSRF-TOKEN=${cookie}`,
    origin: SITE_ORIGIN,
    referer: `${SITE_ORIGIN}/old/contact-us`,
    accept: "text/html",
    ...extra,
  };
}

const contact = {
  cf_name: "Anu Thomas",
  cf_mail: "anu@example.in",
  cf_phone: "+91 484 400 2180",
  cf_msg: "Hello <b>there</b>\n& more",
  cf_subject: "",
};

describe("forms sent without JavaScript", () => {
  const dir = makeTempDir();
  let app: FastifyInstance;
  let stores: Stores;

  const postForm = (
    path: string,
    fields: Record<string, string>,
    headers: Record<string, string> = nativeHeaders(),
  ) =>
    app.inject({
      method: "POST",
      url: path,
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });

  const postParts = (parts: Part[], headers: Record<string, string> = nativeHeaders()) => {
    const { body, contentType } = multipartBody(parts);
    return app.inject({
      method: "POST",
      url: endpoints.application,
      headers: { ...headers, "content-type": contentType },
      payload: body,
    });
  };

  beforeAll(async () => {
    writePage(dir.path, "contact-us", CONTACT_PAGE);
    writePage(dir.path, "careers/apply-now/art-director", APPLY_PAGE);
    const db = openSqlite(join(dir.path, "test.sqlite"));
    await migrate(db);
    stores = createStores(db);
    app = await buildTestApp({ dataDir: dir.path, db });
  });

  afterAll(async () => {
    await app?.close();
    await stores?.db.close();
    dir.remove();
  });

  it("a valid contact form: stored, both mails queued, the success message in place of the form, a fresh cookie", async () => {
    const cookie = pageCookie();
    const response = await postForm(endpoints.contact, contact, nativeHeaders({}, cookie));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(String(response.headers["content-security-policy"])).toContain("script-src 'self'");
    expect(response.body).toContain(messages.contactSuccess);
    expect(response.body).not.toContain("<form");
    // The page reads without its scripts; none is left to hydrate a page at a foreign URL.
    expect(response.body).not.toMatch(/<script|modulepreload/);
    const fresh = /XSRF-TOKEN=([^;]+)/.exec(String(response.headers["set-cookie"]))?.[1];
    expect(xsrf.isValid(fresh)).toBe(true);
    expect(fresh).not.toBe(cookie);

    const [stored] = (await stores.submissions.list({ form: "contact" })).filter(
      (s) => s.email === contact.cf_mail,
    );
    expect(stored).toMatchObject({ status: "accepted", spamReason: null });
    expect(stored!.data).toMatchObject({ cf_name: "Anu Thomas", cf_msg: contact.cf_msg });
    const kinds = (await stores.outbox.list({ submissionId: stored!.id })).map((m) => m.kind);
    expect(kinds.sort()).toEqual(["confirmation", "notification"]);
  });

  it("an invalid one: 400, the errors beside their fields, what was typed kept (escaped), nothing stored", async () => {
    const before = (await stores.submissions.list()).length;
    const response = await postForm(endpoints.contact, {
      ...contact,
      cf_name: '"><script>alert(1)</script>',
      cf_mail: "not-an-address",
      cf_phone: "12345",
    });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(html).toContain(
      `<p class="form-error" id="contact-cf_mail-error">${messages.emailInvalid}</p>`,
    );
    expect(html).toContain(
      `<p class="form-error" id="contact-cf_phone-error">${messages.phoneInvalid}</p>`,
    );
    expect(html).toMatch(/name="cf_mail" value="not-an-address" aria-invalid="true" autofocus=""/);
    expect(html).toContain('aria-describedby="contact-cf_phone-hint contact-cf_phone-error"');
    expect(html).toContain("&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;");
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("Hello &#60;b&#62;there&#60;/b&#62;\n&#38; more</textarea>");
    expect(html).toContain('class="form-field form-field--invalid"');
    expect((await stores.submissions.list()).length).toBe(before);
  });

  it.each([
    ["no Origin and no Referer", { origin: "", referer: "" }],
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["no cookie", { cookie: "" }],
    ["a forged cookie", { cookie: "XSRF-TOKEN=forged.value" }],
  ])("%s: 403, the failure shown above the form, nothing stored", async (_label, change) => {
    const headers: Record<string, string> = { ...nativeHeaders(), ...change };
    for (const [key, value] of Object.entries(headers)) if (value === "") delete headers[key];
    const before = (await stores.submissions.list()).length;
    const response = await postForm(endpoints.contact, contact, headers);
    expect(response.statusCode).toBe(403);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.body).toContain(messages.failure);
    expect(response.body).toContain(messages.forbidden);
    expect((await stores.submissions.list()).length).toBe(before);
  });

  it("a client that does not ask for HTML gets the endpoints' JSON, even for a form body", async () => {
    const { accept: _accept, ...headers } = nativeHeaders();
    const refused = await app.inject({
      method: "POST",
      url: endpoints.contact,
      headers: {
        ...headers,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: new URLSearchParams(contact).toString(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: "error", data: { message: messages.forbidden } });
    const sent = await app.inject({
      method: "POST",
      url: endpoints.contact,
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ ...contact, cf_mail: "json@example.in" }).toString(),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: "success", data: { message: messages.contactSuccess } });
  });

  it("a script's post still needs the header: JSON without it is refused with JSON", async () => {
    const response = await app.inject({
      method: "POST",
      url: endpoints.contact,
      headers: { ...nativeHeaders(), "content-type": "application/json" },
      payload: JSON.stringify(contact),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: "error", data: { message: messages.forbidden } });
  });

  it("the same cookie twice: the second is stored quarantined, not mailed, and answered alike", async () => {
    const cookie = pageCookie();
    const mail = "twice@example.in";
    const first = await postForm(
      endpoints.contact,
      { ...contact, cf_mail: mail },
      nativeHeaders({}, cookie),
    );
    const second = await postForm(
      endpoints.contact,
      { ...contact, cf_mail: mail },
      nativeHeaders({}, cookie),
    );
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.body).toContain(messages.contactSuccess);
    const stored = (await stores.submissions.list({ form: "contact" })).filter(
      (s) => s.email === mail,
    );
    expect(stored.map((s) => s.spamReason)).toEqual([null, "replayed-token"]);
    expect(await stores.outbox.list({ submissionId: stored[1]!.id })).toEqual([]);
  });

  it("a post sooner than a person could after the page that set its cookie is quarantined, not mailed", async () => {
    const mail = "quick@example.in";
    // A bot's post 60 ms after its first page view: the scripted form's two-second rule holds here too.
    const response = await postForm(
      endpoints.contact,
      { ...contact, cf_mail: mail },
      nativeHeaders({}, pageCookie(60)),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(messages.contactSuccess);
    const [stored] = (await stores.submissions.list({ form: "contact" })).filter(
      (s) => s.email === mail,
    );
    expect(stored).toMatchObject({ status: "quarantined", spamReason: "too-fast" });
    expect(await stores.outbox.list({ submissionId: stored!.id })).toEqual([]);
  });

  it("a cookie older than a form token lives is quarantined as expired; one without a time as tokenless", async () => {
    const old = await postForm(
      endpoints.contact,
      { ...contact, cf_mail: "old@example.in" },
      nativeHeaders({}, pageCookie(25 * 60 * 60 * 1000)),
    );
    // A token of the HMAC kind signed before cookies held a time: valid for XSRF, no time.
    const hmacValue = "A".repeat(24);
    const hmac = `${hmacValue}.${createSigner(TEST_SECRET).sign("xsrf", hmacValue)}`;
    expect(xsrf.isValid(hmac)).toBe(true);
    const untimed = await postForm(
      endpoints.contact,
      { ...contact, cf_mail: "untimed@example.in" },
      nativeHeaders({}, hmac),
    );
    expect([old.statusCode, untimed.statusCode]).toEqual([200, 200]);
    const reasons = (await stores.submissions.list({ form: "contact" }))
      .filter((s) => s.email === "old@example.in" || s.email === "untimed@example.in")
      .map((s) => [s.email, s.spamReason]);
    expect(reasons).toEqual([
      ["old@example.in", "expired-token"],
      ["untimed@example.in", "no-token"],
    ]);
  });

  it("a filled honeypot is quarantined", async () => {
    const mail = "bot@example.in";
    const response = await postForm(endpoints.contact, {
      ...contact,
      cf_mail: mail,
      cf_subject: "Buy now",
    });
    expect(response.statusCode).toBe(200);
    const [stored] = (await stores.submissions.list({ form: "contact" })).filter(
      (s) => s.email === mail,
    );
    expect(stored?.spamReason).toBe("honeypot");
  });

  it("thought starters: all four boxes empty is said above the form; written ones are stored alone", async () => {
    const empty = await postForm(endpoints.thoughts, {
      ts_ans_01: "",
      ts_ans_02: " ",
      ts_ans_03: "",
      ts_ans_04: "",
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(messages.thoughtsEmpty);
    const sent = await postForm(endpoints.thoughts, {
      ts_ans_01: "A heron",
      ts_ans_02: "",
      ts_ans_03: "Two boats",
      ts_ans_04: "",
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain(messages.thoughtsSuccess);
    const stored = (await stores.submissions.list({ form: "thoughts" })).at(-1);
    expect(stored?.data).toEqual({ ts_ans_01: "A heron", ts_ans_03: "Two boats" });
  });

  it("the newsletter: a pending subscription and its confirmation mail", async () => {
    const response = await postForm(endpoints.newsletter, {
      cf_mail: "native@example.in",
      cf_subject: "",
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(messages.newsletterSuccess);
    const [subscription] = (await stores.subscriptions.list()).filter(
      (s) => s.email === "native@example.in",
    );
    expect(subscription?.status).toBe("pending");
  });

  it("an application with its CV, as multipart: stored with the file, on its job's page", async () => {
    const parts: Part[] = [
      { name: "careerFormField01", value: "A typewriter" },
      { name: "careerFormField02", value: "Trust" },
      { name: "careerFormField03", value: "A deadline" },
      { name: "careerFormField04", value: "seahorse" },
      {
        name: "careerFormField05",
        fileName: "cv.pdf",
        content: pdfFile(),
        contentType: "application/pdf",
      },
      { name: "careerFormEmail", value: "applicant@example.in" },
      { name: "cf_subject", value: "" },
      { name: "job", value: "Art director" },
      { name: "careerFormField06", value: "submit Now" },
    ];
    const response = await postParts(parts);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(messages.applicationSuccess);
    const [stored] = (await stores.submissions.list({ form: "application" })).filter(
      (s) => s.email === "applicant@example.in",
    );
    expect(stored?.attachments[0]?.fileName).toBe("cv.pdf");
    expect(stored?.data).toMatchObject({ job: "Art director", careerFormField01: "A typewriter" });
  });

  it("an application without its file: the error beside the file field, the answers kept", async () => {
    const response = await postParts([
      { name: "careerFormField01", value: "A typewriter" },
      { name: "careerFormField05", fileName: "", content: Buffer.alloc(0) },
      { name: "job", value: "Art director" },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(">A typewriter</textarea>");
    expect(response.body).toMatch(
      /<div class="form-file"><input id="application-careerFormField05"[^>]*aria-invalid="true"[^>]*><\/div><p class="form-error" id="application-careerFormField05-error">Please attach your CV and portfolio<\/p>/,
    );
  });
});
