// The members' routes over submissions: the list, one submission (reading it marks it read), its
// state and read mark, a dead mail sent again, a stored file, and (admins) the CSV export. Each
// opening of a submission in full, each file, each search or later page and each export is
// audited (decision 1104).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SUBMISSION_FORMS, SUBMISSION_STATES, type StateChange } from "#contracts/inbox.ts";
import { csvOfSubmissions } from "../cli/commands.ts";
import { ID_PATTERN } from "../db/database.ts";
import type { Submission } from "../submissions/submission-store.ts";
import { InvalidFields } from "../routes/validation.ts";
import { audit, erasedName } from "./audit-log.ts";
import { fieldsOf, oneOf } from "./body.ts";
import { BadCursor } from "./cursor.ts";
import type { InboxContext } from "./inbox-context.ts";
import { refuse } from "./inbox-guard.ts";
import { inboxMessages } from "./inbox-messages.ts";
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from "./staff-policy.ts";
import {
  allSubmissionIds,
  changeState,
  dayEnd,
  dayStart,
  listSubmissions,
  markRead,
  submissionDetail,
  type SubmissionFilter,
  unreadStatus,
} from "./submission-review.ts";

const STATE_CHANGES = [...SUBMISSION_STATES, "not-spam"] as const satisfies readonly StateChange[];

/** The list's filters from the query string; a wrong value is a 400 naming it. */
export function filterOf(query: Record<string, unknown>): SubmissionFilter {
  const day = (name: "from" | "to") => {
    const value = query[name];
    if (value === undefined || value === "") return undefined;
    const time =
      typeof value === "string" ? (name === "from" ? dayStart(value) : dayEnd(value)) : null;
    if (time === null) throw new InvalidFields({ [name]: inboxMessages.invalid });
    return time;
  };
  const read = oneOf(query, "read", ["true", "false"] as const, true);
  const q = typeof query.q === "string" ? query.q.trim().slice(0, 200) : "";
  return {
    form: oneOf(query, "form", SUBMISSION_FORMS, true),
    state: oneOf(query, "state", SUBMISSION_STATES, true),
    read: read === undefined ? undefined : read === "true",
    from: day("from"),
    to: day("to"),
    q: q || undefined,
  };
}

export function limitOf(query: Record<string, unknown>): number {
  const value = query.limit;
  if (value === undefined || value === "") return LIST_LIMIT_DEFAULT;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > LIST_LIMIT_MAX)
    throw new InvalidFields({ limit: inboxMessages.invalid });
  return n;
}

export function cursorOf(query: Record<string, unknown>): string | undefined {
  const value = query.cursor;
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string") throw new InvalidFields({ cursor: inboxMessages.invalid });
  return value;
}

/** Runs a list query, turning a cursor that does not parse into a 400. */
export async function withCursor<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BadCursor) throw new InvalidFields({ cursor: inboxMessages.invalid });
    throw error;
  }
}

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * A list's filter as the audit log records it. The search words are kept only as a hash (named
 * like the privacy tools name an address), so the log never holds a name or address that an
 * erasure removed, yet a search for an address matches that address's privacy entries.
 */
export function describeFilter(filter: SubmissionFilter): string {
  const parts = [
    filter.form && `form=${filter.form}`,
    filter.state && `state=${filter.state}`,
    filter.read !== undefined && `read=${filter.read}`,
    filter.from !== undefined && `from=${day(filter.from)}`,
    filter.to !== undefined && `to=${day(filter.to - 1)}`,
    filter.q && `search for ${erasedName(filter.q)}`,
  ].filter(Boolean);
  return parts.length ? parts.join(" ") : "all";
}

const idOf = (request: FastifyRequest) => {
  const { id } = request.params as { id: string };
  return ID_PATTERN.test(id) ? id : null;
};

