// Lint rules: TypeScript's recommended set, React hooks, and jsx-a11y for accessible markup.
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
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    // The classic two rules; the compiler-oriented rules of v7 are not used (no React Compiler here).
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.strict },
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
);
