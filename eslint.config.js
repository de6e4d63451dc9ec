import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/", "bench/results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
      // Server-only modules must never be imported by client code; React Router also checks this.
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["**/admin/**"], message: "Storefront code must not import admin code." }],
          // docs/decisions/0006: forms validate on the server; the browser reads the reply with ~/lib/form.
          paths: [{ name: "@conform-to/react", message: "Use ~/lib/form in the browser (docs/decisions/0006).", allowTypeImports: true }],
        },
      ],
    },
  },
  {
    // Admin code may import admin code.
    // A domain's admin service (features/<domain>/<domain>-admin.server.ts), admin schemas and
    // the admin's dictionaries are admin code too.
    files: [
      "app/routes/admin/**",
      "app/features/admin/**",
      "app/components/admin/**",
      "app/features/**/*-admin.server.ts",
      // A domain's contributions to the screens that collect from every domain (docs/architecture.md,
      // "Contributions") are mostly back-office sources; server-only, so no page's chunk loads them.
      "app/features/**/contributions.server.ts",
      "app/schemas/admin/**",
      "app/locales/admin/**",
    ],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["server/**", "db/**", "scripts/**", "tests/**", "bench/**"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // docs/decisions/0006: every form is parsed through parseSubmission, which bounds the body first.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/server/submission.server.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/^@conform-to\\/zod/]",
          message: "Parse forms with parseSubmission (~/server/submission.server): it bounds what a body may turn into.",
        },
      ],
    },
  },
  {
    // docs/decisions/0006: a route's form action goes through formAction / saveFormAction /
    // editorAction (~/server/form-action.server), never parseSubmission by hand nor the admin's
    // former entry.
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/^@conform-to\\/zod/]",
          message: "Parse forms with parseSubmission (~/server/submission.server): it bounds what a body may turn into.",
        },
        {
          selector: "ImportDeclaration[source.value='~/server/submission.server'] ImportSpecifier[imported.name='parseSubmission']",
          message: "A route's form action uses formAction, saveFormAction or editorAction from ~/server/form-action.server (docs/decisions/0006).",
        },
      ],
    },
  },
);
