// A throwaway PostgreSQL cluster for tests: initdb in a temporary directory, started on a free
// loopback port with trust authentication, stopped and removed afterwards. As root, the cluster
// runs as the `postgres` user (the server refuses to run as root).
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./smtp-peer.ts";

export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export const postgresAvailable =
  existsSync(join(PG_BIN, "initdb")) && existsSync(join(PG_BIN, "pg_ctl"));

function asPostgres(command: string, args: string[]): string {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot
    ? ["runuser", ["-u", "postgres", "--", command, ...args]]
    : [command, args];
  return execFileSync(file, argv, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
}

export type PgCluster = {
  url: string;
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
};

export async function startPostgres(): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), "kadal-pg-"));
  const data = join(dir, "data");
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const port = await freePort();
  asPostgres(join(PG_BIN, "initdb"), [
    "-D",
    data,
    "-A",
    "trust",
    "-U",
    "postgres",
    "--no-sync",
    "-E",
    "UTF8",
  ]);
  asPostgres(join(PG_BIN, "pg_ctl"), [
    "-D",
    data,
    "-l",
    join(dir, "log"),
    "-w",
    "-t",
    "30",
    "-o",
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c full_page_writes=off`,
    "start",
  ]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase(name: string) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`CREATE DATABASE "${name.replace(/"/g, "")}"`);
      await client.end();
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      try {
        asPostgres(join(PG_BIN, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Warns once, visibly, when the PostgreSQL tests cannot run here. */
export function warnIfPostgresMissing(): void {
  if (!postgresAvailable) {
    console.warn(
      `PostgreSQL tests skipped: no initdb/pg_ctl in ${PG_BIN} (apt-get install -y postgresql, or set PG_BIN).`,
    );
  }
}
