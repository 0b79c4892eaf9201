// The Studio's API (docs/inbox-api.md): the site's content for its editors and admins, never for
// readers. First, the history of what was published: every revision, newest first, with who
// published it and when, and which one the site shows.
import type { FastifyInstance } from "fastify";
import type { ContentRevision } from "#contracts/inbox.ts";
import type { InboxContext } from "./inbox-context.ts";

/** How many revisions the history shows at most. */
const HISTORY_LIMIT = 200;

export function contentRoutes(app: FastifyInstance, ctx: InboxContext, api: string) {
  const content = { config: { inbox: "content" as const } };
  const store = ctx.services.content;

  app.get(`${api}/content/revisions`, content, async () => {
    const [log, live] = await Promise.all([store.log(HISTORY_LIMIT), store.publishedNumber()]);
    const revisions: ContentRevision[] = log.map((revision) => ({
      number: revision.number,
      publishedAt: revision.publishedAt,
      author: revision.author,
      note: revision.note,
      files: revision.files,
      bytes: revision.bytes,
      live: revision.number === live,
    }));
    return { status: "success", data: { revisions } };
  });
}
