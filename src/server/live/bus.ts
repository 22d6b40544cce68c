/**
 * What crosses from the instance where something happened to every instance holding sockets.
 * `payload` is the already-serialised frame, so a broadcast to 5,000 drivers is serialised once.
 * `coalesceKey` marks a frame that a newer one with the same key makes obsolete (a driver's position):
 * a bus that has to queue may send only the newest.
 */
export type BusEvent =
  | { kind: 'frame'; room: string; payload: string; coalesceKey?: string }
  | { kind: 'presence'; driverId: string; online: boolean }
  | { kind: 'end-sessions'; tokenHashes: string[] }
  /**
   * Local only, never sent: this instance's link to the others was lost and is back. What crossed meanwhile
   * never reached its sockets, so they are told to re-read their state (design §13).
   */
  | { kind: 'resync' };

/** What a bus has done since it started, for the metrics (design §13). */
export interface BusStats {
  /** Events waiting to be sent to the other instances. */
  queued: number;
  /** NOTIFY payloads sent, and received from the other instances (not our own echo). */
  notificationsSent: number;
  notificationsReceived: number;
  payloadBytesSent: number;
  /** Events dropped because PostgreSQL was not keeping up (the oldest go first). */
  dropped: number;
  /** Times the connection to the other instances was lost and made again. */
  reconnects: number;
}

export const NO_BUS_TRAFFIC: Readonly<BusStats> = { queued: 0, notificationsSent: 0, notificationsReceived: 0, payloadBytesSent: 0, dropped: 0, reconnects: 0 };

export interface EventBus {
  /** False while events from other instances cannot reach this one (PostgreSQL: LISTEN connection down). */
  readonly connected: boolean;
  /** Delivers to this instance's subscribers at once and, where there are other instances, to theirs. */
  publish(event: BusEvent): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): void;
  stats(): BusStats;
  close(): Promise<void>;
}
