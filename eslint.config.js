import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['customer', 'driver', 'admin'];

/** DESIGN §3: imports flow one way — shared ← server, shared ← web; web and server never meet. */
const restrict = (...groups) => ({
  'no-restricted-imports': ['error', { patterns: groups.map(([group, message]) => ({ group, message })) }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([['**/server/**', '@/../server/**'], 'The web app never imports server code (DESIGN §3).']),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: restrict([['**/web/**', '@/**'], 'The server never imports web code (DESIGN §3).']),
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: restrict([['**/server/**', '**/web/**', '@/**'], 'Shared code depends on neither side (DESIGN §3).']),
  },
  ...FEATURES.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      [
        ...FEATURES.filter((f) => f !== feature).flatMap((f) => [`@/features/${f}/**`, `**/features/${f}/**`, `../${f}/**`]),
        '**/server/**',
      ],
      'A feature never imports another feature; shared parts live in src/web/components or src/web/lib (DESIGN §3).',
    ]),
  })),
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'tests/**/*.{ts,mjs}', 'src/server/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
