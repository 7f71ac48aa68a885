import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const featuresDir = 'apps/web/src/features';
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'jsx-a11y': jsxA11y, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The flow is lib/components -> features -> app: one feature never imports another.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./${featuresDir}/${feature}`,
              from: `./${featuresDir}`,
              except: [`./${feature}`],
              message:
                'A feature must not import another feature; move shared code to lib/ or components/.',
            })),
            {
              target: [
                './apps/web/src/features',
                './apps/web/src/lib',
                './apps/web/src/components',
              ],
              from: './apps/web/src/app',
              message: 'app/ composes features; features and shared code must not import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pure packages do no I/O.
    files: ['packages/contracts/**/*.ts', 'packages/triage/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'node:fs',
                'fs',
                'node:fs/*',
                'fs/*',
                'node:net',
                'node:http',
                'node:https',
                'pg',
                'drizzle-orm',
                'drizzle-orm/*',
              ],
              message: 'Pure packages do no I/O.',
            },
          ],
        },
      ],
    },
  },
);
