import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['customer', 'driver', 'admin'];

/**
 * date-fns's index loads every one of its functions: the server bundle leaves packages to Node, so it paid 0.15 s of
 * each start-up for the handful it uses (ADR 283). Each function comes from its own module.
 */
const DATE_FNS_INDEX = { name: 'date-fns', message: "Import each function from its own module: import { addDays } from 'date-fns/addDays' (ADR 283)." };
const WEB = './src/web';

/**
 * Which folder may import which (design §3, ADR 009). Paths are resolved first (the `@/` and `@shared/` aliases
 * through tsconfig.json, relative paths, `import type` alike), so no spelling of an import gets around a zone.
 */
const zones = [
  // Imports flow one way: shared ← server, shared ← web; web and server never meet.
  { target: './src/shared', from: ['./src/server', WEB], message: 'Shared code depends on neither side (design §3).' },
  { target: './src/server', from: WEB, message: 'The server never imports web code (design §3).' },
  { target: WEB, from: './src/server', message: 'The web app never imports server code (design §3).' },
  // Inside the web app: app → features → the shared layers (api, components, hooks, lib), never back.
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature; what two areas share lives in src/web/api, components, hooks or lib (design §3).',
  })),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features never import the app shell: the app composes the features, not the other way round.',
  },
  {
    target: [`${WEB}/api`, `${WEB}/components`, `${WEB}/hooks`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'The shared layers serve every area, so they never import a feature or the app shell.',
  },
  // The shared layers stack up: components → hooks → api → lib (ADR 220).
  {
    target: `${WEB}/lib`,
    from: [`${WEB}/api`, `${WEB}/hooks`, `${WEB}/components`],
    message: 'lib is the bottom layer (the API client, the live socket, formatting, the toast store): it imports no api, hook or component (ADR 220).',
  },
  {
    target: `${WEB}/api`,
    from: [`${WEB}/hooks`, `${WEB}/components`],
    message: 'A call knows the API client, not the screens: api imports no hook or component (ADR 220).',
  },
  {
    target: `${WEB}/hooks`,
    from: `${WEB}/components`,
    message: 'Components use hooks, not the other way round (ADR 220).',
  },
  // Inside a feature the same order: its calls (api/) never import its screens or its hooks.
  {
    target: `${WEB}/features/*/api/**`,
    from: [`${WEB}/features/*/*.tsx`, `${WEB}/features/*/use-*.ts`, `${WEB}/features/*/*/*.tsx`, `${WEB}/features/*/*/use-*.ts`],
    message: "A feature's calls (api/) never import its components or hooks: screens use calls (ADR 220).",
  },
];

/** Attributes whose text a user reads or hears (design §16's literal check below). */
const USER_FACING_ATTRIBUTES = '^(label|title|placeholder|alt|aria-label|aria-description|aria-valuetext|description|legend|confirmLabel|cancelLabel)$';

/**
 * The server's infrastructure (HTTP plumbing, the live hub, the database, the adapters, metrics, time, config) is
 * what the domain modules build on: it never imports a module (ADR 220). app.ts, routes.ts, jobs.ts and
 * live-handlers.ts compose the two and sit above both. Tests may use modules' fixtures.
 */
const SERVER_INFRASTRUCTURE = ['http', 'live', 'db', 'integrations', 'metrics', 'time', 'config.ts', 'clock.ts'];
const serverZones = [
  {
    target: SERVER_INFRASTRUCTURE.map((part) => `./src/server/${part}`),
    from: './src/server/modules',
    message: 'Infrastructure never imports a domain module: modules build on it (ADR 220). Move the shared type or function down.',
  },
];

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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      // no-cycle follows imports by parsing each file: TypeScript files need the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...serverZones] }],
      // A cycle makes the load order decide which module sees the other half-initialised.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // An integration test of the HTTP layer or the hub signs people in through the modules' own functions.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'check-file': checkFile },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // One convention for every file and folder of the web app, as shadcn/ui and bulletproof-react name theirs
      // (ADR 009): `ride-map.tsx` exports `RideMap`; `.test` and the like are middle extensions.
      'check-file/filename-naming-convention': ['error', { 'src/web/**/*.{ts,tsx}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { 'src/web/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // design §16, ADR 280: no screen shows words of its own; every text a user reads comes from the catalogues
    // (src/shared/i18n/catalogues). Caught here: words in JSX text; a quoted string or template with words in an
    // attribute a user reads or hears (label, title, placeholder, aria-*…); and a quoted string with words given
    // to a toast. Not caught: words built in other plain code (strings objects) — those go through `t`, whose ids
    // the type checker holds to the catalogues.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^(showErrorToast|toast)$/] > Literal[value=/\\p{L}{2,}/u]',
          message: "A toast's title and text come from the catalogues: t('…') (design §16).",
        },
        {
          selector: "CallExpression[callee.name='toast'] > ObjectExpression > Property[key.name=/^(title|description)$/] > Literal[value=/\\p{L}{2,}/u]",
          message: "A toast's title and text come from the catalogues: t('…') (design §16).",
        },
        {
          selector: 'JSXText[value=/\\p{L}{2,}/u]',
          message: 'A text the user reads comes from the catalogues: t(\'…\') or <Trans id="…" /> (design §16).',
        },
        {
          selector: `JSXAttribute[name.name=/${USER_FACING_ATTRIBUTES}/] > Literal[value=/\\p{L}{2,}/u]`,
          message: 'A label, title or placeholder comes from the catalogues: t(\'…\') (design §16).',
        },
        {
          selector: `JSXAttribute[name.name=/${USER_FACING_ATTRIBUTES}/] > JSXExpressionContainer > :matches(Literal[value=/\\p{L}{2,}/u], TemplateLiteral > TemplateElement[value.raw=/\\p{L}{2,}/u])`,
          message: 'A label, title or placeholder comes from the catalogues: t(\'…\') (design §16).',
        },
      ],
    },
  },
  {
    // A server module's files are named by what they hold (ADR 007): routes, the guards of its routes, services
    // (rules and transactions, functions taking the app), queries and SQL conditions, DTO mappers, background
    // jobs, and pure rules without I/O.
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/modules/**/*.test.ts'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'src/server/modules/**/*.ts': '+([a-z0-9-]).@(routes|guards|service|queries|conditions|dto|job|rules)' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'bench/**/*.{ts,mjs}', 'tests/**/*.{ts,mjs}'],
    rules: { 'no-restricted-imports': ['error', { paths: [DATE_FNS_INDEX] }] },
  },
  {
    // SQL lives in query and condition modules only (ADR 007): a route or a service asks them, never the tables.
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/modules/**/*.{queries,conditions}.ts', 'src/server/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [DATE_FNS_INDEX, { name: 'drizzle-orm', message: 'SQL belongs in a *.queries.ts or *.conditions.ts module (ADR 007).' }],
          patterns: [{ group: ['**/db/schema'], message: 'Tables are read in *.queries.ts and *.conditions.ts modules (ADR 007).' }],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'tests/**/*.{ts,mjs}', 'src/server/main.ts'],
    rules: { 'no-console': 'off' },
  },
);
