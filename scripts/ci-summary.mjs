// Adds up the Vitest and Playwright JSON reports into CI's closing line: "N passed, N failed".
// A step that failed without a report (lint, typecheck, a crash) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const [failedStepCount = '0', failedSteps = ''] = process.argv.slice(2);
let passed = 0;
let failed = 0;

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

// CI keeps only the log's tail: the failures are named here, next to the count, so that the tail says what broke.
const failedTitles = [];

const vitest = read('reports/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  if (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0) failed += vitest.numFailedTestSuites;
  for (const file of vitest.testResults ?? []) {
    const failures = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failures) failedTitles.push(`vitest ${file.name}: ${test.fullName}`);
    if (failures.length === 0 && file.status === 'failed') failedTitles.push(`vitest ${file.name}: ${file.message ?? ''}`);
  }
}
// `npm test`'s end-to-end run, and the real waits' own step.
const playwrightRuns = ['reports/playwright.json', 'reports/playwright-slow.json'].map(read).filter(Boolean);
for (const playwright of playwrightRuns) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected + playwright.stats.flaky;
  collectPlaywrightFailures(playwright.suites ?? [], []);
}

function collectPlaywrightFailures(suites, path) {
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const firstError = test.results?.find((result) => result.error)?.error?.message?.split('\n')[0] ?? '';
        failedTitles.push(`playwright [${test.projectName}] ${test.status}: ${[...here, spec.title].join(' › ')} — ${firstError}`);
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], here);
  }
}

const testsRan = Boolean(vitest || playwrightRuns.length > 0);
// The test steps' failures are counted in their reports; a test step that failed with none failing in its report
// (a build that broke, a crash) counts once.
const REPORTED_STEPS = new Set(['tests', 'slow-waits']);
const steps = failedSteps.split(' ').filter(Boolean);
failed += steps.filter((s) => !REPORTED_STEPS.has(s)).length;
if (steps.some((s) => REPORTED_STEPS.has(s)) && failed === 0) failed += 1;
if (!testsRan && Number(failedStepCount) === 0) failed += 1;

// eslint-disable-next-line no-control-regex -- the reporters' colours
for (const title of failedTitles) console.log(`Failed: ${title.replace(/\x1b\[[0-9;]*m/g, '').slice(0, 300)}`);
if (failedSteps) console.log(`Failed steps: ${failedSteps}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
