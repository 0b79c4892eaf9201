// GET events: a Server-Sent Events stream of the unread count. Each open stream reads the count
// from the database every EVENTS_POLL_MS (so a submission stored by another server shows too) and
// sends `event: unread` when it or the newest id changed, a comment every EVENTS_PING_MS so
// proxies keep the connection, and ends when the client leaves, the session ends, or the server
// closes (an open stream must not hold app.close()).
import type { FastifyInstance } from "fastify";
import { INBOX_SESSION_COOKIE, type UnreadEvent } from "#contracts/inbox.ts";
import type { InboxContext } from "./inbox-context.ts";
import { EVENTS_PING_MS, EVENTS_POLL_MS } from "./staff-policy.ts";
import { unreadStatus } from "./submission-review.ts";

export type EventTimings = { pollMs: number; pingMs: number };

export function eventRoutes(
  app: FastifyInstance,
  ctx: InboxContext,
  api: string,
  timings: EventTimings = { pollMs: EVENTS_POLL_MS, pingMs: EVENTS_PING_MS },
) {
  const open = new Set<() => void>();
  // Before the server stops taking connections: end every stream, so close() does not wait on them.
  app.addHook("preClose", async () => {
    for (const end of [...open]) end();
  });

  app.get(
    `${api}/events`,
    { config: { inbox: "submissions", quiet: true } },
    async (request, reply) => {
      const cookie = request.cookies[INBOX_SESSION_COOKIE]!;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        // nginx would otherwise buffer the stream.
        "x-accel-buffering": "no",
        connection: "keep-alive",
      });
      let last = "";
      let polling = false;
      let ended = false;

      const poll = async () => {
        if (polling || ended) return;
        polling = true;
        try {
          // A revoked or expired session ends the stream; polling does not keep a session alive.
          const session = await ctx.staff.session(cookie, ctx.now(), false);
          if (!session) return end();
          const status: UnreadEvent = await unreadStatus(ctx.services.db);
          const text = JSON.stringify(status);
          if (text !== last && !ended) {
            last = text;
            res.write(`event: unread\ndata: ${text}\n\n`);
          }
        } catch (error) {
          request.log.warn(
            { err: { message: (error as Error).message } },
            "inbox events poll failed",
          );
        } finally {
          polling = false;
        }
      };

      const pollTimer = setInterval(() => void poll(), timings.pollMs);
      const pingTimer = setInterval(() => {
        if (!ended) res.write(": ping\n\n");
      }, timings.pingMs);
      function end() {
        if (ended) return;
        ended = true;
        clearInterval(pollTimer);
        clearInterval(pingTimer);
        open.delete(end);
        res.end();
      }
      open.add(end);
      res.on("close", end);
      res.write(": connected\n\n");
      await poll();
    },
  );
}
