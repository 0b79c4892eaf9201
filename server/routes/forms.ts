// The four form endpoints at the old PHP scripts' paths, and the time-token route.
// Order per POST: XSRF + Origin (onRequest) → rate limit → body (size-limited) → spam verdict
// (preValidation) → the contract's zod schema (schema slot) → one transaction (submission, file,
// outbox rows) → 200. Mail goes out later, from the outbox.
import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { APPLICATION_FILE_FIELD, applicationSchema, checkCvFile } from "#contracts/application.ts";
import type { JobLookup } from "#contracts/jobs.ts";
import {
  endpoints,
  FORM_TOKEN_PATH,
  type FormAnswer,
  type FormKind,
  type FormTokenAnswer,
} from "#contracts/endpoints.ts";
import { messages, successMessages } from "#contracts/messages.ts";
import { CV_CONTENT_TYPES } from "#contracts/limits.ts";
import { NewsletterSchema } from "#contracts/newsletter.ts";
import { CheckedContactSchema } from "#contracts/phone.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#contracts/spam.ts";
import { ThoughtsSchema } from "#contracts/thoughts.ts";
import { contentSecurityPolicy } from "../security/headers.ts";
import {
  createRequestGuard,
  isNativeFormPost,
  wantsAnswerPage,
  xsrfCookie,
} from "../security/xsrf.ts";
import { XSRF_COOKIE } from "#contracts/xsrf.ts";
import type { Services } from "../services.ts";
import { mailsFor } from "../submissions/mails-for.ts";
import { sanitizeFileName } from "../submissions/file-name.ts";
import {
  assessSpam,
  claimFormToken,
  honeypotFilled,
  judgeAge,
  type SpamOptions,
  type SpamReason,
} from "../submissions/spam.ts";
import type { Queryable } from "../db/database.ts";
import type { NewSubmission } from "../submissions/submission-store.ts";
import { createUploadChecker } from "../submissions/upload-checker.ts";
import { cvExtensionOf } from "#contracts/application.ts";
import { InvalidFields, type ZodMiniTypeProvider } from "./validation.ts";
import { BodyError, readApplication, type UploadedFile } from "./read-application.ts";
import {
  createUploadSlots,
  type Upload,
  UploadGone,
  UploadInProgress,
  UploadsBusy,
} from "./upload-slots.ts";
import { UploadStalled, watchPace } from "./upload-pace.ts";
import type { PostedFormPages } from "../site/posted-form-pages.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Why the submission looks automated (stored quarantined, not mailed), or null. */
    spamReason: string | null;
    /** The time token the form sent back, to be marked used with the submission. */
    formToken: string | null;
  }
}

export type FormsOptions = {
  services: Services;
  siteOrigin: string;
  rateLimit: { max: number; timeWindow: number };
  uploadMaxMb: number;
  /** How many applications are read at once, and how long the next ones wait their turn. */
  uploadSlots: { inFlight: number; waitMs: number };
  /** The openings that take applications at the moment of each post (server/content/jobs.ts). */
  jobs: JobLookup;
  spam?: SpamOptions | undefined;
  /** The pages answered to a form sent without JavaScript (decisions 1001, 1309). */
  answerPages: PostedFormPages;
  now?: () => number;
};

const KIND_OF_PATH = new Map<string, FormKind>(
  (Object.entries(endpoints) as [FormKind, string][]).map(([kind, path]) => [path, kind]),
);

/**
 * Body limits: each form's largest valid body fits with every character escaped, as JSON (\uXXXX,
 * 6 bytes) or as a form without scripts sends it (percent-encoded UTF-8, 9 bytes for a Malayalam
 * letter: four answers of 5000 make 180,000).
 */
const BODY_LIMITS: Record<Exclude<FormKind, "application">, number> = {
  newsletter: 8 * 1024,
  contact: 64 * 1024,
  thoughts: 200 * 1024,
};

