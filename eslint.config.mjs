import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [".next/**", "out/**", ".e2e-static/**", ".e2e-static-cert/**", "public/sw.js", "public/swe-worker*", ".bench/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "CallExpression[callee.name='eval']", message: "No eval." },
        { selector: "NewExpression[callee.name='Function']", message: "No new Function." },
      ],
      "no-multiple-empty-lines": ["error", { max: 1, maxEOF: 0 }],
    },
  },
  {
    // Every storage key lives in STORAGE_KEYS and every access goes through the store's backend.
    files: ["app/**", "lib/**"],
    ignores: ["lib/store/backend.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "localStorage", message: "Use readBrowserKey/writeBrowserKey or browserStorage() from lib/store/backend.ts (keys in STORAGE_KEYS)." },
        { name: "sessionStorage", message: "Use readBrowserKey/writeBrowserKey(…, \"session\") from lib/store/backend.ts (keys in STORAGE_KEYS)." },
      ],
      "no-restricted-properties": [
        "error",
        ...["window", "globalThis", "self"].flatMap((object) =>
          ["localStorage", "sessionStorage"].map((property) => ({ object, property, message: "Go through lib/store/backend.ts (keys in STORAGE_KEYS)." })),
        ),
      ],
    },
  },
  {
    // lib/** is the rules and shared non-UI code: pure TypeScript, importable by tests and any page.
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react/*", "react-dom", "react-dom/*"], message: "lib/** imports no React." },
            { group: ["next", "next/*"], message: "lib/** imports no next/*." },
            { group: ["@/app", "@/app/*", "**/app/*"], message: "lib/** imports nothing from app/." },
          ],
        },
      ],
    },
  },
];

export default config;
