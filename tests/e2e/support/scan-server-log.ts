import { readFileSync } from 'node:fs';
import { E2E } from './env';
import { findPersonalData, serverLogPath } from './server-log';

/**
 * Playwright's global teardown: after every spec has run, the server's whole output (at level info, one line per
 * request) must hold no phone number and no address (design §13). A log without request lines would prove
 * nothing, so it fails too.
 */
export default function scanServerLog(): void {
  const path = serverLogPath(E2E.appPort);
  const log = readFileSync(path, 'utf8');
  const requests = log.split('\n').filter((line) => line.includes('"msg":"request"')).length;
  if (requests < 10) throw new Error(`${path}: only ${requests} request lines; the server did not log at level info`);
  const found = findPersonalData(log);
  if (found.length > 0) throw new Error(`personal data in the end-to-end server's log (${path}):\n${found.slice(0, 20).join('\n')}`);
  console.log(`${path}: ${requests} request lines, no phone number or address`);
}
