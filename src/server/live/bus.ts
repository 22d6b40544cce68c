/**
 * What crosses from the instance where something happened to every instance holding sockets.
 * `payload` is the already-serialised frame, so a broadcast to 5,000 drivers is serialised once.
 * `coalesceKey` marks a frame that a newer one with the same key makes obsolete (a driver's position):
 * a bus that has to queue may send only the newest.
 */
export type BusEvent =
  | { kind: 'frame'; room: string; payload: string; coalesceKey?: string }
  | { kind: 'presence'; driverId: string; online: boolean }
  | { kind: 'end-sessions'; tokenHashes: string[] };

export interface EventBus {
  /** Delivers to this instance's subscribers at once and, where there are other instances, to theirs. */
  publish(event: BusEvent): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): void;
  close(): Promise<void>;
}
