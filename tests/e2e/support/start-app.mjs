// Starts the production build on a throwaway data directory for one Playwright run, and removes the
// directory when Playwright stops the server. A test that needs other settings starts another one (support/app.ts)
// on `E2E_APP_PORT` with its own environment. The output, at level info, is also kept in a file that the global
// teardown (scan-server-log.ts) reads for personal data.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { cpSync, createWriteStream, existsSync, fstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';

/** The migrations the build copied beside the server (scripts/build-server.mjs). */
const MIGRATIONS = 'dist/server/migrations';

// Same ports as tests/e2e/support/env.ts (E2E_PORT moves them); every app shares the one fake geocoder.
const e2ePort = Number(process.env.E2E_PORT) || 5310;
const appPort = Number(process.env.E2E_APP_PORT) || e2ePort;

// Same path as serverLogPath in tests/e2e/support/server-log.ts.
const logPath = `reports/e2e-server-${appPort}.log`;
mkdirSync(path.dirname(logPath), { recursive: true });
const log = createWriteStream(logPath);

/**
 * An embedded database as the server leaves it after its first start on an empty directory (initdb and every
 * migration applied), made once per PGlite version and set of migrations, and copied for each server: initdb and
 * the migrations are most of a server's start (seconds of CPU on this machine, many times the copy), and a run
 * starts a dozen servers. The first start itself stays tested on a new directory (ADR 229).
 */
async function migratedTemplate() {
  const { version } = JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8'));
  const migrations = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS, file);
    if (statSync(full).isFile()) migrations.update(file).update(readFileSync(full));
  }
  const template = path.join(tmpdir(), `radio-taxi-pglite-${version}-${migrations.digest('hex').slice(0, 12)}`);
  if (existsSync(template)) return template;
  // Made aside and renamed into place, so another starter (this run's or another checkout's) never copies half of it.
  const building = mkdtempSync(`${template}-building-`);
  const port = await freePort();
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: 'ignore',
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: building, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  const exited = once(server, 'exit');
  while ((await fetch(`http://127.0.0.1:${port}/readyz`).then((res) => res.status, () => 0)) !== 200) {
    if (server.exitCode !== null) throw new Error(`the template's server exited with ${server.exitCode}`);
    await setTimeout(100);
  }
  server.kill('SIGTERM');
  await exited;
  try {
    renameSync(building, template);
  } catch (err) {
    if (!existsSync(template)) throw err;
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** A port nobody listens on, for the template's server (the run's ports may be taken by the run itself). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'radio-taxi-e2e-'));
cpSync(await migratedTemplate(), dataDir, { recursive: true });
const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {
    // A driver waits 6 s, not 5 min, before 'Cliente assente' (the server takes fractions of a minute).
    NO_SHOW_WAIT_MINUTES: '0.1',
    // The run's own server keeps the spec's demo (the customer's screen completes a ride 30 s after acceptance),
    // which customer.spec.ts follows; the product's default (0: the driver ends the ride) is what
    // ride-lifecycle.spec.ts and bad-day.spec.ts run on.
    RIDE_AUTO_COMPLETE_SECONDS: '30',
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: 'e2e-ufficio-password',
    // Every test signs people in from 127.0.0.1: the per-address SMS limit (tested in the integration suite)
    // would otherwise stop the run's later sign-ins.
    OTP_IP_SENDS_PER_HOUR: '1000',
    // The same for the overall SMS budget and the address search per address (design §13).
    SMS_SENDS_PER_HOUR: '10000',
    GEOCODE_REQUESTS_PER_MINUTE: '10000',
    GEOCODER: 'photon',
    // A spec with a geocoder of its own (bad-day.spec.ts: one that answers 503) names it.
    GEOCODER_URL: process.env.E2E_GEOCODER_URL || `http://127.0.0.1:${e2ePort + 1}`,
    GEOCODER_MIN_INTERVAL_MS: '0',
    // One line per request: what the teardown scans must include every request's line.
    LOG_LEVEL: 'info',
    TOWN_NAME: 'Frosinone',
    TAXI_PHONE: '+39 0775 123456',
  },
});

child.stdout.on('data', (chunk) => {
  log.write(chunk);
  process.stdout.write(chunk);
});
child.stderr.on('data', (chunk) => {
  log.write(chunk);
  process.stderr.write(chunk);
});

const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
// Whoever started this server (Playwright, support/app.ts) holds its stdin: when that process dies without
// stopping the server (a runner killed mid-run), the pipe closes, and the server must not outlive the run.
// Only a pipe says so: stdin from /dev/null or a terminal is not someone holding the server.
if (fstatSync(0).isFIFO()) {
  process.stdin.on('end', () => stop('SIGTERM'));
  process.stdin.resume();
}
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  log.end(() => process.exit(code ?? 0));
});
