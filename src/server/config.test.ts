import { describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_DEFAULTS } from '../shared/config-defaults';
import { publicConfigSchema } from '../shared/public-config.schemas';
import { ConfigError, loadConfig, startupWarnings } from './config';

describe('loadConfig', () => {
  it('starts with no variables at all: PGlite in ./data, port 5000, a generated admin password', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: './data' });
    expect(config.admin.generated).toBe(true);
    expect(config.admin.password.length).toBeGreaterThanOrEqual(16);
    expect(config.sms.provider).toBe('console');
    expect(config.geocoder.kind).toBe('photon');
  });

  it('gives the page the deployment defaults the web app and the dev server also fall back to', () => {
    expect(loadConfig({}).public).toEqual(PUBLIC_CONFIG_DEFAULTS);
    expect(loadConfig({ TOWN_NAME: '', TAXI_PHONE: '' }).public).toMatchObject({ townName: 'Frosinone', taxiPhone: '+39 0775 123456' });
    expect(loadConfig({ TOWN_NAME: 'Alatri' }).public.townName).toBe('Alatri');
  });

  it("gives the page only what the page's schema accepts: a town name that is not blank", () => {
    expect(publicConfigSchema.parse(loadConfig({ TOWN_NAME: ' Alatri ' }).public).townName).toBe('Alatri');
    expect(() => loadConfig({ TOWN_NAME: '   ' })).toThrow(/TOWN_NAME/);
    expect(publicConfigSchema.safeParse(PUBLIC_CONFIG_DEFAULTS).success).toBe(true);
  });

  it('reads how rides end: auto-completion (off unless set; the spec’s demo is 30) and the no-show wait, a fraction of a minute allowed', () => {
    expect(loadConfig({}).public.rides).toEqual({ autoCompleteSeconds: 0, noShowWaitMinutes: 5 });
    expect(loadConfig({ RIDE_AUTO_COMPLETE_SECONDS: '30', NO_SHOW_WAIT_MINUTES: '0.05' }).public.rides).toEqual({
      autoCompleteSeconds: 30,
      noShowWaitMinutes: 0.05,
    });
    expect(() => loadConfig({ NO_SHOW_WAIT_MINUTES: '-1' })).toThrow(/NO_SHOW_WAIT_MINUTES/);
    expect(() => loadConfig({ RIDE_AUTO_COMPLETE_SECONDS: '2.5' })).toThrow(/RIDE_AUTO_COMPLETE_SECONDS/);
    expect(() => loadConfig({ NO_SHOW_WAIT_MINUTES: 'cinque' })).toThrow(/NO_SHOW_WAIT_MINUTES/);
  });

  it("keeps the spec's broadcast dispatch unless told otherwise, and reads design §11's offer settings", () => {
    expect(loadConfig({}).dispatch).toEqual({ policy: 'broadcast', fairRadiusKm: 1, offerTimeoutSeconds: 20, offerRounds: 3, positionMaxAgeSeconds: 120 });
    const nearest = loadConfig({ DISPATCH_POLICY: 'nearest', OFFER_TIMEOUT_SECONDS: '30', OFFER_ROUNDS: '2', FAIR_RADIUS_KM: '0.5' });
    expect(nearest.dispatch).toMatchObject({ policy: 'nearest', offerTimeoutSeconds: 30, offerRounds: 2, fairRadiusKm: 0.5 });
    expect(nearest.public.dispatchPolicy).toBe('nearest');
    expect(() => loadConfig({ DISPATCH_POLICY: 'vicino' })).toThrow(/DISPATCH_POLICY/);
    expect(() => loadConfig({ OFFER_ROUNDS: '0' })).toThrow(/OFFER_ROUNDS/);
  });

  it('switches to PostgreSQL when DATABASE_URL is set and keeps a given admin password', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/taxi', ADMIN_PASSWORD: 'segreta', PORT: '8080' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@db:5432/taxi' });
    expect(config.admin).toEqual({ password: 'segreta', generated: false });
    expect(config.port).toBe(8080);
  });

  it('names every bad variable at once, not only the first', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'cinquemila', DATABASE_URL: 'mysql://x', GEOCODER: 'google', ROAD_FACTOR: '9' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'DATABASE_URL', 'GEOCODER', 'ROAD_FACTOR']) expect(message).toContain(name);
  });

  it('requires the gateway address when SMS go through HTTP', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/);
  });

  it('takes a metrics token only when it is long enough not to be guessed', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(/METRICS_TOKEN: almeno 16 caratteri/);
  });

  describe('TRUST_PROXY', () => {
    it('trusts no forwarded header by default', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    });

    it('takes a number of proxy hops or a list of proxy addresses and ranges', () => {
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
        '10.0.0.5',
        '10.1.0.0/16',
        '::1',
        'loopback',
      ]);
    });

    it('refuses "true", which would believe any X-Forwarded-For, and anything that is not an address', () => {
      expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: indicare quanti proxy/);
      expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,proxy.local,10.0.0.0/40' })).toThrow(
        /TRUST_PROXY: indirizzi o intervalli non validi: proxy.local, 10.0.0.0\/40/,
      );
    });
  });
});

describe('startupWarnings (design §13)', () => {
  it('warns loudly when production runs with the console SMS adapter, and only then', () => {
    const [warning] = startupWarnings(loadConfig({ NODE_ENV: 'production' }));
    expect(warning).toMatch(/NODE_ENV=production con SMS_PROVIDER=console/);
    expect(warning).toMatch(/nessun SMS viene inviato/);
    expect(startupWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
    expect(startupWarnings(loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.example.org/send' }))).toEqual([]);
  });
});
