// The layer rules of eslint.config.js fail on a deliberate violation of each layer, and let the
// allowed imports through (docs/architecture.md).
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-imports")
    .map((m) => m.message);
}

describe("layer rules", () => {
  it.each([
    [
      "server imports the site",
      "server/routes/x.ts",
      'import { site } from "#app/content/pages.ts";',
    ],
    ["server climbs into the site", "server/routes/x.ts", 'import "../../app/root.tsx";'],
    [
      "the site imports the server",
      "app/routes/x.ts",
      'import { buildApp } from "#server/app.ts";',
    ],
    ["the site climbs into the server", "app/lib/x.ts", 'import "../../server/env.ts";'],
    ["contracts import the site", "contracts/x.ts", 'import "#app/lib/meta.ts";'],
    ["contracts climb out", "contracts/x.ts", 'import "../server/env.ts";'],
    ["a feature imports another", "app/features/forms/x.ts", 'import "../embeds/constants.ts";'],
    [
      "a feature imports another by name",
      "app/features/forms/x.ts",
      'import "#app/features/read-more/read-more.tsx";',
    ],
    [
      "a relative path across top folders",
      "app/features/forms/x.ts",
      'import "../../../contracts/messages.ts";',
    ],
    ["a script climbs into the server", "scripts/x.ts", 'import "../server/env.ts";'],
  ])("refuses: %s", async (_label, filePath, code) => {
    expect(await restrictedImports(filePath, code)).not.toEqual([]);
  });

  it.each([
    ["the server uses contracts", "server/routes/x.ts", 'import "#contracts/messages.ts";'],
    ["the server's own rooms", "server/routes/x.ts", 'import "../services.ts";'],
    ["the site uses contracts", "app/features/forms/x.ts", 'import "#contracts/messages.ts";'],
    ["a feature uses its own files", "app/features/forms/x.ts", 'import "./form-phases.tsx";'],
    ["a feature uses shared code", "app/features/forms/x.ts", 'import "../../lib/meta.ts";'],
    ["contracts use each other", "contracts/x.ts", 'import "./messages.ts";'],
    ["a script uses the server", "scripts/x.ts", 'import "#server/site/compress.ts";'],
  ])("allows: %s", async (_label, filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
