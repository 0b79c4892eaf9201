// The endpoint tests, run against each database (forms.sqlite.test.ts, forms.postgres.test.ts):
// every validation message, XSRF and Origin, size limits, uploads, rate limits, spam, newsletter.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  endpoints,
  FORM_TOKEN_PATH,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from "#contracts/endpoints.ts";
import { messages } from "#contracts/messages.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#contracts/spam.ts";
import { readTree } from "../content/content-tree.ts";
import { readJobs } from "../content/jobs.ts";
import { createStores, type Stores } from "../services.ts";
import type { DbFactory } from "./stores-suite.ts";
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
} from "../test-support/files.ts";
import { multipartBody, type Part } from "../test-support/multipart.ts";
import { addSeventhJob } from "../test-support/seventh-job.ts";
import { makeTempDir } from "../test-support/temp-dir.ts";
import { contentCopies } from "../test-support/content-copies.ts";
import { browserHeaders, buildTestApp, formToken, SITE_ORIGIN } from "../test-support/test-app.ts";

const contact = {
  cf_name: "Anu Thomas",
  cf_mail: "anu@example.in",
  cf_phone: "(123) 456-7890",
  cf_msg: "Hello",
};

export const answers = {
  careerFormField01: "A typewriter that edits itself",
  careerFormField02: "Trust",
  careerFormField03: "A deadline moved up a week; we split the work.",
  careerFormField04: "seahorse, because it is calm",
  careerFormField06: "submit Now",
  job: "Art director",
};

export function applicationParts(
  file: { fileName: string; content: Buffer } | null,
  extra: Record<string, string> = {},
): Part[] {
  const fields = { ...answers, [FORM_TOKEN_FIELD]: formToken(), ...extra };
  const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  if (file) parts.push({ name: "careerFormField05", ...file });
  return parts;
}

