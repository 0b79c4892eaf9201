// `npm run content -- import|export|log`: the content store from the command line (decision 1304).
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Database } from "../db/database.ts";
import { contentDir } from "../content/content-dir.ts";
import type { ContentStore, Revision } from "../content/content-store.ts";
import { ContentTreeError } from "../content/content-tree.ts";
import { exportContent, importContent } from "../content/import-export.ts";
import { ContentFileError } from "../content/read-entry.ts";
import { audit, CLI_ACTOR } from "../inbox/audit-log.ts";
import { type Io, UsageError } from "./commands.ts";

export const CONTENT_USAGE = `Usage: npm run content -- <command>

  import [--from DIR] [--note TEXT]       check every entry in DIR (default: content/) and publish
                                          it as the next revision; nothing changes when it is
                                          the published content already
  export [--to DIR] [--revision N]        write the published revision (or revision N) to DIR
                                          (default: content/): its files, and no others
  log [--limit N]                         the revisions, newest first (default 20)
`;

const OPTIONS = {
  from: { type: "string" },
  to: { type: "string" },
  note: { type: "string" },
  revision: { type: "string" },
  limit: { type: "string" },
} as const;

function positive(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^[1-9]\d{0,8}$/.test(value)) throw new UsageError(`${name} must be a whole number from 1`);
  return Number(value);
}

const when = (at: number) => new Date(at).toISOString().replace(/\.\d+Z$/, "Z");

const line = (r: Revision) =>
  `${r.number}\t${when(r.createdAt)}\t${r.author}\t${r.files} files, ${r.bytes} bytes` +
  `${r.publishedAt === null ? "\tdraft" : ""}${r.note ? `\t${r.note}` : ""}\n`;

export async function runContentCommand(
  argv: string[],
  deps: { db: Database; content: ContentStore },
  io: Io,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [command, ...rest] = parsed.positionals;
  const flags = parsed.values;
  if (rest.length > 0) throw new UsageError(`Unexpected ${rest.join(" ")}`);
  try {
    switch (command) {
      case "import": {
        const dir = resolve(flags.from ?? contentDir(env));
        const { revision, changed } = await importContent(deps.content, dir, {
          author: CLI_ACTOR,
          note: flags.note ?? `imported from ${dir}`,
        });
        if (!changed) {
          io.out(`Nothing to publish: ${dir} is revision ${revision.number} already\n`);
          return 0;
        }
        await audit(deps.db, {
          actor: CLI_ACTOR,
          action: "content-publish",
          target: `revision ${revision.number}`,
          detail: `${revision.files} files imported`,
        });
        io.out(`Published revision ${revision.number}: ${revision.files} files from ${dir}\n`);
        return 0;
      }
      case "export": {
        const dir = resolve(flags.to ?? contentDir(env));
        const number =
          flags.revision === undefined ? undefined : positive(flags.revision, "--revision", 1);
        const revision = await exportContent(deps.content, dir, number);
        io.out(`Wrote revision ${revision.number} (${revision.files} files) to ${dir}\n`);
        return 0;
      }
      case "log": {
        for (const revision of await deps.content.log(positive(flags.limit, "--limit", 20)))
          io.out(line(revision));
        return 0;
      }
      default:
        throw new UsageError(command ? `Unknown command ${command}` : "No command given");
    }
  } catch (error) {
    // A wrong entry or an empty store is the operator's to fix: said in one line, exit 1.
    if (error instanceof ContentFileError || error instanceof ContentTreeError) {
      io.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
