// What both operator CLIs (`npm run submissions`, `npm run content`) do around their one command:
// read the environment as the server does (exit 78 when it is wrong), open its database, run the
// command, print its usage on a wrong call (exit 2), and close the database whatever happens.
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/open-database.ts";
import { type Env, EnvError, parseEnv } from "../env.ts";
import { escapeControls, type Io, UsageError } from "./commands.ts";

export type CliCommand = {
  usage: string;
  run(argv: string[], db: Database, env: Env, io: Io): Promise<number>;
};

async function main(argv: string[], command: CliCommand): Promise<number> {
  const io: Io = {
    // On a terminal, control characters from stored data are shown escaped, never obeyed (a C1
    // character such as U+009B starts an escape sequence); a file or pipe gets the data as stored.
    out: (text) => process.stdout.write(process.stdout.isTTY ? escapeControls(text) : text),
    err: (text) => process.stderr.write(text),
  };
  let env: Env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      io.err(`${error.message}\n`);
      return 78; // EX_CONFIG
    }
    throw error;
  }
  const db = await openDatabase(env);
  try {
    return await command.run(argv, db, env, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${command.usage}`);
      return 2;
    }
    throw error;
  } finally {
    await db.close();
  }
}

/** Runs `command` with this process's arguments and sets its exit code. */
export function runCli(command: CliCommand): void {
  main(process.argv.slice(2), command).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