/** The application as the server receives it: the contract's fields plus the CV, checked by name and size. */
function applicationUploadSchema(maxMb: number, jobs: JobLookup) {
  return z.extend(applicationSchema(jobs), {
    [APPLICATION_FILE_FIELD]: z.pipe(
      z.custom<UploadedFile | null>(),
      z.transform((file: UploadedFile | null, ctx) => {
        const problem = checkCvFile(
          file && { name: file.fileName, size: file.content.length },
          maxMb,
        );
        if (problem || !file) {
          ctx.issues.push({
            code: "custom",
            message: problem ?? messages.fileRequired,
            input: file,
          });
          return z.NEVER;
        }
        return file;
      }),
    ),
  });
}

/**
 * What is kept as "the page it was sent from": the Referer's origin and path, never its query
 * string (which may carry anything), and only for our own site.
 */
function pageOf(request: FastifyRequest, siteOrigin: string): string | null {
  const referer = request.headers.referer;
  if (typeof referer !== "string") return null;
  try {
    const url = new URL(referer);
    if (url.origin !== siteOrigin) return null;
    return `${url.origin}${url.pathname}`.slice(0, 500);
  } catch {
    return null;
  }
}

/** The text a visitor typed, to put back in the form: never a file, never the spam fields. */
function typedText(body: unknown): Record<string, string> {
  const typed: Record<string, string> = {};
  if (typeof body !== "object" || body === null) return typed;
  for (const [name, value] of Object.entries(body))
    if (typeof value === "string" && name !== HONEYPOT_FIELD && name !== FORM_TOKEN_FIELD)
      typed[name] = value;
  return typed;
}

