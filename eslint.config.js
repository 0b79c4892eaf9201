// Lint rules: TypeScript's recommended set, React hooks, jsx-a11y for accessible markup, and the
// layers of docs/architecture.md (which folder may import which), enforced here.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}", "inbox/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    // The classic two rules; the compiler-oriented rules of v7 are not used (no React Compiler here).
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["app/**/*.tsx", "inbox/**/*.tsx"], ...jsxA11y.flatConfigs.strict },
  {
    // Content is validated at build and in the tests (app/content/validate-content.ts), never in
    // the browser: pages and data modules take only types from schema modules, so zod stays out
    // of their chunks. The forms share their zod field rules with the server on purpose.
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/*.schema.ts",
      "app/content/schema.ts",
      "app/content/validate-content.ts",
      "app/**/*.test.{ts,tsx}",
      "app/features/forms/**",
    ],
    rules: {
      // `import { type X }` still loads the module under verbatimModuleSyntax; `import type` does not.
      "@typescript-eslint/no-import-type-side-effects": "error",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              allowTypeImports: true,
              message: "Only schema modules use zod; validation runs at build.",
            },
            {
              name: "zod/mini",
              allowTypeImports: true,
              message: "Only schema modules use zod; validation runs at build.",
            },
          ],
          patterns: [
            {
              group: ["**/*.schema.ts", "**/schema.ts"],
              allowTypeImports: true,
              message: "Import only types from a schema module (`import type`).",
            },
          ],
        },
      ],
    },
  },
  ...layerRules(),
);

/**
 * The layers: contracts/ imports nothing local; app/ and server/ share code only through
 * contracts/ and never import each other; a feature of the site does not import another feature;
 * across top folders, imports use the package's `#contracts/…`, `#app/…`, `#server/…` names.
 */
function layerRules() {
  const message = (text) => `${text} (docs/architecture.md)`;
  const climbingTo = (folder) => `^(\\.\\./)+${folder}/`;
  const rule = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
  const crossFolder = {
    regex: climbingTo("(app|server|contracts)"),
    message: message(
      "Import another top folder by its package name: #app/…, #server/…, #contracts/…",
    ),
  };
  const app = [
    {
      regex: "^(#server/|(\\.\\./)+server/)",
      message: message("The site never imports the server; share through contracts/"),
    },
    crossFolder,
  ];
  const features = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    {
      files: ["contracts/**/*.ts"],
      rules: rule({
        regex: "^(#|\\.\\./)",
        message: message("contracts/ is the kernel both halves share: it imports nothing local"),
      }),
    },
    {
      files: ["server/**/*.ts"],
      rules: rule(
        {
          regex: "^(#app/|(\\.\\./)+app/)",
          message: message("The server never imports the site; share through contracts/"),
        },
        crossFolder,
      ),
    },
    { files: ["app/**/*.{ts,tsx}"], rules: rule(...app) },
    {
      // The staff inbox is its own bundle: it shares only contracts/ with the server, and takes
      // nothing from the public site (so neither bundle can pull in the other's code).
      files: ["inbox/**/*.{ts,tsx}"],
      ignores: ["inbox/vite.config.ts"],
      rules: rule(
        {
          regex: "^(#server/|#app/|(\\.\\./)+(server|app)/)",
          message: message("The inbox imports only #contracts/… from outside inbox/"),
        },
        crossFolder,
      ),
    },
    ...features.map((feature) => ({
      files: [`app/features/${feature}/**/*.{ts,tsx}`],
      rules: rule(...app, {
        regex: `^(\\.\\./(?!${feature}/|\\.\\./)|(\\.\\./){2,}features/|#app/features/)`,
        message: message(
          "A feature does not import another feature; move what both need to app/lib or app/components",
        ),
      }),
    })),
    {
      files: ["scripts/**/*.ts", "tools/**/*.ts", "tests/**/*.{ts,tsx}"],
      rules: rule(crossFolder),
    },
  ];
}
