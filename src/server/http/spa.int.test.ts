import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MODULE, SIGNED_OUT_ATTRIBUTE } from '../../shared/first-screen';
import { PUBLIC_CONFIG_PLACEHOLDER } from '../../shared/public-config';
import { useTestApp } from '../testing/use-test-app';

/**
 * A miniature of the web build: the page, an asset, the manifest, and a first-screen module that says what it
 * was asked to draw (the real one is tested in src/web/first-screen.test.tsx and end to end).
 */
const firstScreenModule = `export const renderFirstScreen = (route, config, session) =>
  '<p class="first-screen">' + [route, config.townName, session].join('|') + '</p>';`;

let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'radio-taxi-web-'));
  await mkdir(path.join(webRoot, '.vite'));
  await mkdir(path.join(webRoot, 'assets'));
  await mkdir(path.join(webRoot, '.ssr'));
  await writeFile(path.join(webRoot, '.vite', 'manifest.json'), '{}');
  await writeFile(path.join(webRoot, FIRST_SCREEN_MODULE), firstScreenModule);
  await writeFile(path.join(webRoot, 'assets', 'index-1.js'), 'console.log(1)');
  await writeFile(
    path.join(webRoot, 'index.html'),
    `<html><head>${PUBLIC_CONFIG_PLACEHOLDER}<script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`,
  );
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});
const t = useTestApp(() => ({ webRoot, env: { TOWN_NAME: 'Alatri', RIDE_AUTO_COMPLETE_SECONDS: '0', NO_SHOW_WAIT_MINUTES: '0.05' } }));

const root = (html: string) => /<div id="root"([^>]*)>(.*?)<\/div>/.exec(html)?.slice(1, 3);

describe('the web app shell', () => {
  it('writes the public settings and the route’s first screen into the page', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('"townName":"Alatri"');
    // How rides end on this deployment (design §4): the customer's screen and the driver's no-show button read it.
    expect(res.body).toContain('"rides":{"autoCompleteSeconds":0,"noShowWaitMinutes":0.05}');
    expect(root(res.body)).toEqual([` ${SIGNED_OUT_ATTRIBUTE}="customer"`, '<p class="first-screen">/|Alatri|signed-out</p>']);
  });

  it('draws the sign-in only for a visitor without the area’s session cookie, and says the page varies by it', async () => {
    const page = async (url: string, cookie?: string) =>
      t.app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) });
    const signedOut = await page('/driver');
    expect(signedOut.headers.vary).toBe('Cookie, Accept-Language');
    expect(root(signedOut.body)).toEqual([` ${SIGNED_OUT_ATTRIBUTE}="driver"`, '<p class="first-screen">/driver|Alatri|signed-out</p>']);
    // Any driver cookie, even one that has expired, leaves the page to find out; another area's cookie does not count.
    expect(root((await page('/driver', 'rt_driver=scaduto')).body)).toEqual(['', '<p class="first-screen">/driver|Alatri|unknown</p>']);
    expect(root((await page('/admin', 'rt_driver=x')).body)?.[0]).toBe(` ${SIGNED_OUT_ATTRIBUTE}="admin"`);
    expect(root((await page('/admin', 'rt_admin=x')).body)?.[1]).toBe('<p class="first-screen">/admin|Alatri|unknown</p>');
  });

  it('serves hashed assets for a year and keeps the server’s own build files private', async () => {
    const asset = await t.app.inject({ url: '/assets/index-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/${FIRST_SCREEN_MODULE}` })).statusCode).toBe(404);
  });

  it('answers other paths with the app and status 404, and unknown API paths with JSON', async () => {
    const page = await t.app.inject({ url: '/altrove', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('"townName":"Alatri"');
    expect(root(page.body)).toEqual(['', '']);
    const api = await t.app.inject({ url: '/api/altrove', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
  });

  it('keeps the pages and their assets out of the API document', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toContain('/api/rides');
    expect(paths.filter((p) => !p.startsWith('/api/') && !['/healthz', '/readyz', '/metrics'].includes(p))).toEqual([]);
  });
});
