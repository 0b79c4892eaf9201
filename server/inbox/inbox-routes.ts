// The staff inbox (docs/inbox-api.md) as one Fastify plugin: the app's page and files from
// build/inbox, and every route of its API under /inbox/api/, each naming who may call it. Every
// answer here carries the inbox's own headers: never stored, never indexed, never framed, no
// Referer (the set-password link's fragment holds a secret) and a CSP without inline code.
import type { FastifyPluginAsync } from "fastify";
import { INBOX_API } from "#contracts/inbox.ts";
import type { Env } from "../env.ts";
import type { Services } from "../services.ts";
import { commonSecurityHeaders } from "../security/headers.ts";
import { adminRoutes } from "./admin-routes.ts";
import { contentRoutes } from "./content-routes.ts";
import { refuseControlCharacters } from "./body.ts";
import { createInboxContext, type InboxOptions } from "./inbox-context.ts";
import { eventRoutes, type EventTimings } from "./inbox-events.ts";
import { createInboxGuard, refuse } from "./inbox-guard.ts";
import { inboxMessages } from "./inbox-messages.ts";
import { pageRoutes } from "./inbox-pages.ts";
import { sessionRoutes } from "./session-routes.ts";
import { studioEntries, studioErrors } from "./studio-entries.ts";
import { studioOpeningRoutes } from "./studio-opening-routes.ts";
import { studioPageRoutes } from "./studio-page-routes.ts";
import { studioStudyRoutes } from "./studio-study-routes.ts";
import { submissionRoutes } from "./submission-routes.ts";

export const INBOX_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The headers of every inbox answer but the hashed assets, as a flat name/value list. */
export function inboxHeaders(https: boolean): string[] {
  const overridden = new Set(["referrer-policy", "x-frame-options", "x-content-type-options"]);
  const common = commonSecurityHeaders(https);
  const kept: string[] = [];
  for (let i = 0; i < common.length; i += 2)
    if (!overridden.has(common[i]!)) kept.push(common[i]!, common[i + 1]!);
  return [
    ...kept,
    "cache-control",
    "no-store",
    "x-robots-tag",
    "noindex, nofollow",
    "referrer-policy",
    "no-referrer",
    "x-frame-options",
    "DENY",
    "x-content-type-options",
    "nosniff",
    "content-security-policy",
    INBOX_CSP,
  ];
}

export type InboxRoutesOptions = InboxOptions & {
  services: Services;
  env: Env;
  events?: EventTimings | undefined;
};

export const inboxRoutes: FastifyPluginAsync<InboxRoutesOptions> = async (app, opts) => {
  const ctx = createInboxContext(opts.services, opts.env, opts);
  const https = opts.env.SITE_ORIGIN.startsWith("https:");
  const headers = inboxHeaders(https);

  app.decorateRequest("staff", null);
  // Runs after the app's own onRequest (common headers), so these replace what differs.
  app.addHook("onRequest", async (_request, reply) => {
    for (let i = 0; i < headers.length; i += 2) reply.header(headers[i]!, headers[i + 1]!);
  });
  app.addHook("onRequest", createInboxGuard(ctx));
  app.addHook("preValidation", refuseControlCharacters);
  // The guarantee behind that check: a value the database cannot store as text (PostgreSQL's
  // "invalid byte sequence", "untranslatable character") is the request's fault, never a 500.
  // Anything else goes on to the app's own error handler.
  app.setErrorHandler((error, _request, reply) => {
    if (studioErrors(error, reply)) return reply;
    const code = (error as { code?: unknown }).code;
    if (code === "22021" || code === "22P05")
      return reply.code(400).send({ status: "error", data: { message: inboxMessages.invalid } });
    throw error;
  });

  pageRoutes(app, ctx.inboxDir, headers, commonSecurityHeaders(https));
  sessionRoutes(app, ctx, INBOX_API);
  submissionRoutes(app, ctx, INBOX_API);
  adminRoutes(app, ctx, INBOX_API);
  contentRoutes(app, ctx, INBOX_API);
  const studio = studioEntries(app, ctx);
  studioOpeningRoutes(studio, ctx, INBOX_API);
  studioStudyRoutes(studio, ctx, INBOX_API);
  studioPageRoutes(studio, ctx, INBOX_API);
  eventRoutes(app, ctx, INBOX_API, opts.events);
  // An API path that does not exist is a JSON 404, never the app's page.
  app.all(`${INBOX_API}/*`, async (_request, reply) => refuse(reply, 404, inboxMessages.notFound));
};
