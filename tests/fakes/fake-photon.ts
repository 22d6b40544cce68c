import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { photonFixtures, type PhotonFixture } from './photon-fixtures';

/**
 * A local stand-in for Photon (https://photon.komoot.io) speaking its wire format: `GET /api/?q=` and
 * `GET /reverse?lat=&lon=` answer a GeoJSON FeatureCollection. A query containing "errore" answers 500,
 * and an unsupported `lang` answers 400 as the public instance does. `mode` makes the whole service fail as a
 * real outage does (issue 21): `down` answers every request 503 with the proxy's HTML page, `slow` answers after
 * `slowMs` (longer than the server's upstream timeout).
 */
export interface FakePhotonRequest {
  path: string;
  query: Record<string, string>;
  userAgent?: string;
}

export type FakePhotonMode = 'ok' | 'down' | 'slow';

export interface FakePhoton {
  url: string;
  close(): Promise<void>;
  requests: FakePhotonRequest[];
  /** How the service behaves from now on; `ok` by default. */
  mode: FakePhotonMode;
  slowMs: number;
}

const SUPPORTED_LANGS = ['default', 'de', 'en', 'fr'];
/** What the public instance's nginx answers while Photon behind it is down. */
const UNAVAILABLE_PAGE =
  '<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';
const DEFAULT_LIMIT = 15;
const REVERSE_RADIUS_KM = 100;

export async function startFakePhoton(port = 0, host = '127.0.0.1'): Promise<FakePhoton> {
  const requests: FakePhotonRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-photon');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query, ...(req.headers['user-agent'] ? { userAgent: req.headers['user-agent'] } : {}) });
    if (fake.mode === 'down') {
      res.writeHead(503, { 'content-type': 'text/html' }).end(UNAVAILABLE_PAGE);
      return;
    }
    if (fake.mode === 'slow') {
      const timer = setTimeout(() => {
        timers.delete(timer);
        handle(req, res, url.pathname, query);
      }, fake.slowMs);
      timers.add(timer);
      return;
    }
    handle(req, res, url.pathname, query);
  });
  const fake: FakePhoton = {
    url: '',
    requests,
    mode: 'ok',
    slowMs: 8_000,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: boundPort } = server.address() as AddressInfo;
  fake.url = `http://${host}:${boundPort}`;
  return fake;
}

function handle(req: IncomingMessage, res: ServerResponse, path: string, query: Record<string, string>): void {
  if (req.method !== 'GET') return send(res, 405, { message: 'Method not allowed' });
  const lang = query.lang;
  if (lang !== undefined && !SUPPORTED_LANGS.includes(lang)) {
    return send(res, 400, {
      lang: [{ message: `Language is not supported. Supported are: ${SUPPORTED_LANGS.join(', ')}`, args: {}, value: lang }],
    });
  }
  if (path === '/api' || path === '/api/') return search(res, query);
  if (path === '/reverse' || path === '/reverse/') return reverse(res, query);
  send(res, 404, { message: 'Not found' });
}

function search(res: ServerResponse, query: Record<string, string>): void {
  const q = query.q ?? '';
  if (!q.trim()) return send(res, 400, { message: 'missing search term \'q\': /?q=berlin' });
  if (q.toLowerCase().includes('errore')) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
    return;
  }
  const limit = Number(query.limit ?? DEFAULT_LIMIT) || DEFAULT_LIMIT;
  const words = q
    .toLowerCase()
    .split(/[\s,]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}'-]/gu, ''))
    .filter((w) => w.length > 0);
  const features = photonFixtures.filter((f) => matches(f, words)).slice(0, limit);
  send(res, 200, collection(features));
}

function matches(fixture: PhotonFixture, words: string[]): boolean {
  const p = fixture.properties;
  const haystack = [p.name, p.street, p.housenumber, p.city, p.postcode, p.country]
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

function reverse(res: ServerResponse, query: Record<string, string>): void {
  const lat = Number(query.lat);
  const lon = Number(query.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
    return send(res, 400, { message: 'invalid lat/lon' });
  }
  let nearest: { fixture: PhotonFixture; km: number } | undefined;
  for (const fixture of photonFixtures) {
    const [fLon, fLat] = fixture.geometry.coordinates;
    const km = distanceKm(lat, lon, fLat, fLon);
    if (!nearest || km < nearest.km) nearest = { fixture, km };
  }
  send(res, 200, collection(nearest && nearest.km <= REVERSE_RADIUS_KM ? [nearest.fixture] : []));
}

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

function collection(features: PhotonFixture[]) {
  return { type: 'FeatureCollection', features };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(JSON.stringify(body));
}

async function runAsScript(argv: string[]): Promise<void> {
  const portIndex = argv.indexOf('--port');
  const port = portIndex >= 0 ? Number(argv[portIndex + 1]) : 5999;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port non valido: ${argv[portIndex + 1]}`);
  const fake = await startFakePhoton(port);
  console.log(`fake Photon listening on ${fake.url}`);
  const stop = () => {
    void fake.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(entry).href) {
  runAsScript(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
