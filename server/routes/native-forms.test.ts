// Forms sent by the browser itself (JavaScript off): form-encoded or multipart, no XSRF header.
// They are guarded by Origin + the signed SameSite cookie, stored and mailed like the enhanced
// form's, and answered with the form's page showing the outcome (decisions 1001, 1309). What that
// page shows is rendered by React Router from the outcome handed to it here (PostedForm): its
// markup is tested with the forms (app/features/forms/posted-form.test.tsx) and on the built site
// (tests/e2e/no-script-forms.spec.ts, posted-form-pages.spec.ts).
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpoints, type PostedForm } from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import { openSqlite } from "../db/sqlite.ts";
import { migrate } from "../db/migrate.ts";
import { createSigner } from "../security/signer.ts";
import { createXsrf } from "../security/xsrf.ts";
import { createStores, type Stores } from "../services.ts";
import { formPagePath, type PostedFormPages } from "../site/posted-form-pages.ts";
import { pdfFile } from "../test-support/files.ts";
import { multipartBody, type Part } from "../test-support/multipart.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { buildTestApp, SITE_ORIGIN, TEST_SECRET } from "../test-support/test-app.ts";

const xsrf = createXsrf(createSigner(TEST_SECRET));

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

/** The answer pages as the server asks for them: each outcome is kept, and named in the page. */
function recordingPages() {
  const asked: { posted: PostedForm; fromPath: string | null }[] = [];
  let failing = false;
  const pages: PostedFormPages = {
    async render(posted, fromPath) {
      if (failing) throw new Error("the server build is broken");
      asked.push({ posted, fromPath });
      return `<!DOCTYPE html><html><body><p>The ${posted.kind} page</p></body></html>`;
    },
  };
  return {
    pages,
    last: () => asked.at(-1)!,
    failNext: (fail: boolean) => {
      failing = fail;
    },
  };
}

describe("the page that answers a post", () => {
  it("is the form's own page; an application's is its job's, else the page it came from", () => {
    const path = (kind: PostedForm["kind"], values: Record<string, string>, from?: string) =>
      formPagePath({ kind, values }, from ?? null);
    expect(path("contact", {})).toBe("contact-us");
    expect(path("newsletter", {})).toBe("weirdos");
    expect(path("thoughts", {})).toBe("thought-starters");
    expect(path("application", { job: "Art director" })).toBe("careers/apply-now/art-director");
    expect(path("application", { job: "../../etc" }, "/old/careers/apply-now/illustrator/")).toBe(
      "careers/apply-now/illustrator",
    );
    expect(path("application", { job: "<b>" }, "/old/works")).toBe("careers/apply-now/__unlisted");
    expect(path("application", {})).toBe("careers/apply-now/__unlisted");
  });
});

