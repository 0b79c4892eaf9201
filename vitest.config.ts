import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Two projects: the site's modules in jsdom, the server and shared contracts in Node. The React
// Router Vite plugin is deliberately not loaded here (route modules are tested with createRoutesStub).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: "app",
          environment: "jsdom",
          include: ["app/**/*.test.{ts,tsx}"],
          setupFiles: ["./tests/setup/app-setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "contracts/**/*.test.ts", "scripts/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
