import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP relay between the app and its PostgreSQL, to make the database go away the way it does in
 * production (design §13): `refuse()` closes the port and cuts every connection, as a stopped or
 * restarting server does; `hold()` stops forwarding, so queries are left in flight. Used by the outage
 * tests and the outage benchmark; the app and the database speak their real protocol through it.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly pairs = new Set<[Socket, Socket]>();
  private held = false;
  private port = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    const proxy = new TcpProxy(targetHost, targetPort);
    await proxy.listen();
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  static async forUrl(url: string): Promise<{ proxy: TcpProxy; url: string }> {
    const target = new URL(url);
    const proxy = await TcpProxy.start(target.hostname, Number(target.port || 5432));
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    return { proxy, url: through.toString() };
  }

  get listeningPort(): number {
    return this.port;
  }

  get connectionCount(): number {
    return this.pairs.size;
  }

  /** Closes the port (new connections are refused) and cuts the open ones. */
  async refuse(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    this.pairs.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Opens the same port again. */
  async accept(): Promise<void> {
    if (!this.server) await this.listen(this.port);
  }

  /** Stops forwarding in both directions: whatever is sent meanwhile waits. */
  hold(): void {
    this.held = true;
    for (const [client, upstream] of this.pairs) {
      client.pause();
      upstream.pause();
    }
  }

  release(): void {
    this.held = false;
    for (const [client, upstream] of this.pairs) {
      client.resume();
      upstream.resume();
    }
  }

  async close(): Promise<void> {
    await this.refuse();
  }

  private listen(port = 0): Promise<void> {
    const server = createServer((client) => this.relay(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        if (address && typeof address === 'object') this.port = address.port;
        resolve();
      });
    });
  }

  private relay(client: Socket): void {
    const upstream = connect(this.targetPort, this.targetHost);
    const pair: [Socket, Socket] = [client, upstream];
    this.pairs.add(pair);
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
    if (this.held) {
      client.pause();
      upstream.pause();
    }
  }
}
