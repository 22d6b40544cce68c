import { describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_DEFAULTS } from '@shared/config-defaults';
import { getPublicConfig, setPublicConfigForServerRender } from './public-config';
import type { PublicConfig } from '@shared/public-config';

const read = (raw: unknown) => {
  setPublicConfigForServerRender(raw as PublicConfig);
  return getPublicConfig();
};

describe('public config as the page reads it', () => {
  it('takes the ride settings the server injected, fractions included (a test deployment waits seconds)', () => {
    const config = read({ ...PUBLIC_CONFIG_DEFAULTS, rides: { autoCompleteSeconds: 0, noShowWaitMinutes: 0.1 } });
    expect(config.rides).toEqual({ autoCompleteSeconds: 0, noShowWaitMinutes: 0.1 });
  });

  it('falls back to the defaults for ride settings that are missing or not a duration, keeping the rest', () => {
    const config = read({ townName: 'Alatri', rides: { autoCompleteSeconds: -1, noShowWaitMinutes: '5' } });
    expect(config.townName).toBe('Alatri');
    expect(config.rides).toEqual(PUBLIC_CONFIG_DEFAULTS.rides);
    expect(read({ townName: 'Alatri' }).rides).toEqual(PUBLIC_CONFIG_DEFAULTS.rides);
  });
});
