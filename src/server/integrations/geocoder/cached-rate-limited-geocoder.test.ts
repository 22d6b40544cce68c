import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddressSuggestion, ReverseResult } from '../../../shared/geocode.schemas';
import { CachedRateLimitedGeocoder, normaliseQuery } from './cached-rate-limited-geocoder';
import { GeocoderBusyError, GeocoderUnavailableError, type Geocoder } from './geocoder';

const suggestion = (place_id: string, importance: number): AddressSuggestion => ({
  display_name: `${place_id}, Frosinone, Italia`,
  importance,
  place_id,
  lat: 41.64,
  lon: 13.34,
});

/** Records when each upstream call starts; `hold` keeps calls pending until released. */
class StubGeocoder implements Geocoder {
  readonly searches: Array<{ query: string; at: number }> = [];
  readonly reverses: Array<{ lat: number; lon: number }> = [];
  failNext = false;
  private gate: Promise<void> = Promise.resolve();
  private release: () => void = () => undefined;

  hold(): void {
    this.gate = new Promise((resolve) => (this.release = resolve));
  }
  open(): void {
    this.release();
  }

  async search(query: string): Promise<AddressSuggestion[]> {
    this.searches.push({ query, at: Date.now() });
    await this.gate;
    if (this.failNext) {
      this.failNext = false;
      throw new GeocoderUnavailableError('down');
    }
    return [suggestion('a', 0.2), suggestion('b', 0.9), suggestion('c', 0.5), suggestion('d', 0.1), suggestion('e', 0.7), suggestion('f', 0.3)];
  }

  async reverse(lat: number, lon: number): Promise<ReverseResult | null> {
    this.reverses.push({ lat, lon });
    await this.gate;
    return lat === 0 ? null : { display_name: 'Piazza della Libertà, Frosinone', lat, lon };
  }
}

describe('normaliseQuery', () => {
  it('trims, lowercases and collapses spaces', () => {
    expect(normaliseQuery('  Via   Aldo\tMoro ')).toBe('via aldo moro');
  });
});

describe('CachedRateLimitedGeocoder', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sorts by importance, keeps 5, and answers a repeated (differently typed) query from the cache', async () => {
    const upstream = new StubGeocoder();
    const geocoder = new CachedRateLimitedGeocoder(upstream, { minIntervalMs: 0 });

    const first = await geocoder.search('Via Roma');
    const second = await geocoder.search('  via   ROMA ');

    expect(first.map((s) => s.place_id)).toEqual(['b', 'e', 'c', 'f', 'a']);
    expect(second).toEqual(first);
    expect(upstream.searches).toHaveLength(1);
  });

  it('caches reverse lookups by coordinates rounded to 5 decimals, including "nothing here"', async () => {
    const upstream = new StubGeocoder();
    const geocoder = new CachedRateLimitedGeocoder(upstream, { minIntervalMs: 0 });

    await geocoder.reverse(41.639512, 13.342611);
    await geocoder.reverse(41.639514, 13.342613);
    expect(await geocoder.reverse(0, 0)).toBeNull();
    expect(await geocoder.reverse(0, 0)).toBeNull();

    expect(upstream.reverses).toEqual([
      { lat: 41.63951, lon: 13.34261 },
      { lat: 0, lon: 0 },
    ]);
  });

  it('does not cache failures', async () => {
    const upstream = new StubGeocoder();
    const geocoder = new CachedRateLimitedGeocoder(upstream, { minIntervalMs: 0 });
    upstream.failNext = true;

    await expect(geocoder.search('via marittima')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    await expect(geocoder.search('via marittima')).resolves.toHaveLength(5);
    expect(upstream.searches).toHaveLength(2);
  });

  it('shares one upstream call between identical concurrent lookups', async () => {
    const upstream = new StubGeocoder();
    const geocoder = new CachedRateLimitedGeocoder(upstream, { minIntervalMs: 0 });
    upstream.hold();

    const lookups = [geocoder.search('viale roma'), geocoder.search('Viale Roma'), geocoder.search('viale  roma')];
    await vi.waitFor(() => expect(upstream.searches).toHaveLength(1));
    upstream.open();

    const [a, b, c] = await Promise.all(lookups);
    expect(upstream.searches).toHaveLength(1);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it('spaces upstream calls by minIntervalMs across all lookups', async () => {
    // The limiter's timers and clock are the test's: the gaps are exact, and nothing waits for real.
    vi.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
    const upstream = new StubGeocoder();
    const geocoder = new CachedRateLimitedGeocoder(upstream, { minIntervalMs: 50, maxWaiting: 10 });

    const lookups = Promise.all(['uno', 'due', 'tre', 'quattro'].map((q) => geocoder.search(q)));
    await vi.advanceTimersByTimeAsync(49);
    expect(upstream.searches.map((s) => s.query)).toEqual(['uno']);
    await vi.advanceTimersByTimeAsync(200);
    await lookups;

    expect(upstream.searches.map((s) => s.query)).toEqual(['uno', 'due', 'tre', 'quattro']);
    const gaps = upstream.searches.slice(1).map((s, i) => s.at - (upstream.searches[i]?.at ?? 0));
    // Bottleneck counts the interval from when it schedules the first call, a millisecond before that call starts.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(49);
  });

  it('refuses at once with GeocoderBusyError when too many lookups are waiting, and recovers', async () => {
    const upstream = new StubGeocoder();
    const geocoder = new CachedRateLimitedGeocoder(upstream, { minIntervalMs: 0, maxWaiting: 3 });
    upstream.hold();

    const running = geocoder.search('uno');
    await vi.waitFor(() => expect(upstream.searches).toHaveLength(1)); // 'uno' now holds the single upstream slot
    const waiting = ['due', 'tre', 'quattro'].map((q) => geocoder.search(q));

    // At once: refused before any timer of the limiter could run, let alone the held call end.
    const refusal = geocoder.search('cinque').then(
      () => 'answered',
      (error: unknown) => (error instanceof GeocoderBusyError ? 'refused' : 'failed'),
    );
    const beforeAnyTimer = new Promise((resolve) => setImmediate(() => resolve('still waiting')));
    expect(await Promise.race([refusal, beforeAnyTimer])).toBe('refused');
    // A query already in flight is not "one more": it joins the pending call.
    const joined = geocoder.search('due');

    upstream.open();
    await Promise.all([running, ...waiting, joined]);
    await expect(geocoder.search('cinque')).resolves.toHaveLength(5);
    expect(upstream.searches.map((s) => s.query)).toEqual(['uno', 'due', 'tre', 'quattro', 'cinque']);
  });
});
