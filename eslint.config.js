import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
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
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
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
    },
  },
  {
    // app/ composes features; features and shared code must not import it.
    files: ['apps/web/src/{lib,components}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['@/app', '@/app/*'], message: 'Shared code must not import app/.' }],
        },
      ],
    },
  },
  // The flow is lib/components -> features -> app: one feature never imports another, neither
  // through the @/ alias nor through a relative path that climbs out of its folder.
  ...features.flatMap((feature) =>
    [1, 2, 3, 4].map((depth) => ({
      files: [`${featuresDir}/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`],
                message:
                  'A feature must not import another feature; move shared code to lib/ or components/.',
              },
              { group: ['@/app', '@/app/*'], message: 'Features must not import app/.' },
              {
                group: [`${'../'.repeat(depth)}*`],
                message: 'This relative import leaves the feature; use @/lib or @/components.',
              },
            ],
          },
        ],
      },
    })),
  ),
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