/** `attachment; filename*=UTF-8''…` (RFC 6266 / 5987), so any name is safe in the header. */
export const attachmentDisposition = (fileName: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

export function submissionRoutes(app: FastifyInstance, ctx: InboxContext, api: string) {
  const { services } = ctx;
  const db = services.db;
  const submissions = { config: { inbox: "submissions" as const } };
  const admin = { config: { inbox: "admin" as const } };

  app.get(`${api}/submissions`, submissions, async (request) => {
    const query = request.query as Record<string, unknown>;
    const filter = filterOf(query);
    const cursor = cursorOf(query);
    const page = await withCursor(() => listSubmissions(db, filter, cursor, limitOf(query)));
    // The inbox's first page is what everyone opens all day; a search, a range of dates, or
    // reading further back page by page is reading in bulk: one entry per request, with its
    // filter (decision 1104).
    if (filter.q || filter.from !== undefined || filter.to !== undefined || cursor)
      await audit(
        db,
        {
          actor: request.staff!.email,
          action: "list-submissions",
          detail: `${describeFilter(filter)}${cursor ? ", a later page" : ""}: ${page.items.length} submission(s)`,
        },
        ctx.now(),
      );
    const { unread } = await unreadStatus(db);
    return { status: "success", data: { ...page, unread } };
  });

  app.get(`${api}/submissions/:id`, submissions, async (request, reply) => {
    const id = idOf(request);
    const now = ctx.now();
    if (!id || !(await markRead(db, id, true, now)))
      return refuse(reply, 404, inboxMessages.notFound);
    // Every opening of a submission in full: who read it, and which (decision 1104).
    await audit(db, { actor: request.staff!.email, action: "view-submission", target: id }, now);
    return { status: "success", data: await submissionDetail(db, id) };
  });

  app.post(`${api}/submissions/:id/state`, submissions, async (request, reply) => {
    const id = idOf(request);
    const state = oneOf(fieldsOf(request.body), "state", STATE_CHANGES);
    if (!id) return refuse(reply, 404, inboxMessages.notFound);
    const now = ctx.now();
    const { outcome, queued } = await changeState(db, services, id, state, now);
    if (outcome === "missing") return refuse(reply, 404, inboxMessages.notFound);
    if (outcome === "spam-first") throw new InvalidFields({ state: inboxMessages.spamFirst });
    if (outcome === "changed")
      await audit(
        db,
        { actor: request.staff!.email, action: "state", target: id, detail: state },
        now,
      );
    if (queued > 0) services.worker.nudge();
    return { status: "success", data: await submissionDetail(db, id) };
  });

  app.post(`${api}/submissions/:id/read`, submissions, async (request, reply) => {
    const id = idOf(request);
    const read = fieldsOf(request.body).read;
    if (typeof read !== "boolean") throw new InvalidFields({ read: inboxMessages.invalid });
    const now = ctx.now();
    if (!id || !(await markRead(db, id, read, now)))
      return refuse(reply, 404, inboxMessages.notFound);
    await audit(
      db,
      { actor: request.staff!.email, action: "read", target: id, detail: String(read) },
      now,
    );
    return { status: "success", data: await submissionDetail(db, id) };
  });

  app.post(`${api}/mails/:id/retry`, submissions, async (request, reply) => {
    const id = idOf(request);
    const mail = id ? await services.outbox.get(id) : null;
    if (!mail || !mail.submissionId) return refuse(reply, 404, inboxMessages.notFound);
    const now = ctx.now();
    if (!(await services.outbox.retryOneDead(mail.id, now)))
      return refuse(reply, 400, inboxMessages.notDead);
    await audit(db, { actor: request.staff!.email, action: "mail-retry", target: mail.id }, now);
    services.worker.nudge();
    return { status: "success", data: await submissionDetail(db, mail.submissionId) };
  });

  app.get(`${api}/attachments/:id`, submissions, async (request, reply) => {
    const id = idOf(request);
    const file = id ? await services.submissions.getAttachment(id) : null;
    if (!file) return refuse(reply, 404, inboxMessages.notFound);
    await audit(
      db,
      {
        actor: request.staff!.email,
        action: "view-file",
        target: file.id,
        detail: file.submissionId,
      },
      ctx.now(),
    );
    return reply
      .header("Content-Type", file.contentType)
      .header("Content-Disposition", attachmentDisposition(file.fileName))
      .header("Content-Security-Policy", "sandbox; default-src 'none'")
      .send(file.content);
  });

  app.get(`${api}/submissions.csv`, admin, async (request, reply) => {
    const filter = filterOf(request.query as Record<string, unknown>);
    const rows: Submission[] = [];
    for await (const id of allSubmissionIds(db, filter)) {
      const submission = await services.submissions.get(id);
      if (submission) rows.push(submission);
    }
    await audit(
      db,
      {
        actor: request.staff!.email,
        action: "export-submissions",
        detail: `${describeFilter(filter)}: ${rows.length} submission(s)`,
      },
      ctx.now(),
    );
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", attachmentDisposition("submissions.csv"))
      .send(csvOfSubmissions(rows));
  });
}
