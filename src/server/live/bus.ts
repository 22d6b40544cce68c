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
   * never reached its sockets, so they are told to re-read their state (DESIGN §13).
   */
  | { kind: 'resync' };

export interface EventBus {
  /** False while events from other instances cannot reach this one (PostgreSQL: LISTEN connection down). */
  readonly connected: boolean;
  /** Delivers to this instance's subscribers at once and, where there are other instances, to theirs. */
  publish(event: BusEvent): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): void;
  close(): Promise<void>;
}
