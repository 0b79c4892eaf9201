// The operator CLI (`npm run submissions -- <command>`): reads the same DATA_DIR / DATABASE_URL as
// the server and runs one command from commands.ts.
import { openDatabase } from "../db/open-database.ts";
import { EnvError, parseEnv } from "../env.ts";
import { mailDirOf } from "../mail/mail-files.ts";
import { createStores } from "../services.ts";
import { escapeControls, runCommand, USAGE, UsageError } from "./commands.ts";

async function main(argv: string[]): Promise<number> {
  const io = {
    // On a terminal, control characters from stored data are shown escaped, never obeyed (a C1
    // character such as U+009B starts an escape sequence); a file or pipe gets the data as stored.
    out: (text: string) => process.stdout.write(process.stdout.isTTY ? escapeControls(text) : text),
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
  const stores = createStores(await openDatabase(env));
  try {
    return await runCommand(argv, stores, io, {
      mailDir: mailDirOf(env),
      siteOrigin: env.SITE_ORIGIN,
    });
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  } finally {
    await stores.db.close();
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
