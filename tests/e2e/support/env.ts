/**
 * Ports and secrets of the end-to-end run, shared by the Playwright config, the server starter and the specs.
 * `E2E_PORT` moves every port (app on it, fake geocoder on the next, the workers' own servers above), so two
 * checkouts can run their suites at once.
 */
const appPort = Number(process.env.E2E_PORT) || 5310;
const geocoderPort = appPort + 1;

/** Playwright's workers: one per core of the 2-core machine the suite is timed on (ADR 222). */
const workers = 2;

/**
 * The servers a spec starts with other settings (support/app.ts), one at a time per worker and kind: the product's
 * ride settings (ride-lifecycle), the office's settings (bad-day, the console's alerts, tariffs) and nearest dispatch.
 */
const OWN_SERVERS = ['ride-settings', 'office-settings', 'nearest-dispatch'] as const;

export const E2E = {
  appPort,
  appUrl: `http://localhost:${appPort}`,
  geocoderPort,
  geocoderUrl: `http://127.0.0.1:${geocoderPort}`,
  adminPassword: 'e2e-ufficio-password',
  workers,
  /** The port of a worker's own server of that kind, above the app's and the geocoder's. */
  ownServerPort: (kind: (typeof OWN_SERVERS)[number], parallelIndex: number) =>
    geocoderPort + 1 + OWN_SERVERS.indexOf(kind) * workers + parallelIndex,
} as const;
