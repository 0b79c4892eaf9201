// The operator CLI (`npm run submissions -- <command>`): one command from commands.ts on the
// server's database.
import { mailDirOf } from "../mail/mail-files.ts";
import { createStores } from "../services.ts";
import { runCommand, USAGE } from "./commands.ts";
import { runCli } from "./run-cli.ts";

runCli({
  usage: USAGE,
  run: (argv, db, env, io) =>
    runCommand(argv, createStores(db), io, {
      mailDir: mailDirOf(env),
      siteOrigin: env.SITE_ORIGIN,
    }),
});
