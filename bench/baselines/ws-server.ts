/**
 * Baseline of benchmarks 1 and 3: the least a live server must do, with the same library (`ws`) and
 * the same bytes. POST /broadcast answers, then sends its body (encoded once) to every socket;
 * `update_location` from `?role=driver&id=X` is parsed and re-sent to the socket `?role=customer&follow=X`.
 * No sessions, no database, no rooms, no validation: only the unavoidable work.
 */
import { createServer } from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';

const clients = new Set<WebSocket>();
const followers = new Map<string, WebSocket>();

const server = createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/broadcast') {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const frame = Buffer.concat(chunks);
    const id = (JSON.parse(frame.toString()) as { data: { id: string } }).data.id;
    res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
    for (const ws of clients) ws.send(frame, { binary: false });
  });
});

const wss = new WebSocketServer({ server, path: '/ws', perMessageDeflate: false });
wss.on('connection', (ws, req) => {
  const params = new URL(req.url ?? '/', 'http://x').searchParams;
  if (params.get('role') === 'customer') {
    const follow = params.get('follow') ?? '';
    followers.set(follow, ws);
    ws.on('close', () => followers.delete(follow));
    return;
  }
  clients.add(ws);
  ws.on('close', () => clients.delete(ws));
  ws.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as { type: string; data: { driverId: string; latitude: number; longitude: number } };
    if (message.type !== 'update_location') return;
    const { driverId, latitude, longitude } = message.data;
    followers.get(driverId)?.send(JSON.stringify({ type: 'driver_location_update', data: { driverId, latitude, longitude } }));
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`listening ${address.port}\n`);
});
process.on('SIGTERM', () => process.exit(0));
