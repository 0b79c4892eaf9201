// Who may call an inbox API route: each route names its access in `config.inbox`, and this hook
// runs before the body is read. A member needs a live session (else 401); a request that changes
// something needs the session's CSRF token and no foreign Origin (else 403); an admin route needs
// the admin role, a route of the submissions a reader or an admin, a route of the content an
// editor or an admin (else 403). Routes without a session (sign-in, set-password) need a JSON body and
// no foreign Origin, so another site cannot sign a browser in under its own account.
import { timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { INBOX_CSRF_HEADER, INBOX_SESSION_COOKIE, type StaffRole } from "#contracts/inbox.ts";
import { isForeign } from "../security/xsrf.ts";
import type { InboxContext } from "./inbox-context.ts";
import { inboxMessages } from "./inbox-messages.ts";
import type { Session } from "./staff-store.ts";

/**
 * anyone: no session; member: any signed-in member (their own session); submissions: what visitors
 * sent (admin, reader); content: the site's content (admin, editor); admin: admins only.
 */
export type InboxAccess = "anyone" | "member" | "submissions" | "content" | "admin";

/** The roles each access lets in, beyond "anyone" and "member". */
const ROLES_OF: Record<
  "submissions" | "content" | "admin",
  { roles: readonly StaffRole[]; message: string }
> = {
  submissions: { roles: ["admin", "reader"], message: inboxMessages.submissionsOnly },
  content: { roles: ["admin", "editor"], message: inboxMessages.contentOnly },
  admin: { roles: ["admin"], message: inboxMessages.adminOnly },
};

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call this inbox API route (server/inbox/inbox-guard.ts). */
    inbox?: InboxAccess;
  }
  interface FastifyRequest {
    /** The signed-in member's session, on inbox routes for members. */
    staff: Session | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD"]);

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ status: "error", data: { message } });

export function createInboxGuard(ctx: InboxContext) {
  return async function inboxGuard(request: FastifyRequest, reply: FastifyReply) {
    const access = request.routeOptions.config.inbox ?? "anyone";
    const changes = !SAFE_METHODS.has(request.method);
    if (access === "anyone") {
      if (!changes) return;
      const json = /^application\/json\b/i.test(request.headers["content-type"] ?? "");
      if (!json || isForeign(request, ctx.env.SITE_ORIGIN))
        return refuse(reply, 403, inboxMessages.refused);
      return;
    }
    const cookie = request.cookies[INBOX_SESSION_COOKIE];
    // The events stream polls with its own reads; other requests keep the session alive.
    const session = cookie ? await ctx.staff.session(cookie, ctx.now()) : null;
    if (!session) return refuse(reply, 401, inboxMessages.signIn);
    request.staff = session;
    if (changes) {
      const token = request.headers[INBOX_CSRF_HEADER.toLowerCase()];
      if (
        typeof token !== "string" ||
        !sameText(token, session.csrfToken) ||
        isForeign(request, ctx.env.SITE_ORIGIN)
      )
        return refuse(reply, 403, inboxMessages.refused);
    }
    if (access !== "member" && !ROLES_OF[access].roles.includes(session.role))
      return refuse(reply, 403, ROLES_OF[access].message);
  };
}
