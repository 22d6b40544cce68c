import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface JsonReply {
  status?: number;
  body?: unknown;
  /** Sent as is instead of JSON, to test unreadable answers. */
  raw?: string;
  delayMs?: number;
}

export interface JsonServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A throwaway upstream on 127.0.0.1 (port 0) answering whatever `reply` decides; records every request. */
export async function startJsonServer(reply: (request: RecordedRequest) => JsonReply): Promise<JsonServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://json-server');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const answer = reply(recorded);
      const write = () => {
        if (res.destroyed) return;
        const payload = answer.raw ?? JSON.stringify(answer.body ?? {});
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(payload);
      };
      if (answer.delayMs) setTimeout(write, answer.delayMs);
      else write();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
