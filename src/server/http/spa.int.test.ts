import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_PLACEHOLDER } from '../../shared/public-config';
import { startTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';

/** A miniature of Vite's output: an entry, a shared chunk, and each area's lazily loaded page. */
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_ui.js': { file: 'assets/ui-1.js', imports: ['_react.js'] },
  'src/web/features/customer/CustomerPage.tsx': { file: 'assets/CustomerPage-1.js', isDynamicEntry: true, imports: ['_ui.js', '_react.js'] },
  'src/web/features/driver/DriverPage.tsx': { file: 'assets/DriverPage-1.js', isDynamicEntry: true, imports: ['_ui.js'] },
  'src/web/features/admin/AdminPage.tsx': { file: 'assets/AdminPage-1.js', isDynamicEntry: true },
};

let webRoot: string;
let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'radio-taxi-web-'));
  await mkdir(path.join(webRoot, '.vite'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(webRoot, 'assets', 'index-1.js'), 'console.log(1)');
  await writeFile(
    path.join(webRoot, 'index.html'),
    `<html><head>${PUBLIC_CONFIG_PLACEHOLDER}<script type="module" src="/assets/index-1.js"></script></head><body></body></html>`,
  );
  database = await createTestDatabase();
  t = await startTestApp(await database.open(), { webRoot, env: { TOWN_NAME: 'Alatri' } });
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
  await rm(webRoot, { recursive: true, force: true });
});

const preloads = (html: string) => [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);

describe('the web app shell', () => {
  it('writes the public settings into the page and preloads the route’s own chunks only', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('"townName":"Alatri"');
    expect(preloads(res.body)).toEqual(['/assets/CustomerPage-1.js', '/assets/ui-1.js']);
    expect(preloads((await t.app.inject({ url: '/driver' })).body)).toEqual(['/assets/DriverPage-1.js', '/assets/ui-1.js']);
    expect(preloads((await t.app.inject({ url: '/admin' })).body)).toEqual(['/assets/AdminPage-1.js']);
  });

  it('serves hashed assets for a year and keeps the build manifest private', async () => {
    const asset = await t.app.inject({ url: '/assets/index-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('answers other paths with the app and status 404, and unknown API paths with JSON', async () => {
    const page = await t.app.inject({ url: '/altrove', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('"townName":"Alatri"');
    expect(preloads(page.body)).toEqual([]);
    const api = await t.app.inject({ url: '/api/altrove', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
  });
});
