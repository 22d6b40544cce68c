import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CONFIG_PLACEHOLDER } from '../../shared/public-config';
import { useTestApp } from '../testing/use-test-app';

/** A miniature of the web build with the real manifest of `public/` (copied there by Vite). */
let webRoot: string;
beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'radio-taxi-manifest-'));
  await writeFile(path.join(webRoot, 'index.html'), `<html lang="it"><head>${PUBLIC_CONFIG_PLACEHOLDER}</head><body><div id="root"></div></body></html>`);
  await copyFile(path.resolve('public/manifest.webmanifest'), path.join(webRoot, 'manifest.webmanifest'));
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
});
const t = useTestApp(() => ({ webRoot }));

const manifest = (headers: Record<string, string>) => t.app.inject({ url: '/manifest.webmanifest', headers });

describe('the drivers’ app manifest in the request’s language (design §12, §16)', () => {
  it('names the app in German for a German browser, the rest of the manifest as built', async () => {
    const res = await manifest({ 'accept-language': 'de-DE,de;q=0.9' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers.vary).toMatch(/Cookie, Accept-Language/);
    expect(res.json()).toMatchObject({
      id: '/driver',
      name: 'Radio Taxi – Fahrer-Dashboard',
      short_name: 'Fahrer',
      description: 'Die Fahrtanfragen der Genossenschaft, der Status und der Arbeitstag des Fahrers.',
      lang: 'de',
      start_url: '/driver',
      icons: expect.arrayContaining([expect.objectContaining({ src: '/icons/driver-512.png' })]) as unknown,
    });
  });

  it('keeps the Italian of public/ for Italian or no language, and follows the switch’s cookie', async () => {
    const { name, short_name, description, lang } = (await manifest({})).json();
    expect({ name, short_name, description, lang }).toEqual({
      name: 'Radio Taxi – Dashboard Taxista',
      short_name: 'Taxista',
      description: 'Le richieste di corsa della cooperativa, lo stato e la giornata del taxista.',
      lang: 'it',
    });
    expect((await manifest({ 'accept-language': 'de', cookie: 'rt_lang=en' })).json()).toMatchObject({
      name: 'Radio Taxi – Driver Dashboard',
      description: "The co-operative's ride requests, the driver's status and working day.",
      lang: 'en',
    });
  });
});
