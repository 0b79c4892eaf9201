// `npm start`: validates the environment, builds the site when there is no current build, then
// runs the production server (which creates or migrates the database on start).
import { EnvError, parseEnv } from "#server/env.ts";
import { build } from "./build.ts";

try {
  parseEnv(process.env);
  build({ ifStale: true });
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(error instanceof EnvError ? 78 : 1);
}
await import("#server/main.ts");
