/** Ports and secrets of the end-to-end run, shared by the Playwright config, the server starter and the specs. */
export const E2E = {
  appPort: 5310,
  appUrl: 'http://localhost:5310',
  geocoderPort: 5311,
  geocoderUrl: 'http://127.0.0.1:5311',
  adminPassword: 'e2e-ufficio-password',
} as const;
