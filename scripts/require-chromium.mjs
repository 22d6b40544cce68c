// `npm test` ends with the end-to-end tests, which drive Debian's Chromium (never a browser Playwright downloads).
// Without it, say so once and stop, before minutes of unit tests and a build that could lead nowhere.
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The browser the end-to-end tests launch (playwright.config.ts). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Why the end-to-end tests cannot run here, or null when the browser is in place. */
export function chromiumMissing(path = CHROMIUM_PATH) {
  try {
    accessSync(path, constants.X_OK);
    return null;
  } catch {
    return [
      `The end-to-end tests drive Debian's Chromium at ${path}, and this machine has none.`,
      'Install it with `apt-get install chromium` (as root, or through sudo), then run `npm test` again.',
      'Never `playwright install`: the tests use the system browser.',
    ].join('\n');
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = chromiumMissing();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
