// Adds up the Vitest and Playwright JSON reports into CI's closing line: "N passed, N failed".
// A step that failed without a report (lint, typecheck, a crash) counts as one failure.
import { existsSync, readFileSync } from 'node:fs';

const [failedStepCount = '0', failedSteps = ''] = process.argv.slice(2);
let passed = 0;
let failed = 0;

// eslint-disable-next-line no-control-regex -- the reporters' colours
const ANSI_COLOURS = /\x1b\[[0-9;]*m/g;
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

// A timeout's own line says nothing of where it waited, and an axe failure's first line names no rule: the first
// lines after them (the locator waited for, the violations found) and the last (what the wait last saw) are what
// makes a failure in CI's tail diagnosable.
function gist(error) {
  const lines = (error.message ?? '')
    .replace(ANSI_COLOURS, '')
    .split('\n')
    .map((line) => line.trim());
  // The source excerpt under the message repeats the test's code.
  const frame = lines.findIndex((line) => /^>?\s*\d+ \|/.test(line));
  const told = (frame === -1 ? lines : lines.slice(0, frame)).filter((line) => line && !/^([-+] )?(Expected|Received)\b|^\/\/ deep equality|^Call log:/.test(line));
  return (told.length > 10 ? [...told.slice(0, 6), '…', ...told.slice(-4)] : told).join(' ');
}

function collectPlaywrightFailures(suites, path) {
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const errors = test.results?.find((result) => result.errors?.length)?.errors ?? [];
        failedTitles.push(`playwright [${test.projectName}] ${test.status}: ${[...here, spec.title].join(' › ')} — ${errors.map(gist).join(' | ')}`);
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

for (const title of failedTitles) console.log(`Failed: ${title.replace(ANSI_COLOURS, '').slice(0, 1200)}`);
if (failedSteps) console.log(`Failed steps: ${failedSteps}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