describe("forms sent without JavaScript", () => {
  const dir = makeTempDir();
  const answerPages = recordingPages();
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
    const db = openSqlite(join(dir.path, "test.sqlite"));
    await migrate(db);
    stores = createStores(db);
    app = await buildTestApp({ dataDir: dir.path, db, postedFormPages: answerPages.pages });
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
    expect(response.headers["x-robots-tag"]).toBe("noindex");
    expect(response.body).toContain("The contact page");
    const { cf_subject: _honeypot, ...typed } = contact;
    expect(answerPages.last()).toEqual({
      posted: {
        kind: "contact",
        status: 200,
        answer: { status: "success", data: { message: messages.contactSuccess } },
        values: typed,
      },
      fromPath: "/old/contact-us",
    });
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

  it("an invalid one: 400, the errors for their fields, what was typed, nothing stored", async () => {
    const before = (await stores.submissions.list()).length;
    const response = await postForm(endpoints.contact, {
      ...contact,
      cf_name: '"><script>alert(1)</script>',
      cf_mail: "not-an-address",
      cf_phone: "12345",
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const { posted } = answerPages.last();
    expect(posted.status).toBe(400);
    expect(posted.answer).toMatchObject({
      status: "error",
      data: { errors: { cf_mail: messages.emailInvalid, cf_phone: messages.phoneInvalid } },
    });
    expect(posted.values).toMatchObject({
      cf_name: '"><script>alert(1)</script>',
      cf_msg: "Hello <b>there</b>\n& more",
    });
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
    expect(answerPages.last().posted).toMatchObject({
      status: 403,
      answer: { status: "error", data: { message: messages.forbidden } },
    });
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
    expect(answerPages.last().posted.answer.status).toBe("success");
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
    expect(answerPages.last().posted.answer.status).toBe("success");
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
    expect(answerPages.last().posted.answer).toMatchObject({
      status: "error",
      data: { errors: { form: messages.thoughtsEmpty } },
    });
    const sent = await postForm(endpoints.thoughts, {
      ts_ans_01: "A heron",
      ts_ans_02: "",
      ts_ans_03: "Two boats",
      ts_ans_04: "",
    });
    expect(sent.statusCode).toBe(200);
    expect(answerPages.last().posted.answer).toEqual({
      status: "success",
      data: { message: messages.thoughtsSuccess },
    });
    const stored = (await stores.submissions.list({ form: "thoughts" })).at(-1);
    expect(stored?.data).toEqual({ ts_ans_01: "A heron", ts_ans_03: "Two boats" });
  });

  it("the newsletter: a pending subscription and its confirmation mail", async () => {
    const response = await postForm(endpoints.newsletter, {
      cf_mail: "native@example.in",
      cf_subject: "",
    });
    expect(response.statusCode).toBe(200);
    expect(answerPages.last().posted).toMatchObject({
      kind: "newsletter",
      answer: { data: { message: messages.newsletterSuccess } },
    });
    const [subscription] = (await stores.subscriptions.list()).filter(
      (s) => s.email === "native@example.in",
    );
    expect(subscription?.status).toBe("pending");
  });

  it("an application with its CV, as multipart: stored with the file, answered with its text", async () => {
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
    expect(answerPages.last().posted).toEqual({
      kind: "application",
      status: 200,
      answer: { status: "success", data: { message: messages.applicationSuccess } },
      // Never the file: a page cannot put one back.
      values: {
        careerFormField01: "A typewriter",
        careerFormField02: "Trust",
        careerFormField03: "A deadline",
        careerFormField04: "seahorse",
        careerFormEmail: "applicant@example.in",
        job: "Art director",
        careerFormField06: "submit Now",
      },
    });
    const [stored] = (await stores.submissions.list({ form: "application" })).filter(
      (s) => s.email === "applicant@example.in",
    );
    expect(stored?.attachments[0]?.fileName).toBe("cv.pdf");
    expect(stored?.data).toMatchObject({ job: "Art director", careerFormField01: "A typewriter" });
  });

  it("an application without its file: the file field's error, the answers kept", async () => {
    const response = await postParts([
      { name: "careerFormField01", value: "A typewriter" },
      { name: "careerFormField05", fileName: "", content: Buffer.alloc(0) },
      { name: "job", value: "Art director" },
    ]);
    expect(response.statusCode).toBe(400);
    const { posted } = answerPages.last();
    expect(posted.values).toEqual({ careerFormField01: "A typewriter", job: "Art director" });
    expect(posted.answer).toMatchObject({
      data: { errors: { careerFormField05: messages.fileRequired } },
    });
  });

  it("a page that cannot be rendered leaves the answer in JSON: what was stored stays stored", async () => {
    answerPages.failNext(true);
    const mail = "unrendered@example.in";
    try {
      const response = await postForm(endpoints.contact, { ...contact, cf_mail: mail });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        status: "success",
        data: { message: messages.contactSuccess },
      });
    } finally {
      answerPages.failNext(false);
    }
    const stored = (await stores.submissions.list({ form: "contact" })).filter(
      (s) => s.email === mail,
    );
    expect(stored).toHaveLength(1);
  });
});
