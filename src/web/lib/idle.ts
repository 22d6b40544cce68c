/** Where the browser has no idle callback (Safari), work that can wait waits this long instead. */
const NO_IDLE_CALLBACK_DELAY_MS = 1_000;

/**
 * Runs `run` when the browser has nothing better to do, and at the latest `timeoutMs` from now. Returns the cancel,
 * for an effect's clean-up.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, NO_IDLE_CALLBACK_DELAY_MS);
  return () => window.clearTimeout(handle);
}

/** As `whenIdle`, but not before the page's `load` event: for work that would compete with the first screen. */
export function afterLoadWhenIdle(run: () => void, timeoutMs: number): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    cancelIdle = whenIdle(run, timeoutMs);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
