/**
 * A hostile client for benchmark #10, in a process of its own so that its busy loop does not slow the
 * bench's measuring client: a signed-in socket sends 10,000 `identify` frames as fast as it can (issue
 * 15's reproduction); once closed (1008) it connects again 200 ms later and does it again, until killed.
 * Prints its counts on SIGTERM.
 * Usage: node --import tsx bench/lib/flooder.ts <ws url> <origin> <cookie>
 */
import WebSocket from 'ws';

const [url, origin, cookie] = process.argv.slice(2) as [string, string, string];
const frame = JSON.stringify({ type: 'identify', data: { userType: 'admin' } });
const FRAMES_PER_SOCKET = 10_000;
const RECONNECT_MS = 200;
let sockets = 0;
let frames = 0;
let closedWith1008 = 0;

function flood(): void {
  const ws = new WebSocket(url, { headers: { cookie }, origin });
  sockets++;
  let sent = 0;
  const burst = () => {
    if (ws.readyState !== WebSocket.OPEN || sent >= FRAMES_PER_SOCKET) return;
    // 1,000 frames a turn; the event loop breathes between turns.
    for (let i = 0; i < 1_000; i++) ws.send(frame);
    sent += 1_000;
    frames += 1_000;
    setImmediate(burst);
  };
  ws.on('open', burst);
  ws.on('close', (code) => {
    if (code === 1008) closedWith1008++;
    setTimeout(flood, RECONNECT_MS);
  });
  ws.on('error', () => undefined);
}

process.on('SIGTERM', () => {
  process.stdout.write(`${JSON.stringify({ sockets, frames, closedWith1008 })}\n`);
  process.exit(0);
});
flood();
