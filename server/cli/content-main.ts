// `npm run content -- <command>`: one command from content-commands.ts on the server's database.
import { createContentStore } from "../content/content-store.ts";
import { CONTENT_USAGE, runContentCommand } from "./content-commands.ts";
import { runCli } from "./run-cli.ts";

runCli({
  usage: CONTENT_USAGE,
  run: (argv, db, _env, io) => runContentCommand(argv, { db, content: createContentStore(db) }, io),
});
