import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger as Logger } from 'fastify';
import { WebSocket, WebSocketServer } from 'ws';
import { LIVE } from '../../shared/constants';
import type { UserType } from '../../shared/domain';
import { type ClientMessage, clientMessageSchema, type ServerMessages, type ServerMessageType } from '../../shared/live';
import { isForeignOrigin } from '../http/origin-guard';
import { principalId, type ResolvedSession, type Role } from '../http/principal';
import type { BusEvent, EventBus } from './bus';
import { rooms } from './rooms';
import { type LiveBudgetLimits, PositionGate, SocketBudget } from './socket-budget';

/** One frame for one room, typed by the message map: what a change announces when it is committed. */
export type Publication = {
  [K in ServerMessageType]: readonly [room: string, type: K, data: ServerMessages[K]];
}[ServerMessageType];

/**
 * Told of every frame this instance publishes, once, before it crosses the bus (so one instance acts on it, not
 * every instance). Must return at once: it runs on the path of the change it announces.
 */
export type PublishListener = <K extends ServerMessageType>(room: string, type: K, data: ServerMessages[K]) => void;

export interface LiveIdentity {
  userType: UserType;
  userId: string;
  tokenHash: string;
}

type MessageData<T extends ClientMessage['type']> = Extract<ClientMessage, { type: T }>['data'];
export type LiveHandler<T extends ClientMessage['type']> = (identity: LiveIdentity, data: MessageData<T>) => Promise<void>;

interface LiveSocket {
  ws: WebSocket;
  sessions: Map<Role, ResolvedSession>;
  identity: LiveIdentity | null;
  rooms: Set<string>;
  alive: boolean;
  /** Which of the heartbeat's slices pings this socket. */
  slice: number;
  /** The frames received so far, handled one after the other in the order they came. */
  handled: Promise<void>;
  budget: SocketBudget;
  /** Over its budget: closed with 1008, and whatever it still sends is ignored. */
  cut: boolean;
}

export interface LiveHubOptions {
  bus: EventBus;
  logger: Logger;
  /** Resolves the session cookies of an upgrade request, one per role the browser holds. */
  authenticate(request: IncomingMessage): Promise<Map<Role, ResolvedSession>>;
  /** Whether the driver is online in the database (the source of truth, whatever instance changed it). */
  isDriverOnline(driverId: string): Promise<boolean>;
  pingIntervalMs?: number;
  budget: LiveBudgetLimits;
  /**
   * design §10 reachability: told when a driver's last socket on this instance closed, and — on identifying and at
   * every heartbeat — which drivers have a socket here. Must not throw (failures are the listener's to log).
   */
  driverSockets?: { lost(driverId: string): Promise<void>; present(driverIds: string[]): Promise<void> };
}

/** A socket that does not read what we send would make us buffer without end; past this it is dropped. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** A socket closed for flooding that does not answer the close within this is cut off. */
const CUT_GRACE_MS = 1_000;
const POLICY_VIOLATION = 1008;
/**
 * The heartbeat's period is cut in this many slices, and each socket is pinged (and its driver said present) in its
 * own: a national fleet's 12,000 pings all at once came back as 12,000 pongs and one 12,000-id statement together,
 * and the bookings of that moment waited behind them (bench #17, a slow booking every 30 s).
 */
const HEARTBEAT_SLICES = 30;
/** On shutdown, how long sockets get to answer the goodbye before they are cut. */
const CLOSE_GRACE_MS = 1_000;

/** The id a socket is identified by: the person's own, or 'admin' for the office's one shared login. */
const userIdOf = (session: ResolvedSession): string => principalId(session.principal) ?? 'admin';

/**
 * The live channel (spec §7, design §5): authenticates the upgrade with the session cookies, puts each
 * identified socket in its rooms, and delivers what any instance publishes through the bus.
 */
