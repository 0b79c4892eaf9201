// The form endpoints at the old PHP scripts' paths, the time-token route and the newsletter links.
// Order per POST: XSRF + Origin → rate limit → body (size-limited) → zod schema → spam check →
// one transaction (submission, file, outbox rows) → 200. Mail goes out later, from the outbox.
import fastifyMultipart from "@fastify/multipart";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  APPLICATION_FILE_FIELD,
  ApplicationSchema,
  checkCvFile,
  cvExtensionOf,
} from "#contracts/application.ts";
import {
  endpoints,
  FORM_TOKEN_PATH,
  type FormKind,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from "#contracts/endpoints.ts";
import { fieldErrors } from "#contracts/fields.ts";
import { formSchemas, successMessages } from "#contracts/forms.ts";
import { messages } from "#contracts/messages.ts";
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from "#contracts/spam.ts";
import type { NewsletterLinks } from "../mail/newsletter-links.ts";
import type { Xsrf } from "../security/xsrf.ts";
import type { Repository } from "../submissions/repository.ts";
import { assessSpam, type FormTokens, type SpamOptions } from "../submissions/spam.ts";
import { sanitizeFileName } from "../submissions/file-name.ts";
import type { MailKind } from "../submissions/types.ts";
import { contentMatches } from "../submissions/upload-check.ts";
import { CV_CONTENT_TYPES } from "#contracts/limits.ts";
import { pageOf } from "./consent-page.ts";
import { newsletterPage, PAGE_CSP } from "./newsletter-page.ts";
import { type BodyError, readApplication } from "./read-application.ts";
import { createRequestGuard } from "./request-guard.ts";

export type FormsOptions = {
  siteOrigin: string;
  rateLimitPerMinute: number;
  uploadMaxMb: number;
  xsrf: Xsrf;
  tokens: FormTokens;
  links: NewsletterLinks;
  repo: Repository;
  /** Called after a commit that queued mail, so the worker sends it now rather than at its next poll. */
  onQueued?: () => void;
  spam?: SpamOptions;
  now?: () => number;
};

/** JSON body limits: each form's largest valid body, with every character escaped, fits. */
const BODY_LIMITS: Record<Exclude<FormKind, "application">, number> = {
  newsletter: 8 * 1024,
  contact: 64 * 1024,
  thoughts: 160 * 1024,
};

type Body = Record<string, unknown>;

const isRecord = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/** Fixed messages for the error statuses, so no framework or parser text reaches a visitor. */
function messageFor(status: number): string {
  if (status === 403) return messages.forbidden;
  if (status === 413) return messages.tooLarge;
  if (status === 429) return messages.tooManyRequests;
  return messages.malformed;
}

export const formRoutes: FastifyPluginAsync<FormsOptions> = async (app, opts) => {
  const now = opts.now ?? Date.now;
  const guard = createRequestGuard(opts.xsrf, opts.siteOrigin);
  const maxFileBytes = opts.uploadMaxMb * 1024 * 1024;

  // Multipart for the application only; files are read in the handler, never written to disk.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  // Per client and endpoint: the route is part of the key.
  await app.register(fastifyRateLimit, {
    global: false,
    keyGenerator: (request) => `${request.ip}|${request.routeOptions.url ?? request.url}`,
    errorResponseBuilder: () => ({ statusCode: 429, message: messages.tooManyRequests }),
  });
  // One-click unsubscribe (RFC 8058) posts a form body; the forms accept it too, harmlessly.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.setErrorHandler((error: FastifyError | BodyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      // Not the whole error object: a driver's `detail` may quote the visitor's values.
      const { name, code, message, stack } = error as FastifyError;
      request.log.error({ err: { type: name, code, message, stack } }, "form request failed");
      return reply.code(500).send({ status: "error", data: { message: messages.failure } });
    }
    return reply.code(status).send({ status: "error", data: { message: messageFor(status) } });
  });

  const rateLimit = { max: opts.rateLimitPerMinute, timeWindow: 60_000 };

  function invalid(reply: FastifyReply, errors: Record<string, string>) {
    return reply.code(400).send({ status: "error", data: { errors } });
  }

  function success(reply: FastifyReply, kind: FormKind) {
    return reply.code(200).send({ status: "success", data: { message: successMessages[kind] } });
  }

  function spamOf(body: Body) {
    return assessSpam(
      { honeypot: body[HONEYPOT_FIELD], token: body[FORM_TOKEN_FIELD] },
      opts.tokens,
      now(),
      opts.spam,
    );
  }

  async function store(
    request: FastifyRequest,
    kind: FormKind,
    data: Body,
    email: string | null,
    spamReason: string | null,
    mails: MailKind[],
    attachment?: { fileName: string; contentType: string; content: Buffer },
  ) {
    const id = await opts.repo.insertSubmission(
      {
        form: kind,
        status: spamReason ? "quarantined" : "accepted",
        spamReason,
        email,
        data,
        page: pageOf(request, opts.siteOrigin),
        attachment,
        mails,
      },
      now(),
    );
    request.log.info(
      { form: kind, submission: id, quarantined: Boolean(spamReason) },
      "submission stored",
    );
    if (!spamReason && mails.length > 0) opts.onQueued?.();
  }

  const jsonRoute = (kind: Exclude<FormKind, "application">) => ({
    onRequest: guard,
    bodyLimit: BODY_LIMITS[kind],
    config: { rateLimit },
  });

  app.post(endpoints.newsletter, jsonRoute("newsletter"), async (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const parsed = formSchemas.newsletter.safeParse(body);
    if (!parsed.success) return invalid(reply, fieldErrors(parsed.error));
    const spamReason = spamOf(body);
    if (spamReason) {
      await store(request, "newsletter", parsed.data, parsed.data.cf_mail, spamReason, []);
    } else {
      const { outcome } = await opts.repo.subscribe(
        { email: parsed.data.cf_mail, page: pageOf(request, opts.siteOrigin), data: parsed.data },
        now(),
      );
      request.log.info({ form: "newsletter", outcome }, "subscription");
      if (outcome === "created" || outcome === "resent" || outcome === "resubscribed")
        opts.onQueued?.();
    }
    return success(reply, "newsletter");
  });

  app.post(endpoints.contact, jsonRoute("contact"), async (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const parsed = formSchemas.contact.safeParse(body);
    if (!parsed.success) return invalid(reply, fieldErrors(parsed.error));
    await store(request, "contact", parsed.data, parsed.data.cf_mail, spamOf(body), [
      "notification",
      "confirmation",
    ]);
    return success(reply, "contact");
  });

  app.post(endpoints.thoughts, jsonRoute("thoughts"), async (request, reply) => {
    const body = isRecord(request.body) ? request.body : {};
    const parsed = formSchemas.thoughts.safeParse(body);
    if (!parsed.success) return invalid(reply, fieldErrors(parsed.error));
    // Keep only the answers that were given, as the browser sends them.
    const answers = Object.fromEntries(
      Object.entries(parsed.data).filter(([, value]) => value.trim() !== ""),
    );
    await store(request, "thoughts", answers, null, spamOf(body), ["notification"]);
    return success(reply, "thoughts");
  });

  app.post(
    endpoints.application,
    { onRequest: guard, config: { rateLimit } },
    async (request, reply) => {
      if (!request.isMultipart())
        return reply.code(400).send({ status: "error", data: { message: messages.malformed } });
      const { fields, file } = await readApplication(request, maxFileBytes);
      const parsed = ApplicationSchema.safeParse(fields);
      const errors = parsed.success ? {} : fieldErrors(parsed.error);
      const fileProblem = checkCvFile(
        file && { name: file.fileName, size: file.content.length },
        opts.uploadMaxMb,
      );
      const extension = file ? cvExtensionOf(file.fileName) : null;
      if (fileProblem) errors[APPLICATION_FILE_FIELD] = fileProblem;
      else if (file && extension && !(await contentMatches(extension, file.content))) {
        errors[APPLICATION_FILE_FIELD] = messages.fileContent;
      }
      if (!parsed.success || Object.keys(errors).length > 0 || !file || !extension)
        return invalid(reply, errors);
      const email = parsed.data.careerFormEmail ?? null;
      await store(
        request,
        "application",
        parsed.data,
        email,
        spamOf(fields),
        email ? ["notification", "confirmation"] : ["notification"],
        {
          fileName: sanitizeFileName(file.fileName, extension),
          contentType: CV_CONTENT_TYPES[extension],
          content: file.content,
        },
      );
      return success(reply, "application");
    },
  );

  app.get(FORM_TOKEN_PATH, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { status: "success", data: { token: opts.tokens.issue(now()) } };
  });

  // ── newsletter links (authorised by their signed token, not by XSRF: they come from a mail) ──

  function page(reply: FastifyReply, status: number, html: string) {
    return reply
      .code(status)
      .header("Cache-Control", "no-store")
      .header("Content-Security-Policy", PAGE_CSP)
      .type("text/html; charset=utf-8")
      .send(html);
  }

  const tokenOf = (request: FastifyRequest) =>
    (request.query as Record<string, unknown> | undefined)?.token;
  const invalidLink = () =>
    newsletterPage(
      "This link is not valid",
      "The link may be incomplete. Please copy the whole link from the mail.",
    );

  app.get(NEWSLETTER_CONFIRM_PATH, { config: { rateLimit } }, async (request, reply) => {
    const id = opts.links.verify("confirm", tokenOf(request));
    if (!id) return page(reply, 400, invalidLink());
    const status = await opts.repo.confirmSubscription(id, now());
    if (status === "confirmed") {
      return page(
        reply,
        200,
        newsletterPage(
          "Subscription confirmed",
          "Thank you! You will receive our newsletter. Have a great day.",
        ),
      );
    }
    if (status === "unsubscribed") {
      return page(
        reply,
        200,
        newsletterPage(
          "You have unsubscribed",
          "This address was unsubscribed. Sign up again on our site if you changed your mind.",
        ),
      );
    }
    return page(
      reply,
      404,
      newsletterPage(
        "Subscription not found",
        "This subscription no longer exists. You can sign up again on our site.",
      ),
    );
  });

  app.get(NEWSLETTER_UNSUBSCRIBE_PATH, { config: { rateLimit } }, async (request, reply) => {
    const token = tokenOf(request);
    if (!opts.links.verify("unsubscribe", token)) return page(reply, 400, invalidLink());
    // A GET only shows the button: mail scanners open links, and must not unsubscribe anyone.
    return page(
      reply,
      200,
      newsletterPage("Unsubscribe", "Press the button to stop receiving our newsletter.", {
        url: `${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(String(token))}`,
        label: "Unsubscribe",
      }),
    );
  });

  app.post(
    NEWSLETTER_UNSUBSCRIBE_PATH,
    { bodyLimit: 4 * 1024, config: { rateLimit } },
    async (request, reply) => {
      const id = opts.links.verify("unsubscribe", tokenOf(request));
      if (!id) return page(reply, 400, invalidLink());
      await opts.repo.unsubscribe(id, now());
      return page(
        reply,
        200,
        newsletterPage("You have unsubscribed", "You will not receive our newsletter any more."),
      );
    },
  );
};
