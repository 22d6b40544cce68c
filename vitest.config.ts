import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { i18nCatalogues } from './scripts/vite-i18n-catalogues.js';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@': fileURLToPath(new URL('./src/web', import.meta.url)),
};

const integration = (name: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `integration-${name}`,
    include: ['src/**/*.int.test.ts'],
    // `*.pg.int.test.ts` need a real server (races, LISTEN/NOTIFY across instances);
    // `*.embedded.int.test.ts` are about the embedded default itself.
    exclude: [name === 'pglite' ? 'src/**/*.pg.int.test.ts' : 'src/**/*.embedded.int.test.ts'],
    env: { TEST_DB: name },
    globalSetup: ['src/server/testing/global-setup.ts'],
    // One worker keeps its PGlite across files (initdb costs seconds); each file still starts clean.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on this 2-core machine is one worker (cores − 1), which leaves a core idle while an
    // integration test waits on a server process, a socket or the database: two workers at least (ADR 222).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // CI also writes a JSON report, summed with Playwright's into the run's closing line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
    projects: [
      {
        resolve: { alias },
        plugins: [i18nCatalogues()],
        test: {
          name: 'unit',
          setupFiles: ['src/web/testing/i18n-setup.ts'],
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts'],
          // A fresh module graph per file cost three times the tests' own CPU (ADR 222): files share their worker's
          // modules, and whatever a test stubs on the globals or the environment is put back after it.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      integration('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [integration('postgres')] : []),
    ],
  },
});
