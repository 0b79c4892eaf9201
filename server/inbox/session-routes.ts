// Signing in and out, setting a password from a one-time link, and who is signed in. Sign-in does
// the same work and says the same words for an unknown address, a member without a password and
// a wrong password; attempts are reserved per address and per client before any hashing
// (sign-in-limits.ts), and hashing takes turns within a bound (passwords.ts boundedHasher).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { INBOX_BASE, INBOX_SESSION_COOKIE, type Me } from "#contracts/inbox.ts";
import { InvalidFields } from "../routes/validation.ts";
import { audit } from "./audit-log.ts";
import { fieldsOf, requiredString } from "./body.ts";
import type { InboxContext } from "./inbox-context.ts";
import { refuse } from "./inbox-guard.ts";
import { inboxMessages } from "./inbox-messages.ts";
import { HashingBusy, passwordProblem } from "./passwords.ts";
import { HASHING, PASSWORD_MAX_LENGTH } from "./staff-policy.ts";
import { normalEmail } from "./staff-store.ts";

const COOKIE_PATH = `${INBOX_BASE}/`;

/** 429 with Retry-After in whole seconds (at least 1). */
const tooMany = (reply: FastifyReply, seconds: number, message: string) =>
  reply
    .code(429)
    .header("Retry-After", String(Math.max(1, Math.ceil(seconds))))
    .send({ status: "error", data: { message } });

export function sessionRoutes(app: FastifyInstance, ctx: InboxContext, api: string) {
  const { staff, services } = ctx;
  const secure = ctx.env.SITE_ORIGIN.startsWith("https:");
  const member = { config: { inbox: "member" as const } };
  const anyone = { config: { inbox: "anyone" as const } };

  const setSessionCookie = (reply: FastifyReply, value: string) =>
    reply.setCookie(INBOX_SESSION_COOKIE, value, {
      httpOnly: true,
      sameSite: "strict",
      path: COOKIE_PATH,
      secure,
    });
  const clearSessionCookie = (reply: FastifyReply) =>
    reply.clearCookie(INBOX_SESSION_COOKIE, {
      httpOnly: true,
      sameSite: "strict",
      path: COOKIE_PATH,
      secure,
    });

  const meOf = (request: FastifyRequest): Me => ({
    email: request.staff!.email,
    role: request.staff!.role,
    csrfToken: request.staff!.csrfToken,
  });

  app.post(`${api}/sign-in`, anyone, async (request, reply) => {
    const body = fieldsOf(request.body);
    const email = normalEmail(requiredString(body, "email", 320));
    const password = requiredString(body, "password", PASSWORD_MAX_LENGTH);
    const now = ctx.now();
    const keys = { account: email, client: request.ip };
    // While every turn at hashing is taken, refused at once, having reserved nothing: a busy
    // refusal is never counted, not even for the instant another request could see it.
    if (!ctx.hasher.hasRoom()) return tooMany(reply, HASHING.retryAfterSeconds, inboxMessages.busy);
    // Reserved before any hashing: however many arrive at once, no more than the limit per
    // address and per client are verified (decision 1103).
    const reservation = await ctx.limits.reserve(keys, now);
    if (!reservation.allowed)
      return tooMany(reply, reservation.retryMs / 1000, inboxMessages.tooManyAttempts);
    const found = await staff.find(email);
    // An unknown address, or a member who has not set a password yet, is checked against a hash
    // of the same cost: the answer takes as long and reads the same.
    const stored = found?.passwordHash ?? (await ctx.dummyHash());
    let matches: boolean;
    try {
      matches = await ctx.hasher.verify(password, stored);
    } catch (error) {
      if (!(error instanceof HashingBusy)) throw error;
      // Not verified, so not counted: the attempt is given back to both keys.
      await ctx.limits.released(keys, now);
      return tooMany(reply, HASHING.retryAfterSeconds, inboxMessages.busy);
    }
    if (!found?.passwordHash || !matches) {
      await ctx.limits.failed(keys, now);
      await audit(
        services.db,
        {
          actor: found ? found.email : "unknown address",
          action: "sign-in-failed",
        },
        now,
      );
      return refuse(reply, 401, inboxMessages.wrongPassword);
    }
    await ctx.limits.succeeded(keys, now);
    // No fixation: whatever session cookie came with the request is ended, and a new value is made.
    const sent = request.cookies[INBOX_SESSION_COOKIE];
    if (sent) await staff.endSession(sent);
    const { cookie, csrfToken } = await staff.startSession(found.id, now);
    await audit(services.db, { actor: found.email, action: "sign-in" }, now);
    setSessionCookie(reply, cookie);
    const me: Me = { email: found.email, role: found.role, csrfToken };
    return { status: "success", data: { me } };
  });

  app.post(`${api}/sign-out`, member, async (request, reply) => {
    await staff.endSession(request.cookies[INBOX_SESSION_COOKIE]!);
    await audit(services.db, { actor: request.staff!.email, action: "sign-out" }, ctx.now());
    clearSessionCookie(reply);
    return { status: "success", data: {} };
  });

  app.post(`${api}/sign-out-everywhere`, member, async (request, reply) => {
    const ended = await staff.endSessionsOf(request.staff!.memberId);
    await audit(
      services.db,
      { actor: request.staff!.email, action: "sign-out-everywhere", detail: `${ended} session(s)` },
      ctx.now(),
    );
    clearSessionCookie(reply);
    return { status: "success", data: {} };
  });

  app.post(`${api}/set-password`, anyone, async (request, reply) => {
    const body = fieldsOf(request.body);
    const token = requiredString(body, "token", 200);
    const password = requiredString(body, "password", PASSWORD_MAX_LENGTH + 1);
    const now = ctx.now();
    const owner = await staff.tokenOwner(token, now);
    if (!owner) return refuse(reply, 400, inboxMessages.linkExpired);
    const problem = passwordProblem(password, owner.email);
    if (problem) throw new InvalidFields({ password: problem });
    let hash: string;
    try {
      hash = await ctx.hasher.hash(password);
    } catch (error) {
      if (!(error instanceof HashingBusy)) throw error;
      return tooMany(reply, HASHING.retryAfterSeconds, inboxMessages.busy);
    }
    const email = await staff.setPassword(token, hash, now);
    // Used meanwhile by another request with the same link.
    if (!email) return refuse(reply, 400, inboxMessages.linkExpired);
    await audit(services.db, { actor: email, action: "password-set" }, now);
    return { status: "success", data: { email } };
  });

  app.get(`${api}/me`, member, async (request) => ({
    status: "success",
    data: meOf(request),
  }));
}