export function formEndpointSuite(label: string, makeDb: DbFactory) {
  describe(`form endpoints (${label})`, () => {
    const dir = makeTempDir();
    const copies = contentCopies();
    let handle: Awaited<ReturnType<DbFactory>>;
    let app: FastifyInstance;
    let stores: Stores;

    const postJson = (
      path: string,
      payload: unknown,
      headers: Record<string, string> = browserHeaders(),
    ) =>
      app.inject({
        method: "POST",
        url: path,
        headers: { ...headers, "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });

    const withToken = (payload: Record<string, unknown>) => ({
      ...payload,
      [FORM_TOKEN_FIELD]: formToken(),
    });

    const postApplication = (
      target: FastifyInstance,
      parts: Part[],
      headers = browserHeaders(),
    ) => {
      const { body, contentType } = multipartBody(parts);
      return target.inject({
        method: "POST",
        url: endpoints.application,
        headers: { ...headers, "content-type": contentType },
        payload: body,
      });
    };

    beforeAll(async () => {
      handle = await makeDb();
      stores = createStores(handle.db);
      app = await buildTestApp({ dataDir: dir.path, db: stores.db });
    });

    afterAll(async () => {
      await app?.close();
      await handle?.close();
      dir.remove();
    });

    describe("newsletter", () => {
      it.each([
        [{}, messages.emailRequired],
        [{ cf_mail: "" }, messages.emailRequired],
        [{ cf_mail: "not-an-address" }, messages.emailInvalid],
        [{ cf_mail: "x@y" }, messages.emailInvalid],
      ])("%j → 400 %s", async (payload, message) => {
        const response = await postJson(endpoints.newsletter, withToken(payload));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          status: "error",
          data: { errors: { cf_mail: message } },
        });
      });

      it("subscribes once per address, case-insensitively, with consent evidence and one opt-in mail", async () => {
        const first = await postJson(
          endpoints.newsletter,
          withToken({ cf_mail: "Reader@Example.in" }),
        );
        expect(first.statusCode).toBe(200);
        expect(first.json()).toEqual({
          status: "success",
          data: { message: messages.newsletterSuccess },
        });
        // The spec's words, then what double opt-in asks of the visitor.
        expect(messages.newsletterSuccess).toBe(
          "Thank you! Have a great day. We have sent you an e-mail: please click its link to confirm your subscription.",
        );
        const again = await postJson(
          endpoints.newsletter,
          withToken({ cf_mail: "reader@EXAMPLE.in" }),
        );
        expect(again.statusCode).toBe(200);
        const subscriptions = (await stores.subscriptions.list()).filter(
          (s) => s.email === "reader@example.in",
        );
        expect(subscriptions).toHaveLength(1);
        expect(subscriptions[0]).toMatchObject({
          status: "pending",
          consentPage: `${SITE_ORIGIN}/old/contact-us`,
        });
        const mails = (await stores.outbox.list()).filter(
          (row) => row.subscriptionId === subscriptions[0]!.id,
        );
        expect(mails.map((row) => row.kind)).toEqual(["newsletter-confirm"]);
      });

      it("confirms through the signed link, and unsubscribes with one click", async () => {
        await postJson(endpoints.newsletter, withToken({ cf_mail: "links@example.in" }));
        const [subscription] = (await stores.subscriptions.list()).filter(
          (s) => s.email === "links@example.in",
        );
        const links = app.services.newsletterLinks;
        const confirmUrl = `${NEWSLETTER_CONFIRM_PATH}?token=${links.token("confirm", subscription!.id)}`;
        // Opening the link (a person, or a mail scanner: GET and HEAD) only shows the button.
        for (const method of ["GET", "HEAD"] as const) {
          const opened = await app.inject({ method, url: confirmUrl });
          expect(opened.statusCode).toBe(200);
          expect((await stores.subscriptions.get(subscription!.id))?.status).toBe("pending");
        }
        const shownConfirm = await app.inject({ method: "GET", url: confirmUrl });
        expect(shownConfirm.body).toContain('method="post"');
        expect(shownConfirm.body).toContain("Confirm my subscription");
        const confirm = await app.inject({
          method: "POST",
          url: confirmUrl,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "",
        });
        expect(confirm.statusCode).toBe(200);
        expect(confirm.body).toContain("Subscription confirmed");
        expect((await stores.subscriptions.get(subscription!.id))?.status).toBe("confirmed");
        expect((await app.inject({ method: "GET", url: confirmUrl })).body).toContain(
          "Subscription confirmed",
        );

        const forged = await app.inject({
          method: "POST",
          url: `${NEWSLETTER_CONFIRM_PATH}?token=${subscription!.id}.forged`,
        });
        expect(forged.statusCode).toBe(400);
        const crossed = await app.inject({
          method: "POST",
          url: `${NEWSLETTER_CONFIRM_PATH}?token=${links.token("unsubscribe", subscription!.id)}`,
        });
        expect(crossed.statusCode).toBe(400);

        const unsubscribeUrl = `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${links.token("unsubscribe", subscription!.id)}`;
        const shown = await app.inject({ method: "GET", url: unsubscribeUrl });
        expect(shown.statusCode).toBe(200);
        expect(shown.body).toContain('method="post"');
        expect((await stores.subscriptions.get(subscription!.id))?.status).toBe("confirmed");
        // RFC 8058: the mail client posts without cookies or Origin.
        const oneClick = await app.inject({
          method: "POST",
          url: unsubscribeUrl,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: "List-Unsubscribe=One-Click",
        });
        expect(oneClick.statusCode).toBe(200);
        expect((await stores.subscriptions.get(subscription!.id))?.status).toBe("unsubscribed");
      });
    });

    describe("contact", () => {
      it.each([
        [{ ...contact, cf_name: "" }, { cf_name: messages.nameRequired }],
        [{ ...contact, cf_name: "a".repeat(201) }, { cf_name: messages.nameTooLong }],
        [{ ...contact, cf_name: "Eve\r\nBcc: all@example.in" }, { cf_name: messages.nameInvalid }],
        [{ ...contact, cf_mail: undefined }, { cf_mail: messages.emailRequired }],
        [{ ...contact, cf_mail: "anu at example" }, { cf_mail: messages.emailInvalid }],
        [{ ...contact, cf_phone: "" }, { cf_phone: messages.phoneRequired }],
        [{ ...contact, cf_phone: "12-34" }, { cf_phone: messages.phoneInvalid }],
        [{ ...contact, cf_phone: "12345" }, { cf_phone: messages.phoneInvalid }],
        // Of a phone number's shape, but no real number: only the full check knows.
        [{ ...contact, cf_phone: "12345678901" }, { cf_phone: messages.phoneInvalid }],
        [{ ...contact, cf_phone: "+1 123 456 7890" }, { cf_phone: messages.phoneInvalid }],
        [{ ...contact, cf_msg: "x".repeat(5001) }, { cf_msg: messages.messageTooLong }],
        [
          {},
          {
            cf_name: messages.nameRequired,
            cf_mail: messages.emailRequired,
            cf_phone: messages.phoneRequired,
          },
        ],
      ])("rejects %# with the spec's messages", async (payload, errors) => {
        const response = await postJson(endpoints.contact, withToken(payload));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ status: "error", data: { errors } });
      });

      it.each([
        "+91 484 400 2180",
        "098470 12345",
        "9847012345",
        "+1 212 555 0123",
        "123.456.7890",
      ])("accepts the real phone number %s as typed", async (cf_phone) => {
        const cf_mail = `phone-${cf_phone.replace(/\D/g, "")}@example.in`;
        const response = await postJson(
          endpoints.contact,
          withToken({ ...contact, cf_mail, cf_phone }),
        );
        expect(response.statusCode).toBe(200);
        const [stored] = (await stores.submissions.list({ form: "contact" })).filter(
          (s) => s.email === cf_mail,
        );
        expect(stored?.data.cf_phone).toBe(cf_phone);
      });

      it("stores the message with a notification and a confirmation before answering", async () => {
        const response = await postJson(
          endpoints.contact,
          withToken({ ...contact, cf_mail: "stored@example.in" }),
        );
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          status: "success",
          data: { message: messages.contactSuccess },
        });
        const [stored] = (await stores.submissions.list({ form: "contact" })).filter(
          (s) => s.email === "stored@example.in",
        );
        expect(stored).toMatchObject({
          status: "accepted",
          data: { ...contact, cf_mail: "stored@example.in" },
        });
        const mails = await stores.outbox.list({ submissionId: stored!.id });
        expect(mails.map((row) => row.kind).sort()).toEqual(["confirmation", "notification"]);
      });

      // The mail relay: a stranger's address and a stranger's words must not make the agency
      // mail that stranger again and again.
      it("confirms to a visitor's address once a day at most, the agency always hears", async () => {
        const relay = {
          ...contact,
          cf_name: "Hello WIN 1000 USD! Claim now at http://win.example",
          cf_mail: "victim@example.in",
        };
        for (let i = 0; i < 3; i++) {
          expect((await postJson(endpoints.contact, withToken(relay))).statusCode).toBe(200);
        }
        const stored = (await stores.submissions.list({ form: "contact" })).filter(
          (s) => s.email === "victim@example.in",
        );
        expect(stored).toHaveLength(3);
        const rows = await Promise.all(
          stored.map((s) => stores.outbox.list({ submissionId: s.id })),
        );
        const kinds = rows.flat().map((row) => row.kind);
        expect(kinds.filter((kind) => kind === "notification")).toHaveLength(3);
        expect(kinds.filter((kind) => kind === "confirmation")).toHaveLength(1);
      });

      it("counts a time token once: a replay is kept but quarantined, and mails nobody", async () => {
        const token = formToken();
        const send = (email: string) =>
          postJson(endpoints.contact, { ...contact, cf_mail: email, [FORM_TOKEN_FIELD]: token });
        expect((await send("first-use@example.in")).statusCode).toBe(200);
        expect((await send("replay@example.in")).statusCode).toBe(200);
        const all = await stores.submissions.list({ form: "contact" });
        const first = all.find((s) => s.email === "first-use@example.in");
        const replay = all.find((s) => s.email === "replay@example.in");
        expect(first).toMatchObject({ status: "accepted", spamReason: null });
        expect(replay).toMatchObject({ status: "quarantined", spamReason: "replayed-token" });
        expect(await stores.outbox.list({ submissionId: replay!.id })).toEqual([]);
      });

      it("does not use up the token of a submission it refused", async () => {
        const token = formToken();
        const refused = await postJson(endpoints.contact, {
          ...contact,
          cf_phone: "12",
          [FORM_TOKEN_FIELD]: token,
        });
        expect(refused.statusCode).toBe(400);
        await postJson(endpoints.contact, {
          ...contact,
          cf_mail: "corrected@example.in",
          [FORM_TOKEN_FIELD]: token,
        });
        const all = await stores.submissions.list({ form: "contact" });
        expect(all.find((s) => s.email === "corrected@example.in")?.status).toBe("accepted");
      });
    });

    describe("thoughts", () => {
      it("needs one answer", async () => {
        const response = await postJson(endpoints.thoughts, withToken({ ts_ans_01: "  " }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          status: "error",
          data: { errors: { form: messages.thoughtsEmpty } },
        });
      });

      it("rejects an overlong answer", async () => {
        const response = await postJson(
          endpoints.thoughts,
          withToken({ ts_ans_02: "y".repeat(5001) }),
        );
        expect(response.json()).toEqual({
          status: "error",
          data: { errors: { ts_ans_02: messages.thoughtTooLong } },
        });
      });

      it("keeps the answers that were given", async () => {
        const response = await postJson(
          endpoints.thoughts,
          withToken({ ts_ans_02: "A whale", ts_ans_04: "The sea" }),
        );
        expect(response.statusCode).toBe(200);
        const stored = await stores.submissions.list({ form: "thoughts" });
        expect(stored.at(-1)?.data).toEqual({ ts_ans_02: "A whale", ts_ans_04: "The sea" });
      });
    });

    describe("application", () => {
      it("requires every answer, a listed job and a file", async () => {
        const response = await postApplication(app, [
          { name: FORM_TOKEN_FIELD, value: formToken() },
        ]);
        expect(response.statusCode).toBe(400);
        expect(response.json().data.errors).toEqual({
          careerFormField01: messages.answerRequired,
          careerFormField02: messages.answerRequired,
          careerFormField03: messages.answerRequired,
          careerFormField04: messages.answerRequired,
          careerFormField05: messages.fileRequired,
          job: messages.jobInvalid,
        });
      });

      it("rejects a job that is not open", async () => {
        const response = await postApplication(
          app,
          applicationParts({ fileName: "cv.pdf", content: pdfFile() }, { job: "Chief astronaut" }),
        );
        expect(response.json().data.errors).toEqual({ job: messages.jobInvalid });
      });

      it("refuses an opening after its last day with its own message, and stores nothing", async () => {
        const [artDirector] = readJobs().filter((job) => job.slug === "art-director");
        const dayAfter = Date.parse(`${artDirector!.validThrough}T12:00:00+05:30`) + 86_400_000;
        const later = await buildTestApp({
          dataDir: dir.path,
          db: stores.db,
          jobs: { now: () => dayAfter },
        });
        try {
          const before = (await stores.submissions.list({ form: "application" })).length;
          const response = await postApplication(
            later,
            applicationParts({ fileName: "cv.pdf", content: pdfFile() }, { job: "Art director" }),
          );
          expect(response.statusCode).toBe(400);
          expect(response.json().data.errors).toEqual({ job: messages.jobClosed });
          expect(await stores.submissions.list({ form: "application" })).toHaveLength(before);
        } finally {
          await later.close();
        }
      });

      it("takes the openings the content store publishes: a new one at once, a closed one refused", async () => {
        const root = copies.copy();
        addSeventhJob(root);
        const artDirector = join(root, "jobs/art-director.yaml");
        writeFileSync(
          artDirector,
          readFileSync(artDirector, "utf8").replace(/validThrough: .*/, "validThrough: 2026-11-30"),
        );
        await stores.content.publish(readTree(root), { author: "test" });
        const server = await buildTestApp({
          dataDir: dir.path,
          db: stores.db,
          jobs: { now: () => Date.parse("2026-12-01T12:00:00+05:30") },
        });
        try {
          // Before it looks at the store, the server knows content/ only.
          const before = await postApplication(
            server,
            applicationParts({ fileName: "cv.pdf", content: pdfFile() }, { job: "Ui ux designer" }),
          );
          expect(before.json().data.errors).toEqual({ job: messages.jobInvalid });
          expect(await server.services.published.refresh()).toBe(true);
          const taken = await postApplication(
            server,
            applicationParts({ fileName: "cv.pdf", content: pdfFile() }, { job: "Ui ux designer" }),
          );
          expect(taken.statusCode).toBe(200);
          const stored = (await stores.submissions.list({ form: "application" })).at(-1)!;
          expect(stored.data.job).toBe("Ui ux designer");
          const closed = await postApplication(
            server,
            applicationParts({ fileName: "cv.pdf", content: pdfFile() }, { job: "Art director" }),
          );
          expect(closed.statusCode).toBe(400);
          expect(closed.json().data.errors).toEqual({ job: messages.jobClosed });
        } finally {
          await server.close();
          // The later tests' servers find content/ as it is in the store again.
          await stores.content.publish(readTree(copies.copy()), { author: "test" });
        }
      });

      it.each([
        ["cv.exe", exeFile(), messages.fileType],
        ["cv.html", htmlFile(), messages.fileType],
        ["cv", pdfFile(), messages.fileType],
        ["cv.pdf", htmlFile(), messages.fileContent],
        ["cv.doc", exeFile(), messages.fileContent],
        ["cv.doc", oleWithoutWord(), messages.fileContent],
        ["cv.docx", zipWithoutDocument(), messages.fileContent],
        ["cv.docx", zipBomb(), messages.fileContent],
        ["cv.docx", zipLyingAboutSize(), messages.fileContent],
        ["cv.pdf", Buffer.alloc(0), messages.fileContent],
        ["cv.docx", pdfFile(), messages.fileContent],
      ])("rejects %s with the wrong content (%#)", async (fileName, content, message) => {
        const response = await postApplication(app, applicationParts({ fileName, content }));
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          status: "error",
          data: { errors: { careerFormField05: message } },
        });
      });

      it.each([
        ["Résumé (final).PDF", pdfFile(), "Résumé (final).pdf"],
        ["../../etc/passwd.doc", docFile(), "passwd.doc"],
        ["C:\\Users\\me\\my <cv>|$.docx", docxFile(), "my _cv.docx"],
      ])("stores %s with a sanitised name", async (fileName, content, storedName) => {
        const response = await postApplication(app, applicationParts({ fileName, content }));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          status: "success",
          data: { message: messages.applicationSuccess },
        });
        const last = (await stores.submissions.list({ form: "application" })).at(-1)!;
        expect(last.attachments).toHaveLength(1);
        expect(last.attachments[0]!.fileName).toBe(storedName);
        const file = await stores.submissions.getAttachment(last.attachments[0]!.id);
        expect(file?.content.equals(content)).toBe(true);
        expect(last.data.job).toBe("Art director");
      });

      it("sends the applicant a confirmation when an address is given", async () => {
        await postApplication(
          app,
          applicationParts(
            { fileName: "cv.pdf", content: pdfFile() },
            { careerFormEmail: "applicant@example.in" },
          ),
        );
        const last = (await stores.submissions.list({ form: "application" })).at(-1)!;
        expect(last.email).toBe("applicant@example.in");
        const kinds = (await stores.outbox.list({ submissionId: last.id }))
          .map((row) => row.kind)
          .sort();
        expect(kinds).toEqual(["confirmation", "notification"]);
      });

      it("answers 413 for a file over UPLOAD_MAX_MB, while streaming, and stores nothing", async () => {
        const small = await buildTestApp({
          dataDir: dir.path,
          db: stores.db,
          env: { UPLOAD_MAX_MB: "1" },
        });
        try {
          const before = (await stores.submissions.list({ form: "application" })).length;
          const parts = applicationParts({
            fileName: "cv.pdf",
            content: pdfFile(1024 * 1024 + 10),
          });
          const { body, contentType } = multipartBody(parts);
          // Without a Content-Length the early check cannot help: busboy's byte count must stop it.
          const response = await small.inject({
            method: "POST",
            url: endpoints.application,
            headers: {
              ...browserHeaders(),
              "content-type": contentType,
              "transfer-encoding": "chunked",
            },
            payload: body,
          });
          // The form shows the message beside its file field, naming the server's limit.
          const tooLarge = {
            status: "error",
            data: {
              message: messages.tooLarge,
              errors: { careerFormField05: messages.fileTooLarge(1) },
            },
          };
          expect(response.statusCode).toBe(413);
          expect(response.json()).toEqual(tooLarge);
          const declared = await postApplication(
            small,
            applicationParts({ fileName: "cv.pdf", content: pdfFile(3 * 1024 * 1024) }),
          );
          expect(declared.statusCode).toBe(413);
          expect(declared.json()).toEqual(tooLarge);
          // The limit the browser checks against, from the same setting.
          const token = await small.inject({ method: "GET", url: FORM_TOKEN_PATH });
          expect(token.json()).toMatchObject({ data: { uploadMaxMb: 1 } });
          expect((await stores.submissions.list({ form: "application" })).length).toBe(before);
        } finally {
          await small.close();
        }
      });
    });

    describe("request checks", () => {
      const valid = () => withToken(contact);

      it.each([
        ["no XSRF header", (h: Record<string, string>) => ({ ...h, "x-xsrf-token": "" })],
        ["no XSRF cookie", (h: Record<string, string>) => ({ ...h, cookie: "" })],
        [
          "header differs from cookie",
          (h: Record<string, string>) => ({
            ...h,
            "x-xsrf-token": browserHeaders()["x-xsrf-token"]!,
          }),
        ],
        [
          "forged, unsigned token",
          (h: Record<string, string>) => ({
            ...h,
            cookie: "XSRF-TOKEN=abc.def",
            "x-xsrf-token": "abc.def",
          }),
        ],
        [
          "foreign Origin",
          (h: Record<string, string>) => ({ ...h, origin: "https://evil.example" }),
        ],
        ["opaque Origin", (h: Record<string, string>) => ({ ...h, origin: "null" })],
        [
          "foreign Referer without Origin",
          (h: Record<string, string>) => {
            const { origin: _origin, ...rest } = h;
            return { ...rest, referer: "https://evil.example/form" };
          },
        ],
      ])("answers 403 for %s", async (label, change) => {
        const headers = Object.fromEntries(
          Object.entries(change(browserHeaders())).filter(([, v]) => v !== ""),
        );
        const response = await postJson(endpoints.contact, valid(), headers);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ status: "error", data: { message: messages.forbidden } });
        const upload = await postApplication(
          app,
          applicationParts({ fileName: "cv.pdf", content: pdfFile() }),
          headers,
        );
        // A multipart post without the header is how a browser sends the form by itself (no
        // scripts): it is then guarded by Origin and the cookie alone (native-forms.test.ts).
        if (label !== "no XSRF header") expect(upload.statusCode).toBe(403);
      });

      it("accepts a request without Origin or Referer when the token is right (non-browser clients)", async () => {
        const { origin: _o, referer: _r, ...headers } = browserHeaders();
        const response = await postJson(endpoints.contact, valid(), headers);
        expect(response.statusCode).toBe(200);
      });

      it.each([
        ["its own Host", { host: "evil.example" }],
        [
          "forwarded host and scheme",
          { "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" },
        ],
      ])(
        "answers 403 for an Origin that matches only %s (DNS rebinding)",
        async (_label, claimed) => {
          const headers = { ...browserHeaders(), ...claimed, origin: "http://evil.example" };
          expect((await postJson(endpoints.contact, valid(), headers)).statusCode).toBe(403);
          const referer = { ...headers, origin: "", referer: "http://evil.example/old/contact-us" };
          const withoutOrigin = Object.fromEntries(Object.entries(referer).filter(([, v]) => v));
          expect((await postJson(endpoints.contact, valid(), withoutOrigin)).statusCode).toBe(403);
        },
      );

      it("answers 413 JSON for an oversized JSON body", async () => {
        const response = await postJson(endpoints.contact, {
          ...contact,
          cf_msg: "x".repeat(200_000),
        });
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ status: "error", data: { message: messages.tooLarge } });
      });

      it.each([
        ["truncated JSON", "application/json", '{"cf_name": "Anu"'],
        ["not JSON at all", "application/json", "cf_name=Anu"],
        ["JSON with a BOM and garbage", "application/json", "\ufeff{]"],
      ])("answers 400 JSON for %s", async (_label, contentType, payload) => {
        const response = await app.inject({
          method: "POST",
          url: endpoints.contact,
          headers: { ...browserHeaders(), "content-type": contentType },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ status: "error", data: { message: messages.malformed } });
      });

      it.each([
        [
          "no boundary",
          "multipart/form-data",
          Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n'),
        ],
        [
          "truncated body",
          "multipart/form-data; boundary=x",
          Buffer.from(
            '--x\r\nContent-Disposition: form-data; name="careerFormField05"; filename="cv.pdf"\r\n\r\n%PDF-1.7',
          ),
        ],
        [
          "garbage",
          "multipart/form-data; boundary=x",
          Buffer.from("\x00\x01\x02 definitely not multipart"),
        ],
        ["JSON instead of multipart", "application/json", Buffer.from("{}")],
      ])("answers 400 JSON for malformed multipart: %s", async (_label, contentType, payload) => {
        const response = await app.inject({
          method: "POST",
          url: endpoints.application,
          headers: { ...browserHeaders(), "content-type": contentType },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().status).toBe("error");
      });

      it("answers 429 JSON past the per-minute limit, per endpoint", async () => {
        const limited = await buildTestApp({
          dataDir: dir.path,
          db: stores.db,
          env: { RATE_LIMIT_PER_MINUTE: "3" },
        });
        try {
          const send = (path: string, payload: unknown) =>
            limited.inject({
              method: "POST",
              url: path,
              // A client of its own: the counts live in the database the other tests share.
              remoteAddress: "192.0.2.1",
              headers: { ...browserHeaders(), "content-type": "application/json" },
              payload: JSON.stringify(payload),
            });
          const statuses: number[] = [];
          for (let i = 0; i < 4; i++)
            statuses.push(
              (await send(endpoints.thoughts, withToken({ ts_ans_01: `t${i}` }))).statusCode,
            );
          expect(statuses).toEqual([200, 200, 200, 429]);
          const blocked = await send(endpoints.thoughts, withToken({ ts_ans_01: "again" }));
          expect(blocked.json()).toEqual({
            status: "error",
            data: { message: messages.tooManyRequests },
          });
          expect(blocked.headers["retry-after"]).toBeDefined();
          // Another endpoint has its own budget.
          expect(
            (await send(endpoints.newsletter, withToken({ cf_mail: "limit@example.in" })))
              .statusCode,
          ).toBe(200);
        } finally {
          await limited.close();
        }
      });

      it("reads a bounded number of applications at once; the next waits, then gets 503 with Retry-After", async () => {
        const bounded = await buildTestApp({
          dataDir: dir.path,
          db: stores.db,
          env: { UPLOADS_IN_FLIGHT: "1", UPLOAD_WAIT_SECONDS: "1" },
        });
        try {
          const upload = () =>
            multipartBody(applicationParts({ fileName: "cv.pdf", content: pdfFile() }));
          // The first application arrives slowly: half its body now, the rest later.
          const slow = upload();
          const body = new PassThrough();
          const first = bounded.inject({
            method: "POST",
            url: endpoints.application,
            headers: { ...browserHeaders(), "content-type": slow.contentType },
            payload: body,
          });
          body.write(slow.body.subarray(0, slow.body.length >> 1));
          // A CV is read only with a slot: once the first half (the CV begun) is taken, the first
          // holds it.
          await vi.waitFor(() => expect(body.readableLength + body.writableLength).toBe(0), {
            timeout: 20_000,
          });
          // From another client: one client has one application in progress at a time.
          const other = upload();
          const waited = await bounded.inject({
            method: "POST",
            url: endpoints.application,
            remoteAddress: "192.0.2.3",
            headers: { ...browserHeaders(), "content-type": other.contentType },
            payload: other.body,
          });
          expect(waited.statusCode).toBe(503);
          expect(waited.headers["retry-after"]).toBe("1");
          expect(waited.json()).toEqual({ status: "error", data: { message: messages.busy } });
          body.end(slow.body.subarray(slow.body.length >> 1));
          expect((await first).statusCode).toBe(200);
          // Its slot is free again.
          const next = upload();
          const after = await bounded.inject({
            method: "POST",
            url: endpoints.application,
            headers: { ...browserHeaders(), "content-type": next.contentType },
            payload: next.body,
          });
          expect(after.statusCode).toBe(200);
        } finally {
          await bounded.close();
        }
      });

      it("shares the counts between servers on one database and keeps them across a restart", async () => {
        const limits = { dataDir: dir.path, db: stores.db, env: { RATE_LIMIT_PER_MINUTE: "3" } };
        const [a, b] = [await buildTestApp(limits), await buildTestApp(limits)];
        const send = (server: FastifyInstance) =>
          server.inject({
            method: "POST",
            url: endpoints.thoughts,
            remoteAddress: "192.0.2.2",
            headers: { ...browserHeaders(), "content-type": "application/json" },
            payload: JSON.stringify(withToken({ ts_ans_01: "shared" })),
          });
        const statuses = [];
        for (const server of [a, b, a, b]) statuses.push((await send(server)).statusCode);
        expect(statuses).toEqual([200, 200, 200, 429]);
        await a.close();
        await b.close();
        const restarted = await buildTestApp(limits);
        try {
          expect((await send(restarted)).statusCode).toBe(429);
        } finally {
          await restarted.close();
        }
      });
    });

    describe("spam", () => {
      it("issues form tokens, with the upload limit", async () => {
        const response = await app.inject({ method: "GET", url: FORM_TOKEN_PATH });
        expect(response.statusCode).toBe(200);
        expect(response.headers["cache-control"]).toBe("no-store");
        expect(response.json()).toEqual({
          status: "success",
          data: {
            token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
            // UPLOAD_MAX_MB's default, for the application form's check of the CV.
            uploadMaxMb: 10,
          },
        });
      });

      it.each([
        [
          "a filled honeypot",
          () => ({ [HONEYPOT_FIELD]: "Buy now", [FORM_TOKEN_FIELD]: formToken() }),
          "honeypot",
        ],
        ["no time token", () => ({}), "no-token"],
        ["a forged time token", () => ({ [FORM_TOKEN_FIELD]: "lq2x.abc.forged" }), "bad-token"],
        // Tokens are made when the test runs: a table value would age while the suite starts.
        ["a too fast submission", () => ({ [FORM_TOKEN_FIELD]: formToken(100) }), "too-fast"],
        [
          "an expired token",
          () => ({ [FORM_TOKEN_FIELD]: formToken(2 * 24 * 60 * 60 * 1000) }),
          "expired-token",
        ],
      ])("quarantines %s, answers success and queues no mail", async (_label, extra, reason) => {
        const email = `spam-${reason}@example.in`;
        const response = await postJson(endpoints.contact, {
          ...contact,
          cf_mail: email,
          ...extra(),
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().status).toBe("success");
        const [stored] = (await stores.submissions.list({ form: "contact" })).filter(
          (s) => s.email === email,
        );
        expect(stored).toMatchObject({ status: "quarantined", spamReason: reason });
        expect(await stores.outbox.list({ submissionId: stored!.id })).toEqual([]);
      });

      it("quarantines a newsletter bot without creating a subscription", async () => {
        const response = await postJson(endpoints.newsletter, {
          cf_mail: "bot@example.in",
          [HONEYPOT_FIELD]: "x",
          [FORM_TOKEN_FIELD]: formToken(),
        });
        expect(response.statusCode).toBe(200);
        expect((await stores.subscriptions.list()).some((s) => s.email === "bot@example.in")).toBe(
          false,
        );
      });
    });
  });
}
