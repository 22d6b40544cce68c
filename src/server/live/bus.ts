/**
 * What crosses from the instance where something happened to every instance holding sockets.
 * `payload` is the already-serialised frame, so a broadcast to 5,000 drivers is serialised once.
 */
export type BusEvent =
  | { kind: 'frame'; room: string; payload: string }
  | { kind: 'presence'; driverId: string; online: boolean }
  | { kind: 'end-sessions'; tokenHashes: string[] };

export interface EventBus {
  publish(event: BusEvent): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): void;
  close(): Promise<void>;
}
