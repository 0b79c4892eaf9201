// The newsletter list for members, and what only admins may do: export the subscribers, look up
// and erase everything about a person (the CLI's complete erasure), and read the audit log.
import type { FastifyInstance } from "fastify";
import {
  SUBSCRIBER_STATES,
  type EraseResult,
  type Subscriber,
  type SubscriberState,
} from "#contracts/inbox.ts";
import { toCsv } from "../cli/csv.ts";
import { eraseByEmail } from "../submissions/erasure.ts";
import { InvalidFields } from "../routes/validation.ts";
import { audit, auditPage, erasedName } from "./audit-log.ts";
import { fieldsOf, oneOf, requiredString } from "./body.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import type { InboxContext } from "./inbox-context.ts";
import { inboxMessages } from "./inbox-messages.ts";
import { privacyExport } from "./privacy-export.ts";
import { LIST_LIMIT_DEFAULT } from "./staff-policy.ts";
import { attachmentDisposition, cursorOf, withCursor } from "./submission-routes.ts";
import { EMAIL_PATTERN } from "#contracts/fields.ts";
import { normalEmail } from "./staff-store.ts";

type SubscriptionRow = {
  id: string;
  email: string;
  status: string;
  created_at: number | string;
  confirmed_at: number | string | null;
};

function addressOf(value: unknown, name = "email"): string {
  if (typeof value !== "string" || !EMAIL_PATTERN.test(value.trim()))
    throw new InvalidFields({ [name]: inboxMessages.invalid });
  return normalEmail(value);
}

export function adminRoutes(app: FastifyInstance, ctx: InboxContext, api: string) {
  const db = ctx.services.db;
  const submissions = { config: { inbox: "submissions" as const } };
  const admin = { config: { inbox: "admin" as const } };

  app.get(`${api}/newsletter`, submissions, async (request) => {
    const query = request.query as Record<string, unknown>;
    const state = oneOf(query, "state", SUBSCRIBER_STATES, true);
    const cursor = cursorOf(query);
    const counts: Record<SubscriberState, number> = { pending: 0, confirmed: 0, unsubscribed: 0 };
    for (const row of await db.query<{ status: string; n: number | string }>(
      "SELECT status, COUNT(*) AS n FROM subscriptions GROUP BY status",
    ))
      if (row.status in counts) counts[row.status as SubscriberState] = Number(row.n);
    const page = await withCursor(async () => {
      const after = cursor ? decodeCursor(cursor) : null;
      const conditions = [
        ...(state ? ["status = ?"] : []),
        ...(after ? ["(created_at, id) < (?, ?)"] : []),
      ];
      const rows = await db.query<SubscriptionRow>(
        `SELECT id, email, status, created_at, confirmed_at FROM subscriptions
         ${conditions.length ? `WHERE ${conditions.join(" AND ")}` : ""}
         ORDER BY created_at DESC, id DESC LIMIT ?`,
        [...(state ? [state] : []), ...(after ? [after.at, after.id] : []), LIST_LIMIT_DEFAULT + 1],
      );
      return rows;
    });
    const items: Subscriber[] = page.slice(0, LIST_LIMIT_DEFAULT).map((row) => ({
      email: row.email,
      state: row.status as SubscriberState,
      createdAt: Number(row.created_at),
      confirmedAt: row.confirmed_at === null ? null : Number(row.confirmed_at),
    }));
    const last = page[LIST_LIMIT_DEFAULT - 1];
    const nextCursor =
      page.length > LIST_LIMIT_DEFAULT && last
        ? encodeCursor(Number(last.created_at), last.id)
        : null;
    // Past the first page, reading the subscribers' addresses is reading in bulk (decision 1104).
    if (cursor)
      await audit(
        db,
        {
          actor: request.staff!.email,
          action: "list-newsletter",
          detail: `${state ? `state=${state}` : "all"}, a later page: ${items.length} subscriber(s)`,
        },
        ctx.now(),
      );
    return { status: "success", data: { counts, items, nextCursor } };
  });

  app.get(`${api}/newsletter.csv`, admin, async (request, reply) => {
    const rows = await db.query<{ email: string; confirmed_at: number | string }>(
      "SELECT email, confirmed_at FROM subscriptions WHERE status = 'confirmed' ORDER BY confirmed_at, email",
    );
    await audit(
      db,
      {
        actor: request.staff!.email,
        action: "export-newsletter",
        detail: `${rows.length} subscriber(s)`,
      },
      ctx.now(),
    );
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", attachmentDisposition("newsletter.csv"))
      .send(
        toCsv(
          ["email", "confirmed_at"],
          rows.map((row) => [row.email, new Date(Number(row.confirmed_at)).toISOString()]),
        ),
      );
  });

  app.get(`${api}/privacy/export`, admin, async (request, reply) => {
    const email = addressOf((request.query as Record<string, unknown>).email);
    const now = ctx.now();
    const data = await privacyExport(db, email, now);
    await audit(
      db,
      { actor: request.staff!.email, action: "privacy-export", target: erasedName(email) },
      now,
    );
    return reply
      .header("Content-Type", "application/json; charset=utf-8")
      .header("Content-Disposition", attachmentDisposition(`privacy-export-${email}.json`))
      .send(JSON.stringify(data, null, 2));
  });

  app.post(`${api}/privacy/erase`, admin, async (request) => {
    const email = addressOf(requiredString(fieldsOf(request.body), "email", 320));
    const removed = await eraseByEmail(db, email, { mailDir: ctx.mailDir });
    await audit(
      db,
      {
        actor: request.staff!.email,
        action: "erase",
        target: erasedName(email),
        detail: `${removed.submissions} submission(s), ${removed.subscriptions} subscription(s), ${removed.mails} mail(s)`,
      },
      ctx.now(),
    );
    const data: EraseResult = {
      submissions: removed.submissions,
      subscriptions: removed.subscriptions,
      mails: removed.mails,
    };
    return { status: "success", data };
  });

  app.get(`${api}/audit`, admin, async (request) => {
    const cursor = cursorOf(request.query as Record<string, unknown>);
    const page = await withCursor(() => auditPage(db, cursor, LIST_LIMIT_DEFAULT));
    return { status: "success", data: page };
  });
}
