// Starts the production build on a throwaway data directory for one Playwright run, and removes the
// directory when Playwright stops the server. A test that needs other settings starts another one (support/app.ts)
// on `E2E_APP_PORT` with its own environment.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Same ports as tests/e2e/support/env.ts (E2E_PORT moves them); every app shares the one fake geocoder.
const e2ePort = Number(process.env.E2E_PORT) || 5310;
const appPort = Number(process.env.E2E_APP_PORT) || e2ePort;

const dataDir = mkdtempSync(path.join(tmpdir(), 'radio-taxi-e2e-'));
const child = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    // A driver waits 6 s, not 5 min, before 'Cliente assente' (the server takes fractions of a minute).
    NO_SHOW_WAIT_MINUTES: '0.1',
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD: 'e2e-ufficio-password',
    // Every test signs people in from 127.0.0.1: the per-address SMS limit (tested in the integration suite)
    // would otherwise stop the run's later sign-ins.
    OTP_IP_SENDS_PER_HOUR: '1000',
    GEOCODER: 'photon',
    GEOCODER_URL: `http://127.0.0.1:${e2ePort + 1}`,
    GEOCODER_MIN_INTERVAL_MS: '0',
    LOG_LEVEL: 'warn',
    TOWN_NAME: 'Frosinone',
    TAXI_PHONE: '+39 0775 123456',
  },
});

const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
