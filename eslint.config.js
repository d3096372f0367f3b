import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "tmp/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "separate-type-imports" },
      ],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      // Effects here only sync with the browser after hydration (dates, media queries).
      "react-hooks/set-state-in-effect": "off",
      // role="list" is kept on styled lists: Safari drops list semantics with list-style: none.
      "jsx-a11y/no-redundant-roles": ["error", { ul: ["list"], ol: ["list"] }],
    },
  },
  {
    // Browser code never touches ICU: the first Intl call on a page loads locale data, a 60–75 ms
    // task on a throttled phone.
    // lib/dates.ts formats and compares instead.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": ["error", { name: "Intl", message: "Use ~/lib/dates (no ICU)." }],
      "no-restricted-properties": [
        "error",
        ...["localeCompare", "toLocaleDateString", "toLocaleTimeString", "toLocaleString"].map(
          (property) => ({ property, message: "Use ~/lib/dates (no ICU)." }),
        ),
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { ...globals.node } },
  },
);
