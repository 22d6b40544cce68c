import { type BusEvent, type BusStats, type EventBus, NO_BUS_TRAFFIC } from './bus';

/** The single-process bus used on PGlite: one instance owns the database, so nobody else needs the events. */
export class MemoryBus implements EventBus {
  private readonly handlers: Array<(event: BusEvent) => void> = [];
  /** There is nobody else to be cut off from. */
  readonly connected = true;

  async publish(event: BusEvent): Promise<void> {
    for (const handler of this.handlers) handler(event);
  }

  subscribe(handler: (event: BusEvent) => void): void {
    this.handlers.push(handler);
  }

  /** Nothing crosses a process boundary. */
  stats(): BusStats {
    return NO_BUS_TRAFFIC;
  }

  async close(): Promise<void> {
    this.handlers.length = 0;
  }
}
