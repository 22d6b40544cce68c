/** What the pages and the service worker (src/web/sw/service-worker.ts) tell each other with `postMessage`. */

/** The driver's page to the worker: keep the app shell, so the dashboard opens with no signal. */
export const DRIVER_SHELL_MESSAGE = 'cache-driver-shell';
/** The worker's answer once the shell is kept. */
export const SHELL_CACHED_MESSAGE = 'driver-shell-cached';
