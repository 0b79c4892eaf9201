// The staff inbox's own build: a separate bundle under /inbox/ that no public page references
// (docs/inbox-api.md). Built by scripts/build.ts into build/inbox/, after the site.
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root: here,
  base: "/inbox/",
  plugins: [react()],
  // The server answers /inbox/api/* itself; `vite dev` forwards it to a running server.
  server: { proxy: { "/inbox/api": process.env.INBOX_API_ORIGIN ?? "http://127.0.0.1:3000" } },
  build: {
    outDir: fileURLToPath(new URL("../build/inbox", import.meta.url)),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // Every browser the staff use has module preload; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
  },
});
