import { describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle } from './idle';

/** A page still loading, in a browser whose idle callbacks the test runs by hand. */
function loadingPage() {
  const page = new EventTarget();
  const idle: Array<() => void> = [];
  vi.stubGlobal('document', { readyState: 'loading' });
  vi.stubGlobal(
    'window',
    Object.assign(page, {
      requestIdleCallback: (run: () => void) => idle.push(run),
      cancelIdleCallback: (handle: number) => idle.splice(handle - 1, 1),
    }),
  );
  return { load: () => page.dispatchEvent(new Event('load')), idle };
}

describe('afterLoadWhenIdle (ADR 284)', () => {
  it('waits for the page to load, then for the browser to be idle', () => {
    const page = loadingPage();
    const run = vi.fn();
    afterLoadWhenIdle(run, 5_000);
    expect(page.idle).toHaveLength(0);
    page.load();
    expect(run).not.toHaveBeenCalled();
    page.idle[0]!();
    expect(run).toHaveBeenCalledOnce();
  });

  it('never runs once cancelled, before the load or after it', () => {
    const page = loadingPage();
    const run = vi.fn();
    afterLoadWhenIdle(run, 5_000)();
    page.load();
    expect(page.idle).toHaveLength(0);
    const cancel = afterLoadWhenIdle(run, 5_000);
    page.load();
    cancel();
    expect(page.idle).toHaveLength(0);
    expect(run).not.toHaveBeenCalled();
  });
});
