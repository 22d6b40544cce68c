/**
 * Ports and secrets of the end-to-end run, shared by the Playwright config, the server starter and the specs.
 * `E2E_PORT` moves both ports (app on it, fake geocoder on the next), so two checkouts can run their suites at once.
 */
const appPort = Number(process.env.E2E_PORT) || 5310;
const geocoderPort = appPort + 1;

export const E2E = {
  appPort,
  appUrl: `http://localhost:${appPort}`,
  geocoderPort,
  geocoderUrl: `http://127.0.0.1:${geocoderPort}`,
  adminPassword: 'e2e-ufficio-password',
} as const;
