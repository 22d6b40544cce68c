import type { BaseLogger } from 'pino';
import type { OutboxMessage } from '../../../shared/dev.schemas';
import type { SmsSender } from './sms-sender';

export type { OutboxMessage };

export type SmsLogger = Pick<BaseLogger, 'info'>;

const DEFAULT_OUTBOX_SIZE = 500;
const CODE_PATTERN = /(?<!\d)\d{6}(?!\d)/;

/**
 * Development sender: nothing leaves the machine. The text goes to the log (the only place an OTP may
 * ever be logged) and into a bounded outbox that the admin-only dev route reads (DESIGN §6).
 */
export class ConsoleSmsSender implements SmsSender {
  private readonly outbox: OutboxMessage[] = [];

  constructor(
    private readonly logger: SmsLogger,
    private readonly maxMessages = DEFAULT_OUTBOX_SIZE,
    private readonly now: () => Date = () => new Date(),
  ) {}

  send(phoneNumber: string, text: string): Promise<void> {
    this.logger.info({ sms: { to: phoneNumber } }, `SMS (console) a ${phoneNumber}: ${text}`);
    this.outbox.push({
      phoneNumber,
      text,
      code: CODE_PATTERN.exec(text)?.[0] ?? null,
      sentAt: this.now().toISOString(),
    });
    if (this.outbox.length > this.maxMessages) this.outbox.splice(0, this.outbox.length - this.maxMessages);
    return Promise.resolve();
  }

  /** Newest first; only the given phone's messages when one is given. */
  list(phoneNumber?: string): OutboxMessage[] {
    const newestFirst = [...this.outbox].reverse();
    return phoneNumber === undefined ? newestFirst : newestFirst.filter((m) => m.phoneNumber === phoneNumber);
  }
}
