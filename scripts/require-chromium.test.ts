import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { chromiumMissing } from './require-chromium.mjs';

describe('the browser check that opens npm test', () => {
  it('says in one message how to install Chromium when it is missing', () => {
    const message = chromiumMissing('/nonexistent/chromium');
    expect(message).toContain('/nonexistent/chromium');
    expect(message).toContain('apt-get install chromium');
  });

  it('lets the tests go on when the browser is there', () => {
    expect(chromiumMissing(process.execPath)).toBeNull();
  });

  it('is the first thing npm test runs, before Vitest and the build', async () => {
    const { stdout } = await promisify(execFile)('npm', ['pkg', 'get', 'scripts.test', 'scripts.test:e2e']);
    const scripts = JSON.parse(stdout) as Record<string, string>;
    expect(scripts['scripts.test']).toMatch(/^node scripts\/require-chromium\.mjs && /);
    expect(scripts['scripts.test:e2e']).toMatch(/^node scripts\/require-chromium\.mjs && /);
  });
});
