// `npm run content -- <command>`: reads the same DATA_DIR / DATABASE_URL as the server and runs one
// command from content-commands.ts.
import { openDatabase } from "../db/open-database.ts";
import { EnvError, parseEnv } from "../env.ts";
import { createContentStore } from "../content/content-store.ts";
import { UsageError } from "./commands.ts";
import { CONTENT_USAGE, runContentCommand } from "./content-commands.ts";

async function main(argv: string[]): Promise<number> {
  const io = {
    out: (text: string) => process.stdout.write(text),
    err: (text: string) => process.stderr.write(text),
  };
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      io.err(`${error.message}\n`);
      return 78;
    }
    throw error;
  }
  const db = await openDatabase(env);
  try {
    return await runContentCommand(argv, { db, content: createContentStore(db) }, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${CONTENT_USAGE}`);
      return 2;
    }
    throw error;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
