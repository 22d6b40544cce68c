import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BenchContext } from '../lib/context';
import { type CaseOutput, type Row, verdict } from '../lib/report';

const PAGES = ['/', '/driver', '/admin'];
/** Debian's Chromium, headless, with nothing of its own going to the network (no internet here anyway). */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * #7 Page speed: Lighthouse's default (mobile) configuration, performance category only, against the
 * production server on loopback. Skipped in --smoke: a Lighthouse run costs ~15 s per page on this machine.
 */
export async function lighthouseBench(ctx: BenchContext): Promise<CaseOutput> {
  if (!ctx.sizes.lighthouse) {
    return { rows: [{ bench: 7, name: 'Lighthouse', value: '—', status: 'n/a', note: 'skipped in --smoke' }], raw: {} };
  }
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const rows: Row[] = [];
  const raw: Record<string, unknown> = {};
  try {
    for (const page of PAGES) {
      const result = await lighthouse(`${ctx.server.baseUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const lcp = audit('largest-contentful-paint');
      const cls = audit('cumulative-layout-shift');
      const tbt = audit('total-blocking-time');
      const ok = score >= 95 && lcp <= 1_200 && cls <= 0.05 && tbt <= 100;
      rows.push({
        bench: 7,
        name: `Lighthouse ${page} (mobile)`,
        value: `perf ${score}, LCP ${(lcp / 1_000).toFixed(2)} s, CLS ${cls.toFixed(3)}, TBT ${Math.round(tbt)} ms`,
        target: '≥ 95; LCP ≤ 1.2 s; CLS ≤ 0.05; TBT ≤ 100 ms',
        status: verdict(ok),
        ...(lhr.runtimeError ? { note: lhr.runtimeError.message } : {}),
      });
      raw[page] = {
        score,
        lcpMs: Math.round(lcp),
        cls,
        tbtMs: Math.round(tbt),
        fcpMs: Math.round(audit('first-contentful-paint')),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    }
  } finally {
    chrome.kill();
  }
  return { rows, raw };
}
