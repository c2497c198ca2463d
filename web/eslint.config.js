// ESLint 9 flat config: `npm run lint` (and `make lint-web`, part of `make test`).
import { readdirSync } from "node:fs";

import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layout rule (README, "Architecture"): imports flow lib -> api -> components ->
 * features -> app, and a feature imports only itself, components/, lib/ and api/. What two
 * features share moves down; a page that composes features lives in app/pages/.
 */
const layoutZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: "A feature imports only itself, components/, lib/ and api/: move what is shared down, or compose in app/.",
  })),
  { target: "./src/features", from: "./src/app", message: "Features must not import app/ (paths live in lib/paths.ts)." },
  {
    target: "./src/components",
    from: ["./src/features", "./src/app"],
    message: "Shared components must not import features or app/.",
  },
  {
    target: "./src/api",
    from: ["./src/components", "./src/features", "./src/app"],
    message: "api/ must not import UI, features or app/.",
  },
  {
    target: "./src/lib",
    from: ["./src/api", "./src/components", "./src/features", "./src/app"],
    message: "lib/ holds small helpers that import nothing of the app.",
  },
];

export default tseslint.config(
  { ignores: ["dist", "node_modules", "playwright-report", "test-results", "src/api/schema.d.ts"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    // The type-aware rules that catch real bugs cheaply: promises nobody awaits or handles.
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
      // `_name` marks a value left out on purpose (`const { id: _id, ...rest } = row`).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  // Plain JavaScript (this file, public/theme-init.js) is in no tsconfig: no type-aware rules.
  { files: ["**/*.js"], ...tseslint.configs.disableTypeChecked },
  { files: ["public/**/*.js"], languageOptions: { globals: globals.browser } },
  {
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.app.json" })] },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layoutZones }],
      "import-x/no-cycle": "error",
    },
  },
  { files: ["src/**/*.{ts,tsx}"], ...reactHooks.configs.flat.recommended },
  {
    files: ["src/**/*.{ts,tsx}"],
    // It only reports that the React Compiler would skip a component using react-hook-form's
    // `watch`; this app does not use the compiler.
    rules: { "react-hooks/incompatible-library": "off" },
  },
  { files: ["src/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["src/**/*.tsx"],
    // `role` on our own components (the route guards' `role="jobSeeker"`) is not ARIA.
    rules: { "jsx-a11y/aria-role": ["error", { ignoreNonDOM: true }] },
  },
  {
    files: ["e2e/**/*.ts", "*.config.{ts,js}"],
    languageOptions: { globals: globals.node },
  },
);
