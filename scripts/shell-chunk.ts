// One chunk for the code every page runs. Rolldown's own splitting cut it into a dozen files of 45
// bytes to 127 KB (one per set of routes that shares a module), and each file is one more request
// that a phone's main thread sets up after the first screen, while the browser's other processes
// answer it beside that thread (decision 1325). Every page runs the browser entry, the root route
// and one of the root's children (the home page, the inner pages' layout, the not-found page), so
// the shell is what those reach through static imports, less two things: React's DOM client,
// which stays in the entry for the deferred start to evaluate in a task of its own (decision 1310),
// and the route modules themselves, which React Router's manifest names file by file. Rolldown's
// own helpers for CommonJS modules are never offered to a group and stay a file of their own.
import { fileURLToPath } from "node:url";
import routes from "#app/routes.ts";

type ModuleInfo = { importedIds: readonly string[]; isEntry: boolean };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

const app = (file: string) => fileURLToPath(new URL(`../app/${file}`, import.meta.url));
/** The client build's name for a route module. */
const ROUTE_QUERY = "?__react-router-build-client-route";
const KEPT_IN_ENTRY = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

/** Rolldown's `codeSplitting.groups` entry that gathers the shell into `shell-[hash].js`. */
export function shellChunk() {
  let shell: Set<string> | undefined;
  return {
    // Asked once per module, once the module graph is complete; null leaves a module to Rolldown.
    name(id: string, context: ChunkingContext): string | null {
      shell ??= shellModules(context);
      return shell.has(id) ? "shell" : null;
    },
  };
}

/** The modules every page runs, found in the client build's module graph. */
export function shellModules(context: ChunkingContext): Set<string> {
  const reach = (id: string) => {
    const seen = new Set<string>();
    const queue = [...(context.getModuleInfo(id)?.importedIds ?? [])];
    while (queue.length > 0) {
      const next = queue.pop()!;
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(...(context.getModuleInfo(next)?.importedIds ?? []));
    }
    return seen;
  };
  const children = routes.map((route) => reach(app(route.file) + ROUTE_QUERY));
  const everyChild = [...children[0]!].filter((id) => children.every((child) => child.has(id)));
  const shell = new Set([
    ...reach(app("entry.client.tsx")),
    ...reach(app("root.tsx") + ROUTE_QUERY),
    ...everyChild,
  ]);
  for (const id of shell)
    if (KEPT_IN_ENTRY.test(id) || context.getModuleInfo(id)?.isEntry) shell.delete(id);
  return shell;
}
