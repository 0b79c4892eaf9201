// Runs the real server (server/main.ts under Node with the tsx loader) as a child process with a
// given environment and working directory, for tests that kill and restart it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const TSX_LOADER = pathToFileURL(join(ROOT, "node_modules/tsx/dist/loader.mjs")).href;
const MAIN = join(ROOT, "server/main.ts");

/** A stand-in for the built site: main.ts serves build/client under the working directory. */
export function writeFakeSite(cwd: string): void {
  for (const page of ["old", "old/404"]) {
    mkdirSync(join(cwd, "build/client", page), { recursive: true });
    writeFileSync(
      join(cwd, "build/client", page, "index.html"),
      "<!doctype html><title>Kadal</title><p>test page</p>",
    );
  }
}

export type ServerProcess = { child: ChildProcess; url: string; exited: Promise<number | null> };

export async function startServerProcess(
  cwd: string,
  env: Record<string, string>,
  // A limit for a machine busy with other work (a cold tsx start took over 20 s at load 14), not
  // a wait: the promise settles at the server's first line (decision 1108).
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", TSX_LOADER, MAIN], {
    cwd,
    env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "silent", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in time:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Site running at (http:\/\/[^/\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before starting:\n${output}`));
    });
  });
  return { child, url, exited };
}
