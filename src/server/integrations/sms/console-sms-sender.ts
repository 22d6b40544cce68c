import type { BaseLogger } from 'pino';
import type { OutboxMessage } from '../../../shared/dev.schemas';
import type { SmsSender } from './sms-sender';

export type { OutboxMessage };

export type SmsLogger = Pick<BaseLogger, 'info'>;

/** Where the console adapter keeps what it "sent" (the database's `SmsOutbox`). */
export interface OutboxStore {
  add(message: OutboxMessage): Promise<void>;
  list(phoneNumber?: string): Promise<OutboxMessage[]>;
}

const CODE_PATTERN = /(?<!\d)\d{6}(?!\d)/;

/** Enough of a number for a developer to tell whose code it is (`+39•••••••567`), not the number. */
export function maskedPhone(phoneNumber: string): string {
  const visible = phoneNumber.startsWith('+') ? 3 : 0;
  return `${phoneNumber.slice(0, visible)}${'•'.repeat(Math.max(0, phoneNumber.length - visible - 3))}${phoneNumber.slice(-3)}`;
}

/**
 * Development sender: nothing leaves the machine. The text goes to the log (the only place an OTP may
 * ever be logged; the number masked, design §13) and into the outbox that the admin-only dev route reads (design §6).
 */
export class ConsoleSmsSender implements SmsSender {
  constructor(
    private readonly logger: SmsLogger,
    private readonly outbox: OutboxStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(phoneNumber: string, text: string): Promise<void> {
    this.logger.info(`SMS (console) a ${maskedPhone(phoneNumber)}: ${text}`);
    await this.outbox.add({
      phoneNumber,
      text,
      code: CODE_PATTERN.exec(text)?.[0] ?? null,
      sentAt: this.now().toISOString(),
    });
  }

  /** Newest first; only the given phone's messages when one is given. */
  list(phoneNumber?: string): Promise<OutboxMessage[]> {
    return this.outbox.list(phoneNumber);
  }
}
