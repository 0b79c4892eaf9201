// Starts the server: validates the environment, listens, and closes gracefully on SIGTERM/SIGINT.
import { resolve } from "node:path";
import { BASE_PREFIX } from "#contracts/paths.ts";
import { buildApp } from "./app.ts";
import { contentDir } from "./content/content-dir.ts";
import { ContentFileError } from "./content/read-entry.ts";
import { ContentTreeError } from "./content/content-tree.ts";
import { seedContent } from "./content/import-export.ts";
import { EnvError, parseEnv } from "./env.ts";
import { loadSecret, SecretError } from "./secret.ts";

async function main() {
  let env;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  let secret: string;
  try {
    secret = loadSecret(env.DATA_DIR, env.SECRET);
  } catch (error) {
    if (error instanceof SecretError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const app = await buildApp({
    env,
    secret,
    clientDir: resolve("build/client"),
    logger: {
      level: env.LOG_LEVEL,
      redact: {
        // Client addresses are personal data: logs keep method, path, status and timing only.
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          'req.headers["x-xsrf-token"]',
          "req.remoteAddress",
          "req.remotePort",
        ],
        remove: true,
      },
    },
  });

  // An empty content store takes content/ as its first revision (decision 1304).
  try {
    const seeded = await seedContent(app.services.content, contentDir());
    if (seeded?.changed)
      app.log.info({ revision: seeded.revision.number }, "content imported into the store");
    // What the server checks posts against from its first request: the published revision.
    await app.services.published.refresh();
    app.log.info({ revision: app.services.published.current().number }, "content in use");
  } catch (error) {
    if (error instanceof ContentFileError || error instanceof ContentTreeError) {
      console.error(`content: ${error.message}`);
      await app.close();
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "closing");
    // Readiness fails first; after DRAIN_SECONDS the server stops taking connections, lets the
    // requests in hand finish, and the outbox worker finishes its mail and hands back its claims.
    app.services.drain();
    if (signal === "SIGTERM" && env.DRAIN_SECONDS > 0)
      await new Promise((resolve) => setTimeout(resolve, env.DRAIN_SECONDS * 1000));
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void close("SIGTERM"));
  process.on("SIGINT", () => void close("SIGINT"));

  await app.listen({ port: env.PORT, host: env.HOST });
  const shownHost = env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  console.log(`Site running at http://${shownHost}:${port}${BASE_PREFIX}`);
}

void main();