export class LiveHub {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: LIVE.maxFrameBytes });
  private readonly sockets = new Set<LiveSocket>();
  /** Each session's sockets on this instance, oldest first (design §13: at most `LIVE.maxSocketsPerSession`). */
  private readonly bySession = new Map<string, Set<LiveSocket>>();
  private readonly roomMembers = new Map<string, Set<LiveSocket>>();
  private readonly handlers: { [T in ClientMessage['type']]?: LiveHandler<T> } = {};
  private pingTimer: NodeJS.Timeout | null = null;
  private nextSlice = 0;
  private heartbeatTick = 0;
  private readonly positions = new PositionGate();
  private readonly publishListeners: PublishListener[] = [];

  constructor(private readonly options: LiveHubOptions) {
    options.bus.subscribe((event) => this.onBusEvent(event));
  }

  /** False while events published on other instances cannot reach this one's sockets. */
  get busConnected(): boolean {
    return this.options.bus.connected;
  }

  get connectionCount(): number {
    return this.sockets.size;
  }

  /** Open sockets by the role they identified as; `unidentified` until their `identify` is accepted. */
  socketsByRole(): Record<UserType | 'unidentified', number> {
    const counts = { customer: 0, driver: 0, admin: 0, unidentified: 0 };
    for (const socket of this.sockets) counts[socket.identity?.userType ?? 'unidentified']++;
    return counts;
  }

  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      void this.upgrade(request, socket, head);
    });
    this.pingTimer = setInterval(() => this.heartbeat(), (this.options.pingIntervalMs ?? 30_000) / HEARTBEAT_SLICES);
    this.pingTimer.unref();
  }

  on<T extends ClientMessage['type']>(type: T, handler: LiveHandler<T>): void {
    (this.handlers as Record<string, unknown>)[type] = handler;
  }

  /**
   * The one way out to the sockets, called after a change is committed. A failed send is logged, never thrown:
   * the change stands, and every client re-reads its state on reconnect (design §4 recovery), so a lost frame
   * is not lost data — whereas a request answering 500 for a change it made (a won bid) would be retried and
   * refused. `coalesceKey`: a newer frame with the same key makes this one obsolete (see BusEvent).
   */
  async publish<K extends ServerMessageType>(
    room: string,
    type: K,
    data: ServerMessages[K],
    options: { coalesceKey?: string } = {},
  ): Promise<void> {
    for (const listener of this.publishListeners) {
      try {
        listener(room, type, data);
      } catch (err) {
        this.options.logger.error({ err, type }, 'publish listener failed');
      }
    }
    await this.toBus({ kind: 'frame', room, payload: JSON.stringify({ type, data }), ...options });
  }

  /** Several frames at once (the customer, the office, the drivers), each sent or logged on its own. */
  async publishAll(publications: readonly Publication[]): Promise<void> {
    await Promise.all(publications.map(([room, type, data]) => this.publish(room, type, data as never)));
  }

  /** Follows what this instance publishes (design §12: the same news as a push to a closed page). */
  onPublish(listener: PublishListener): void {
    this.publishListeners.push(listener);
  }

  /**
   * Every bus event, on every instance: lets a module drop what it caches when something changed on
   * another instance (e.g. a ride completed there). Listeners must be cheap: they run for every frame.
   */
  subscribeBus(listener: (event: BusEvent) => void): void {
    this.options.bus.subscribe(listener);
  }

  /** Called after the database says a driver went on or off line, on whichever instance did it. */
  async setDriverPresence(driverId: string, online: boolean): Promise<void> {
    await this.toBus({ kind: 'presence', driverId, online });
  }

  /** Closes the sockets opened with these sessions (logout, deleted driver), on every instance. */
  async endSessions(tokenHashes: string[]): Promise<void> {
    if (tokenHashes.length > 0) await this.toBus({ kind: 'end-sessions', tokenHashes });
  }

  private async toBus(event: BusEvent): Promise<void> {
    try {
      await this.options.bus.publish(event);
    } catch (err) {
      this.options.logger.error({ err, kind: event.kind }, 'live publish failed');
    }
  }

  /** Says goodbye (1001) to every socket; one that does not answer within a second is cut off. */
  async close(): Promise<void> {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.positions.close();
    const closing = [...this.sockets].map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.ws.readyState === WebSocket.CLOSED) return resolve();
          socket.ws.once('close', () => resolve());
          socket.ws.close(1001, 'Server in arresto');
        }),
    );
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(closing), new Promise((resolve) => (grace = setTimeout(resolve, CLOSE_GRACE_MS)))]);
    clearTimeout(grace);
    for (const socket of this.sockets) socket.ws.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const reject = (status: number, text: string) => {
      socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
    };
    try {
      const path = (request.url ?? '').split('?')[0];
      if (path !== LIVE.path) return reject(404, 'Not Found');
      if (isForeignOrigin(request.headers, request.headers.host)) return reject(403, 'Forbidden');
      const sessions = await this.options.authenticate(request);
      if (sessions.size === 0) return reject(401, 'Unauthorized');
      this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, sessions));
    } catch (err) {
      this.options.logger.error({ err }, 'live upgrade failed');
      reject(500, 'Internal Server Error');
    }
  }

  private accept(ws: WebSocket, sessions: Map<Role, ResolvedSession>): void {
    const socket: LiveSocket = {
      ws,
      sessions,
      identity: null,
      rooms: new Set(),
      alive: true,
      slice: this.nextSlice++ % HEARTBEAT_SLICES,
      handled: Promise.resolve(),
      budget: new SocketBudget(this.options.budget),
      cut: false,
    };
    this.sockets.add(socket);
    this.countAgainstSessions(socket);
    ws.on('pong', () => {
      socket.alive = true;
    });
    // A socket's frames are handled in order (a driver's `driver_online` before its first position), and a
    // reply to a frame means every earlier frame of that socket was handled.
    ws.on('message', (raw, isBinary) => {
      if (socket.cut) return;
      // Checked before decoding or queueing, so a flood costs the server almost nothing (design §13).
      if (!socket.budget.takeMessage()) return this.cut(socket);
      const text = isBinary ? null : raw.toString();
      socket.handled = socket.handled
        .then(() => this.onMessage(socket, text))
        .catch((err: unknown) => this.options.logger.error({ err }, 'live message handling failed'));
    });
    ws.on('close', () => this.drop(socket));
    ws.on('error', (err) => {
      this.options.logger.debug({ err }, 'live socket error');
      this.drop(socket);
    });
  }

  /** design §13: a socket over its budget is closed with 1008 and leaves its rooms at once. */
  private cut(socket: LiveSocket): void {
    socket.cut = true;
    // Who, not with which session: the identity also holds the session's token hash.
    const who = socket.identity ? { userType: socket.identity.userType, userId: socket.identity.userId } : null;
    this.options.logger.warn({ live: who }, 'live socket over its message budget, closed');
    socket.ws.close(POLICY_VIOLATION, 'Troppi messaggi');
    setTimeout(() => socket.ws.terminate(), CUT_GRACE_MS).unref();
    this.drop(socket);
  }

  private drop(socket: LiveSocket): void {
    if (!this.sockets.delete(socket)) return;
    for (const room of socket.rooms) this.leave(socket, room);
    for (const { tokenHash } of socket.sessions.values()) {
      const held = this.bySession.get(tokenHash);
      held?.delete(socket);
      if (held?.size === 0) this.bySession.delete(tokenHash);
    }
    const identity = socket.identity;
    if (identity?.userType === 'driver' && !this.roomMembers.has(rooms.driver(identity.userId))) {
      this.driverSocketsChanged(() => this.options.driverSockets?.lost(identity.userId));
    }
  }

  private driverSocketsChanged(tell: () => Promise<void> | undefined): void {
    tell()?.catch((err: unknown) => this.options.logger.error({ err }, 'driver reachability update failed'));
  }

  /**
   * design §13: one session opening sockets without end (200 of one customer slowed everyone) keeps only its
   * newest `LIVE.maxSocketsPerSession`; the oldest are closed with `LIVE.replacedCloseCode`, which the page does
   * not answer by reconnecting (it would only close another of its own).
   */
  private countAgainstSessions(socket: LiveSocket): void {
    for (const { tokenHash } of socket.sessions.values()) {
      const held = this.bySession.get(tokenHash) ?? new Set<LiveSocket>();
      this.bySession.set(tokenHash, held);
      held.add(socket);
      for (const oldest of held) {
        if (held.size <= LIVE.maxSocketsPerSession) break;
        oldest.ws.close(LIVE.replacedCloseCode, 'Troppe connessioni aperte');
        setTimeout(() => oldest.ws.terminate(), CUT_GRACE_MS).unref();
        this.drop(oldest);
      }
    }
  }

  private async onMessage(socket: LiveSocket, text: string | null): Promise<void> {
    let message: ClientMessage;
    try {
      message = clientMessageSchema.parse(JSON.parse(text ?? ''));
    } catch {
      this.sendTo(socket, 'error', { error: 'Messaggio non valido' });
      return;
    }
    try {
      if (message.type === 'identify') return await this.identify(socket, message.data);
      const identity = socket.identity;
      if (!identity) return this.sendTo(socket, 'error', { error: 'Identificazione richiesta' });
      if (message.type === 'driver_online' || message.type === 'driver_offline' || message.type === 'update_location') {
        if (identity.userType !== 'driver' || message.data.driverId !== identity.userId) {
          return this.sendTo(socket, 'error', { error: 'Operazione non consentita' });
        }
      }
      if (message.type === 'driver_online') {
        if (await this.options.isDriverOnline(identity.userId)) this.join(socket, rooms.driversOnline);
        return;
      }
      if (message.type === 'driver_offline') return this.leave(socket, rooms.driversOnline);
      // update_location: kept at most once a second per driver (design §13), then handed to its handler.
      const data = message.data;
      this.positions.offer(identity.userId, () => {
        this.handlers.update_location?.(identity, data).catch((err: unknown) => {
          this.options.logger.error({ err, type: 'update_location' }, 'live message handling failed');
        });
      });
    } catch (err) {
      this.options.logger.error({ err, type: message.type }, 'live message handling failed');
      this.sendTo(socket, 'error', { error: 'Errore interno del server' });
    }
  }

  private async identify(socket: LiveSocket, data: MessageData<'identify'>): Promise<void> {
    const session = socket.sessions.get(data.userType);
    const userId = session ? userIdOf(session) : null;
    if (!session || !userId || (data.userType !== 'admin' && data.userId && data.userId !== userId)) {
      return this.sendTo(socket, 'error', { error: 'Identità non valida' });
    }
    if (!socket.budget.takeIdentify()) return this.cut(socket);
    for (const room of [...socket.rooms]) this.leave(socket, room);
    socket.identity = { userType: data.userType, userId, tokenHash: session.tokenHash };
    if (data.userType === 'customer') this.join(socket, rooms.customer(userId));
    if (data.userType === 'admin') this.join(socket, rooms.admins);
    if (data.userType === 'driver') {
      this.join(socket, rooms.driver(userId));
      this.driverSocketsChanged(() => this.options.driverSockets?.present([userId]));
      if (await this.options.isDriverOnline(userId)) this.join(socket, rooms.driversOnline);
    }
    this.sendTo(socket, 'identified', { userType: data.userType, userId });
  }

  private join(socket: LiveSocket, room: string): void {
    let members = this.roomMembers.get(room);
    if (!members) {
      members = new Set();
      this.roomMembers.set(room, members);
    }
    members.add(socket);
    socket.rooms.add(room);
  }

  private leave(socket: LiveSocket, room: string): void {
    const members = this.roomMembers.get(room);
    members?.delete(socket);
    if (members?.size === 0) this.roomMembers.delete(room);
    socket.rooms.delete(room);
  }

  private onBusEvent(event: BusEvent): void {
    if (event.kind === 'frame') return this.deliver(event.room, event.payload);
    if (event.kind === 'resync') {
      // design §13: events from other instances were lost while the bus was down; every page re-reads.
      const frame = Buffer.from(JSON.stringify({ type: 'resync', data: {} }));
      for (const socket of this.sockets) this.sendRaw(socket, frame);
      return;
    }
    if (event.kind === 'presence') {
      for (const socket of this.roomMembers.get(rooms.driver(event.driverId)) ?? []) {
        if (event.online) this.join(socket, rooms.driversOnline);
        else this.leave(socket, rooms.driversOnline);
      }
      return;
    }
    const ended = new Set(event.tokenHashes);
    for (const socket of this.sockets) {
      const hit = [...socket.sessions.values()].some((s) => ended.has(s.tokenHash));
      if (hit) socket.ws.close(4401, 'Sessione terminata');
    }
  }

  private deliver(room: string, payload: string): void {
    const members = this.roomMembers.get(room);
    if (!members || members.size === 0) return;
    // Encoded once for the whole room, not once per socket.
    const frame = Buffer.from(payload);
    for (const socket of members) this.sendRaw(socket, frame);
  }

  private sendTo<K extends ServerMessageType>(socket: LiveSocket, type: K, data: ServerMessages[K]): void {
    this.sendRaw(socket, Buffer.from(JSON.stringify({ type, data })));
  }

  private sendRaw(socket: LiveSocket, frame: Buffer): void {
    if (socket.ws.readyState !== WebSocket.OPEN) return;
    if (socket.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.ws.terminate();
      return;
    }
    socket.ws.send(frame, { binary: false });
  }

  /** One slice of the heartbeat: its sockets are pinged, once a period each, and dropped if the last ping went unanswered. */
  private heartbeat(): void {
    const slice = this.heartbeatTick++ % HEARTBEAT_SLICES;
    if (slice === 0) this.positions.prune();
    const drivers: string[] = [];
    for (const socket of this.sockets) {
      if (socket.slice !== slice || socket.ws.readyState !== WebSocket.OPEN) continue;
      if (!socket.alive) {
        socket.ws.terminate();
        continue;
      }
      socket.alive = false;
      socket.ws.ping();
      if (socket.identity?.userType === 'driver') drivers.push(socket.identity.userId);
    }
    if (drivers.length > 0) this.driverSocketsChanged(() => this.options.driverSockets?.present(drivers));
  }
}
