import react from "@vitejs/plugin-react";
import { imagetools, resolveConfigs } from "vite-imagetools";
import { defineConfig } from "vitest/config";
import { imagetoolsOptions } from "./app/lib/images.ts";
import { content } from "./scripts/content-plugin.ts";

// Three projects: the site's modules and the staff inbox in jsdom, the server and shared contracts in Node. The React
// Router Vite plugin is deliberately not loaded here (route modules are tested with createRoutesStub).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [content(), imagetools(imagetoolsOptions(resolveConfigs)), react()],
        test: {
          name: "app",
          environment: "jsdom",
          // tests/render: the site rendered from a content folder read by the server's readers.
          include: ["app/**/*.test.{ts,tsx}", "tests/render/**/*.test.{ts,tsx}"],
          setupFiles: ["./tests/setup/app-setup.ts"],
          // Room for a busy machine (Vitest's own default is 5 s); a test never waits for it.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The staff inbox's browser app (inbox/), with the same fail-on-console.error setup.
        plugins: [react()],
        test: {
          name: "inbox",
          environment: "jsdom",
          include: ["inbox/**/*.test.{ts,tsx}"],
          setupFiles: ["./inbox/src/testing/setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: [
            "server/**/*.test.ts",
            "contracts/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tools/**/*.test.ts",
            "tests/lint/**/*.test.ts",
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