export const formRoutes: FastifyPluginAsync<FormsOptions> = async (plugin, opts) => {
  const app = plugin.withTypeProvider<ZodMiniTypeProvider>();
  const { services } = opts;
  const now = opts.now ?? Date.now;
  const guard = createRequestGuard(services.xsrf, opts.siteOrigin);

  // Multipart for the application only; files are read in a hook, never written to disk.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });

  /** The spam verdict is taken from the raw body, before the schema drops the spam fields. */
  async function judgeSpam(request: FastifyRequest) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (isNativeFormPost(request)) {
      // Without scripts there is no time token: the signed cookie the guard checked stands in for
      // it. It holds the time it was issued (the page view that set it), judged by the same rule,
      // and counts once (a repeat is quarantined like a replayed token). Decision 1105.
      const cookie = request.cookies[XSRF_COOKIE];
      const issued = services.xsrf.issuedAt(cookie);
      request.formToken = cookie ?? null;
      request.spamReason = honeypotFilled(body[HONEYPOT_FIELD])
        ? "honeypot"
        : issued === null
          ? "no-token"
          : judgeAge(issued, now(), opts.spam);
      return;
    }
    const token = body[FORM_TOKEN_FIELD];
    request.formToken = typeof token === "string" ? token : null;
    request.spamReason = assessSpam(
      { honeypot: body[HONEYPOT_FIELD], token: body[FORM_TOKEN_FIELD] },
      services.formTokens,
      now(),
      opts.spam,
    );
  }

  const https = opts.siteOrigin.startsWith("https:");
  const answerPageCsp = contentSecurityPolicy({ scriptHashes: [], https });

  // A form the browser sent by itself (and that asks for HTML, as a navigation does) gets a page:
  // the same answer (status, message, errors) shown in the form's page by its route's action, with
  // what was typed, and a fresh XSRF cookie for the next one. Whatever every status answers.
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "POST" || !wantsAnswerPage(request) || typeof payload !== "string")
      return payload;
    const kind = KIND_OF_PATH.get(request.routeOptions.url ?? "");
    if (!kind) return payload;
    let answer: FormAnswer;
    try {
      answer = JSON.parse(payload) as FormAnswer;
    } catch {
      return payload;
    }
    const from = pageOf(request, opts.siteOrigin);
    let page: string;
    try {
      page = await opts.answerPages.render(
        { kind, status: reply.statusCode, answer, values: typedText(request.body) },
        from ? new URL(from).pathname : null,
      );
    } catch (error) {
      // The answer stands (a stored submission stays stored): said in JSON rather than not at all.
      request.log.error({ err: error }, "the page answering a form could not be rendered");
      return payload;
    }
    reply
      .header("content-type", "text/html; charset=utf-8")
      .header("content-security-policy", answerPageCsp)
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex")
      .header("set-cookie", xsrfCookie(services.xsrf.issue(), https));
    return page;
  });

  const slots = createUploadSlots(opts.uploadSlots.inFlight, opts.uploadSlots.waitMs);
  services.metrics.watchUploads(slots);
  // The content checks run in a worker thread with a deadline and a memory bound (decision 1101).
  const checks = createUploadChecker();
  app.addHook("onClose", () => checks.close());

  /**
   * Reads an application (decision 1102): a slot among UPLOADS_IN_FLIGHT is taken only once the
   * CV's bytes flow, and held until the answer is done; a client (its address as TRUST_PROXY makes
   * it) holds or waits for one at a time; a body that stops arriving is dropped with 408.
   */
  async function readMultipart(request: FastifyRequest, reply: FastifyReply) {
    if (!request.isMultipart()) throw new BodyError(400, "not multipart");
    let upload: Upload | null = null;
    // The slot (or the place in line) and the client's turn go when the answer is done or the
    // client leaves.
    reply.raw.once("close", () => upload?.done());
    const stalled = new AbortController();
    const pace = watchPace(() => stalled.abort(new UploadStalled()));
    try {
      const { fields, file } = await readApplication(request, opts.uploadMaxMb, {
        onBytes: pace.received,
        // While it waits for a slot the server holds the body back: that is not the client's pace.
        fileFlowing: async () => {
          pace.suspend();
          upload = slots.admit(request.ip);
          if (reply.raw.destroyed) upload.done();
          await upload.acquire();
          pace.resume();
        },
        signal: stalled.signal,
      });
      request.body = { ...fields, [APPLICATION_FILE_FIELD]: file };
    } catch (error) {
      if (error instanceof UploadStalled) {
        // Nothing more is coming: the connection closes once this answer is out.
        return reply
          .code(408)
          .header("connection", "close")
          .send({ status: "error", data: { message: messages.uploadStalled } });
      }
      if (error instanceof UploadsBusy || error instanceof UploadInProgress) {
        // The rest of the body is read and dropped, as Node does with one never read: closing on
        // unread bytes would reset the connection, and the answer could be lost with it.
        request.raw.unpipe();
        request.raw.resume();
      }
      if (error instanceof UploadInProgress) {
        return reply
          .code(429)
          .header("retry-after", String(error.retryAfterSeconds))
          .send({ status: "error", data: { message: messages.uploadInProgress } });
      }
      // The client left while it waited: what any body cut short gets (nobody reads it).
      if (error instanceof UploadGone) throw new BodyError(400, "upload ended");
      throw error;
    } finally {
      pace.stop();
    }
  }

  function success(reply: FastifyReply, kind: FormKind) {
    return reply.code(200).send({ status: "success", data: { message: successMessages[kind] } });
  }

  /**
   * Stores a submission; its time token is marked used in the same transaction, and a token used
   * before quarantines it. Mail is queued only for what is not quarantined.
   */
  async function store(
    request: FastifyRequest,
    submission: Omit<NewSubmission, "status" | "spamReason" | "page">,
  ) {
    const page = pageOf(request, opts.siteOrigin);
    const { id, spamReason } = await services.db.transaction(async (tx) => {
      const spamReason = request.spamReason ?? (await replayOf(tx, request));
      const status = spamReason ? ("quarantined" as const) : ("accepted" as const);
      const id = await services.submissions.insertWith(
        tx,
        { ...submission, status, spamReason, page },
        now(),
      );
      return { id, spamReason };
    });
    request.log.info(
      { form: submission.form, submission: id, quarantined: Boolean(spamReason) },
      "submission stored",
    );
    services.metrics.submission(submission.form, spamReason ? "quarantined" : "accepted");
    if (!spamReason && submission.mails.length > 0) services.worker.nudge();
  }

  /** "replayed-token" when the request's (valid) time token was used before, else null. */
  async function replayOf(tx: Queryable, request: FastifyRequest): Promise<SpamReason | null> {
    const token = request.formToken;
    return token && !(await claimFormToken(tx, token, now())) ? "replayed-token" : null;
  }

  const jsonRoute = <S extends z.ZodMiniType>(kind: Exclude<FormKind, "application">, body: S) => ({
    onRequest: guard,
    preValidation: judgeSpam,
    bodyLimit: BODY_LIMITS[kind],
    config: { rateLimit: opts.rateLimit },
    schema: { body },
  });

  app.post(
    endpoints.newsletter,
    jsonRoute("newsletter", NewsletterSchema),
    async (request, reply) => {
      const email = request.body.cf_mail;
      if (!request.spamReason) {
        request.spamReason = await services.db.transaction((tx) => replayOf(tx, request));
      }
      if (request.spamReason) {
        await store(request, {
          form: "newsletter",
          email,
          data: request.body,
          mails: mailsFor("newsletter", email),
        });
      } else {
        const { outcome } = await services.subscriptions.subscribe(
          { email, page: pageOf(request, opts.siteOrigin), data: request.body },
          now(),
        );
        request.log.info({ form: "newsletter", outcome }, "subscription");
        services.metrics.submission("newsletter", "accepted");
        if (outcome === "created" || outcome === "resent" || outcome === "resubscribed")
          services.worker.nudge();
      }
      return success(reply, "newsletter");
    },
  );

  // The phone checked as a real number, as the browser does before sending (contracts/phone.ts).
  app.post(
    endpoints.contact,
    jsonRoute("contact", CheckedContactSchema),
    async (request, reply) => {
      await store(request, {
        form: "contact",
        email: request.body.cf_mail,
        data: request.body,
        mails: mailsFor("contact", request.body.cf_mail),
      });
      return success(reply, "contact");
    },
  );

  app.post(endpoints.thoughts, jsonRoute("thoughts", ThoughtsSchema), async (request, reply) => {
    // Keep only the answers that were given, as the browser sends them.
    const answers = Object.fromEntries(
      Object.entries(request.body).filter(([, value]) => value.trim() !== ""),
    );
    await store(request, {
      form: "thoughts",
      email: null,
      data: answers,
      mails: mailsFor("thoughts", null),
    });
    return success(reply, "thoughts");
  });

  app.post(
    endpoints.application,
    {
      onRequest: guard,
      preValidation: [readMultipart, judgeSpam],
      config: { rateLimit: opts.rateLimit },
      schema: { body: applicationUploadSchema(opts.uploadMaxMb, opts.jobs) },
    },
    async (request, reply) => {
      const { [APPLICATION_FILE_FIELD]: file, ...data } = request.body;
      // The schema checked the name and size; the content is read here (it needs to inflate zips),
      // off the event loop. A check stopped at its deadline or memory bound refuses the file.
      const extension = cvExtensionOf(file.fileName);
      const verdict = extension ? await checks.check(extension, file.content) : null;
      if (verdict && verdict.ended !== "checked")
        request.log.warn({ ended: verdict.ended }, "upload check stopped");
      if (!extension || verdict?.ended !== "checked" || !verdict.acceptable) {
        throw new InvalidFields({ [APPLICATION_FILE_FIELD]: messages.fileContent });
      }
      const email = data.careerFormEmail ?? null;
      await store(request, {
        form: "application",
        email,
        data,
        mails: mailsFor("application", email),
        attachment: {
          fileName: sanitizeFileName(file.fileName, extension),
          contentType: CV_CONTENT_TYPES[extension],
          // The bytes went to the checking thread and came back with its verdict.
          content: verdict.content,
        },
      });
      return success(reply, "application");
    },
  );

  app.get(FORM_TOKEN_PATH, async (_request, reply): Promise<FormTokenAnswer> => {
    reply.header("Cache-Control", "no-store");
    const token = services.formTokens.issue(now());
    return { status: "success", data: { token, uploadMaxMb: opts.uploadMaxMb } };
  });
};
